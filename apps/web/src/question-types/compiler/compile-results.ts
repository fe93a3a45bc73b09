import type { StudentQuestionOf } from '../shared/authored';
import type { CompilerLog } from './compiler-log';

/** What a student sees of a coding question: the visible testcases only, and how many are hidden. */
export type CompilerView = StudentQuestionOf<'compiler'>;

export type CaseResult = {
  passed: boolean;
  input: string;
  expectedOutput: string;
  output: string;
  error: string;
};
/** 'Compile Testcases' as the panel shows it: a compile error, or the testcases passed. */
export type Results =
  | { kind: 'compileError'; message: string }
  | { kind: 'judged'; passed: number; total: number; cases: CaseResult[] };

/**
 * The server counts no testcases when the code did not compile (SPEC §8): every testcase carries the
 * compiler's message instead of a run. The message is the first visible testcase's (hidden ones show none).
 */
export function compileErrorOf(log: CompilerLog): string | null {
  if (log.totalTestCases > 0 || log.testcase.length === 0) return null;
  return log.testcase.find((t) => !t.isHidden && t.error)?.error ?? '';
}

/** SPEC §8: an empty or errored compile result fails every testcase with output 'errror'. */
export function failedResults(question: CompilerView): Results {
  return {
    kind: 'judged',
    passed: 0,
    total: question.testcases.length + question.hiddenTestCases,
    cases: question.testcases.map((t) => ({
      input: t.input,
      expectedOutput: t.expectedOutput ?? '',
      passed: false,
      output: 'errror',
      error: '',
    })),
  };
}

export function resultsOf(question: CompilerView, log: CompilerLog): Results {
  if (log.testcase.length === 0) return failedResults(question);
  const compileError = compileErrorOf(log);
  if (compileError !== null) return { kind: 'compileError', message: compileError };
  const visible = log.testcase.filter((t) => !t.isHidden);
  return {
    kind: 'judged',
    passed: log.totalPassedTestCases,
    total: log.testcase.length,
    cases: visible.map((t, index) => ({
      passed: t.passed,
      input: t.input ?? question.testcases[index]?.input ?? '',
      expectedOutput: t.expectedOutput ?? question.testcases[index]?.expectedOutput ?? '',
      output: t.output ?? '',
      error: t.error ?? '',
    })),
  };
}
