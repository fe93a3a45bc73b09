import type { CodeVerdict, CompilerQuestion, TestcaseVerdict } from '@placement/domain';
import { InputTooLargeError, UnknownLanguageError } from '@placement/judge';
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

/** The verdict for code the judge refuses outright (too long, an unknown language): no testcase passed. */
function refusedVerdict(question: CompilerQuestion, message: string): CodeVerdict {
  const testcases = question.testcases.map(
    (testcase): TestcaseVerdict =>
      testcase.isHidden
        ? { isHidden: true, passed: false, verdict: 'compile_error' }
        : {
            isHidden: false,
            passed: false,
            verdict: 'compile_error',
            input: testcase.input,
            expectedOutput: testcase.expectedOutput,
            output: '',
            error: message,
          },
  );
  return { compileError: message, testcases, totalTestCases: 0, totalPassedTestCases: 0 };
}

/**
 * Judges stored code, waiting at most `waitMs`. Null when the judge cannot answer in time (Redis or the judge
 * workers down, a long queue): the caller keeps the answer waiting and the judge sweep tries again later.
 */
export async function judgeWithin(
  app: FastifyInstance,
  question: CompilerQuestion,
  answer: { codeLanguage: string; answerCode: string },
  waitMs: number,
  /** whose submission it is, so that the judge shares its slots fairly */
  owner: string,
): Promise<CodeVerdict | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    const verdict = await Promise.race([
      judgeCode(app, question, answer.codeLanguage, answer.answerCode, owner),
      late,
    ]);
    if (!verdict) app.log.warn({ questionId: question.id, waitMs }, 'the judge did not answer in time');
    return verdict;
  } catch (error) {
    if (error instanceof InputTooLargeError || error instanceof UnknownLanguageError) {
      return refusedVerdict(question, error.message);
    }
    app.log.warn({ err: error, questionId: question.id }, 'the judge is unavailable');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
