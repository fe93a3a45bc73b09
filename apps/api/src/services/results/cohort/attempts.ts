import { type ApplicationStatus, COHORT_MESSAGES } from '@placement/contract';
import { assessments, attempts, colleges, jobApplications, jobs, topics, users } from '@placement/db';
import type { EndedAttempt } from '@placement/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/http-error';
import { endedAttempt } from '../../attempts/attempt-rows';
import { resultsReleasedSql } from '../release-policy';

/** The reads of a cohort: the drive's tests, its people and their ended attempts, scoped before anything else. */
const attemptColumns = {
  id: attempts.id,
  assessmentId: attempts.assessmentId,
  studentId: attempts.studentId,
  number: attempts.number,
  status: attempts.status,
  score: attempts.score,
  maxScore: attempts.maxScore,
  percentage: attempts.percentage,
  timeTaken: attempts.timeTaken,
  result: attempts.result,
};
type AttemptRow = typeof attempts.$inferSelect;
type AttemptColumns = Pick<
  AttemptRow,
  | 'id'
  | 'assessmentId'
  | 'studentId'
  | 'number'
  | 'status'
  | 'score'
  | 'maxScore'
  | 'percentage'
  | 'timeTaken'
  | 'result'
>;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The attempts as the domain ranks them, each topic under its heading. */
async function endedAttempts(app: FastifyInstance, rows: AttemptColumns[]): Promise<EndedAttempt[]> {
  const topicIds = [...new Set(rows.flatMap((r) => (r.result?.perTopic ?? []).map((t) => t.topicId)))];
  const headings = new Map(
    topicIds.length
      ? (
          await app.deps.db
            .select({ id: topics.id, heading: topics.heading })
            .from(topics)
            .where(inArray(topics.id, topicIds))
        ).map((t) => [t.id, t.heading])
      : [],
  );
  return rows.map((r) => ({
    attemptId: r.id,
    candidateId: r.studentId,
    testId: r.assessmentId,
    number: r.number,
    graded: r.status === 'graded',
    score: r.score ?? 0,
    maxScore: r.maxScore ?? 0,
    percentage: r.percentage ?? 0,
    secondsTaken: r.timeTaken,
    topics: (r.result?.perTopic ?? []).map((t) => ({
      heading: headings.get(t.topicId) ?? '',
      score: t.score,
      maxScore: t.maxScore,
    })),
  }));
}

/**
 * A college's drive: the chosen assessments (404 unless every one is the college's own) and the ended attempts at
 * them of students who belong to the college now. Another college's student is never read.
 */
export async function collegeDrive(app: FastifyInstance, collegeId: string, assessmentIds: string[]) {
  const ids = [...new Set(assessmentIds)];
  const { db } = app.deps;
  const found = await db
    .select({ id: assessments.id, name: assessments.name })
    .from(assessments)
    .where(and(inArray(assessments.id, ids), eq(assessments.collegeId, collegeId)));
  if (found.length !== ids.length) throw notFound(COHORT_MESSAGES.unknownTest);
  const byId = new Map(found.map((t) => [t.id, t]));
  const rows = await db
    .select({ ...attemptColumns, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.studentId))
    .where(and(inArray(attempts.assessmentId, ids), endedAttempt, eq(users.collegeId, collegeId)))
    .orderBy(asc(attempts.number));
  const people = new Map(
    rows.map((r) => [r.studentId, { id: r.studentId, name: fullName(r), email: r.email }]),
  );
  return {
    tests: ids.map((id) => byId.get(id)!),
    people: [...people.values()],
    attempts: await endedAttempts(app, rows),
  };
}

/**
 * A company's job: its applicants (404 for another company's job) and their ended attempts whose results the
 * student's own college has released (the rule a recruiter sees results by). Nobody who did not apply is read.
 */
export async function jobDrive(app: FastifyInstance, companyId: string, jobId: string) {
  const { db } = app.deps;
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  if (!job) throw notFound(COHORT_MESSAGES.unknownJob);
  const applicants = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      college: colleges.name,
      applicationId: jobApplications.id,
      applicationStatus: jobApplications.status,
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.studentId))
    .leftJoin(colleges, eq(colleges.id, users.collegeId))
    .where(eq(jobApplications.jobId, jobId));
  const rows = await db
    .select({ ...attemptColumns, test: assessments.name, college: colleges.name })
    .from(attempts)
    .innerJoin(jobApplications, eq(jobApplications.studentId, attempts.studentId))
    .innerJoin(users, eq(users.id, attempts.studentId))
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .innerJoin(colleges, eq(colleges.id, assessments.collegeId))
    .where(
      and(
        eq(jobApplications.jobId, jobId),
        eq(assessments.collegeId, users.collegeId),
        endedAttempt,
        resultsReleasedSql(),
      ),
    )
    .orderBy(asc(attempts.number));
  const tests = new Map(
    rows.map((r) => [r.assessmentId, { id: r.assessmentId, name: r.test, college: r.college }]),
  );
  return {
    title: job.title,
    tests: [...tests.values()].sort(
      (a, b) => a.college.localeCompare(b.college, 'en') || a.name.localeCompare(b.name, 'en'),
    ),
    people: applicants.map((a) => ({
      id: a.id,
      name: fullName(a),
      college: a.college,
      applicationId: a.applicationId,
      applicationStatus: a.applicationStatus as ApplicationStatus,
    })),
    attempts: await endedAttempts(app, rows),
  };
}
