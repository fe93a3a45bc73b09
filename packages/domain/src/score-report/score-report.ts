import type { TopicScore } from '../scoring/score-attempt';

/**
 * The figures of a score report that compare one attempt with its cohort: pure, so the web page, the PDF and
 * the zip of a whole drive say the same thing.
 */

export type Band = 'Outstanding' | 'Proficient' | 'Developing' | 'Beginning';

/** The lowest percentage of each band, best first (the bands HackerEarth and Mettl print on their reports). */
export const BANDS: readonly { band: Band; from: number }[] = [
  { band: 'Outstanding', from: 85 },
  { band: 'Proficient', from: 65 },
  { band: 'Developing', from: 40 },
  { band: 'Beginning', from: 0 },
];

export function bandOf(percentage: number): Band {
  return (BANDS.find((b) => percentage >= b.from) ?? BANDS[BANDS.length - 1]!).band;
}

/**
 * The fewest candidates a report gives a percentile among. Below it a percentile reads as more than it is: among
 * two, "75" only means "the better of the two", and among five each candidate moves it 20 points. A smaller
 * cohort's report gives the plain rank instead ("Rank 1 of 2"), which says exactly that.
 */
export const MIN_COHORT_FOR_PERCENTILE = 10;

/**
 * The percentile rank of a score in its cohort: the share of the cohort below it plus half of those level with
 * it, in %, rounded to a whole number (the mid-rank definition, so the best of ten equal scores is not 100).
 * The cohort includes the score itself; null below MIN_COHORT_FOR_PERCENTILE candidates (see there).
 */
export function percentileRank(score: number, cohort: readonly number[]): number | null {
  if (cohort.length < MIN_COHORT_FOR_PERCENTILE) return null;
  let below = 0;
  let level = 0;
  for (const other of cohort) {
    if (other < score) below += 1;
    else if (other === score) level += 1;
  }
  return Math.round((100 * (below + level / 2)) / cohort.length);
}

/** A score's rank in its cohort (1 = best; equal scores share the better rank); null in an empty cohort. */
export function cohortRank(score: number, cohort: readonly number[]): number | null {
  if (cohort.length === 0) return null;
  return 1 + cohort.filter((other) => other > score).length;
}

/** A topic's marks in one attempt, as the scorer stores them. */
export type TopicMarksOf = Pick<TopicScore, 'topicId' | 'score' | 'maxScore'>;

/** Each topic's mean percentage over the cohort's attempts that had it (null where no attempt had marks in it). */
export function topicAverages(cohort: readonly (readonly TopicMarksOf[])[]): Map<string, number | null> {
  const sums = new Map<string, { total: number; n: number }>();
  for (const attempt of cohort) {
    for (const t of attempt) {
      const sum = sums.get(t.topicId) ?? { total: 0, n: 0 };
      if (t.maxScore > 0) {
        sum.total += (100 * t.score) / t.maxScore;
        sum.n += 1;
      }
      sums.set(t.topicId, sum);
    }
  }
  return new Map([...sums].map(([id, s]) => [id, s.n === 0 ? null : s.total / s.n]));
}

export interface TestcaseTally {
  visiblePassed: number;
  visibleTotal: number;
  hiddenPassed: number;
  hiddenTotal: number;
}

/** A coding answer's testcases as a report may show them: hidden ones as counts only. */
export function testcaseTally(testcases: readonly { isHidden: boolean; passed: boolean }[]): TestcaseTally {
  const tally = { visiblePassed: 0, visibleTotal: 0, hiddenPassed: 0, hiddenTotal: 0 };
  for (const t of testcases) {
    if (t.isHidden) {
      tally.hiddenTotal += 1;
      if (t.passed) tally.hiddenPassed += 1;
    } else {
      tally.visibleTotal += 1;
      if (t.passed) tally.visiblePassed += 1;
    }
  }
  return tally;
}
