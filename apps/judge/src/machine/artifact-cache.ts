import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { isAlive } from '../sandbox/process-alive';

const run = promisify(execFile);
const MB = 1024 * 1024;
/**
 * Room on the store's filesystem beyond the byte bound: artifacts still in use after eviction, the C++ header
 * (about 100 MB), Java's linked runtime and archives (about 125 MB).
 */
export const STORE_SLACK_BYTES = 512 * MB;

export interface ArtifactCacheOptions {
  /** Most artifacts kept. */
  entries: number;
  /** Most bytes of artifacts kept; the least recently used go first. */
  bytes: number;
  /**
   * Keep the artifacts on a tmpfs of their own (root only). A sandbox that binds one then sees only paths
   * inside that filesystem in /proc/self/mountinfo, never where the judge lives on the host.
   */
  privateMount: boolean;
  warn?: (message: string) => void;
}

export interface ArtifactFile {
  name: string;
  content: Buffer | string;
  executable: boolean;
}

export type CompileOutcome =
  | {
      ok: true;
      dir: string;
      /** What the language runs out of dir (Java: the main class). */
      entry: string;
      /** Memory the executable maps at load (static arrays included); 0 when not a native executable. */
      staticBytes: number;
    }
  | { ok: false; verdict: 'compile_error' | 'internal_error'; message: string };

type BuildOutput =
  | { files: ArtifactFile[]; entry: string; staticBytes: number }
  | { error: CompileOutcome & { ok: false } };

interface Entry {
  outcome: CompileOutcome;
  bytes: number;
  refs: number;
  evicted: boolean;
}

async function unmount(dir: string): Promise<void> {
  // Lazy: a run that still binds it keeps it alive; no new sandbox can reach it.
  await run('/usr/bin/umount', ['-l', dir]).catch(() => {});
}

/**
 * Compiled artifacts by content hash, bounded LRU. Directories live under a judge-owned root that sandboxes
 * only ever see through read-only binds, so nothing in them can have been planted by a program. Files are
 * created with O_EXCL in a fresh directory and removed with `rm`, which never follows symlinks.
 */
export class ArtifactCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<CompileOutcome>>();
  private totalBytes = 0;

  private constructor(
    readonly root: string,
    private readonly limits: { entries: number; bytes: number },
    readonly privateMount: boolean,
  ) {}

  /** One directory per judge instance under `parent`; those of processes that are gone are removed. */
  static async open(parent: string, options: ArtifactCacheOptions): Promise<ArtifactCache> {
    await mkdir(parent, { recursive: true, mode: 0o711 });
    await chmod(parent, 0o711);
    for (const name of await readdir(parent)) {
      const pid = /^artifacts-(\d+)-/.exec(name)?.[1];
      if (!pid || isAlive(Number(pid))) continue;
      await unmount(join(parent, name));
      await rm(join(parent, name), { recursive: true, force: true });
    }
    const root = join(parent, `artifacts-${process.pid}-${randomUUID().slice(0, 8)}`);
    await mkdir(root, { mode: 0o711 });
    let mounted = false;
    if (options.privateMount) {
      const size = options.bytes + STORE_SLACK_BYTES;
      mounted = await run('/usr/bin/mount', [
        '-t',
        'tmpfs',
        '-o',
        `size=${size},mode=0711,nosuid,nodev`,
        'placement-judge',
        root,
      ]).then(
        () => true,
        (error: Error) => {
          options.warn?.(`artifact store is a plain directory (cannot mount a tmpfs: ${error.message})`);
          return false;
        },
      );
    }
    return new ArtifactCache(root, { entries: options.entries, bytes: options.bytes }, mounted);
  }

  /** Returns the outcome for `key`, compiling at most once however many callers ask at the same time. */
  async get(
    key: string,
    build: () => Promise<BuildOutput>,
  ): Promise<{ outcome: CompileOutcome; cached: boolean; release: () => void }> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return { outcome: hit.outcome, cached: true, release: this.retain(hit) };
    }
    let pending = this.inflight.get(key);
    const cached = pending !== undefined;
    if (!pending) {
      pending = this.create(key, build).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    const outcome = await pending;
    const entry = this.entries.get(key);
    return { outcome, cached, release: entry ? this.retain(entry) : () => {} };
  }

  private retain(entry: Entry): () => void {
    entry.refs++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.refs--;
      if (entry.evicted && entry.refs === 0) void this.dispose(entry);
    };
  }

  private async create(key: string, build: () => Promise<BuildOutput>): Promise<CompileOutcome> {
    const built = await build();
    let outcome: CompileOutcome;
    let bytes = 0;
    if ('error' in built) {
      outcome = built.error;
    } else {
      bytes = built.files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0);
      const staging = join(this.root, `.staging-${randomUUID()}`);
      try {
        await mkdir(staging, { mode: 0o755 });
        for (const file of built.files) {
          // Names come from readTar: relative, no `..`; the directories are ours and freshly made.
          await mkdir(dirname(join(staging, file.name)), { recursive: true, mode: 0o755 });
          await writeFile(join(staging, file.name), file.content, {
            flag: 'wx',
            mode: file.executable ? 0o755 : 0o644,
          });
        }
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        const full = (error as NodeJS.ErrnoException).code === 'ENOSPC';
        return {
          ok: false,
          verdict: 'internal_error',
          message: full ? 'The artifact store is full, try again' : (error as Error).message,
        };
      }
      const dir = join(this.root, key);
      await rm(dir, { recursive: true, force: true });
      await rename(staging, dir);
      outcome = { ok: true, dir, entry: built.entry, staticBytes: built.staticBytes };
    }
    // Internal errors are not the code's fault; the next attempt should retry.
    if (outcome.ok || outcome.verdict === 'compile_error') {
      this.entries.set(key, { outcome, bytes, refs: 0, evicted: false });
      this.totalBytes += bytes;
      this.evict();
    }
    return outcome;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.totalBytes <= this.limits.bytes) return;
      this.entries.delete(key);
      this.totalBytes -= entry.bytes;
      entry.evicted = true;
      if (entry.refs === 0) void this.dispose(entry);
    }
  }

  private async dispose(entry: Entry): Promise<void> {
    if (entry.outcome.ok) await rm(entry.outcome.dir, { recursive: true, force: true });
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  async clear(): Promise<void> {
    this.entries.clear();
    this.totalBytes = 0;
    if (this.privateMount) await unmount(this.root);
    await rm(this.root, { recursive: true, force: true });
  }
}
