import {
  experienceRangeProblem,
  formMessages,
  type JobBody,
  jobNotificationMessages,
  salaryRangeProblem,
} from '@placement/contract';
import { colleges, companies, jobApplications, jobs } from '@placement/db';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { jobColumns, jobRowsPage } from './jobs';
import { presentCompanyJob } from './presenters';

type JobRow = typeof jobs.$inferSelect;
export type Columns = { job: JobRow; company: { id: string; name: string } };

async function applicationCounts(app: FastifyInstance, jobIds: string[]) {
  if (jobIds.length === 0) return new Map<string, number>();
  const rows = await app.deps.db
    .select({ jobId: jobApplications.jobId, n: count() })
    .from(jobApplications)
    .where(inArray(jobApplications.jobId, jobIds))
    .groupBy(jobApplications.jobId);
  return new Map(rows.map((r) => [r.jobId, r.n]));
}

/** The job's columns from a create or update body; ranges and colleges checked. */
async function jobValues(app: FastifyInstance, body: JobBody) {
  const experienceMin = body.experience?.min ?? 0;
  const experienceMax = body.experience?.max ?? null;
  const experience = experienceRangeProblem(experienceMin, experienceMax);
  if (experience) throw badRequest(experience);
  const salaryMin = body.salary?.min ?? null;
  const salaryMax = body.salary?.max ?? null;
  const salary = salaryRangeProblem(salaryMin, salaryMax);
  if (salary) throw badRequest(salary);
  const collegeIds = [...new Set(body.visibleToCollegeIds ?? [])];
  if (collegeIds.length > 0) {
    const found = await app.deps.db
      .select({ id: colleges.id })
      .from(colleges)
      .where(and(inArray(colleges.id, collegeIds), eq(colleges.approved, true)));
    if (found.length !== collegeIds.length)
      throw badRequest('Some colleges in visibleToCollegeIds do not exist');
  }
  const closeBy = body.closeBy ? new Date(body.closeBy) : null;
  if (closeBy && Number.isNaN(closeBy.getTime())) throw badRequest(formMessages.closeByInvalid);
  const clean = (list: string[] | undefined) => [
    ...new Set((list ?? []).map((s) => s.trim()).filter(Boolean)),
  ];
  return {
    title: body.title.trim(),
    location: (body.location ?? '').trim(),
    workplaceType: body.workplaceType,
    employmentType: body.employmentType,
    seniority: (body.seniority ?? '').trim(),
    experienceMin,
    experienceMax,
    salaryMin,
    salaryMax,
    closeBy,
    roleOverview: (body.roleOverview ?? '').trim(),
    duties: clean(body.duties),
    skills: clean(body.skills),
    eligibleBatches: clean(body.eligibleBatches),
    visibleToCollegeIds: collegeIds,
    status: body.status ?? ('open' as const),
  };
}

async function ownJobRow(app: FastifyInstance, companyId: string, jobId: string): Promise<Columns> {
  const [row] = await app.deps.db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('Job not found');
  return row;
}

export async function ownJob(app: FastifyInstance, companyId: string, jobId: string) {
  const row = await ownJobRow(app, companyId, jobId);
  const counts = await applicationCounts(app, [jobId]);
  return presentCompanyJob(row, counts.get(jobId) ?? 0);
}

export async function listOwnJobs(
  app: FastifyInstance,
  companyId: string,
  page: { skip: number; limit: number },
) {
  const { rows, total } = await jobRowsPage(app, eq(jobs.companyId, companyId), page);
  const counts = await applicationCounts(
    app,
    rows.map((r) => r.job.id),
  );
  return {
    jobs: rows.map((r) => presentCompanyJob(r, counts.get(r.job.id) ?? 0)),
    total,
  };
}

export async function createJob(app: FastifyInstance, companyId: string, body: JobBody) {
  const [row] = await app.deps.db
    .insert(jobs)
    .values({ companyId, ...(await jobValues(app, body)) })
    .returning({ id: jobs.id });
  return ownJob(app, companyId, row!.id);
}

export async function updateJob(app: FastifyInstance, companyId: string, jobId: string, body: JobBody) {
  const { job } = await ownJobRow(app, companyId, jobId);
  // its terms were approved by a college as a form: a change goes through the form, and back to the college
  if (job.origin === 'notification') throw conflict(jobNotificationMessages.jobOfNotification);
  const values = await jobValues(app, body);
  await app.deps.db
    .update(jobs)
    .set(values)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  return ownJob(app, companyId, jobId);
}

/** Deletes the job and its applications; placements that named it keep the company only. */
export async function deleteJob(app: FastifyInstance, companyId: string, jobId: string) {
  const removed = await app.deps.db
    .delete(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .returning({ id: jobs.id });
  if (removed.length === 0) throw notFound('Job not found');
}

/** Approved colleges, for choosing who may see a job. */
export async function collegeOptions(app: FastifyInstance) {
  const rows = await app.deps.db
    .select({ id: colleges.id, name: colleges.name })
    .from(colleges)
    .where(eq(colleges.approved, true))
    .orderBy(asc(colleges.name));
  return rows.map((c) => ({ _id: c.id, name: c.name }));
}
