import { stripAnsi } from '../checkers/compare';
import { type Language, NO_TOOLCHAIN, type Toolchain } from '../languages/language';
import type { Limits } from '../limits';
import { wallTimeFor } from '../limits';
import {
  runSandboxed,
  type SandboxHost,
  type SandboxLimits,
  type SandboxRequest,
} from '../sandbox/run-sandboxed';
import type { ExecutionReport } from '../types';
import { classifyRun, type RunOutcome } from '../verdict';

const MB = 1024 * 1024;
const STDERR_BYTES = 64 * 1024;
const TMPFS_BYTES = 16 * MB;
/** Output kept for the report; beyond it the output only streams through the comparison. */
export const OUTPUT_KEEP_BYTES = 4 * MB;

/**
 * `cgroups` false: the judge has no memory cgroup (not root), so a runtime bounded by it otherwise (Java,
 * Node.js) gets an address-space limit instead (Language.withoutCgroup).
 */
export function runSandboxLimits(language: Language, limits: Limits, cgroups = true): SandboxLimits {
  const memoryBytes = (limits.memoryMb + language.memoryOverheadMb) * MB;
  const fallback = cgroups || language.addressSpaceLimit ? undefined : language.withoutCgroup;
  if (fallback) {
    return {
      ...runSandboxLimits(language, limits),
      addressSpaceBytes: fallback.addressSpaceMb(limits.memoryMb) * MB,
      // threads take RLIMIT_STACK as their default stack size, each counted in the address space
      stackBytes: 64 * MB,
    };
  }
  return {
    cpuMs: limits.timeMs,
    wallMs: wallTimeFor(limits.timeMs),
    // The tmpfs and the runtime's own needs count against the cgroup, so both sit on top of the program's limit.
    memoryBytes: memoryBytes + TMPFS_BYTES,
    // Generous, so that large allocations reach the cgroup limit and show as memory limit, not a crash.
    addressSpaceBytes: language.addressSpaceLimit ? 2 * memoryBytes + 128 * MB : null,
    pids: language.pids,
    cpus: 1,
    stdoutBytes: limits.outputBytes,
    stderrBytes: STDERR_BYTES,
    fileSizeBytes: TMPFS_BYTES,
    tmpfsBytes: TMPFS_BYTES,
    openFiles: language.openFiles,
  };
}

/** The run command, trimmed to fit an address-space limit where runSandboxLimits sets the fallback one. */
export function runCommand(language: Language, command: string[], cgroups: boolean): string[] {
  const trim = cgroups || language.addressSpaceLimit ? undefined : language.withoutCgroup?.command;
  return trim ? trim(command) : command;
}

export interface Execution {
  outcome: RunOutcome;
  report: ExecutionReport;
}

/** Static arrays beyond the limit: judges say memory limit (Linux would map them lazily and crash later). */
function loadTimeMemoryLimit(staticBytes: number): Execution {
  const error = `Memory limit exceeded (the program's static data needs ${Math.ceil(staticBytes / MB)} MB)`;
  return {
    outcome: 'memory_limit_exceeded',
    report: {
      output: '',
      realtimeOutputEscapeRemoved: '',
      error,
      outputTruncated: false,
      timeMs: 0,
      wallMs: 0,
      memoryKb: Math.round(staticBytes / 1024),
      exitCode: null,
      signal: null,
    },
  };
}

/** Where an artifact runs: its command, limits and read-only binds, for a program's run or a checker's. */
export interface ProgramRun {
  language: Language;
  artifact: { dir: string; entry: string };
  limits: Limits;
  toolchain: Toolchain;
  /** Arguments after the run command (a checker's files). */
  args?: readonly string[];
}

/** The sandbox request of a compiled program: the artifact read-only at /app, the toolchain's binds beside it. */
export function programSandbox(
  host: SandboxHost,
  uid: number,
  run: ProgramRun,
): Pick<SandboxRequest, 'command' | 'uid' | 'limits' | 'roBinds' | 'systemBinds'> {
  const { language, artifact, limits, toolchain } = run;
  const cgroups = host.cgroups !== null;
  return {
    command: [
      ...runCommand(language, language.run(limits.memoryMb, artifact.entry, toolchain), cgroups),
      ...(run.args ?? []),
    ],
    uid,
    limits: runSandboxLimits(language, limits, cgroups),
    roBinds: [{ src: artifact.dir, dest: '/app' }, ...(language.toolchainBinds?.(toolchain) ?? [])],
    systemBinds: language.extraBinds,
  };
}

export async function executeProgram(
  host: SandboxHost,
  uid: number,
  language: Language,
  artifact: { dir: string; entry: string; staticBytes?: number },
  input: string,
  limits: Limits,
  /** Sees the whole output as it arrives (a comparator, or a custom checker's collector). */
  onStdout?: (chunk: Buffer) => void,
  toolchain: Toolchain = NO_TOOLCHAIN,
): Promise<Execution> {
  const staticBytes = artifact.staticBytes ?? 0;
  if (staticBytes > limits.memoryMb * MB) return loadTimeMemoryLimit(staticBytes);
  const program = programSandbox(host, uid, { language, artifact, limits, toolchain });
  const result = await runSandboxed(host, {
    ...program,
    limits: { ...program.limits, stdoutKeepBytes: OUTPUT_KEEP_BYTES },
    stdin: input,
    onStdout,
  });
  const { outcome, detail } = classifyRun(result, (limits.memoryMb + language.memoryOverheadMb) * 1024);
  const output = result.stdout.toString('utf8');
  const stderr = result.stderr.toString('utf8');
  const error = outcome === 'ok' ? stderr : [detail, stderr].filter(Boolean).join('\n');
  return {
    outcome,
    report: {
      output,
      realtimeOutputEscapeRemoved: stripAnsi(output),
      error: outcome === 'internal_error' ? detail : error,
      outputTruncated: result.stdoutTruncated,
      timeMs: result.cpuMs,
      wallMs: result.wallMs,
      memoryKb: result.memoryKb,
      exitCode: result.exitCode,
      signal: result.signal,
    },
  };
}
