import type { PlacedStudentsBody, Placement, PlacementBody } from '@placement/contract';
import { companies, jobs, placements, students, users } from '@placement/db';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import { kolkataDate } from '../../lib/kolkata-date';
import { likeContains } from '../../lib/like';
import { companyRef } from '../jobs/presenters';
import { presentStudent } from './presenters';

/** A real calendar day (YYYY-MM-DD), or 400. */
export function realDay(day: string, field = 'date'): string {
  const at = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) {
    throw badRequest(`${field} must be a real day (YYYY-MM-DD)`);
  }
  return day;
}

export const studentColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  batch: students.batch,
};

const placementColumns = {
  placement: placements,
  student: studentColumns,
  company: { id: companies.id, name: companies.name },
  job: { id: jobs.id, title: jobs.title },
};

type PlacementRow = {
  placement: typeof placements.$inferSelect;
  student: Parameters<typeof presentStudent>[0];
  company: { id: string; name: string };
  job: { id: string; title: string } | null;
};

function presentPlacement(row: PlacementRow): Placement {
  return {
    _id: row.placement.id,
    student: presentStudent(row.student),
    company: companyRef(row.company),
    job: row.job ? { _id: row.job.id, title: row.job.title } : null,
    package: row.placement.package,
    placedOn: row.placement.placedOn,
    createdAt: row.placement.createdAt.toISOString(),
  };
}

function placementQuery(app: FastifyInstance, where: SQL | undefined) {
  return app.deps.db
    .select(placementColumns)
    .from(placements)
    .innerJoin(users, eq(users.id, placements.studentId))
    .leftJoin(students, eq(students.userId, placements.studentId))
    .innerJoin(companies, eq(companies.id, placements.companyId))
    .leftJoin(jobs, eq(jobs.id, placements.jobId))
    .where(where);
}

/** The college's placements, filtered by company, batch, day range, package range and name or e-mail. */
export async function placedStudents(app: FastifyInstance, collegeId: string, body: PlacedStudentsBody) {
  if (body.from) realDay(body.from, 'from');
  if (body.to) realDay(body.to, 'to');
  if (body.from && body.to && body.from > body.to) throw badRequest('from must not be after to');
  if (body.minPackage !== undefined && body.maxPackage !== undefined && body.minPackage > body.maxPackage) {
    throw badRequest('minPackage must not be above maxPackage');
  }
  const filters: (SQL | undefined)[] = [eq(placements.collegeId, collegeId)];
  if (body.company) filters.push(eq(placements.companyId, body.company));
  if (body.batch) filters.push(eq(students.batch, body.batch.trim()));
  if (body.from) filters.push(gte(placements.placedOn, body.from));
  if (body.to) filters.push(lte(placements.placedOn, body.to));
  if (body.minPackage !== undefined) filters.push(gte(placements.package, body.minPackage));
  if (body.maxPackage !== undefined) filters.push(lte(placements.package, body.maxPackage));
  const search = body.search?.trim();
  if (search) {
    const pattern = likeContains(search);
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ) as SQL,
    );
  }
  const where = and(...filters);
  const rows = await placementQuery(app, where)
    .orderBy(desc(placements.placedOn), desc(placements.createdAt), desc(placements.id))
    .offset(body.skip)
    .limit(body.limit);
  const [total] = await app.deps.db
    .select({ n: count() })
    .from(placements)
    .innerJoin(users, eq(users.id, placements.studentId))
    .leftJoin(students, eq(students.userId, placements.studentId))
    .where(where);
  return { students: rows.map(presentPlacement), total: total?.n ?? 0 };
}

/** Records that a student of the college was placed; the company and job must exist and match. */
export async function recordPlacement(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  body: PlacementBody,
): Promise<Placement> {
  const { db } = app.deps;
  realDay(body.placedOn, 'placedOn');
  if (body.placedOn > kolkataDate(new Date(Date.now() + 366 * 86_400_000))) {
    throw badRequest('placedOn is too far in the future');
  }
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.studentId), eq(users.role, 'student'), eq(users.collegeId, staff.collegeId)))
    .limit(1);
  if (!student) throw notFound('Student not found');
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, body.companyId))
    .limit(1);
  if (!company) throw notFound('Company not found');
  if (body.jobId) {
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, body.jobId), eq(jobs.companyId, body.companyId)))
      .limit(1);
    if (!job) throw badRequest('The job is not one of this company');
  }
  const [row] = await db
    .insert(placements)
    .values({
      collegeId: staff.collegeId,
      studentId: body.studentId,
      companyId: body.companyId,
      jobId: body.jobId ?? null,
      package: Math.round(body.package * 100) / 100,
      placedOn: body.placedOn,
      createdBy: staff.userId,
    })
    .returning({ id: placements.id });
  const [created] = await placementQuery(app, eq(placements.id, row!.id)).limit(1);
  return presentPlacement(created!);
}

export async function deletePlacement(app: FastifyInstance, collegeId: string, placementId: string) {
  const removed = await app.deps.db
    .delete(placements)
    .where(and(eq(placements.id, placementId), eq(placements.collegeId, collegeId)))
    .returning({ id: placements.id });
  if (removed.length === 0) throw notFound('Placement not found');
}

/** A student's own placements, newest first. */
export async function studentPlacements(app: FastifyInstance, studentId: string) {
  const rows = await placementQuery(app, eq(placements.studentId, studentId)).orderBy(
    desc(placements.placedOn),
    desc(placements.createdAt),
  );
  const list = rows.map(presentPlacement);
  return { placed: list.length > 0, placements: list };
}
