import type { ScoreReport } from '@placement/contract';
import { assessments, attempts } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../../lib/http-error';
import { notArchived } from '../../attempts/attempt-rows';
import { ownApplication } from '../../jobs/applications';
import { resultsReleased } from '../release-policy';
import { releasedResults } from '../student-profile-view';
import { integrityContext, reportContext, reportSubjects } from './collect';
import { presentReport } from './present';

/** Who may read which copy of a report: the rule in one place, default deny (404 for anything not theirs). */

async function attemptWithAssessment(app: FastifyInstance, attemptId: string) {
  const [row] = await app.deps.db
    .select({ attempt: attempts, assessment: assessments })
    .from(attempts)
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .where(and(eq(attempts.id, attemptId), notArchived));
  return row;
}

/** The recruiter's copy of one attempt, for whoever the caller has already authorized. */
export async function recruiterReport(app: FastifyInstance, attemptId: string): Promise<ScoreReport> {
  const [subject] = await reportSubjects(app, [attemptId]);
  if (!subject) throw notFound('Report not found');
  const context = await reportContext(app, subject.attempt.assessmentId);
  return presentReport(
    context,
    subject,
    await integrityContext(app, context.bundle.assessment.id, [attemptId]),
  );
}

/** A student's own copy, once the result policy releases the score. */
export async function candidateReport(app: FastifyInstance, studentId: string, attemptId: string) {
  const row = await attemptWithAssessment(app, attemptId);
  if (!row || row.attempt.studentId !== studentId) throw notFound('Report not found');
  if (row.attempt.status === 'in_progress') throw forbidden('The report is ready once the test has ended');
  if (!resultsReleased(row.assessment)) throw forbidden('Your result has not been released yet');
  const [subject] = await reportSubjects(app, [attemptId]);
  if (!subject) throw notFound('Report not found');
  return presentReport(await reportContext(app, row.assessment.id), subject);
}

/** The college's copy of an attempt at one of its own assessments, whether or not the student is still with it. */
export async function collegeReport(app: FastifyInstance, collegeId: string, attemptId: string) {
  const row = await attemptWithAssessment(app, attemptId);
  if (!row || row.assessment.collegeId !== collegeId) throw notFound('Report not found');
  return recruiterReport(app, attemptId);
}

/** A company's copy: only of its own applicant, and only of a result the college has released. */
export async function companyReport(
  app: FastifyInstance,
  companyId: string,
  applicationId: string,
  attemptId: string,
) {
  const { student, college } = await ownApplication(app, companyId, applicationId);
  const released = await releasedResults(app, student.id, college?.id ?? null);
  if (!released.some((r) => r.attemptId === attemptId)) throw notFound('Report not found');
  return recruiterReport(app, attemptId);
}
