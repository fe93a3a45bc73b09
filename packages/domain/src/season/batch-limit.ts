import type { ApplicationDecision } from './application-decision';

/**
 * A job the college has set no terms for keeps the batch filter its company gave it (the batches, as pass-out
 * years, it is open to). The refusal reads as a failing pass-out year rule; null when the job is open to the
 * student's batch or to every batch.
 */
export function batchLimitDecision(
  eligibleBatches: string[],
  batch: string | null,
): ApplicationDecision | null {
  if (eligibleBatches.length === 0 || (batch !== null && eligibleBatches.includes(batch))) return null;
  const required = eligibleBatches.join(', ');
  const words =
    batch === null
      ? `Your batch is not on your profile (this job is open to ${required})`
      : `Batch ${batch} is not among ${required}`;
  return {
    eligible: false,
    reasons: [{ kind: 'rule', rule: 'passOutYears', required, actual: batch ?? 'not recorded', words }],
    override: null,
  };
}
