import { describe, expect, it } from 'vitest';
import {
  bandOf,
  cohortRank,
  MIN_COHORT_FOR_PERCENTILE,
  percentileRank,
  testcaseTally,
  topicAverages,
} from './score-report';

describe('score report figures', () => {
  it('bands a percentage at each boundary', () => {
    expect(bandOf(100)).toBe('Outstanding');
    expect(bandOf(85)).toBe('Outstanding');
    expect(bandOf(84.9)).toBe('Proficient');
    expect(bandOf(65)).toBe('Proficient');
    expect(bandOf(40)).toBe('Developing');
    expect(bandOf(39.99)).toBe('Beginning');
    expect(bandOf(0)).toBe('Beginning');
  });

  it('ranks by the mid-rank rule: below plus half of those level', () => {
    // the worked example of the percentile rank (Crocker & Algina): 10 scores, 3 below 7 and 2 at 7 → 40
    const cohort = [2, 4, 5, 7, 7, 8, 9, 9, 10, 10];
    expect(percentileRank(7, cohort)).toBe(40);
    expect(percentileRank(10, cohort)).toBe(90);
    expect(percentileRank(2, cohort)).toBe(5);
  });

  it('gives no percentile below ten candidates, and 50 when everybody scored the same', () => {
    expect(MIN_COHORT_FOR_PERCENTILE).toBe(10);
    expect(percentileRank(5, [5])).toBeNull();
    expect(percentileRank(5, [])).toBeNull();
    // among two, "75" would only say "the better one"
    expect(percentileRank(8, [8, 4])).toBeNull();
    expect(percentileRank(5, Array(9).fill(5))).toBeNull();
    expect(percentileRank(5, Array(10).fill(5))).toBe(50);
  });

  it('ranks a score in its cohort, equals sharing the better rank', () => {
    expect(cohortRank(8, [8, 4])).toBe(1);
    expect(cohortRank(4, [8, 4])).toBe(2);
    expect(cohortRank(7, [9, 7, 7, 2])).toBe(2);
    expect(cohortRank(2, [9, 7, 7, 2])).toBe(4);
    expect(cohortRank(5, [])).toBeNull();
  });

  it('averages each topic over the attempts that had it, leaving out topics worth nothing', () => {
    const averages = topicAverages([
      [
        { topicId: 'a', score: 5, maxScore: 10 },
        { topicId: 'b', score: 0, maxScore: 0 },
      ],
      [{ topicId: 'a', score: 10, maxScore: 10 }],
    ]);
    expect(averages.get('a')).toBe(75);
    expect(averages.get('b')).toBeNull();
    expect(averages.has('c')).toBe(false);
  });

  it('counts hidden testcases apart from the visible ones', () => {
    expect(
      testcaseTally([
        { isHidden: false, passed: true },
        { isHidden: false, passed: false },
        { isHidden: true, passed: true },
        { isHidden: true, passed: true },
        { isHidden: true, passed: false },
      ]),
    ).toEqual({ visiblePassed: 1, visibleTotal: 2, hiddenPassed: 2, hiddenTotal: 3 });
  });
});
