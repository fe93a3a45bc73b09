import type { JobTermsBody } from '@placement/contract';
import { collegeBranches, eligibilityOverrides, jobLog, jobNotifications, jobs, users } from '@placement/db';
import { rulesProblems } from '@placement/domain';
import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';
import { findJob } from '../jobs/jobs';
import { ownCycle } from './cycles';

type NotificationRow = typeof jobNotifications.$inferSelect;

export const presentTerms = (row: NotificationRow) => ({
  _id: row.id,
  cycleId: row.cycleId,
  state: row.state,
  ctc: row.ctc,
  ctcBreakdown: row.ctcBreakdown ?? null,
  bond: row.bond,
  rules: row.rules,
  version: row.version,
});

/** The job's approved terms at the college, if it has any. */
export async function approvedTerms(app: FastifyInstance, jobId: string, collegeId: string) {
  const [row] = await app.deps.db
    .select()
    .from(jobNotifications)
    .where(
      and(
        eq(jobNotifications.jobId, jobId),
        eq(jobNotifications.collegeId, collegeId),
        eq(jobNotifications.state, 'approved'),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The college's own terms for a job its students can see (a drive it runs for a company): cycle, CTC, bond and
 * eligibility rules, approved at once and logged. Rules naming a branch the college does not offer are refused.
 */
export async function setJobTerms(
  app: FastifyInstance,
  staff: UserRow & { collegeId: string },
  jobId: string,
  body: JobTermsBody,
) {
  await findJob(app, staff, jobId);
  await ownCycle(app, staff.collegeId, body.cycleId);
  const offered = await app.deps.db
    .select()
    .from(collegeBranches)
    .where(eq(collegeBranches.collegeId, staff.collegeId));
  const problems = rulesProblems(
    body.rules,
    offered.length
      ? { programmes: offered.map((o) => o.programme), branches: offered.map((o) => o.branch) }
      : { programmes: body.rules.programmes ?? [], branches: body.rules.branches ?? [] },
  );
  if (problems.length) throw badRequest(problems.join(' '));
  const [job] = await app.deps.db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId));
  const terms = {
    cycleId: body.cycleId,
    state: 'approved' as const,
    ctc: body.ctc,
    ctcBreakdown: body.ctcBreakdown ?? null,
    bond: body.bond ?? '',
    rules: body.rules,
    updatedAt: new Date(),
  };
  return app.deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(jobNotifications)
      .values({ jobId, collegeId: staff.collegeId, companyId: job!.companyId, ...terms })
      .onConflictDoUpdate({
        target: [jobNotifications.jobId, jobNotifications.collegeId],
        set: { ...terms, version: sql`${jobNotifications.version} + 1` },
      })
      .returning();
    await tx.insert(jobLog).values({
      jobId,
      collegeId: staff.collegeId,
      kind: 'terms',
      detail: `Terms set: ${body.ctc} LPA, rules ${JSON.stringify(body.rules)}`,
      actorId: staff.id,
    });
    return presentTerms(saved!);
  });
}

/** A student of the college included in or excluded from one job, whatever the rules say; logged with the reason. */
export async function setEligibilityOverride(
  app: FastifyInstance,
  staff: UserRow & { collegeId: string },
  jobId: string,
  studentId: string,
  body: { decision: 'include' | 'exclude'; reason: string },
) {
  await findJob(app, staff, jobId);
  const [student] = await app.deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.collegeId, staff.collegeId), eq(users.role, 'student')))
    .limit(1);
  if (!student) throw notFound('Student not found');
  const values = { decision: body.decision, reason: body.reason, decidedBy: staff.id, at: new Date() };
  await app.deps.db.transaction(async (tx) => {
    await tx
      .insert(eligibilityOverrides)
      .values({ jobId, studentId, ...values })
      .onConflictDoUpdate({
        target: [eligibilityOverrides.jobId, eligibilityOverrides.studentId],
        set: values,
      });
    await tx.insert(jobLog).values({
      jobId,
      collegeId: staff.collegeId,
      studentId,
      kind: body.decision === 'include' ? 'included' : 'excluded',
      detail: body.reason,
      actorId: staff.id,
    });
  });
  return `${student.firstName} ${student.lastName}`.trim();
}

export async function overrideOf(app: FastifyInstance, jobId: string, studentId: string) {
  const [row] = await app.deps.db
    .select()
    .from(eligibilityOverrides)
    .where(and(eq(eligibilityOverrides.jobId, jobId), eq(eligibilityOverrides.studentId, studentId)))
    .limit(1);
  return row ? { decision: row.decision, reason: row.reason } : null;
}

const actors = aliasedTable(users, 'actors');

export async function jobLogOf(app: FastifyInstance, staff: UserRow & { collegeId: string }, jobId: string) {
  await findJob(app, staff, jobId);
  const rows = await app.deps.db
    .select({
      entry: jobLog,
      student: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      by: { id: actors.id, firstName: actors.firstName, lastName: actors.lastName },
    })
    .from(jobLog)
    .leftJoin(users, eq(users.id, jobLog.studentId))
    .leftJoin(actors, eq(actors.id, jobLog.actorId))
    .where(and(eq(jobLog.jobId, jobId), eq(jobLog.collegeId, staff.collegeId)))
    .orderBy(desc(jobLog.at), desc(jobLog.id));
  const person = (p: { id: string; firstName: string; lastName: string } | null) =>
    p ? { _id: p.id, name: `${p.firstName} ${p.lastName}`.trim() } : null;
  return rows.map(({ entry, student, by }) => ({
    kind: entry.kind,
    detail: entry.detail,
    student: person(student),
    by: person(by),
    at: entry.at.toISOString(),
  }));
}
