import { attemptSteps, attempts, type Db } from '@placement/db';
import { type LogStep, type RiskSummary, riskSummaryOf } from '@placement/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { onePer } from '../../lib/one-per';

export interface AttemptRisk {
  risk: RiskSummary;
  /** every proctoring event, flags or not */
  integrityEvents: number;
}

/** The risk summary of every attempt at an assessment, from the proctoring steps of each attempt's log. */
export async function risksOfAssessment(db: Db, assessmentId: string): Promise<Map<string, AttemptRisk>> {
  return summarise(await proctorSteps(db, eq(attempts.assessmentId, assessmentId)));
}

async function proctorSteps(db: Db, which: SQL | undefined) {
  return db
    .select({
      attemptId: attemptSteps.attemptId,
      seq: attemptSteps.seq,
      kind: attemptSteps.kind,
      payload: attemptSteps.payload,
    })
    .from(attemptSteps)
    .innerJoin(attempts, eq(attempts.id, attemptSteps.attemptId))
    .where(and(which, eq(attemptSteps.kind, 'proctor')));
}

function summarise(rows: Awaited<ReturnType<typeof proctorSteps>>): Map<string, AttemptRisk> {
  const logs = new Map<string, LogStep[]>();
  for (const { attemptId, ...step } of rows) {
    const log = logs.get(attemptId) ?? [];
    log.push(step);
    logs.set(attemptId, log);
  }
  return new Map(
    [...logs].map(([attemptId, log]) => [
      attemptId,
      { risk: riskSummaryOf(log), integrityEvents: log.length },
    ]),
  );
}

/** An attempt without a single proctoring step. */
export const noRisk: AttemptRisk = { risk: riskSummaryOf([]), integrityEvents: 0 };

/**
 * Summaries already worked out, by attempt, with the chain head they were worked out at: every step of a log
 * moves its attempt's head, so a summary stays exact for as long as the head stands still.
 */
const summarised = onePer((_db: Db) => new Map<string, { lastSeq: number; risk: AttemptRisk | null }>());
/** Past this many remembered attempts, start afresh (a few hundred bytes each). */
const MOST_REMEMBERED = 200_000;
/** Past this many attempts to read again, read the assessment's steps whole rather than by attempt. */
const MOST_BY_ATTEMPT = 500;

/**
 * The risk summary of these attempts of one assessment, reading again only the logs that moved since they were
 * last summarised: the live board asks for every attempt once a second while a few of them change. Attempts
 * without a proctoring step are left out, as in risksOfAssessment.
 */
export async function risksOfAttempts(
  db: Db,
  assessmentId: string,
  heads: { id: string; lastSeq: number }[],
): Promise<Map<string, AttemptRisk>> {
  const known = summarised(db);
  if (known.size > MOST_REMEMBERED) known.clear();
  const moved = heads.filter((head) => known.get(head.id)?.lastSeq !== head.lastSeq);
  if (moved.length > 0) {
    const which =
      moved.length > MOST_BY_ATTEMPT
        ? eq(attempts.assessmentId, assessmentId)
        : inArray(
            attemptSteps.attemptId,
            moved.map((head) => head.id),
          );
    const fresh = summarise(await proctorSteps(db, which));
    for (const head of moved) known.set(head.id, { lastSeq: head.lastSeq, risk: fresh.get(head.id) ?? null });
  }
  return new Map(
    heads.flatMap((head) => {
      const risk = known.get(head.id)?.risk;
      return risk ? [[head.id, risk] as const] : [];
    }),
  );
}
