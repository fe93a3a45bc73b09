import {
  companies,
  cycleEnrolments,
  eligibilityOverrides,
  jobNotifications,
  placementCycles,
  placements,
  students,
} from '@placement/db';
import {
  type ApplicationDecision,
  applicationDecision,
  batchLimitDecision,
  type HeldOffer,
  type OfferPolicy,
} from '@placement/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../plugins/auth';
import { currentPolicies, cycleName } from './cycles';
import { domainRecord, recordRow } from './records';

type CycleRow = typeof placementCycles.$inferSelect;
type TermsRow = typeof jobNotifications.$inferSelect;
type PlacementRow = { ctc: number; ppo: boolean; company: string; cycleId: string | null };

export interface JobDecision {
  decision: ApplicationDecision;
  policyId: string | null;
  /** null for a job judged on its batch filter alone */
  terms: TermsRow | null;
}

/** A job as the decisions read it: its id and the batches its company opened it to. */
export interface JobToDecide {
  id: string;
  eligibleBatches: string[];
}

/** A job whose terms name no cycle is judged on its rules alone. */
const NO_POLICY: OfferPolicy = {
  tiers: [{ name: 'All', minCtc: 0 }],
  offersPerTier: 1,
  upgrades: 0,
  ppoCountsAsPlaced: true,
  acceptanceClosesApplications: false,
};

/**
 * The offers a student holds in a cycle. Until offers land (#46) they are the placements the college records:
 * those of the cycle, and in a placement cycle those recorded before cycles existed.
 */
const heldIn = (cycle: CycleRow, placed: PlacementRow[]): HeldOffer[] =>
  placed
    .filter((p) => p.cycleId === cycle.id || (cycle.kind === 'placement' && p.cycleId === null))
    .map(({ ctc, ppo, company }) => ({ ctc, ppo, company }));

/** The student's facts the decisions read, loaded once for any number of jobs: a fixed number of queries. */
async function studentFacts(app: FastifyInstance, studentId: string, cycleIds: string[], jobIds: string[]) {
  const { db } = app.deps;
  const [record, enrolments, overrides, placed] = await Promise.all([
    recordRow(db, studentId),
    cycleIds.length
      ? db
          .select({ cycleId: cycleEnrolments.cycleId, state: cycleEnrolments.state })
          .from(cycleEnrolments)
          .where(and(eq(cycleEnrolments.studentId, studentId), inArray(cycleEnrolments.cycleId, cycleIds)))
      : [],
    db
      .select()
      .from(eligibilityOverrides)
      .where(and(eq(eligibilityOverrides.studentId, studentId), inArray(eligibilityOverrides.jobId, jobIds))),
    db
      .select({
        ctc: placements.package,
        ppo: placements.ppo,
        company: companies.name,
        cycleId: placements.cycleId,
      })
      .from(placements)
      .innerJoin(companies, eq(companies.id, placements.companyId))
      .where(eq(placements.studentId, studentId))
      .orderBy(asc(placements.placedOn), asc(placements.createdAt)),
  ]);
  return {
    record: domainRecord(record),
    enrolment: new Map(enrolments.map((e) => [e.cycleId, e.state])),
    override: new Map(overrides.map((o) => [o.jobId, { decision: o.decision, reason: o.reason }])),
    // a package is stored as a float4: 6.9 reads back as 6.900000095
    placed: placed.map((p) => ({ ...p, ctc: Math.round(p.ctc * 100) / 100 })),
  };
}

async function batchOf(app: FastifyInstance, studentId: string): Promise<string | null> {
  const [row] = await app.deps.db
    .select({ batch: students.batch })
    .from(students)
    .where(eq(students.userId, studentId))
    .limit(1);
  return row?.batch ?? null;
}

/**
 * Whether the student may apply to each of the jobs, with every reason, from one load of their record,
 * enrolments, held offers and the placement cell's decisions: a job's approved terms at their college decide;
 * a job without terms keeps the batch filter it had. A job absent from the map is open to the student.
 */
export async function decideForJobs(
  app: FastifyInstance,
  student: UserRow,
  jobs: JobToDecide[],
): Promise<Map<string, JobDecision>> {
  const decisions = new Map<string, JobDecision>();
  if (!student.collegeId || jobs.length === 0) return decisions;
  const { db } = app.deps;
  const allTerms = await db
    .select()
    .from(jobNotifications)
    .where(
      and(
        inArray(
          jobNotifications.jobId,
          jobs.map((j) => j.id),
        ),
        eq(jobNotifications.collegeId, student.collegeId),
        eq(jobNotifications.state, 'approved'),
      ),
    );
  const termed = new Set(allTerms.map((t) => t.jobId));
  const batchLimited = jobs.filter((j) => !termed.has(j.id) && j.eligibleBatches.length > 0);
  if (batchLimited.length) {
    const batch = await batchOf(app, student.id);
    for (const job of batchLimited) {
      const decision = batchLimitDecision(job.eligibleBatches, batch);
      if (decision) decisions.set(job.id, { decision, policyId: null, terms: null });
    }
  }
  if (allTerms.length === 0) return decisions;
  const cycleIds = [...new Set(allTerms.map((t) => t.cycleId).filter((id): id is string => id !== null))];
  const [cycles, policies, facts] = await Promise.all([
    cycleIds.length ? db.select().from(placementCycles).where(inArray(placementCycles.id, cycleIds)) : [],
    currentPolicies(app, cycleIds),
    studentFacts(
      app,
      student.id,
      cycleIds,
      allTerms.map((t) => t.jobId),
    ),
  ]);
  for (const terms of allTerms) {
    const cycle = cycles.find((c) => c.id === terms.cycleId);
    const policy = cycle ? policies.get(cycle.id) : undefined;
    const decision = applicationDecision({
      cycleName: cycle ? cycleName(cycle) : '',
      enrolment: cycle ? (facts.enrolment.get(cycle.id) ?? 'none') : 'enrolled',
      rules: terms.rules,
      record: facts.record,
      requireVerified: cycle?.requireVerified ?? false,
      policy: policy?.policy ?? NO_POLICY,
      held: cycle ? heldIn(cycle, facts.placed) : [],
      jobCtc: policy ? terms.ctc : null,
      override: facts.override.get(terms.jobId) ?? null,
    });
    decisions.set(terms.jobId, { decision, policyId: policy?.id ?? null, terms });
  }
  return decisions;
}
