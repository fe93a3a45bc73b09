import { assessments, attempts, ltiGradePassbacks, ltiPlatforms, ltiScorePosts } from '@placement/db';
import { and, asc, eq, gt, isNotNull, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { resultsReleasedSql } from '../results/release-policy';
import { lmsErrorInWords } from './lms-errors';
import { nextTry } from './retry-policy';
import { accessToken, LmsReplyError, lmsFetch } from './service-token';
import { LINEITEM_SCOPE, SCORE_SCOPE } from './verify';

const BATCH = 50;

type PlatformRow = typeof ltiPlatforms.$inferSelect;
type AttemptRow = typeof attempts.$inferSelect;

/**
 * The line item of a resource link when the launch names only the context's line items: the one the LMS
 * already has for this link, or a new one (AGS 2.0 §3.2). Null when the LMS does not let us.
 */
export async function lineItemFor(
  app: FastifyInstance,
  platform: PlatformRow,
  lineItems: string,
  link: { resourceLinkId: string; label: string; resourceId: string },
): Promise<string | null> {
  try {
    const token = await accessToken(app, platform, LINEITEM_SCOPE);
    const query = new URL(lineItems);
    query.searchParams.set('resource_link_id', link.resourceLinkId);
    const headers = { authorization: `Bearer ${token}` };
    const found = await lmsFetch(app)(query, {
      headers: { ...headers, accept: 'application/vnd.ims.lis.v2.lineitemcontainer+json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (found.ok) {
      const items = (await found.json()) as { id?: unknown }[];
      const first = Array.isArray(items) ? items.find((item) => typeof item.id === 'string') : undefined;
      if (first) return first.id as string;
    }
    const created = await lmsFetch(app)(lineItems, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/vnd.ims.lis.v2.lineitem+json' },
      body: JSON.stringify({
        scoreMaximum: 100,
        label: link.label,
        resourceId: link.resourceId,
        resourceLinkId: link.resourceLinkId,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const item = (await created.json().catch(() => ({}))) as { id?: unknown };
    return created.ok && typeof item.id === 'string' ? item.id : null;
  } catch (error) {
    app.log.warn({ err: error }, 'LTI line item could not be found or made; no score will be sent');
    return null;
  }
}

/** The line item's scores endpoint: `/scores` added to its path, its query kept (AGS 2.0 §3.4). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

async function postScore(
  app: FastifyInstance,
  platform: PlatformRow,
  row: typeof ltiGradePassbacks.$inferSelect,
  attempt: { score: number; maxScore: number; endedAt: Date | null },
): Promise<number> {
  const token = await accessToken(app, platform, SCORE_SCOPE);
  const response = await lmsFetch(app)(scoresUrl(row.lineItemUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/vnd.ims.lis.v1.score+json',
    },
    body: JSON.stringify({
      userId: row.lmsUserId,
      scoreGiven: attempt.score,
      scoreMaximum: attempt.maxScore,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: (attempt.endedAt ?? new Date()).toISOString(),
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok)
    throw new LmsReplyError(
      `scores endpoint answered ${response.status}`,
      response.status,
      response.headers.get('retry-after'),
    );
  return response.status;
}

type Due = { passback: typeof ltiGradePassbacks.$inferSelect; platform: PlatformRow; attempt: AttemptRow };

/** Posts one due score and keeps what came of it: on the passback row, and as a line of its log. */
async function sendOne(app: FastifyInstance, { passback, platform, attempt }: Due, now: Date) {
  const db = app.deps.db;
  const score = { scoreGiven: attempt.score ?? 0, scoreMaximum: attempt.maxScore ?? 0 };
  const post = { passbackId: passback.id, attemptId: attempt.id, ...score };
  try {
    const status = await postScore(app, platform, passback, {
      score: score.scoreGiven,
      maxScore: score.scoreMaximum,
      endedAt: attempt.endedAt,
    });
    await db
      .update(ltiGradePassbacks)
      .set({
        sentAttemptId: attempt.id,
        sentScore: attempt.score,
        sentAt: now,
        failures: 0,
        lastError: null,
        nextTryAt: null,
      })
      .where(eq(ltiGradePassbacks.id, passback.id));
    await db.insert(ltiScorePosts).values({ ...post, status, createdAt: now });
    return true;
  } catch (error) {
    const failures = passback.failures + 1;
    const retry = nextTry(error, failures, now);
    const words = lmsErrorInWords(error, 'gradebook column').slice(0, 500);
    await db
      .update(ltiGradePassbacks)
      .set({ failures, lastError: words, nextTryAt: retry.at })
      .where(eq(ltiGradePassbacks.id, passback.id));
    await db
      .insert(ltiScorePosts)
      .values({ ...post, status: retry.status, error: words, retryAt: retry.at, createdAt: now });
    app.log.warn({ passback: passback.id, err: error }, 'LTI grade passback failed; will retry');
    return false;
  }
}

/**
 * Sends every score that is due: the student's newest graded attempt at the linked assessment, once its
 * result is released (at once under the "auto" policy, when the college publishes under "manual"), and
 * not already sent. A failure is kept on the row and retried later with a growing wait. Called by the sweeper,
 * so a score survives a restart and reaches the LMS even when release comes days after the attempt.
 */
export async function sendDueGrades(app: FastifyInstance, now = new Date()): Promise<number> {
  const db = app.deps.db;
  const newer = alias(attempts, 'newer');
  // one row per passback whose student's newest graded attempt is released and not yet sent as it stands
  const due = await db
    .select({ passback: ltiGradePassbacks, platform: ltiPlatforms, attempt: attempts })
    .from(ltiGradePassbacks)
    .innerJoin(assessments, eq(assessments.id, ltiGradePassbacks.assessmentId))
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiGradePassbacks.platformId))
    .innerJoin(
      attempts,
      and(
        eq(attempts.assessmentId, ltiGradePassbacks.assessmentId),
        eq(attempts.studentId, ltiGradePassbacks.userId),
        eq(attempts.status, 'graded'),
        isNotNull(attempts.score),
        isNotNull(attempts.maxScore),
      ),
    )
    .where(
      and(
        or(isNull(ltiGradePassbacks.nextTryAt), lte(ltiGradePassbacks.nextTryAt, now)),
        resultsReleasedSql(),
        or(
          isNull(ltiGradePassbacks.sentAttemptId),
          ne(ltiGradePassbacks.sentAttemptId, attempts.id),
          sql`${ltiGradePassbacks.sentScore} is distinct from ${attempts.score}`,
        ),
        notExists(
          db
            .select({ id: newer.id })
            .from(newer)
            .where(
              and(
                eq(newer.assessmentId, attempts.assessmentId),
                eq(newer.studentId, attempts.studentId),
                eq(newer.status, 'graded'),
                gt(newer.number, attempts.number),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(ltiGradePassbacks.createdAt))
    .limit(BATCH);
  let sent = 0;
  for (const row of due) if (await sendOne(app, row, now)) sent += 1;
  return sent;
}
