import { CHECKER_FAILED_FOR_STUDENT } from '../checkers/custom-checker';
import type { CompileOutcome } from '../machine/artifact-cache';
import type { TestResult } from '../types';
import type { Verdict } from '../verdict';

type Failed = CompileOutcome & { ok: false };

/** A testcase never run because the program does not compile. */
export function failedResult(outcome: Failed): TestResult {
  return {
    verdict: outcome.verdict,
    passed: false,
    output: '',
    realtimeOutputEscapeRemoved: '',
    error: outcome.message,
    outputTruncated: false,
    timeMs: 0,
    wallMs: 0,
    memoryKb: 0,
    exitCode: null,
    signal: null,
  };
}

/** Every testcase fails the same way when the custom checker does not compile: the author's fault. */
export function checkerBrokenResult(outcome: Failed): TestResult {
  return {
    ...failedResult(outcome),
    verdict: 'internal_error',
    error: CHECKER_FAILED_FOR_STUDENT,
    checkerMessage: `The checker does not compile:\n${outcome.message}`,
  };
}

/** The first verdict that is not accepted; accepted when every testcase passed (the compile's when none ran). */
export function overallVerdict(results: TestResult[], compiled: CompileOutcome): Verdict {
  const firstFailure = results.find((result) => !result.passed)?.verdict;
  return firstFailure ?? (compiled.ok ? 'accepted' : compiled.verdict);
}
