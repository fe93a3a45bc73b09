import { messages, serviceMessages } from '@placement/contract';
import { compilerLogs } from '@placement/db';
import { type CompilerQuestion, languageToJudge } from '@placement/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { judgeCode } from './judging';
import { bundleAndLatestAttempt, invitedBundle } from './policy';

type LogRow = typeof compilerLogs.$inferSelect;

const present = (row: LogRow) => ({
  _id: row.id,
  questionId: row.questionId,
  createdAt: row.createdAt.toISOString(),
  codeLanguage: row.codeLanguage,
  totalTestCases: row.totalTestCases,
  totalPassedTestCases: row.totalPassedTestCases,
  testcase: row.testcase as never,
});

/** Judges a submission on the server and keeps the server's verdicts; counts sent by a browser are never read. */
export async function saveCompilerLog(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  body: { questionId: string; code: string; codeLanguage: string },
) {
  const { bundle, attempt } = await bundleAndLatestAttempt(app, studentId, assessmentId);
  if (attempt?.status !== 'in_progress') throw conflict(messages.attemptOver);
  const question = bundle.questions.get(body.questionId);
  if (question?.type !== 'compiler') throw notFound('Coding question not found in this test');
  const language = languageToJudge(body.codeLanguage);
  if (!language) throw badRequest('codeLanguage must be one of Python, C, Cpp, Java or JavaScript');
  if (await app.deps.judge.available())
    throw new HttpError(503, serviceMessages.judgeUnavailable, 'JUDGE_UNAVAILABLE');
  const verdict = await judgeCode(app, question as CompilerQuestion, language, body.code, studentId);
  const [row] = await app.deps.db
    .insert(compilerLogs)
    .values({
      assessmentId,
      studentId,
      questionId: question.id,
      codeLanguage: body.codeLanguage,
      code: body.code,
      totalTestCases: verdict.totalTestCases,
      totalPassedTestCases: verdict.totalPassedTestCases,
      testcase: verdict.testcases,
    })
    .returning();
  if (!row) throw new Error('compiler log insert returned nothing');
  return present(row);
}

export async function listCompilerLogs(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  questionId: string,
) {
  await invitedBundle(app, studentId, assessmentId);
  const rows = await app.deps.db
    .select()
    .from(compilerLogs)
    .where(
      and(
        eq(compilerLogs.assessmentId, assessmentId),
        eq(compilerLogs.studentId, studentId),
        eq(compilerLogs.questionId, questionId),
      ),
    )
    .orderBy(desc(compilerLogs.createdAt))
    .limit(100);
  return rows.map(present);
}
