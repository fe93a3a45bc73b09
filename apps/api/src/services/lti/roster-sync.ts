import {
  type LtiCourse,
  type LtiRosterSync,
  type LtiRosterWithoutEmail,
  ltiMessages,
} from '@placement/contract';
import { assessments, ltiCourses, ltiPlatforms, ltiRosterSyncs } from '@placement/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http-error';
import { presentRosterSync } from './presenters';
import { failAbandonedSyncs, startRosterJob } from './roster-job';

/** The college's assessment, or 404 as for any assessment of another college. */
export async function ownAssessment(app: FastifyInstance, collegeId: string, assessmentId: string) {
  const [row] = await app.deps.db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.collegeId, collegeId)))
    .limit(1);
  if (!row) throw notFound('Assessment not found');
  return row;
}

/** The LMS courses that link one of the college's assessments, each with its newest roster sync. */
export async function assessmentCourses(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
): Promise<LtiCourse[]> {
  await ownAssessment(app, collegeId, assessmentId);
  const courses = await app.deps.db
    .select({ course: ltiCourses, platformName: ltiPlatforms.name })
    .from(ltiCourses)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiCourses.platformId))
    .where(and(eq(ltiCourses.assessmentId, assessmentId), eq(ltiPlatforms.collegeId, collegeId)))
    .orderBy(asc(ltiCourses.createdAt));
  await failAbandonedSyncs(
    app,
    courses.map(({ course }) => course.id),
  );
  const syncs = courses.length
    ? await app.deps.db
        .selectDistinctOn([ltiRosterSyncs.courseId])
        .from(ltiRosterSyncs)
        .where(
          inArray(
            ltiRosterSyncs.courseId,
            courses.map(({ course }) => course.id),
          ),
        )
        .orderBy(ltiRosterSyncs.courseId, desc(ltiRosterSyncs.createdAt))
    : [];
  return courses.map(({ course, platformName }) => {
    const last = syncs.find((sync) => sync.courseId === course.id);
    return {
      _id: course.id,
      platformName,
      title: course.title,
      label: course.label,
      rosterAvailable: course.membershipsUrl !== null,
      resourceLinks: course.resourceLinkIds.length,
      lastSync: last ? presentRosterSync(last) : null,
    };
  });
}

/**
 * Starts bringing a course's learners into the assessment's invitations (Names and Role Provisioning): each learner
 * the LMS lists as active gets the student account their launches use (found by the LMS's user id) and an
 * invitation; instructors and other roles are left alone. A learner without an e-mail is invited, skipped or
 * reported as the college chooses. Syncing again invites only who is new. The sync runs in the background and
 * is answered at once as running (or, while one of the course runs, that one); every sync is kept, failed or not.
 */
export async function startRosterSync(
  app: FastifyInstance,
  staff: { collegeId: string; userId: string },
  assessmentId: string,
  courseId: string,
  withoutEmail: LtiRosterWithoutEmail,
): Promise<LtiRosterSync> {
  const assessment = await ownAssessment(app, staff.collegeId, assessmentId);
  const [found] = await app.deps.db
    .select({ course: ltiCourses, platform: ltiPlatforms })
    .from(ltiCourses)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiCourses.platformId))
    .where(
      and(
        eq(ltiCourses.id, courseId),
        eq(ltiCourses.assessmentId, assessmentId),
        eq(ltiPlatforms.collegeId, staff.collegeId),
      ),
    )
    .limit(1);
  if (!found) throw notFound(ltiMessages.courseNotFound);
  if (assessment.status !== 'published') throw conflict('Publish the assessment before inviting students');
  const { course, platform } = found;
  const membershipsUrl = course.membershipsUrl;
  if (!membershipsUrl) throw conflict(ltiMessages.noRoster);

  await failAbandonedSyncs(app, [course.id]);
  const [row] = await app.deps.db
    .insert(ltiRosterSyncs)
    .values({ courseId: course.id, startedBy: staff.userId, withoutEmail, status: 'running' })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [under] = await app.deps.db
      .select()
      .from(ltiRosterSyncs)
      .where(and(eq(ltiRosterSyncs.courseId, course.id), eq(ltiRosterSyncs.status, 'running')))
      .limit(1);
    if (!under) throw conflict(ltiMessages.rosterSyncBusy);
    return presentRosterSync(under);
  }
  startRosterJob(app, {
    syncId: row.id,
    withoutEmail,
    assessmentId,
    platform,
    course: { ...course, membershipsUrl },
  });
  return presentRosterSync(row);
}

/** One roster sync of the college's assessment, as it stands: its progress, or its end. */
export async function rosterSyncOf(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
  syncId: string,
): Promise<LtiRosterSync> {
  await ownAssessment(app, collegeId, assessmentId);
  const [found] = await app.deps.db
    .select({ sync: ltiRosterSyncs })
    .from(ltiRosterSyncs)
    .innerJoin(ltiCourses, eq(ltiCourses.id, ltiRosterSyncs.courseId))
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiCourses.platformId))
    .where(
      and(
        eq(ltiRosterSyncs.id, syncId),
        eq(ltiCourses.assessmentId, assessmentId),
        eq(ltiPlatforms.collegeId, collegeId),
      ),
    )
    .limit(1);
  if (!found) throw notFound(ltiMessages.rosterSyncNotFound);
  if (found.sync.status === 'running' && (await failAbandonedSyncs(app, [found.sync.courseId])) > 0)
    return rosterSyncOf(app, collegeId, assessmentId, syncId);
  return presentRosterSync(found.sync);
}
