import { type Job, type JobsFilterQuery, salaryFilterProblem } from '@placement/contract';
import { companies, jobs } from '@placement/db';
import { and, count, desc, eq, gte, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { likeContains } from '../../lib/like';
import type { UserRow } from '../../plugins/auth';
import { requireCollege } from '../students/policy';
import { jobScope, openNow, visibleTo } from './policy';
import { presentCompany, presentJob } from './presenters';

export type JobRow = typeof jobs.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

const NEW_JOBS_DAYS = 30;
const NEW_JOBS_LIMIT = 10;

export const jobColumns = { job: jobs, company: { id: companies.id, name: companies.name } };

/** The jobs a search matches among those the viewer may see (a student: only those open now). */
export function jobsWhere(viewer: UserRow, query: JobsFilterQuery): SQL | undefined {
  const salary = salaryFilterProblem(query.salaryMin, query.salaryMax);
  if (salary) throw badRequest(salary);
  const conditions: (SQL | undefined)[] = [jobScope(viewer)];
  if (viewer.role === 'student') conditions.push(openNow());
  if (query.title?.trim()) conditions.push(ilike(jobs.title, likeContains(query.title.trim())));
  if (query.location?.trim()) conditions.push(ilike(jobs.location, likeContains(query.location.trim())));
  if (query.employmentType) conditions.push(eq(jobs.employmentType, query.employmentType));
  if (query.workplaceType) conditions.push(eq(jobs.workplaceType, query.workplaceType));
  if (query.companyId) conditions.push(eq(jobs.companyId, query.companyId));
  if (query.salaryMin !== undefined) {
    conditions.push(sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) >= ${query.salaryMin}`);
  }
  if (query.salaryMax !== undefined) {
    conditions.push(sql`coalesce(${jobs.salaryMin}, ${jobs.salaryMax}) <= ${query.salaryMax}`);
  }
  return and(...conditions);
}

export async function filterJobs(app: FastifyInstance, viewer: UserRow, query: JobsFilterQuery) {
  const { rows, total } = await jobRowsPage(app, jobsWhere(viewer, query), query);
  return { jobs: rows.map((r) => presentJob(r.job, r.company)), total };
}

/** One page of the jobs that match, newest first, with how many match in all. */
export async function jobRowsPage(
  app: FastifyInstance,
  where: SQL | undefined,
  page: { skip: number; limit: number },
) {
  const { db } = app.deps;
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One job, or 404 when it does not exist or is not visible to the viewer. */
export async function findJob(app: FastifyInstance, viewer: UserRow, jobId: string): Promise<Job> {
  const [row] = await app.deps.db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), jobScope(viewer)))
    .limit(1);
  if (!row) throw notFound('Job not found');
  return presentJob(row.job, row.company);
}

/** The dashboard's newest open jobs for the student's college; none for a student of no college. */
export async function newJobs(app: FastifyInstance, viewer: UserRow): Promise<Job[]> {
  if (!viewer.collegeId) return [];
  const rows = await app.deps.db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        visibleTo(viewer.collegeId),
        openNow(),
        gte(jobs.createdAt, sql`now() - make_interval(days => ${NEW_JOBS_DAYS})`),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(NEW_JOBS_LIMIT);
  return rows.map((r) => presentJob(r.job, r.company));
}

async function openJobCounts(app: FastifyInstance, viewer: UserRow, companyIds?: string[]) {
  const rows = await app.deps.db
    .select({ companyId: jobs.companyId, n: count() })
    .from(jobs)
    .where(and(jobScope(viewer), openNow(), companyIds ? inArray(jobs.companyId, companyIds) : undefined))
    .groupBy(jobs.companyId);
  return new Map(rows.map((r) => [r.companyId, r.n]));
}

/** A company's details: for students of a college, college staff, the company itself and admins. */
export async function findCompany(app: FastifyInstance, viewer: UserRow, companyId: string) {
  if (viewer.role === 'student') requireCollege(viewer);
  if (viewer.role === 'company' && viewer.companyId !== companyId) {
    throw forbidden('You can only view your own company');
  }
  const [company] = await app.deps.db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw notFound('Company not found');
  const counts = await openJobCounts(app, viewer, [companyId]);
  return presentCompany(company, counts.get(companyId) ?? 0);
}

/** Companies with open jobs for the student's college, most openings first. */
export async function listCompanies(app: FastifyInstance, viewer: UserRow) {
  requireCollege(viewer);
  const counts = await openJobCounts(app, viewer);
  const ids = [...counts.keys()];
  if (ids.length === 0) return [];
  const rows = await app.deps.db.select().from(companies).where(inArray(companies.id, ids));
  return rows
    .map((c) => presentCompany(c, counts.get(c.id) ?? 0))
    .sort((a, b) => b.openJobs - a.openJobs || a.basic.companyName.localeCompare(b.basic.companyName));
}
