import type { Cycle, CycleBody, EnrolmentBody, OfferPolicyBody } from '@placement/contract';
import { cycleEnrolments, offerPolicies, placementCycles, students, users } from '@placement/db';
import { DEFAULT_OFFER_POLICY, type OfferPolicy, policyProblems } from '@placement/domain';
import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';

type CycleRow = typeof placementCycles.$inferSelect;
type PolicyRow = typeof offerPolicies.$inferSelect;

export const cycleName = (cycle: Pick<CycleRow, 'academicYear' | 'kind'>) =>
  `${cycle.academicYear} ${cycle.kind}`;

/** What a student agrees to by enrolling: the words are kept with the enrolment. */
export const consentText = (cycle: Pick<CycleRow, 'academicYear' | 'kind'>) =>
  `I take part in the ${cycleName(cycle)} cycle. The placement cell may share my profile, CV, academic record ` +
  'and test results with the companies whose jobs I apply to, and apply the offer policy of the cycle to me.';

function checkedPolicy(policy: OfferPolicy): OfferPolicy {
  const problems = policyProblems(policy);
  if (problems.length) throw badRequest(problems.join(' '));
  return policy;
}

/** The newest policy version of each cycle. */
export async function currentPolicies(
  app: FastifyInstance,
  cycleIds: string[],
): Promise<Map<string, PolicyRow>> {
  if (cycleIds.length === 0) return new Map();
  const rows = await app.deps.db
    .selectDistinctOn([offerPolicies.cycleId])
    .from(offerPolicies)
    .where(inArray(offerPolicies.cycleId, cycleIds))
    .orderBy(offerPolicies.cycleId, desc(offerPolicies.version));
  return new Map(rows.map((row) => [row.cycleId, row]));
}

export async function currentPolicy(app: FastifyInstance, cycleId: string): Promise<PolicyRow> {
  const policy = (await currentPolicies(app, [cycleId])).get(cycleId);
  if (!policy) throw new Error(`cycle ${cycleId} has no offer policy`);
  return policy;
}

async function presentCycles(app: FastifyInstance, rows: CycleRow[]): Promise<Cycle[]> {
  const ids = rows.map((r) => r.id);
  const policies = await currentPolicies(app, ids);
  const counts = ids.length
    ? await app.deps.db
        .select({ cycleId: cycleEnrolments.cycleId, state: cycleEnrolments.state, n: count() })
        .from(cycleEnrolments)
        .where(inArray(cycleEnrolments.cycleId, ids))
        .groupBy(cycleEnrolments.cycleId, cycleEnrolments.state)
    : [];
  const countOf = (cycleId: string, state: string) =>
    counts.find((c) => c.cycleId === cycleId && c.state === state)?.n ?? 0;
  return rows.map((row) => {
    const policy = policies.get(row.id)!;
    return {
      _id: row.id,
      name: cycleName(row),
      kind: row.kind,
      academicYear: row.academicYear,
      batches: row.batches,
      optOutAllowed: row.optOutAllowed,
      requireVerified: row.requireVerified,
      minOfferDeadlineHours: row.minOfferDeadlineHours,
      status: row.status,
      policy: { _id: policy.id, version: policy.version, ...policy.policy },
      enrolled: countOf(row.id, 'enrolled'),
      optedOut: countOf(row.id, 'opted_out'),
    };
  });
}

/** A new cycle with its first policy version, in one transaction. */
export async function createCycle(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  body: CycleBody,
) {
  const policy = checkedPolicy(body.policy ?? DEFAULT_OFFER_POLICY);
  const created = await app.deps.db.transaction(async (tx) => {
    const [cycle] = await tx
      .insert(placementCycles)
      .values({
        collegeId: staff.collegeId,
        kind: body.kind,
        academicYear: body.academicYear,
        batches: body.batches,
        optOutAllowed: body.optOutAllowed ?? true,
        requireVerified: body.requireVerified ?? true,
        minOfferDeadlineHours: body.minOfferDeadlineHours ?? 48,
        status: body.status ?? 'open',
        createdBy: staff.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!cycle) return null;
    await tx.insert(offerPolicies).values({ cycleId: cycle.id, version: 1, policy, createdBy: staff.userId });
    return cycle;
  });
  if (!created) throw conflict(`The college already has a ${body.kind} cycle for ${body.academicYear}`);
  return (await presentCycles(app, [created]))[0]!;
}

export async function ownCycle(app: FastifyInstance, collegeId: string, cycleId: string): Promise<CycleRow> {
  const [cycle] = await app.deps.db
    .select()
    .from(placementCycles)
    .where(and(eq(placementCycles.id, cycleId), eq(placementCycles.collegeId, collegeId)))
    .limit(1);
  if (!cycle) throw notFound('Cycle not found');
  return cycle;
}

export async function collegeCycles(app: FastifyInstance, collegeId: string) {
  const rows = await app.deps.db
    .select()
    .from(placementCycles)
    .where(eq(placementCycles.collegeId, collegeId))
    .orderBy(desc(placementCycles.academicYear), asc(placementCycles.kind));
  return presentCycles(app, rows);
}

/**
 * A new version of the cycle's offer policy; applications made before keep the version they were judged under.
 * Two staff saving at once each get their own version number (the unique index refuses a duplicate: retried).
 */
export async function setPolicy(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  cycleId: string,
  body: OfferPolicyBody,
) {
  const cycle = await ownCycle(app, staff.collegeId, cycleId);
  const policy = checkedPolicy(body);
  for (let tries = 0; ; tries++) {
    const [newest] = await app.deps.db
      .select({ version: max(offerPolicies.version) })
      .from(offerPolicies)
      .where(eq(offerPolicies.cycleId, cycleId));
    const [saved] = await app.deps.db
      .insert(offerPolicies)
      .values({ cycleId, version: (newest?.version ?? 0) + 1, policy, createdBy: staff.userId })
      .onConflictDoNothing()
      .returning();
    if (saved) break;
    if (tries >= 5) throw conflict('The policy is being changed by someone else: try again');
  }
  return (await presentCycles(app, [cycle]))[0]!;
}

export async function enrolmentsOf(app: FastifyInstance, collegeId: string, cycleId: string) {
  await ownCycle(app, collegeId, cycleId);
  const rows = await app.deps.db
    .select({ enrolment: cycleEnrolments, user: users, batch: students.batch })
    .from(cycleEnrolments)
    .innerJoin(users, eq(users.id, cycleEnrolments.studentId))
    .leftJoin(students, eq(students.userId, users.id))
    .where(eq(cycleEnrolments.cycleId, cycleId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ enrolment, user, batch }) => ({
    student: { _id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, batch },
    state: enrolment.state,
    consentAt: enrolment.consentAt?.toISOString() ?? null,
    optOutReason: enrolment.optOutReason,
    updatedAt: enrolment.updatedAt.toISOString(),
  }));
}

async function batchOf(app: FastifyInstance, studentId: string): Promise<string | null> {
  const [row] = await app.deps.db
    .select({ batch: students.batch })
    .from(students)
    .where(eq(students.userId, studentId))
    .limit(1);
  return row?.batch ?? null;
}

/** The cycles of the student's college that cover their batch, with their own place in each. */
export async function studentCycles(app: FastifyInstance, student: UserRow, only?: string) {
  if (!student.collegeId) return [];
  const batch = await batchOf(app, student.id);
  const rows = await app.deps.db
    .select()
    .from(placementCycles)
    .where(
      and(
        eq(placementCycles.collegeId, student.collegeId),
        sql`${batch} = any(${placementCycles.batches})`,
        only ? eq(placementCycles.id, only) : undefined,
      ),
    )
    .orderBy(desc(placementCycles.academicYear), asc(placementCycles.kind));
  const presented = await presentCycles(app, rows);
  const mine = rows.length
    ? await app.deps.db
        .select()
        .from(cycleEnrolments)
        .where(
          and(
            eq(cycleEnrolments.studentId, student.id),
            inArray(
              cycleEnrolments.cycleId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  return presented.map((cycle, i) => {
    const enrolment = mine.find((e) => e.cycleId === cycle._id);
    return {
      ...cycle,
      consentText: consentText(rows[i]!),
      enrolment: enrolment
        ? {
            state: enrolment.state,
            consentAt: enrolment.consentAt?.toISOString() ?? null,
            optOutReason: enrolment.optOutReason,
          }
        : null,
    };
  });
}

/** A student enrols (their consent recorded with its words) or opts out with a reason, where the cycle allows. */
export async function setEnrolment(
  app: FastifyInstance,
  student: UserRow,
  cycleId: string,
  body: EnrolmentBody,
) {
  const [cycle] = await studentCycles(app, student, cycleId);
  if (!cycle) throw notFound('Cycle not found');
  if (cycle.status === 'closed') throw conflict('This cycle is closed');
  const now = new Date();
  const values =
    body.state === 'enrolled'
      ? { state: 'enrolled' as const, consent: cycle.consentText, consentAt: now, optOutReason: null }
      : { state: 'opted_out' as const, optOutReason: body.reason };
  if (body.state === 'opted_out' && !cycle.optOutAllowed) {
    throw conflict('The placement cell does not allow opting out of this cycle: write to them');
  }
  await app.deps.db
    .insert(cycleEnrolments)
    .values({ cycleId, studentId: student.id, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [cycleEnrolments.cycleId, cycleEnrolments.studentId],
      set: { ...values, updatedAt: now },
    });
  return (await studentCycles(app, student, cycleId))[0]!;
}
