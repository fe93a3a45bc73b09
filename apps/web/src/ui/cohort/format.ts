import { cohortWords } from '@placement/contract';
import { formatMarks, type TestStatus } from '@placement/domain';

export const percentText = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${formatMarks(value)}%`;

/** A test's figure, or why there is none. */
export const outcomeText = (outcome: { status: TestStatus; percentage: number | null } | undefined) =>
  outcome?.percentage != null ? percentText(outcome.percentage) : cohortWords[outcome?.status ?? 'notTaken'];
