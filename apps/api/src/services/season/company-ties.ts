import { collegeCompanies, colleges, jobNotifications, jobs } from '@placement/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * A company is tied to a college that invited it (its sign-up link), that already shows one of its posted jobs
 * by name, or that holds a job notification from it. Only to those may it send a job notification form: a
 * college does not receive forms from companies it never dealt with.
 */
const tiedTo = (companyId: string): SQL =>
  sql`(exists (select 1 from ${collegeCompanies} l where l.college_id = ${colleges.id} and l.company_id = ${companyId})
    or exists (select 1 from ${jobs} j where j.company_id = ${companyId} and j.origin = 'posting'
      and ${colleges.id} = any(j.visible_to_college_ids))
    or exists (select 1 from ${jobNotifications} n where n.company_id = ${companyId} and n.college_id = ${colleges.id}))`;

export async function tiedColleges(app: FastifyInstance, companyId: string) {
  const rows = await app.deps.db
    .select({ id: colleges.id, name: colleges.name })
    .from(colleges)
    .where(and(eq(colleges.approved, true), tiedTo(companyId)))
    .orderBy(asc(colleges.name), asc(colleges.id));
  return rows.map((c) => ({ _id: c.id, name: c.name }));
}

export async function isTied(app: FastifyInstance, companyId: string, collegeId: string) {
  const [row] = await app.deps.db
    .select({ id: colleges.id })
    .from(colleges)
    .where(and(eq(colleges.id, collegeId), eq(colleges.approved, true), tiedTo(companyId)))
    .limit(1);
  return Boolean(row);
}
