import type { AttemptHead } from '../attempts/attempt-rows';
import { type Bundle, configOf } from '../attempts/bundle';
import { resultsReleased } from '../results/release-policy';
import type { AssessmentRow } from './assessments';
import { flowNameOf } from './flow-choice';

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An assessment as its college's staff see it: the whole set-up, its proctoring config and topic plan. */
export function presentAssessment(row: AssessmentRow) {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    isAdaptive: row.isAdaptive,
    flow: flowNameOf(row),
    isNegativeMarking: row.isNegativeMarking,
    totalTime: row.totalTime,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    totalAttempts: row.totalAttempts,
    status: row.status,
    config: configOf(row),
    topics: row.plan,
    resultsPublishedAt: row.resultsPublishedAt?.toISOString() ?? null,
  };
}

/**
 * One of the student's attempts as their test list and overview show it: score and marks only once the release
 * policy (results/release-policy.ts) shows them.
 */
export function presentAttempt(bundle: Bundle, attempt: AttemptHead) {
  const visible = resultsReleased(bundle.assessment) && attempt.status !== 'in_progress';
  return {
    _id: attempt.id,
    number: attempt.number,
    status: attempt.status,
    score: visible ? attempt.score : null,
    maxScore: visible ? attempt.maxScore : null,
    percentage: visible ? attempt.percentage : null,
    startedAt: attempt.startedAt.toISOString(),
    endedAt: iso(attempt.endedAt),
    endReason: attempt.endReason,
    resultVisible: visible,
  };
}
