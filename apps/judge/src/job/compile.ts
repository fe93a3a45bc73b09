import { type CompileStep, type Language, NO_TOOLCHAIN, type Toolchain } from '../languages/language';
import { compileLimits } from '../limits';
import type { ArtifactFile, CompileOutcome } from '../machine/artifact-cache';
import { runSandboxed, type SandboxHost, type SandboxLimits } from '../sandbox/run-sandboxed';
import { staticFootprint } from './elf';
import { readTar } from './tar';

export type BuildResult =
  | { files: ArtifactFile[]; entry: string; staticBytes: number }
  | { error: CompileOutcome & { ok: false } };

/** What a compiler gave: the artifact's files, or why there is none. */
export type CompilerOutput = { files: ArtifactFile[] } | { error: CompileOutcome & { ok: false } };

/** A compiler kept running between compiles (languages/java/javac-service.ts); null when it cannot serve this one. */
export interface WarmCompiler {
  compile(sourceFile: string, code: string, context: CompileContext): Promise<CompilerOutput | null>;
}

export interface CompileContext {
  host: SandboxHost;
  uid: number;
  pchDir: string;
  /** CPU time a compile may use (both cores together); the wall clock gets half as much again. */
  timeMs?: number;
  toolchain?: Toolchain;
  /** Compiles instead of a fresh sandbox, when it can. */
  warm?: WarmCompiler;
}

export const ARTIFACT_BYTES = 64 * 1024 * 1024;

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

export const compileError = (message: string): CompilerOutput => ({
  error: { ok: false, verdict: 'compile_error', message },
});
/** The compile's address space without a memory cgroup: its memory limit (a C++ compile with the header needs ~150 MB). */
export const COMPILE_ADDRESS_SPACE = compileLimits.memoryMb * 1024 * 1024;
/** What gcc says when its address space runs out. */
const COMPILER_OUT_OF_MEMORY = /\bout of memory allocating \d+ bytes|virtual memory exhausted/;
export const TOO_LARGE = 'The compiled program is too large';
export const TOOK_TOO_LONG = 'Compilation took too long';
export const USED_TOO_MUCH_MEMORY = 'Compilation used too much memory';

/** The compile sandbox's limits, with the judge's compile time when it sets one. */
export function compileLimitsFor(context: CompileContext): SandboxLimits {
  return context.timeMs
    ? { ...compileSandboxLimits, cpuMs: context.timeMs, wallMs: Math.ceil(context.timeMs * 1.5) }
    : compileSandboxLimits;
}

/** Absolute paths in compiler messages say nothing useful to a student and leak the layout; keep names. */
export function scrubPaths(message: string): string {
  return message.replace(/(?:\/[\w.+-]+)+\/([\w.+-]+)/g, '$1');
}

// The compiler's own stdout joins its messages; the artifact leaves as a tar stream on stdout afterwards.
const COMPILE_SCRIPT = '"$@" 1>&2 && exec /usr/bin/tar -C out -cf - .';

/** Compiles (warm when a warm compiler can, otherwise in a fresh sandbox) and finds what to run. */
export async function compileInSandbox(
  language: Language,
  code: string,
  context: CompileContext,
  extraCommand?: string[],
  limits: Partial<SandboxLimits> = {},
): Promise<BuildResult> {
  const sourceFile = language.sourceFile(code);
  const step = language.compile;
  if (!step) {
    return { files: [{ name: sourceFile, content: code, executable: false }], entry: '', staticBytes: 0 };
  }
  const output =
    (!extraCommand && (await context.warm?.compile(sourceFile, code, context))) ||
    (await compileFresh(language, step, sourceFile, code, context, extraCommand, limits));
  if ('error' in output) return output;
  const { files } = output;
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

/** Compiles in a fresh sandbox; the source goes in through a pipe, the artifact comes out through one. */
async function compileFresh(
  language: Language,
  step: CompileStep,
  sourceFile: string,
  code: string,
  context: CompileContext,
  extraCommand: string[] | undefined,
  limits: Partial<SandboxLimits>,
): Promise<CompilerOutput> {
  const toolchain = context.toolchain ?? NO_TOOLCHAIN;
  const command = extraCommand ?? step.command(sourceFile, toolchain);
  // Without a memory cgroup, gcc and g++ (and Python's check) are bounded by their address space: a compile
  // reading /dev/zero grew to 3 GiB in 3.5 s. javac is bounded by its -J-Xmx.
  const bound =
    context.host.cgroups === null && language.addressSpaceLimit
      ? { addressSpaceBytes: COMPILE_ADDRESS_SPACE }
      : {};
  const result = await runSandboxed(context.host, {
    command: ['/bin/sh', '-c', COMPILE_SCRIPT, 'sh', ...command],
    uid: context.uid,
    limits: { ...compileLimitsFor(context), ...bound, ...limits },
    files: [
      { path: `/box/${sourceFile}`, content: code },
      ...(step.extraFiles ?? []).map((file) => ({ path: `/box/${file.name}`, content: file.content })),
    ],
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
  // Stopped for time or memory: the messages so far usually say why (a cascade of template errors, say).
  const stopped = (reason: string) =>
    compileError(message ? `${reason}. The compiler said:\n${message}` : reason);
  if (result.cpuExceeded || result.wallTimedOut) return stopped(TOOK_TOO_LONG);
  if (result.oomKilled || (result.exitCode !== 0 && COMPILER_OUT_OF_MEMORY.test(message)))
    return stopped(USED_TOO_MUCH_MEMORY);
  if (result.exitCode !== 0) return compileError(message || 'Compilation failed');
  if (result.stdoutTruncated) return compileError(TOO_LARGE);
  try {
    const files = (await readTar(result.stdout)).map((entry) => ({
      name: entry.name,
      content: entry.content,
      executable: (entry.mode & 0o111) !== 0,
    }));
    return { files };
  } catch (error) {
    return { error: { ok: false, verdict: 'internal_error', message: (error as Error).message } };
  }
}
