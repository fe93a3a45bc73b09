import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildPch, copyPch, pchDirFor } from '../languages/cpp/precompiled-header';
import { buildJavaCds, cdsDirFor, copyJavaCds } from '../languages/java/class-data';
import type { Toolchain } from '../languages/language';
import type { SandboxHost } from '../sandbox/run-sandboxed';
import type { ArtifactCache } from './artifact-cache';
import type { JudgeOptions } from './options';
import type { SlotPool } from './pool';

/** What the judge builds once per machine for the languages: the C++ header and Java's archives. */
export interface MachineToolchain {
  /** What compiles and runs see of it; `javaCds` is set once the archives are in place. */
  toolchain: Toolchain;
  /** Bound read-only at /pch in every compile sandbox. */
  pchDir: string;
  /** True once the header is there to use (it is then part of a C++ compile's cache key). */
  pchReady: Promise<boolean>;
  /** Settles once both are built, or could not be: the judge works before. */
  ready: Promise<void>;
}

interface ToolchainContext {
  options: JudgeOptions;
  cacheDir: string;
  host: SandboxHost;
  pool: SlotPool;
  cache: ArtifactCache;
  warn: (message: string) => void;
}

/** Starts both builds in the background, each on a pool slot. */
export async function startToolchain(context: ToolchainContext): Promise<MachineToolchain> {
  const { options, cacheDir, host, pool, cache, warn } = context;
  // The header is built once per compiler version into the cache folder; on the private store each start
  // copies it in (a file copy, not a rebuild), so its host path stays out of the sandboxes' mount table too.
  const builtPchDir = options.pchDir ?? pchDirFor(cacheDir);
  const pchDir = options.pchDir ?? (cache.privateMount ? pchDirFor(cache.root) : builtPchDir);
  // Every compile sandbox binds it read-only, so it must exist even when the header is never built.
  await mkdir(pchDir, { recursive: true, mode: 0o755 });
  const pchReady: Promise<boolean> =
    options.precompileHeaders === false
      ? Promise.resolve(false)
      : pool
          .use((slot) => buildPch(builtPchDir, { host, uid: slot.uid }))
          .then(async (built) => built && (pchDir === builtPchDir || (await copyPch(builtPchDir, pchDir))))
          .catch(() => false);

  // Java's archives, built once per JDK like the header and copied into the private store as root; until
  // they are there, Java runs with the JDK's own archive only.
  const toolchain: Toolchain = { javaCds: null };
  const builtCdsDir = options.javaCdsDir ?? cdsDirFor(cacheDir);
  const cdsDir = cache.privateMount ? join(cache.root, 'java-cds') : builtCdsDir;
  const cdsReady: Promise<void> =
    options.javaCds === false
      ? Promise.resolve()
      : pool
          .use(() => buildJavaCds(builtCdsDir, warn))
          .then(
            async (built) => built && (cdsDir === builtCdsDir || (await copyJavaCds(builtCdsDir, cdsDir))),
          )
          .then((ready) => {
            if (ready) toolchain.javaCds = cdsDir;
          })
          .catch(() => {});
  return { toolchain, pchDir, pchReady, ready: Promise.all([pchReady, cdsReady]).then(() => {}) };
}
