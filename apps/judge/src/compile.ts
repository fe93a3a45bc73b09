import type { ArtifactFile, CompileOutcome } from './artifact-cache';
import { staticFootprint } from './elf';
import { type Language, NO_TOOLCHAIN, type Toolchain } from './languages';
import { compileLimits } from './limits';
import { runSandboxed, type SandboxHost, type SandboxLimits } from './sandbox/run-sandboxed';
import { readTar } from './tar';

export type BuildResult =
  | { files: ArtifactFile[]; entry: string; staticBytes: number }
  | { error: CompileOutcome & { ok: false } };

export interface CompileContext {
  host: SandboxHost;
  uid: number;
  pchDir: string;
  /** CPU time a compile may use (both cores together); the wall clock gets half as much again. */
  timeMs?: number;
  toolchain?: Toolchain;
}

const ARTIFACT_BYTES = 64 * 1024 * 1024;

export const compileSandboxLimits: SandboxLimits = {
  cpuMs: compileLimits.timeMs,
  wallMs: compileLimits.wallMs,
  memoryBytes: compileLimits.memoryMb * 1024 * 1024,
  addressSpaceBytes: null,
  pids: 256,
  cpus: 2,
  stdoutBytes: ARTIFACT_BYTES,
  stderrBytes: compileLimits.outputBytes,
  fileSizeBytes: ARTIFACT_BYTES,
  tmpfsBytes: 256 * 1024 * 1024,
  openFiles: 512,
};

/** Absolute paths in compiler messages say nothing useful to a student and leak the layout; keep names. */
export function scrubPaths(message: string): string {
  return message.replace(/(?:\/[\w.+-]+)+\/([\w.+-]+)/g, '$1');
}

// The compiler's own stdout joins its messages; the artifact leaves as a tar stream on stdout afterwards.
const COMPILE_SCRIPT = '"$@" 1>&2 && exec /usr/bin/tar -C out -cf - .';

/** Compiles in a fresh sandbox; the source goes in through a pipe, the artifact comes out through one. */
export async function compileInSandbox(
  language: Language,
  code: string,
  context: CompileContext,
  extraCommand?: string[],
  limits: Partial<SandboxLimits> = {},
): Promise<BuildResult> {
  const sourceFile = language.sourceFile(code);
  if (!language.compile) {
    return { files: [{ name: sourceFile, content: code, executable: false }], entry: '', staticBytes: 0 };
  }
  const toolchain = context.toolchain ?? NO_TOOLCHAIN;
  const command = extraCommand ?? language.compile.command(sourceFile, toolchain);
  const result = await runSandboxed(context.host, {
    command: ['/bin/sh', '-c', COMPILE_SCRIPT, 'sh', ...command],
    uid: context.uid,
    limits: {
      ...compileSandboxLimits,
      ...(context.timeMs ? { cpuMs: context.timeMs, wallMs: Math.ceil(context.timeMs * 1.5) } : {}),
      ...limits,
    },
    files: [{ path: `/box/${sourceFile}`, content: code }],
    dirs: ['/box/out'],
    roBinds: [{ src: context.pchDir, dest: '/pch' }, ...(language.toolchainBinds?.(toolchain) ?? [])],
    systemBinds: language.extraBinds,
  });
  const message = scrubPaths(result.stderr.toString('utf8')).trim();
  if (result.setupFailure) {
    return {
      error: { ok: false, verdict: 'internal_error', message: 'The compiler sandbox could not start' },
    };
  }
  if (result.cpuExceeded || result.wallTimedOut) {
    return { error: { ok: false, verdict: 'compile_error', message: 'Compilation took too long' } };
  }
  if (result.oomKilled) {
    return { error: { ok: false, verdict: 'compile_error', message: 'Compilation used too much memory' } };
  }
  if (result.exitCode !== 0) {
    return { error: { ok: false, verdict: 'compile_error', message: message || 'Compilation failed' } };
  }
  if (result.stdoutTruncated) {
    return { error: { ok: false, verdict: 'compile_error', message: 'The compiled program is too large' } };
  }
  let files: ArtifactFile[];
  try {
    files = (await readTar(result.stdout)).map((entry) => ({
      name: entry.name,
      content: entry.content,
      executable: (entry.mode & 0o111) !== 0,
    }));
  } catch (error) {
    return { error: { ok: false, verdict: 'internal_error', message: (error as Error).message } };
  }
  const entry = extraCommand
    ? { ok: true as const, name: '' }
    : (language.entryPoint?.(files, code) ?? { ok: true as const, name: '' });
  if (!entry.ok) return { error: { ok: false, verdict: 'compile_error', message: entry.message } };
  const staticBytes = Math.max(
    0,
    ...files.filter((file) => file.executable).map((file) => staticFootprint(Buffer.from(file.content))),
  );
  return { files, entry: entry.name, staticBytes };
}
