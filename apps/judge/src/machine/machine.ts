import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { WarmCompiler } from '../job/compile';
import { JavacService } from '../languages/java/javac-service';
import type { LanguageId, Toolchain } from '../languages/language';
import { detectSandbox } from '../sandbox/detect';
import type { SandboxHost } from '../sandbox/run-sandboxed';
import { StdinFiles } from '../sandbox/stdin-files';
import { ArtifactCache } from './artifact-cache';
import {
  defaultCacheDir,
  envInteger,
  envLimits,
  envPreference,
  type JudgeOptions,
  type JudgeSettings,
  judgeSettings,
} from './options';
import { OwnerQueue, SlotPool } from './pool';
import { startToolchain } from './toolchain';

const MiB = 1024 * 1024;

/**
 * What a judge process sets up once and every job shares: how programs are confined on this host, the slots
 * they run in, the compiled artifacts, the store stdin files live on, the toolchain built for the languages
 * and the compilers kept warm.
 */
export interface Machine {
  /** The sandbox as this host allows it (bubblewrap, cgroups, uid drop), with its stdin store. */
  host: SandboxHost;
  pool: SlotPool;
  /** One request per owner at a time. */
  owners: OwnerQueue;
  cache: ArtifactCache;
  settings: JudgeSettings;
  toolchain: Toolchain;
  pchDir: string;
  pchReady: Promise<boolean>;
  /** Settles once the C++ header and the Java archives are built (or could not be). */
  toolchainReady: Promise<void>;
  /** Compilers kept running between compiles, by language (Java's javac server). */
  warmCompilers: Partial<Record<LanguageId, WarmCompiler>>;
  /** Waits for the toolchain builds, stops the warm compilers, empties the cache, lets the stdin store go. */
  close(): Promise<void>;
}

/** Sets the machine up; refuses to when programs cannot be confined (detectSandbox says why). */
export async function setUpMachine(options: JudgeOptions = {}): Promise<Machine> {
  const warn = options.warn ?? ((message: string) => console.warn(`[judge] ${message}`));
  const cacheDir = options.cacheDir ?? defaultCacheDir();
  const detected = await detectSandbox({
    cacheDir,
    preference: options.sandbox ?? envPreference(),
    production: options.production ?? process.env.NODE_ENV === 'production',
    cgroups: options.cgroups ?? true,
    limits: options.limits ?? envLimits(),
    cgroupOptions: { name: options.cgroupName, mode: options.cgroupMode ?? process.env.JUDGE_CGROUP },
    warn,
  });
  const uidBase = options.uidBase ?? 60_000;
  const pool = new SlotPool(options.poolSize ?? availableParallelism(), uidBase);
  const cache = await ArtifactCache.open(cacheDir, {
    entries: options.cacheEntries ?? 256,
    bytes: options.cacheBytes ?? envInteger('JUDGE_CACHE_BYTES') ?? 512 * MiB,
    privateMount: detected.mode === 'bwrap' && process.getuid?.() === 0,
    warn,
  });
  const settings = judgeSettings(options);
  // A run's stdin is a file, so /dev/stdin can be opened (as root on a detached tmpfs of its own).
  const stdinFiles = await StdinFiles.create(
    join(cache.root, 'stdin'),
    cache.privateMount ? { bytes: (pool.size + 1) * settings.maxInputBytes + 64 * MiB } : undefined,
  );
  const host: SandboxHost = { ...detected, stdinFiles };
  const built = await startToolchain({ options, cacheDir, host, pool, cache, warn });
  // The javac server runs as the uid after the pool's.
  const javac =
    options.warmJavac === false ? null : new JavacService({ uid: uidBase + pool.size, cacheDir, warn });

  return {
    host,
    pool,
    owners: new OwnerQueue(),
    cache,
    settings,
    toolchain: built.toolchain,
    pchDir: built.pchDir,
    pchReady: built.pchReady,
    toolchainReady: built.ready,
    warmCompilers: javac ? { java: javac } : {},
    async close() {
      await built.ready;
      await javac?.close();
      await cache.clear();
      stdinFiles.close();
    },
  };
}
