import type { LtiPassback, LtiPassbackState } from '@placement/contract';
import {
  type assessments,
  attempts,
  ltiGradePassbacks,
  ltiPlatforms,
  ltiScorePosts,
  users,
} from '@placement/db';
import { and, asc, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resultsReleased } from '../results/release-policy';

const POSTS_SHOWN = 5;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The newest posts of each passback, POSTS_SHOWN at most. */
async function recentPosts(app: FastifyInstance, passbackIds: string[]) {
  if (passbackIds.length === 0) return [];
  const ranked = app.deps.db
    .select({
      ...getTableColumns(ltiScorePosts),
      rank: sql<number>`row_number() over (partition by ${ltiScorePosts.passbackId} order by ${ltiScorePosts.createdAt} desc)`.as(
        'rank',
      ),
    })
    .from(ltiScorePosts)
    .where(inArray(ltiScorePosts.passbackId, passbackIds))
    .as('ranked');
  return app.deps.db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, POSTS_SHOWN))
    .orderBy(desc(ranked.createdAt));
}

/**
 * Each student's grade passback for an assessment of the college: whether the LMS has their newest graded score,
 * is held back by the result policy, or failed and when it is tried again, with the last posts and replies.
 */
export async function assessmentPassbacks(
  app: FastifyInstance,
  assessment: typeof assessments.$inferSelect,
): Promise<LtiPassback[]> {
  const db = app.deps.db;
  const rows = await db
    .select({ passback: ltiGradePassbacks, platformName: ltiPlatforms.name, user: users })
    .from(ltiGradePassbacks)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiGradePassbacks.platformId))
    .innerJoin(users, eq(users.id, ltiGradePassbacks.userId))
    .where(
      and(
        eq(ltiGradePassbacks.assessmentId, assessment.id),
        eq(ltiPlatforms.collegeId, assessment.collegeId),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(ltiGradePassbacks.createdAt));
  if (rows.length === 0) return [];
  const graded = await db
    .selectDistinctOn([attempts.studentId])
    .from(attempts)
    .where(
      and(
        eq(attempts.assessmentId, assessment.id),
        eq(attempts.status, 'graded'),
        inArray(
          attempts.studentId,
          rows.map((row) => row.passback.userId),
        ),
      ),
    )
    .orderBy(attempts.studentId, desc(attempts.number));
  const posts = await recentPosts(
    app,
    rows.map((row) => row.passback.id),
  );
  const released = resultsReleased(assessment);
  return rows.map(({ passback, platformName, user }) => {
    const latest = graded.find((attempt) => attempt.studentId === passback.userId);
    const state: LtiPassbackState = !latest
      ? 'no-score'
      : !released
        ? 'awaiting-release'
        : passback.sentAttemptId === latest.id && passback.sentScore === latest.score
          ? 'sent'
          : passback.lastError
            ? 'retrying'
            : 'due';
    return {
      _id: passback.id,
      studentName: [user.firstName, user.lastName].filter(Boolean).join(' '),
      email: user.email.endsWith('@lti.invalid') ? null : user.email,
      lmsUserId: passback.lmsUserId,
      platformName,
      state,
      score: latest?.score ?? null,
      maxScore: latest?.maxScore ?? null,
      sentScore: passback.sentScore,
      sentAt: iso(passback.sentAt),
      failures: passback.failures,
      lastError: passback.lastError,
      nextTryAt: state === 'retrying' ? iso(passback.nextTryAt) : null,
      posts: posts
        .filter((post) => post.passbackId === passback.id)
        .map((post) => ({
          _id: post.id,
          at: post.createdAt.toISOString(),
          scoreGiven: post.scoreGiven,
          scoreMaximum: post.scoreMaximum,
          status: post.status,
          error: post.error,
          retryAt: iso(post.retryAt),
        })),
    };
  });
}
