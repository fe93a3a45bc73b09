import type { CodeVerdict, CompilerQuestion, TestcaseVerdict } from '@placement/domain';
import type { FastifyInstance } from 'fastify';
import { storedTestcases } from './testcases';

/**
 * Judges code against every testcase of the question, hidden ones included; the only source of coding marks.
 * `owner` (the student) lets the judge take one student's submissions one at a time and share its slots
 * fairly between students.
 */
export async function judgeCode(
  app: FastifyInstance,
  question: CompilerQuestion,
  language: string,
  code: string,
  owner: string,
): Promise<CodeVerdict> {
  const result = await app.deps.judge.judge({
    language,
    code,
    owner,
    // through a judge queue only the reference travels; the worker reads the testcases from the database
    ...storedTestcases(question.id, question.testcases),
    limits: { timeMs: question.timeLimitMs, memoryMb: question.memoryLimitMb },
    checker: question.checker,
  });
  const compileError = result.compile.ok ? null : result.compile.message;
  const testcases = question.testcases.map((testcase, index): TestcaseVerdict => {
    const run = result.results[index];
    const passed = run?.passed ?? false;
    const verdict = run?.verdict ?? (compileError ? 'compile_error' : 'internal_error');
    if (testcase.isHidden) return { isHidden: true, passed, verdict };
    return {
      isHidden: false,
      passed,
      verdict,
      input: testcase.input,
      expectedOutput: testcase.expectedOutput,
      output: run?.realtimeOutputEscapeRemoved ?? '',
      error: compileError ?? run?.error ?? '',
    };
  });
  // A failed compile counts no testcases, as the spec says.
  const totalTestCases = compileError ? 0 : question.testcases.length;
  return {
    compileError,
    testcases,
    totalTestCases,
    totalPassedTestCases: testcases.filter((t) => t.passed).length,
  };
}
