import type { CohortCandidate, Ranking, TestStatus } from './cohort';

/**
 * The side-by-side comparison of a few candidates: one row per measure (overall, rank, each skill, each test,
 * each test's time), one value per candidate. The screen and the spreadsheet draw the same rows.
 */

export type MeasureUnit = 'percent' | 'rank' | 'count' | 'seconds';

export interface ComparisonRow {
  section: 'overall' | 'skills' | 'tests' | 'time';
  label: string;
  unit: MeasureUnit;
  /** one per candidate, in the order given; null where there is no figure */
  values: (number | null)[];
  /** test rows: why a value is missing (not taken, waiting for marks) */
  statuses?: TestStatus[];
}

type Compared = CohortCandidate &
  Pick<Ranking, 'rank' | 'overall' | 'testsTaken' | 'secondsTaken'> & {
    tests: readonly {
      testId: string;
      status: TestStatus;
      percentage: number | null;
      secondsTaken: number | null;
    }[];
    skills: readonly { skill: string; percentage: number | null }[];
  };

export function comparisonRows(
  tests: readonly { id: string; name: string }[],
  skills: readonly string[],
  candidates: readonly Compared[],
): ComparisonRow[] {
  const testOf = (c: Compared, id: string) => c.tests.find((t) => t.testId === id);
  return [
    { section: 'overall', label: 'Overall', unit: 'percent', values: candidates.map((c) => c.overall) },
    { section: 'overall', label: 'Rank', unit: 'rank', values: candidates.map((c) => c.rank) },
    { section: 'overall', label: 'Tests taken', unit: 'count', values: candidates.map((c) => c.testsTaken) },
    ...skills.map(
      (skill): ComparisonRow => ({
        section: 'skills',
        label: skill,
        unit: 'percent',
        values: candidates.map((c) => c.skills.find((x) => x.skill === skill)?.percentage ?? null),
      }),
    ),
    ...tests.map(
      (test): ComparisonRow => ({
        section: 'tests',
        label: test.name,
        unit: 'percent',
        values: candidates.map((c) => testOf(c, test.id)?.percentage ?? null),
        statuses: candidates.map((c) => testOf(c, test.id)?.status ?? 'notTaken'),
      }),
    ),
    ...tests.map(
      (test): ComparisonRow => ({
        section: 'time',
        label: test.name,
        unit: 'seconds',
        values: candidates.map((c) => testOf(c, test.id)?.secondsTaken ?? null),
        statuses: candidates.map((c) => testOf(c, test.id)?.status ?? 'notTaken'),
      }),
    ),
    { section: 'time', label: 'Total time', unit: 'seconds', values: candidates.map((c) => c.secondsTaken) },
  ];
}

/** At most this many candidates side by side. */
export const MAX_COMPARED = 4;
/** At most this many tests in one cohort. */
export const MAX_COHORT_TESTS = 10;
