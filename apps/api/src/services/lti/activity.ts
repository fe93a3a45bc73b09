import type { LtiActivity } from '@placement/contract';
import { ltiMessages } from '@placement/contract';
import {
  assessments,
  ltiGradePassbacks,
  ltiLaunches,
  ltiPlatforms,
  ltiScorePosts,
  users,
} from '@placement/db';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';

export type LaunchKind = 'learner' | 'instructor' | 'deep-link';

const KEEP_DAYS = 30;
const SHOWN = 20;

/** Keeps one launch on its registration's activity (a month), dropping the registration's older ones. */
export async function recordLaunch(
  app: FastifyInstance,
  launch: { platformId: string; kind?: LaunchKind; sub?: string; status: number; error?: string },
) {
  const db = app.deps.db;
  await db.insert(ltiLaunches).values({
    platformId: launch.platformId,
    kind: launch.kind ?? null,
    sub: launch.sub?.slice(0, 255) ?? null,
    status: launch.status,
    error: launch.error?.slice(0, 500) ?? null,
  });
  await db
    .delete(ltiLaunches)
    .where(
      and(
        eq(ltiLaunches.platformId, launch.platformId),
        lt(ltiLaunches.createdAt, new Date(Date.now() - KEEP_DAYS * 86_400_000)),
      ),
    );
}

/** A registration's recent launches and score posts, newest first, for the college's LMS page. */
export async function platformActivity(
  app: FastifyInstance,
  collegeId: string,
  platformId: string,
): Promise<LtiActivity> {
  const db = app.deps.db;
  const [platform] = await db
    .select({ id: ltiPlatforms.id })
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.id, platformId), eq(ltiPlatforms.collegeId, collegeId)))
    .limit(1);
  if (!platform) throw notFound(ltiMessages.platformNotFound);
  const launches = await db
    .select()
    .from(ltiLaunches)
    .where(eq(ltiLaunches.platformId, platformId))
    .orderBy(desc(ltiLaunches.createdAt))
    .limit(SHOWN);
  const posts = await db
    .select({ post: ltiScorePosts, user: users, assessmentName: assessments.name })
    .from(ltiScorePosts)
    .innerJoin(ltiGradePassbacks, eq(ltiGradePassbacks.id, ltiScorePosts.passbackId))
    .innerJoin(users, eq(users.id, ltiGradePassbacks.userId))
    .innerJoin(assessments, eq(assessments.id, ltiGradePassbacks.assessmentId))
    .where(eq(ltiGradePassbacks.platformId, platformId))
    .orderBy(desc(ltiScorePosts.createdAt))
    .limit(SHOWN);
  return {
    launches: launches.map((row) => ({
      _id: row.id,
      at: row.createdAt.toISOString(),
      kind: row.kind,
      sub: row.sub,
      status: row.status,
      error: row.error,
    })),
    passbacks: posts.map(({ post, user, assessmentName }) => ({
      _id: post.id,
      at: post.createdAt.toISOString(),
      studentName: [user.firstName, user.lastName].filter(Boolean).join(' '),
      assessmentName,
      scoreGiven: post.scoreGiven,
      scoreMaximum: post.scoreMaximum,
      status: post.status,
      error: post.error,
    })),
  };
}
