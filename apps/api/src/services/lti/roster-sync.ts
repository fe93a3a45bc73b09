import {
  type LtiCourse,
  type LtiRosterSync,
  type LtiRosterWithoutEmail,
  ltiMessages,
} from '@placement/contract';
import { assessments, invitations, ltiCourses, ltiPlatforms, ltiRosterSyncs } from '@placement/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { NRPS_SCOPE } from './courses';
import { lmsErrorInWords } from './lms-errors';
import { type Member, readMemberships } from './memberships';
import { presentRosterSync } from './presenters';
import { isLearnerRole } from './roles';
import { accessToken } from './service-token';
import { displayName, emailOf, studentForLmsUser } from './students';

type SyncRow = typeof ltiRosterSyncs.$inferSelect;

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

/** The course's members over each of its links to the assessment (rlid), or the whole course without one. */
async function courseMembers(
  app: FastifyInstance,
  platform: typeof ltiPlatforms.$inferSelect,
  course: typeof ltiCourses.$inferSelect & { membershipsUrl: string },
): Promise<Member[]> {
  const token = await accessToken(app, platform, NRPS_SCOPE);
  const byId = new Map<string, Member>();
  const links = course.resourceLinkIds.length ? course.resourceLinkIds : [null];
  for (const rlid of links)
    for (const member of await readMemberships(app, course.membershipsUrl, rlid, token))
      byId.set(member.user_id, member);
  return [...byId.values()];
}

/**
 * Brings a course's learners into the assessment's invitations (Names and Role Provisioning): each learner the
 * LMS lists as active gets the student account their launches use (found by the LMS's user id) and an
 * invitation; instructors and other roles are left alone. A learner without an e-mail is invited, skipped or
 * reported as the college chooses. Syncing again invites only who is new. Every sync is kept, failed or not.
 */
export async function syncRoster(
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
  const record = async (values: Partial<SyncRow>) => {
    const [row] = await app.deps.db
      .insert(ltiRosterSyncs)
      .values({ courseId: course.id, startedBy: staff.userId, withoutEmail, ...values })
      .returning();
    if (!row) throw new Error('roster sync insert returned nothing');
    return presentRosterSync(row);
  };

  let members: Member[];
  try {
    members = await courseMembers(app, platform, { ...course, membershipsUrl });
  } catch (error) {
    app.log.warn({ course: course.id, err: error }, 'NRPS roster could not be read');
    const sync = await record({ error: lmsErrorInWords(error, 'course roster') });
    throw new HttpError(502, ltiMessages.rosterFailed(sync.error ?? ''));
  }

  const tally = {
    members: members.length,
    learners: 0,
    invited: 0,
    alreadyInvited: 0,
    leftOut: 0,
    inactive: 0,
  };
  const reported: SyncRow['reported'] = [];
  for (const [index, member] of members.entries()) {
    // a large course must not keep the server from answering the rest meanwhile (the probes of a test)
    if (index % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
    if (!isLearnerRole(member.roles)) continue;
    tally.learners += 1;
    if ((member.status ?? 'Active') !== 'Active') {
      tally.inactive += 1;
      continue;
    }
    if (!emailOf(member) && withoutEmail !== 'invite') {
      tally.leftOut += 1;
      if (withoutEmail === 'report')
        reported.push({ name: displayName(member, member.user_id), lmsUserId: member.user_id });
      continue;
    }
    const { userId } = await studentForLmsUser(app, platform, member.user_id, member);
    const added = await app.deps.db
      .insert(invitations)
      .values({ assessmentId, studentId: userId })
      .onConflictDoNothing()
      .returning({ studentId: invitations.studentId });
    if (added.length) tally.invited += 1;
    else tally.alreadyInvited += 1;
  }
  return record({ ...tally, reported });
}
