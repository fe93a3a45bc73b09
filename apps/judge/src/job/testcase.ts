import { type Checker, createComparator, type OutputComparator } from '../checkers/checkers';
import { CHECKER_FAILED_FOR_STUDENT, OutputCollector, runCustomChecker } from '../checkers/custom-checker';
import type { Language, Toolchain } from '../languages/language';
import { resolveLanguage } from '../languages/registry';
import type { Limits } from '../limits';
import type { CompileOutcome } from '../machine/artifact-cache';
import type { SandboxHost } from '../sandbox/run-sandboxed';
import type { Testcase, TestResult } from '../types';
import { executeProgram } from './execute';

export type Built = CompileOutcome & { ok: true };

export interface TestcaseRun {
  host: SandboxHost;
  toolchain: Toolchain;
  /** The ceiling the output limit may be raised to. */
  outputCeiling: number;
  language: Language;
  program: Built;
  limits: Limits;
  checker: Checker;
  /** The custom checker's artifact, when the checker is custom and compiled. */
  checkerProgram: Built | null;
}

/** The output limit leaves room for twice the expected output, if that is more (within the ceiling). */
export function outputLimitsFor(limits: Limits, expectedOutput: string, ceiling: number): Limits {
  const slack = 64 * 1024;
  if (expectedOutput.length * 2 + slack <= limits.outputBytes) return limits;
  const room = Math.min(ceiling, Buffer.byteLength(expectedOutput) * 2 + slack);
  return room > limits.outputBytes ? { ...limits, outputBytes: room } : limits;
}

/**
 * One testcase in one slot: the program runs in a fresh sandbox, its output compared as it streams in (a
 * built-in checker) or kept whole for the custom checker, which then runs in a fresh sandbox of its own in
 * the same slot.
 */
export async function judgeTestcase(run: TestcaseRun, uid: number, testcase: Testcase): Promise<TestResult> {
  const { host, language, program, checker, checkerProgram, toolchain } = run;
  const runLimits = outputLimitsFor(run.limits, testcase.expectedOutput, run.outputCeiling);
  const custom = checker.kind === 'custom' && checkerProgram ? checker : null;
  const sink: OutputCollector | OutputComparator = custom
    ? new OutputCollector()
    : createComparator(testcase.expectedOutput, checker.kind === 'custom' ? undefined : checker);
  const ran = await executeProgram(
    host,
    uid,
    language,
    program,
    testcase.input,
    runLimits,
    (chunk) => sink.push(chunk),
    toolchain,
  );
  if (ran.outcome !== 'ok') return { ...ran.report, verdict: ran.outcome, passed: false };
  if (sink instanceof OutputCollector && custom && checkerProgram) {
    const files = { input: testcase.input, expected: testcase.expectedOutput, output: sink.buffer };
    const checkerLanguage = resolveLanguage(custom.language);
    const checked = await runCustomChecker(host, uid, checkerLanguage, checkerProgram, files, toolchain);
    return {
      ...ran.report,
      verdict: checked.verdict,
      passed: checked.verdict === 'accepted',
      checkerMessage: checked.message,
      ...(checked.verdict === 'internal_error' ? { error: CHECKER_FAILED_FOR_STUDENT } : {}),
    };
  }
  const passed = !(sink instanceof OutputCollector) && sink.end();
  return { ...ran.report, verdict: passed ? 'accepted' : 'wrong_answer', passed };
}
