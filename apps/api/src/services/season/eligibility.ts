import type { Eligibility } from '@placement/contract';
import { refusalSentence } from '@placement/domain';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../plugins/auth';
import { decideForJobs, type JobDecision, type JobToDecide } from './decisions';

export type { JobDecision };

/**
 * Whether the student may apply to the job under its approved terms at their college (or, without terms, its
 * batch filter), with every reason; null for a job open to them.
 */
export async function decideForJob(
  app: FastifyInstance,
  student: UserRow,
  job: JobToDecide,
): Promise<JobDecision | null> {
  return (await decideForJobs(app, student, [job])).get(job.id) ?? null;
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
