import { assessments } from '@placement/db';
import { isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { type AssessmentRow, type Bundle, configOf } from '../attempts/bundle';
import { GRACE_MS } from '../attempts/state';

/**
 * When students may see what: the result-release rule, in one place. Scores are released when the result policy
 * is automatic or once the college publishes them; keys (and anything per question that gives one away) only
 * once scores are released and the test's window has closed, so no other attempt can still use them. The LTI
 * grade passback sends a score under the same rule, read in SQL.
 */

export const resultsReleased = (assessment: Pick<AssessmentRow, 'config' | 'resultsPublishedAt'>): boolean =>
  configOf(assessment as AssessmentRow).resultPolicy === 'auto' || assessment.resultsPublishedAt !== null;

/** `resultsReleased` as a condition on the assessments table (a config without a policy is automatic). */
export const resultsReleasedSql = (): SQL =>
  or(
    sql`coalesce(${assessments.config}->>'resultPolicy', 'auto') <> 'manual'`,
    isNotNull(assessments.resultsPublishedAt),
  ) as SQL;

export const keysReleased = (bundle: Bundle, now: Date): boolean =>
  resultsReleased(bundle.assessment) &&
  bundle.assessment.endDate !== null &&
  // a late answer is still taken for GRACE_MS after the window closes
  now.getTime() > bundle.assessment.endDate.getTime() + GRACE_MS;
