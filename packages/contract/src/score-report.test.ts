import { describe, expect, it } from 'vitest';
import { allowedTimeText, type ScoreReport, standingOf } from './score-report';

const score = (over: Partial<ScoreReport['score']>): ScoreReport['score'] => ({
  marks: 4,
  maxMarks: 5,
  percentage: 80,
  band: 'Proficient',
  percentile: null,
  rank: null,
  cohortSize: 0,
  awaitingGrading: 0,
  ...over,
});

describe('the words of a score report', () => {
  it("states the attempt's own allowed time", () => {
    expect(allowedTimeText(45)).toBe('of 45 min');
    expect(allowedTimeText(39.9)).toBe('of 39.9 min');
  });

  it('gives the percentile among enough candidates, the rank among fewer, nothing before grading', () => {
    expect(standingOf(score({ percentile: 64, rank: 40, cohortSize: 120 }))).toEqual({
      label: 'Percentile',
      value: '64',
      note: 'Among 120 candidates',
    });
    expect(standingOf(score({ rank: 1, cohortSize: 2 }))).toEqual({
      label: 'Rank',
      value: '1 of 2',
      note: 'A percentile is given from 10 candidates',
    });
    expect(standingOf(score({ percentage: null, band: null }))).toMatchObject({ label: 'Rank', value: '—' });
  });
});
