import type { AcademicRecord } from './academic-record';
import { type EligibilityRules, eligibilityFailures, type RuleFailure } from './eligibility';
import { type HeldOffer, type OfferPolicy, type PolicyRefusal, policyRefusal } from './offer-policy';

/**
 * Whether a student may apply to a job of a placement cycle, and every reason why not (#45): their place in
 * the cycle, each failing eligibility rule, the offer policy, and the placement cell's own decision for this
 * student and job, which outranks the rules either way.
 */
export type Enrolment = 'enrolled' | 'opted_out' | 'none';

export interface Override {
  decision: 'include' | 'exclude';
  reason: string;
}

export interface ApplicationContext {
  cycleName: string;
  enrolment: Enrolment;
  rules: EligibilityRules;
  record: AcademicRecord;
  requireVerified: boolean;
  policy: OfferPolicy;
  held: HeldOffer[];
  jobCtc: number | null;
  override: Override | null;
}

export type Reason =
  | { kind: 'enrolment'; words: string }
  | ({ kind: 'rule' } & RuleFailure)
  | ({ kind: 'policy' } & PolicyRefusal)
  | { kind: 'excluded'; words: string };

export interface ApplicationDecision {
  eligible: boolean;
  /** every reason the rules refuse, also when an inclusion lets the student apply anyway */
  reasons: Reason[];
  /** the placement cell included or excluded the student for this job */
  override: Override | null;
}

export function applicationDecision(context: ApplicationContext): ApplicationDecision {
  const reasons: Reason[] = [];
  if (context.enrolment === 'none') {
    reasons.push({ kind: 'enrolment', words: `You are not enrolled in the ${context.cycleName} cycle` });
  } else if (context.enrolment === 'opted_out') {
    reasons.push({ kind: 'enrolment', words: `You opted out of the ${context.cycleName} cycle` });
  }
  for (const failure of eligibilityFailures(context)) reasons.push({ kind: 'rule', ...failure });
  const refusal = context.jobCtc == null ? null : policyRefusal(context.policy, context.held, context.jobCtc);
  if (refusal) reasons.push({ kind: 'policy', ...refusal });
  const { override } = context;
  if (override?.decision === 'exclude') {
    reasons.push({
      kind: 'excluded',
      words: `The placement cell excluded you from this job: ${override.reason}`,
    });
  }
  const eligible = override ? override.decision === 'include' : reasons.length === 0;
  return { eligible, reasons, override };
}

/** "You cannot apply: CGPA 6.9 is below 7.0; ECE is not among CSE, IT" */
export const refusalSentence = (reasons: Reason[]) =>
  `You cannot apply: ${reasons.map((r) => r.words).join('; ')}`;
