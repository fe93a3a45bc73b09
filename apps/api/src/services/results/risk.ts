import { attemptSteps, attempts, type Db } from '@placement/db';
import { type LogStep, type RiskSummary, riskSummaryOf } from '@placement/domain';
import { and, eq } from 'drizzle-orm';

export interface AttemptRisk {
  risk: RiskSummary;
  /** every proctoring event, flags or not */
  integrityEvents: number;
}

/** The risk summary of every attempt at an assessment, from the proctoring steps of each attempt's log. */
export async function risksOfAssessment(db: Db, assessmentId: string): Promise<Map<string, AttemptRisk>> {
  const rows = await db
    .select({
      attemptId: attemptSteps.attemptId,
      seq: attemptSteps.seq,
      kind: attemptSteps.kind,
      payload: attemptSteps.payload,
    })
    .from(attemptSteps)
    .innerJoin(attempts, eq(attempts.id, attemptSteps.attemptId))
    .where(and(eq(attempts.assessmentId, assessmentId), eq(attemptSteps.kind, 'proctor')));
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
