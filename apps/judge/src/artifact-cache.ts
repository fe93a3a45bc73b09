import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface ArtifactFile {
  name: string;
  content: Buffer | string;
  executable: boolean;
}

export type CompileOutcome =
  | { ok: true; dir: string /** What the language runs out of dir (Java: the main class). */; entry: string }
  | { ok: false; verdict: 'compile_error' | 'internal_error'; message: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type BuildOutput = { files: ArtifactFile[]; entry: string } | { error: CompileOutcome & { ok: false } };

interface Entry {
  outcome: CompileOutcome;
  refs: number;
  evicted: boolean;
}

/**
 * Compiled artifacts by content hash, bounded LRU. Directories live under a judge-owned root that sandboxes
 * only ever see through read-only binds, so nothing in them can have been planted by a program. Files are
 * created with O_EXCL in a fresh directory and removed with `rm`, which never follows symlinks.
 */
export class ArtifactCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<CompileOutcome>>();

  private constructor(
    private readonly root: string,
    private readonly capacity: number,
  ) {}

  /** One directory per judge instance under `parent`; those of processes that are gone are removed. */
  static async open(parent: string, capacity: number): Promise<ArtifactCache> {
    await mkdir(parent, { recursive: true, mode: 0o711 });
    await chmod(parent, 0o711);
    for (const name of await readdir(parent)) {
      const pid = /^artifacts-(\d+)-/.exec(name)?.[1];
      if (pid && !isAlive(Number(pid))) await rm(join(parent, name), { recursive: true, force: true });
    }
    const root = join(parent, `artifacts-${process.pid}-${randomUUID().slice(0, 8)}`);
    await mkdir(root, { mode: 0o711 });
    return new ArtifactCache(root, capacity);
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
    if ('error' in built) {
      outcome = built.error;
    } else {
      const staging = join(this.root, `.staging-${randomUUID()}`);
      await mkdir(staging, { mode: 0o755 });
      for (const file of built.files) {
        // Names come from readTar: relative, no `..`; the directories are ours and freshly made.
        await mkdir(dirname(join(staging, file.name)), { recursive: true, mode: 0o755 });
        await writeFile(join(staging, file.name), file.content, {
          flag: 'wx',
          mode: file.executable ? 0o755 : 0o644,
        });
      }
      const dir = join(this.root, key);
      await rm(dir, { recursive: true, force: true });
      await rename(staging, dir);
      outcome = { ok: true, dir, entry: built.entry };
    }
    // Internal errors are not the code's fault; the next attempt should retry.
    if (outcome.ok || outcome.verdict === 'compile_error') {
      this.entries.set(key, { outcome, refs: 0, evicted: false });
      this.evict();
    }
    return outcome;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.capacity) return;
      this.entries.delete(key);
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

  async clear(): Promise<void> {
    this.entries.clear();
    await rm(this.root, { recursive: true, force: true });
  }
}
