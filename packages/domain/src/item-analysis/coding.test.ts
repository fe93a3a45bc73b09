import { describe, expect, it } from 'vitest';
import type { CodeVerdict } from '../question-types/compiler/compiler';
import { codingFigures } from './coding';

const verdict = (passed: boolean[], compileError: string | null = null): CodeVerdict => ({
  compileError,
  totalTestCases: passed.length,
  totalPassedTestCases: passed.filter(Boolean).length,
  testcases: passed.map((p, i) => ({
    isHidden: i >= 2,
    passed: p,
    verdict: p ? 'accepted' : 'wrong answer',
  })),
});

describe('codingFigures', () => {
  it('pass rate per testcase, hidden ones marked, the compile-error rate and the median runs', () => {
    const figures = codingFigures(
      [
        verdict([true, true, true]),
        verdict([true, false, false]),
        verdict([false, false, false], 'main.c:1: error'),
        null, // waiting for the judge
      ],
      [3, 1, 0, 6],
    );
    expect(figures.judged).toBe(3);
    expect(figures.compileErrorRate).toBeCloseTo(1 / 3, 12);
    expect(figures.testcases).toEqual([
      { index: 0, hidden: false, passRate: 2 / 3 },
      { index: 1, hidden: false, passRate: 1 / 3 },
      { index: 2, hidden: true, passRate: 1 / 3 },
    ]);
    // the student who never compiled is not counted
    expect(figures.medianRuns).toBe(3);
  });

  it('nothing judged yet says so', () => {
    expect(codingFigures([null], [])).toEqual({
      judged: 0,
      compileErrorRate: null,
      testcases: [],
      medianRuns: null,
    });
  });
});
