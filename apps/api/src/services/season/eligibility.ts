import type { Eligibility } from '@placement/contract';
import { companies, cycleEnrolments, placementCycles, placements } from '@placement/db';
import {
  type ApplicationDecision,
  applicationDecision,
  type Enrolment,
  type HeldOffer,
  refusalSentence,
} from '@placement/domain';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../plugins/auth';
import { currentPolicy, cycleName } from './cycles';
import { approvedTerms, overrideOf } from './job-terms';
import { domainRecord, recordRow } from './records';

type CycleRow = typeof placementCycles.$inferSelect;

/**
 * The offers a student holds in a cycle. Until offers land (#46) they are the placements the college records:
 * those of the cycle, and in a placement cycle those recorded before cycles existed.
 */
async function heldOffers(app: FastifyInstance, studentId: string, cycle: CycleRow): Promise<HeldOffer[]> {
  const rows = await app.deps.db
    .select({ ctc: placements.package, ppo: placements.ppo, company: companies.name })
    .from(placements)
    .innerJoin(companies, eq(companies.id, placements.companyId))
    .where(
      and(
        eq(placements.studentId, studentId),
        cycle.kind === 'placement'
          ? or(eq(placements.cycleId, cycle.id), isNull(placements.cycleId))
          : eq(placements.cycleId, cycle.id),
      ),
    )
    .orderBy(asc(placements.placedOn), asc(placements.createdAt));
  // a package is stored as a float4: 6.9 reads back as 6.900000095
  return rows.map((r) => ({ ...r, ctc: Math.round(r.ctc * 100) / 100 }));
}

async function enrolmentIn(app: FastifyInstance, cycleId: string, studentId: string): Promise<Enrolment> {
  const [row] = await app.deps.db
    .select({ state: cycleEnrolments.state })
    .from(cycleEnrolments)
    .where(and(eq(cycleEnrolments.cycleId, cycleId), eq(cycleEnrolments.studentId, studentId)))
    .limit(1);
  return row?.state ?? 'none';
}

export interface JobDecision {
  decision: ApplicationDecision;
  policyId: string | null;
  terms: NonNullable<Awaited<ReturnType<typeof approvedTerms>>>;
}

/**
 * Whether the student may apply to the job under its approved terms at their college, with every reason; null
 * for a job the college has set no terms for (it keeps the batch filter it had).
 */
export async function decideForJob(
  app: FastifyInstance,
  student: UserRow,
  jobId: string,
): Promise<JobDecision | null> {
  if (!student.collegeId) return null;
  const terms = await approvedTerms(app, jobId, student.collegeId);
  if (!terms) return null;
  const [record, override] = await Promise.all([
    recordRow(app.deps.db, student.id),
    overrideOf(app, jobId, student.id),
  ]);
  const [cycle] = terms.cycleId
    ? await app.deps.db.select().from(placementCycles).where(eq(placementCycles.id, terms.cycleId)).limit(1)
    : [];
  const policy = cycle ? await currentPolicy(app, cycle.id) : null;
  const decision = applicationDecision({
    cycleName: cycle ? cycleName(cycle) : '',
    enrolment: cycle ? await enrolmentIn(app, cycle.id, student.id) : 'enrolled',
    rules: terms.rules,
    record: domainRecord(record),
    requireVerified: cycle?.requireVerified ?? false,
    policy: policy?.policy ?? {
      tiers: [{ name: 'All', minCtc: 0 }],
      offersPerTier: 1,
      upgrades: 0,
      ppoCountsAsPlaced: true,
      acceptanceClosesApplications: false,
    },
    held: cycle ? await heldOffers(app, student.id, cycle) : [],
    jobCtc: policy ? terms.ctc : null,
    override,
  });
  return { decision, policyId: policy?.id ?? null, terms };
}

export function presentEligibility(found: JobDecision | null): Eligibility {
  if (!found) return { eligible: true, reasons: [], sentence: null, included: false, terms: null };
  const { decision, terms } = found;
  return {
    eligible: decision.eligible,
    reasons: decision.reasons,
    sentence: decision.eligible ? null : refusalSentence(decision.reasons),
    included: decision.override?.decision === 'include',
    terms: terms && {
      ctc: terms.ctc,
      ctcBreakdown: terms.ctcBreakdown ?? null,
      bond: terms.bond,
      rules: terms.rules,
    },
  };
}
