import type { JudgeResult, TestResult } from '../types';

export interface StoredTestcase {
  input: string;
  expectedOutput: string;
  isHidden: boolean;
}

export interface TestItem {
  index: number;
  isHidden: boolean;
  error: string;
  realtimeOutputEscapeRemoved: string;
  verdict: string;
  timeMs: number;
  memoryKb: number;
  input?: string;
  output?: string;
  expectedOutput?: string;
}

const HIDDEN_REASON: Record<string, string> = {
  accepted: '',
  wrong_answer: 'Wrong answer',
  time_limit_exceeded: 'Time limit exceeded',
  memory_limit_exceeded: 'Memory limit exceeded',
  output_limit_exceeded: 'Output limit exceeded',
  runtime_error: 'Runtime error',
  compile_error: 'Compile error',
  internal_error: 'Internal error',
};

/**
 * An allow-list of what a student may see. For a hidden testcase that is the verdict and timing only: its
 * output and standard error could echo the hidden input, so neither leaves the server.
 */
export function presentTestItem(index: number, testcase: StoredTestcase, result: TestResult): TestItem {
  const base = {
    index,
    isHidden: testcase.isHidden,
    verdict: result.verdict,
    timeMs: result.timeMs,
    memoryKb: result.memoryKb,
  };
  if (testcase.isHidden) {
    return { ...base, error: HIDDEN_REASON[result.verdict] ?? '', realtimeOutputEscapeRemoved: '' };
  }
  return {
    ...base,
    error: result.error,
    realtimeOutputEscapeRemoved: result.realtimeOutputEscapeRemoved,
    input: testcase.input,
    output: result.output,
    expectedOutput: testcase.expectedOutput,
  };
}

export function presentJudgeResult(testcases: StoredTestcase[], result: JudgeResult) {
  const items = result.results.map((item, index) => presentTestItem(index, testcases[index]!, item));
  return {
    passed: items.filter((_, index) => result.results[index]?.passed),
    failed: items.filter((_, index) => !result.results[index]?.passed),
    error: result.compile.ok ? null : result.compile.message,
    totalTestCases: testcases.length,
    codeLanguage: result.language,
  };
}
