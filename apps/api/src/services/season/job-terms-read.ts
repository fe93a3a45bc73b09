import { jobNotifications } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../plugins/auth';
import { findJob } from '../jobs/jobs';
import { presentTerms } from './job-terms';

/** The job's terms at the staff's college in whatever state they are, or null; 404 for a job it cannot see. */
export async function termsOfJob(
  app: FastifyInstance,
  staff: UserRow & { collegeId: string },
  jobId: string,
) {
  await findJob(app, staff, jobId);
  const [row] = await app.deps.db
    .select()
    .from(jobNotifications)
    .where(and(eq(jobNotifications.jobId, jobId), eq(jobNotifications.collegeId, staff.collegeId)))
    .limit(1);
  return row ? presentTerms(row) : null;
}
