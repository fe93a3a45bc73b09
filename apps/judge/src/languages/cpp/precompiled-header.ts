import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CompileContext, compileInSandbox } from '../../job/compile';
import { cpp as CPP } from './cpp';

const HEADER_SOURCE = '#include <bits/stdc++.h>\n';
const MB = 1024 * 1024;
// The header compiles to ~100 MB; it passes through the sandbox's tmpfs, which counts against its memory.
const PCH_LIMITS = {
  stdoutBytes: 384 * MB,
  fileSizeBytes: 384 * MB,
  tmpfsBytes: 512 * MB,
  memoryBytes: 2048 * MB,
  cpuMs: 60_000,
  wallMs: 60_000,
};

function compilerVersion(): string {
  try {
    return execFileSync('/usr/bin/g++', ['-dumpfullversion'], { env: {} }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** Directory to mount at /pch; the header is keyed by compiler version and flags so an upgrade rebuilds it. */
export function pchDirFor(cacheDir: string): string {
  const key = createHash('sha256')
    .update(`${compilerVersion()}\0${CPP.compile?.flags.join(' ')}`)
    .digest('hex')
    .slice(0, 16);
  return join(cacheDir, `pch-${key}`);
}

/**
 * Builds a precompiled <bits/stdc++.h> inside a compile sandbox, once per compiler version. The judge writes
 * the result into its own directory, which sandboxes only ever see read-only.
 */
export async function buildPch(pchDir: string, context: Omit<CompileContext, 'pchDir'>): Promise<boolean> {
  const target = join(pchDir, 'bits', 'stdc++.h.gch');
  const existing = await stat(target).catch(() => null);
  if (existing?.isFile() && existing.size > 0) return true;
  await mkdir(join(pchDir, 'bits'), { recursive: true, mode: 0o755 });
  const flags = CPP.compile?.flags ?? [];
  const built = await compileInSandbox(
    CPP,
    HEADER_SOURCE,
    { ...context, pchDir },
    ['/usr/bin/g++', ...flags, '-x', 'c++-header', CPP.sourceFile(HEADER_SOURCE), '-o', 'out/stdc++.h.gch'],
    PCH_LIMITS,
  );
  if ('error' in built) return false;
  const gch = built.files.find((file) => file.name === 'stdc++.h.gch');
  if (!gch) return false;
  const staging = `${target}.${process.pid}.tmp`;
  await writeFile(staging, gch.content, { flag: 'w', mode: 0o644 });
  await rename(staging, target);
  return true;
}

/** Copies a built header into another /pch directory (the judge's private store); true once it is there. */
export async function copyPch(from: string, to: string): Promise<boolean> {
  const target = join(to, 'bits', 'stdc++.h.gch');
  await mkdir(join(to, 'bits'), { recursive: true, mode: 0o755 });
  await copyFile(join(from, 'bits', 'stdc++.h.gch'), `${target}.tmp`);
  await rename(`${target}.tmp`, target);
  return true;
}
