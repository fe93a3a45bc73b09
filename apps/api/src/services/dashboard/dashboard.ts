import { companies, jobs, placements, users } from '@placement/db';
import { and, count, countDistinct, desc, eq, gte, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../lib/http-error';
import { kolkataDate } from '../../lib/kolkata-date';
import { jobColumns, jobRowsPage } from '../jobs/jobs';
import { openNow, visibleTo } from '../jobs/policy';
import { presentCompany, presentJob } from '../jobs/presenters';

const NEW_COMPANY_DAYS = 30;
const NEW_COMPANIES_LIMIT = 10;
const SERIES_MONTHS = 12;

/** A college's staff see their own college's dashboard only. */
export function ownCollege(staff: { collegeId: string }, collegeId: string): string {
  if (staff.collegeId !== collegeId) throw forbidden('You can only view your own college');
  return collegeId;
}

/** Per company: open jobs and newest job visible to the college, and its students placed there. */
async function companyFigures(app: FastifyInstance, collegeId: string, since?: Date) {
  const { db } = app.deps;
  const jobRows = await db
    .select({
      companyId: jobs.companyId,
      open: sql<number>`(count(*) filter (where ${openNow()}))::int`,
      lastJobAt: max(jobs.createdAt),
    })
    .from(jobs)
    .where(visibleTo(collegeId))
    .groupBy(jobs.companyId);
  const placedRows = await db
    .select({ companyId: placements.companyId, n: countDistinct(placements.studentId) })
    .from(placements)
    .where(eq(placements.collegeId, collegeId))
    .groupBy(placements.companyId);
  const figures = new Map<string, { openJobs: number; placedStudents: number; lastJobAt: Date | null }>();
  for (const r of jobRows) {
    figures.set(r.companyId, { openJobs: r.open, placedStudents: 0, lastJobAt: r.lastJobAt });
  }
  if (!since) {
    for (const r of placedRows) {
      const f = figures.get(r.companyId) ?? { openJobs: 0, placedStudents: 0, lastJobAt: null };
      figures.set(r.companyId, { ...f, placedStudents: r.n });
    }
  } else {
    for (const [id, f] of figures) if (!f.lastJobAt || f.lastJobAt < since) figures.delete(id);
    for (const r of placedRows) {
      const f = figures.get(r.companyId);
      if (f) f.placedStudents = r.n;
    }
  }
  if (figures.size === 0) return [];
  const rows = await db
    .select()
    .from(companies)
    .where(inArray(companies.id, [...figures.keys()]));
  return rows.map((company) => {
    const f = figures.get(company.id)!;
    return {
      ...presentCompany(company, f.openJobs),
      placedStudents: f.placedStudents,
      lastJobAt: f.lastJobAt?.toISOString() ?? null,
    };
  });
}

type DashboardCompany = Awaited<ReturnType<typeof companyFigures>>[number];
const byNewestJob = (a: DashboardCompany, b: DashboardCompany) =>
  (b.lastJobAt ?? '').localeCompare(a.lastJobAt ?? '') ||
  a.basic.companyName.localeCompare(b.basic.companyName);

/** The last twelve months as YYYY-MM, oldest first, in Asia/Kolkata. */
export function lastMonths(now = new Date(), months = SERIES_MONTHS): string[] {
  const [year, month] = kolkataDate(now).split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const index = year * 12 + (month - 1) - i;
    out.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

async function monthlySeries(app: FastifyInstance, collegeId: string) {
  const months = lastMonths();
  const first = `${months[0]}-01`;
  const { db } = app.deps;
  const joinedMonth = sql<string>`to_char(${users.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
  const joined = await db
    .select({ month: joinedMonth, n: count() })
    .from(users)
    .where(
      and(
        eq(users.collegeId, collegeId),
        eq(users.role, 'student'),
        gte(users.createdAt, new Date(`${first}T00:00:00+05:30`)),
      ),
    )
    .groupBy(joinedMonth);
  const placedMonth = sql<string>`to_char(${placements.placedOn}, 'YYYY-MM')`;
  const placed = await db
    .select({ month: placedMonth, n: count() })
    .from(placements)
    .where(and(eq(placements.collegeId, collegeId), gte(placements.placedOn, first)))
    .groupBy(placedMonth);
  return months.map((month) => ({
    month,
    students: joined.find((j) => j.month === month)?.n ?? 0,
    placements: placed.find((p) => p.month === month)?.n ?? 0,
  }));
}

async function stats(app: FastifyInstance, collegeId: string, companyCount: number) {
  const { db } = app.deps;
  const [studentCount] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.collegeId, collegeId), eq(users.role, 'student')));
  const [jobCount] = await db.select({ n: count() }).from(jobs).where(visibleTo(collegeId));
  const [placed] = await db
    .select({
      students: countDistinct(placements.studentId),
      average: sql<number | null>`avg(${placements.package})::float8`,
      highest: sql<number | null>`max(${placements.package})::float8`,
    })
    .from(placements)
    .where(eq(placements.collegeId, collegeId));
  const round = (n: number | null | undefined) => Math.round((Number(n) || 0) * 100) / 100;
  return {
    students: studentCount?.n ?? 0,
    companies: companyCount,
    jobs: jobCount?.n ?? 0,
    placedStudents: placed?.students ?? 0,
    averagePackage: round(placed?.average),
    highestPackage: round(placed?.highest),
  };
}

/** Companies recruiting at the college (a visible job) or that placed its students, with the KPIs. */
export async function dashboardCompanies(app: FastifyInstance, collegeId: string) {
  const list = (await companyFigures(app, collegeId)).sort(byNewestJob);
  return {
    companies: list,
    stats: await stats(app, collegeId, list.length),
    series: await monthlySeries(app, collegeId),
  };
}

/** Companies with a job for the college posted in the last 30 days, newest first. */
export async function newCompanies(app: FastifyInstance, collegeId: string) {
  const since = new Date(Date.now() - NEW_COMPANY_DAYS * 86_400_000);
  return (await companyFigures(app, collegeId, since)).sort(byNewestJob).slice(0, NEW_COMPANIES_LIMIT);
}

/** Every job visible to the college (open or closed), newest first, and the open ones of the last 30 days. */
export async function dashboardJobs(
  app: FastifyInstance,
  collegeId: string,
  page: { skip: number; limit: number },
) {
  const where: SQL = visibleTo(collegeId);
  const listed = await jobRowsPage(app, where, page);
  const recent = await app.deps.db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(where, openNow(), gte(jobs.createdAt, sql`now() - make_interval(days => ${NEW_COMPANY_DAYS})`)),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(NEW_COMPANIES_LIMIT);
  return {
    jobs: listed.rows.map((r) => presentJob(r.job, r.company)),
    newJobs: recent.map((r) => presentJob(r.job, r.company)),
    total: listed.total,
  };
}
