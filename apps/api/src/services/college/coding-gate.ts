import { type QuestionVerification, questions } from '@placement/db';
import { type CodeChecker, languageToJudge } from '@placement/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error';

interface Testcase {
  input: string;
  expectedOutput?: string;
  isHidden: boolean;
}
interface Solution {
  language: string;
  code: string;
}
interface CodingBody {
  testcases: Testcase[];
  timeLimitMs: number;
  memoryLimitMb: number;
  checker?: CodeChecker;
  referenceSolution?: Solution;
  wrongSolutions?: Solution[];
}

const ranCleanly = (verdict: string) => verdict === 'accepted' || verdict === 'wrong_answer';

/**
 * Runs the reference solution on every testcase: it fills the expected outputs the author left blank and
 * must produce the ones given. Each known-wrong solution must then fail at least one testcase. Only a
 * question that passes may go into a published assessment.
 */
export async function verifyCodingQuestion(
  app: FastifyInstance,
  questionId: string,
  body: CodingBody,
): Promise<QuestionVerification> {
  const reference = body.referenceSolution;
  if (!reference) throw badRequest('Add a reference solution first');
  const language = languageToJudge(reference.language);
  if (!language)
    throw badRequest('referenceSolution.language must be one of Python, C, Cpp, Java or JavaScript');
  const limits = { timeMs: body.timeLimitMs, memoryMb: body.memoryLimitMb };
  const run = await app.deps.judge.judge({
    language,
    code: reference.code,
    testcases: body.testcases.map((t) => ({ input: t.input, expectedOutput: t.expectedOutput ?? '' })),
    limits,
    checker: body.checker,
  });
  const report = body.testcases.map((testcase, i) => {
    const result = run.results[i];
    const given = testcase.expectedOutput !== undefined && testcase.expectedOutput !== '';
    const verdict = !run.compile.ok
      ? 'compile_error'
      : !result
        ? 'internal_error'
        : given
          ? result.verdict
          : ranCleanly(result.verdict)
            ? 'accepted'
            : result.verdict;
    return {
      verdict,
      timeMs: result?.timeMs ?? 0,
      memoryKb: result?.memoryKb ?? 0,
      error: run.compile.ok ? (result?.error ?? '').slice(0, 2000) : run.compile.message.slice(0, 2000),
      output: result?.output ?? '',
    };
  });
  const referencePassed = report.every((r) => r.verdict === 'accepted');
  const testcases = body.testcases.map((t, i) => ({
    ...t,
    expectedOutput: t.expectedOutput ? t.expectedOutput : referencePassed ? (report[i]?.output ?? '') : '',
  }));

  const wrongSolutions: QuestionVerification['wrongSolutions'] = [];
  if (referencePassed) {
    for (const wrong of body.wrongSolutions ?? []) {
      const wrongLanguage = languageToJudge(wrong.language);
      if (!wrongLanguage)
        throw badRequest('wrongSolutions[].language must be one of Python, C, Cpp, Java or JavaScript');
      const result = await app.deps.judge.judge({
        language: wrongLanguage,
        code: wrong.code,
        testcases: testcases.map((t) => ({ input: t.input, expectedOutput: t.expectedOutput })),
        limits,
        checker: body.checker,
      });
      const failed = result.compile.ok ? result.results.filter((r) => !r.passed).length : testcases.length;
      wrongSolutions.push({ language: wrong.language, failed, total: testcases.length, ok: failed > 0 });
    }
  }
  const wrongCaught = wrongSolutions.every((w) => w.ok);
  const status = referencePassed && wrongCaught ? 'passed' : 'failed';
  const message = !referencePassed
    ? 'The reference solution does not pass every testcase'
    : !wrongCaught
      ? 'A known-wrong solution passes every testcase: add a testcase that catches it'
      : 'The reference solution passes every testcase';
  const verification: QuestionVerification = {
    status,
    checkedAt: new Date().toISOString(),
    message,
    reference: report.map(({ output: _output, ...rest }) => rest),
    wrongSolutions,
  };
  const [stored] = await app.deps.db.select().from(questions).where(eq(questions.id, questionId));
  await app.deps.db
    .update(questions)
    .set({
      body: { ...(stored?.body ?? {}), testcases },
      verification,
    })
    .where(eq(questions.id, questionId));
  return verification;
}
