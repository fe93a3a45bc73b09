import { assessments, attempts, ltiGradePassbacks, ltiPlatforms } from '@placement/db';
import { and, asc, eq, gt, isNotNull, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { refusedAsInternal } from '../../lib/outbound';
import { resultsReleasedSql } from '../results/release-policy';
import { accessToken, lmsFetch } from './service-token';
import { LINEITEM_SCOPE, SCORE_SCOPE } from './verify';

const BATCH = 50;
const MAX_BACKOFF_MINUTES = 60;

type PlatformRow = typeof ltiPlatforms.$inferSelect;

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
) {
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
  if (!response.ok) throw new Error(`scores endpoint answered ${response.status}`);
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
  for (const { passback, platform, attempt: latest } of due) {
    if (latest.score === null || latest.maxScore === null) continue;
    try {
      await postScore(app, platform, passback, {
        score: latest.score,
        maxScore: latest.maxScore,
        endedAt: latest.endedAt,
      });
      await db
        .update(ltiGradePassbacks)
        .set({
          sentAttemptId: latest.id,
          sentScore: latest.score,
          sentAt: now,
          failures: 0,
          lastError: null,
          nextTryAt: null,
        })
        .where(eq(ltiGradePassbacks.id, passback.id));
      sent += 1;
    } catch (error) {
      const failures = passback.failures + 1;
      const waitMinutes = Math.min(MAX_BACKOFF_MINUTES, 2 ** Math.min(failures - 1, 6));
      await db
        .update(ltiGradePassbacks)
        .set({
          failures,
          lastError: (refusedAsInternal(error) ?? (error as Error)).message.slice(0, 500),
          nextTryAt: new Date(now.getTime() + waitMinutes * 60_000),
        })
        .where(eq(ltiGradePassbacks.id, passback.id));
      app.log.warn({ passback: passback.id, err: error }, 'LTI grade passback failed; will retry');
    }
  }
  return sent;
}
