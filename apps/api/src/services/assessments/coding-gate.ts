import { type QuestionVerification, questions } from '@placement/db';
import { type CodeChecker, languageToJudge } from '@placement/domain';
import { defaultLimits } from '@placement/judge';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { storedTestcases } from '../attempts/testcases';

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
const blank = (testcase: Testcase) => testcase.expectedOutput === undefined || testcase.expectedOutput === '';
type JudgeResult = Awaited<ReturnType<FastifyInstance['deps']['judge']['judge']>>;

/**
 * The reference's row per testcase; a testcase without an expected output passes when the program ran (every
 * testcase, on a run that only fills the blanks).
 */
function referenceReport(run: JudgeResult, testcases: Testcase[], fillOnly = false) {
  return testcases.map((testcase, i) => {
    const result = run.results[i];
    const verdict = !run.compile.ok
      ? 'compile_error'
      : !result
        ? 'internal_error'
        : !fillOnly && !blank(testcase)
          ? result.verdict
          : ranCleanly(result.verdict)
            ? 'accepted'
            : result.verdict;
    // a custom checker's words (why it rejected, or how it failed) are for the author
    const error = run.compile.ok ? result?.checkerMessage || result?.error || '' : run.compile.message;
    return {
      verdict,
      timeMs: result?.timeMs ?? 0,
      memoryKb: result?.memoryKb ?? 0,
      error: error.slice(0, 2000),
      output: result?.output ?? '',
    };
  });
}

/**
 * A blank expected output is filled from the reference's output, which the judge keeps up to its default
 * output limit; a larger one must be uploaded (the limit then grows with it). Null when that is not the reason.
 */
function tooLargeToFill(run: JudgeResult, testcases: Testcase[]): string | null {
  const index = testcases.findIndex(
    (testcase, i) => blank(testcase) && run.results[i]?.verdict === 'output_limit_exceeded',
  );
  if (index === -1) return null;
  const mib = Math.floor(defaultLimits.outputBytes / (1024 * 1024));
  return `The reference solution prints more than ${mib} MiB on testcase ${index + 1}, too much to fill a blank expected output: upload that testcase's expected output`;
}

/** Why the reference failed when the custom checker is the reason, else null. */
function checkerFailure(run: JudgeResult, report: { verdict: string }[]): string | null {
  if (!run.compile.ok) return null;
  if (run.checkerCompile && !run.checkerCompile.ok) return 'The custom checker does not compile';
  const index = report.findIndex((row) => row.verdict !== 'accepted');
  const result = run.results[index];
  if (result?.checkerMessage === undefined) return null;
  return result.verdict === 'wrong_answer'
    ? `The custom checker rejects the reference solution on testcase ${index + 1}`
    : `The custom checker failed on testcase ${index + 1}: it must exit 0 to accept or 1 to reject`;
}

/**
 * Runs the reference solution on every testcase: it fills the expected outputs the author left blank and
 * must produce the ones given (with a custom checker: the checker must accept its output on every testcase).
 * Each known-wrong solution must then fail at least one testcase. Only a question that passes may go into a
 * published assessment.
 */
export async function verifyCodingQuestion(
  app: FastifyInstance,
  question: { id: string; type: string; body: unknown },
): Promise<QuestionVerification> {
  if (question.type !== 'compiler')
    throw badRequest('Only coding questions have a reference solution to check');
  const questionId = question.id;
  const body = question.body as CodingBody;
  const reference = body.referenceSolution;
  if (!reference) throw badRequest('Add a reference solution first');
  const language = languageToJudge(reference.language);
  if (!language)
    throw badRequest('referenceSolution.language must be one of Python, C, Cpp, Java or JavaScript');
  const limits = { timeMs: body.timeLimitMs, memoryMb: body.memoryLimitMb };
  // Every run judges testcases as they are stored, so a judge queue carries only their reference.
  const judgeStored = (
    solution: { language: string; code: string },
    testcases: Testcase[],
    checker?: CodeChecker,
  ) =>
    app.deps.judge.judge({
      language: solution.language,
      code: solution.code,
      ...storedTestcases(questionId, testcases),
      limits,
      checker,
      // a question's checks run one at a time, and never hold more of the judge than a student's answer
      owner: `question:${questionId}`,
    });
  const judgeReference = (testcases: Testcase[], checker?: CodeChecker) =>
    judgeStored({ language, code: reference.code }, testcases, checker);
  // A custom checker cannot judge against an expected output that is not there yet: a first run fills the
  // blanks, then the checker judges the reference against them.
  const fillFirst = body.checker?.kind === 'custom' && body.testcases.some(blank);
  let run = await judgeReference(body.testcases, fillFirst ? undefined : body.checker);
  let report = referenceReport(run, body.testcases, fillFirst);
  let referencePassed = report.every((r) => r.verdict === 'accepted');
  const testcases = body.testcases.map((t, i) => ({
    ...t,
    expectedOutput: t.expectedOutput ? t.expectedOutput : referencePassed ? (report[i]?.output ?? '') : '',
  }));
  const [stored] = await app.deps.db.select().from(questions).where(eq(questions.id, questionId));
  const storeTestcases = () =>
    app.deps.db
      .update(questions)
      .set({ body: { ...(stored?.body ?? {}), testcases } })
      .where(eq(questions.id, questionId));
  // the filled outputs are stored before the next runs, which judge against them
  if (referencePassed && body.testcases.some(blank)) await storeTestcases();
  if (referencePassed && fillFirst) {
    run = await judgeReference(testcases, body.checker);
    report = referenceReport(run, testcases);
    referencePassed = report.every((r) => r.verdict === 'accepted');
  }

  const wrongSolutions: QuestionVerification['wrongSolutions'] = [];
  if (referencePassed) {
    for (const wrong of body.wrongSolutions ?? []) {
      const wrongLanguage = languageToJudge(wrong.language);
      if (!wrongLanguage)
        throw badRequest('wrongSolutions[].language must be one of Python, C, Cpp, Java or JavaScript');
      const result = await judgeStored(
        { language: wrongLanguage, code: wrong.code },
        testcases,
        body.checker,
      );
      const failed = result.compile.ok ? result.results.filter((r) => !r.passed).length : testcases.length;
      wrongSolutions.push({ language: wrong.language, failed, total: testcases.length, ok: failed > 0 });
    }
  }
  const wrongCaught = wrongSolutions.every((w) => w.ok);
  const status = referencePassed && wrongCaught ? 'passed' : 'failed';
  const message = !referencePassed
    ? (checkerFailure(run, report) ??
      tooLargeToFill(run, body.testcases) ??
      'The reference solution does not pass every testcase')
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
  await app.deps.db
    .update(questions)
    .set({ body: { ...(stored?.body ?? {}), testcases }, verification })
    .where(eq(questions.id, questionId));
  return verification;
}
