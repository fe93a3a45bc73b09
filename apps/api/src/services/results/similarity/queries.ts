import { SIMILARITY_DEFAULT_THRESHOLD } from '@placement/contract';
import { attempts, similarityPairs, users } from '@placement/db';
import { compiler } from '@placement/domain';
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/http-error';
import { ownAssessment } from '../../assessments/policy';
import { questionLabels } from './collect';
import { presentRun, similarityRunOf } from './run';

/** At most this many pairs are listed; the threshold narrows a longer list. */
const MAX_LISTED = 500;

const leftAttempt = alias(attempts, 'left_attempt');
const rightAttempt = alias(attempts, 'right_attempt');
const leftUser = alias(users, 'left_user');
const rightUser = alias(users, 'right_user');

const side = (attempt: typeof attempts.$inferSelect, user: typeof users.$inferSelect) => ({
  attemptId: attempt.id,
  studentId: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
});

function pairsQuery(app: FastifyInstance) {
  return app.deps.db
    .select({
      pair: similarityPairs,
      leftAttempt,
      rightAttempt,
      leftUser,
      rightUser,
    })
    .from(similarityPairs)
    .innerJoin(leftAttempt, eq(leftAttempt.id, similarityPairs.leftAttemptId))
    .innerJoin(rightAttempt, eq(rightAttempt.id, similarityPairs.rightAttemptId))
    .innerJoin(leftUser, eq(leftUser.id, leftAttempt.studentId))
    .innerJoin(rightUser, eq(rightUser.id, rightAttempt.studentId));
}

type PairRow = Awaited<ReturnType<ReturnType<typeof pairsQuery>['where']>>[number];

function summary(row: PairRow, labels: Map<string, { topic: string; question: string }>) {
  const { pair } = row;
  const label = labels.get(pair.questionId) ?? { topic: '', question: '' };
  return {
    _id: pair.id,
    questionId: pair.questionId,
    topic: label.topic,
    question: label.question,
    language: pair.language,
    similarity: pair.similarity,
    longestFragment: pair.longestFragment,
    longestLines: pair.longestLines,
    left: side(row.leftAttempt, row.leftUser),
    right: side(row.rightAttempt, row.rightUser),
  };
}

/** The check's state and the pairs at or above the threshold, most similar first. */
export async function similarityOverview(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
  threshold = SIMILARITY_DEFAULT_THRESHOLD,
) {
  await ownAssessment(app, collegeId, assessmentId);
  const run = await similarityRunOf(app, assessmentId);
  const rows = await pairsQuery(app)
    .where(and(eq(similarityPairs.assessmentId, assessmentId), gte(similarityPairs.similarity, threshold)))
    .orderBy(desc(similarityPairs.similarity), desc(similarityPairs.longestFragment))
    .limit(MAX_LISTED);
  const labels = await questionLabels(app, [...new Set(rows.map((r) => r.pair.questionId))]);
  return { run: presentRun(run), threshold, pairs: rows.map((row) => summary(row, labels)) };
}

/** The answer's final code, as the check read it. */
async function finalCode(app: FastifyInstance, attemptId: string, questionId: string): Promise<string> {
  const [row] = await app.deps.db
    .execute<{ response: unknown }>(sql`
    select response from answers where attempt_id = ${attemptId} and question_id = ${questionId}
  `)
    .then((r) => r.rows);
  const parsed = compiler.parseAnswer(row?.response);
  return parsed.ok ? parsed.value.answerCode : '';
}

/** One pair side by side: both codes and the fragments they share. */
export async function similarityPair(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
  pairId: string,
) {
  await ownAssessment(app, collegeId, assessmentId);
  const [row] = await pairsQuery(app).where(
    and(eq(similarityPairs.id, pairId), eq(similarityPairs.assessmentId, assessmentId)),
  );
  if (!row) throw notFound('Pair not found');
  const labels = await questionLabels(app, [row.pair.questionId]);
  const base = summary(row, labels);
  return {
    ...base,
    left: { ...base.left, code: await finalCode(app, row.pair.leftAttemptId, row.pair.questionId) },
    right: { ...base.right, code: await finalCode(app, row.pair.rightAttemptId, row.pair.questionId) },
    fragments: row.pair.fragments,
  };
}

/**
 * Each attempt's highest similarity to another attempt's code: null until a check has finished, 0 for an
 * attempt it found nothing notable for.
 */
export async function highestSimilarityByAttempt(
  app: FastifyInstance,
  assessmentId: string,
  attemptIds: string[],
): Promise<Map<string, number | null>> {
  const run = await similarityRunOf(app, assessmentId);
  const checked = run?.finishedAt !== null && run?.finishedAt !== undefined && run.status === 'done';
  const highest = new Map<string, number | null>(attemptIds.map((id) => [id, checked ? 0 : null]));
  if (!checked || attemptIds.length === 0) return highest;
  const rows = await app.deps.db
    .select({
      left: similarityPairs.leftAttemptId,
      right: similarityPairs.rightAttemptId,
      similarity: similarityPairs.similarity,
    })
    .from(similarityPairs)
    .where(
      and(
        eq(similarityPairs.assessmentId, assessmentId),
        or(
          inArray(similarityPairs.leftAttemptId, attemptIds),
          inArray(similarityPairs.rightAttemptId, attemptIds),
        ),
      ),
    );
  for (const row of rows) {
    for (const id of [row.left, row.right]) {
      const seen = highest.get(id);
      if (seen !== undefined && (seen === null || row.similarity > seen)) highest.set(id, row.similarity);
    }
  }
  return highest;
}
