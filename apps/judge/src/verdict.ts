import type { SandboxResult } from './sandbox/request';

export type Verdict =
  | 'accepted'
  | 'wrong_answer'
  | 'time_limit_exceeded'
  | 'memory_limit_exceeded'
  | 'output_limit_exceeded'
  | 'runtime_error'
  | 'compile_error'
  | 'internal_error';

/** What a run ended with before its output is compared; `ok` means it exited 0 within every limit. */
export type RunOutcome = Exclude<Verdict, 'accepted' | 'wrong_answer' | 'compile_error'> | 'ok';

const SIGNAL_NAMES: Record<number, string> = {
  4: 'SIGILL',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  15: 'SIGTERM',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
  31: 'SIGSYS',
};
const SIGXCPU = 24;
const SIGXFSZ = 25;
const OUT_OF_MEMORY =
  /MemoryError|std::bad_alloc|java\.lang\.OutOfMemoryError|Cannot allocate memory|JavaScript heap out of memory|Array buffer allocation failed/;

export function signalName(signal: number): string {
  return SIGNAL_NAMES[signal] ?? `signal ${signal}`;
}

export interface Outcome {
  outcome: RunOutcome;
  /** Human-readable reason for anything but `ok`. */
  detail: string;
}

export function classifyRun(result: SandboxResult, memoryLimitKb: number): Outcome {
  if (result.setupFailure) return { outcome: 'internal_error', detail: 'The sandbox could not start' };
  if (result.oomKilled) return { outcome: 'memory_limit_exceeded', detail: 'Memory limit exceeded' };
  if (result.outputExceeded || result.signal === SIGXFSZ) {
    return { outcome: 'output_limit_exceeded', detail: 'Output limit exceeded' };
  }
  if (result.cpuExceeded || result.wallTimedOut || result.signal === SIGXCPU) {
    return { outcome: 'time_limit_exceeded', detail: 'Time limit exceeded' };
  }
  const failed = result.signal !== null || result.exitCode !== 0;
  if (!failed) return { outcome: 'ok', detail: '' };
  if (result.pidsLimitHit) {
    return {
      outcome: 'runtime_error',
      detail: 'Runtime error (the program tried to start more processes or threads than a run may have)',
    };
  }
  const stderrHead = result.stderr.subarray(0, 4096).toString('utf8');
  if (result.memoryKb >= memoryLimitKb * 0.95 || OUT_OF_MEMORY.test(stderrHead)) {
    return { outcome: 'memory_limit_exceeded', detail: 'Memory limit exceeded' };
  }
  if (result.signal !== null) {
    return { outcome: 'runtime_error', detail: `Runtime error (killed by ${signalName(result.signal)})` };
  }
  return { outcome: 'runtime_error', detail: `Runtime error (exit code ${result.exitCode})` };
}
