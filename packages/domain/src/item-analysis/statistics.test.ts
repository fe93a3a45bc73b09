import { describe, expect, it } from 'vitest';
import { flagsOf, optionAnalysis } from './flags';
import { histogram, itemStatistics, median, type ScoredAttempt, testStatistics } from './statistics';

const attemptsOf = (rows: (number | null)[][]): ScoredAttempt[] => rows.map((marks) => ({ marks }));
const oneMark = (count: number) => Array.from({ length: count }, () => ({ maxMark: 1 }));

describe('a worked example: four students, three right/wrong items in a Guttman pattern', () => {
  // totals 3, 2, 1, 0
  const attempts = attemptsOf([
    [1, 1, 1],
    [1, 1, 0],
    [1, 0, 0],
    [0, 0, 0],
  ]);

  it('test figures (worked by hand)', () => {
    const stats = testStatistics(attempts, oneMark(3));
    expect(stats.mean).toBe(1.5);
    expect(stats.median).toBe(1.5);
    expect(stats.standardDeviation).toBeCloseTo(Math.sqrt(5 / 3), 12);
    expect(stats.skewness).toBeCloseTo(0, 12);
    expect(stats.kurtosis).toBeCloseTo(-1.2, 12); // as a spreadsheet's KURT(0, 1, 2, 3)
    // Σ item variances 0.25 + 1/3 + 0.25; totals' variance 5/3; α = 3/2 · (1 − 0.8333/1.6667) = 0.75
    expect(stats.internalConsistency).toBeCloseTo(75, 10);
    expect(stats.errorRatio).toBeCloseTo(50, 10);
    expect(stats.standardError).toBeCloseTo(0.5 * Math.sqrt(5 / 3), 10);
  });

  it('item figures (worked by hand)', () => {
    const [first] = itemStatistics(attempts, oneMark(3));
    expect(first!.facility).toBe(0.75);
    expect(first!.standardDeviation).toBeCloseTo(0.5, 12);
    // marks (1,1,1,0) against the rest (2,1,0,0): covariance 0.25, variances 0.25 and 11/12
    expect(first!.discriminationIndex).toBeCloseTo((100 * 0.25) / Math.sqrt(0.25 * (11 / 12)), 10);
    // already ordered as well as these marks allow
    expect(first!.discriminativeEfficiency).toBeCloseTo(100, 10);
  });
});

describe('published spreadsheet examples', () => {
  // Microsoft's documentation of SKEW and KURT: 3, 4, 5, 2, 3, 4, 5, 6, 4, 7
  const totals = [3, 4, 5, 2, 3, 4, 5, 6, 4, 7];
  it('skewness 0.359543071 and kurtosis -0.151799637', () => {
    const stats = testStatistics(attemptsOf(totals.map((t) => [t])), [{ maxMark: 10 }]);
    expect(stats.skewness).toBeCloseTo(0.359543071, 9);
    expect(stats.kurtosis).toBeCloseTo(-0.151799637, 9);
    // one item: no internal consistency to speak of
    expect(stats.internalConsistency).toBeNull();
  });
});

describe('figures that cannot be computed say so', () => {
  it('zero and one attempt', () => {
    expect(testStatistics([], oneMark(2))).toMatchObject({
      attempts: 0,
      mean: null,
      standardDeviation: null,
    });
    const one = testStatistics(attemptsOf([[1, 0]]), oneMark(2));
    expect(one).toMatchObject({ attempts: 1, mean: 1, median: 1, standardDeviation: null, skewness: null });
    expect(itemStatistics(attemptsOf([[1, 0]]), oneMark(2))[0]).toMatchObject({
      facility: 1,
      discriminationIndex: null,
    });
  });

  it('everybody scoring the same', () => {
    const stats = testStatistics(
      attemptsOf([
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
      ]),
      oneMark(2),
    );
    expect(stats.standardDeviation).toBe(0);
    expect(stats.skewness).toBeNull();
    expect(stats.internalConsistency).toBeNull();
    const [item] = itemStatistics(
      attemptsOf([
        [1, 1],
        [1, 1],
        [1, 1],
      ]),
      oneMark(2),
    );
    expect(item!.discriminationIndex).toBeNull();
    expect(item!.discriminativeEfficiency).toBeNull();
  });

  it('an item no attempt was asked (adaptive)', () => {
    const [, never] = itemStatistics(
      attemptsOf([
        [1, null],
        [0, null],
      ]),
      oneMark(2),
    );
    expect(never).toEqual({
      attempts: 0,
      facility: null,
      standardDeviation: null,
      discriminationIndex: null,
      discriminativeEfficiency: null,
    });
  });
});

/** A second way: the textbook formulas written plainly (one pass sums, population moments, KR-20). */
function textbook(matrix: number[][]) {
  const n = matrix.length;
  const k = matrix[0]!.length;
  const totals = matrix.map((row) => row.reduce((a, b) => a + b, 0));
  const mean = totals.reduce((a, b) => a + b, 0) / n;
  const central = (p: number) => totals.reduce((acc, t) => acc + (t - mean) ** p, 0) / n;
  const g1 = central(3) / central(2) ** 1.5;
  const g2 = central(4) / central(2) ** 2 - 3;
  const skew = (g1 * Math.sqrt(n * (n - 1))) / (n - 2);
  const kurt = ((n - 1) / ((n - 2) * (n - 3))) * ((n + 1) * g2 + 6);
  let pq = 0;
  const pearson: number[] = [];
  for (let j = 0; j < k; j++) {
    const x = matrix.map((row) => row[j]!);
    const y = matrix.map((row, i) => totals[i]! - row[j]!);
    const p = x.reduce((a, b) => a + b, 0) / n;
    pq += p * (1 - p);
    const sx = x.reduce((a, b) => a + b, 0);
    const sy = y.reduce((a, b) => a + b, 0);
    const sxy = x.reduce((a, v, i) => a + v * y[i]!, 0);
    const sxx = x.reduce((a, v) => a + v * v, 0);
    const syy = y.reduce((a, v) => a + v * v, 0);
    pearson.push((n * sxy - sx * sy) / Math.sqrt((n * sxx - sx * sx) * (n * syy - sy * sy)));
  }
  const kr20 = (k / (k - 1)) * (1 - pq / central(2));
  return {
    skew,
    kurt,
    kr20,
    pearson,
    facility: matrix[0]!.map((_, j) => matrix.reduce((a, r) => a + r[j]!, 0) / n),
  };
}

describe('agrees with the textbook formulas on a fixed response matrix', () => {
  // 60 students × 12 right/wrong items from a fixed seed: ability and difficulty give the items a real pattern
  let seed = 20261125;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const matrix = Array.from({ length: 60 }, () => {
    const ability = random() * 4 - 2;
    return Array.from({ length: 12 }, (_, j) =>
      random() < 1 / (1 + Math.exp(-(ability - (j - 6) / 3))) ? 1 : 0,
    );
  });

  it('to 1e-9', () => {
    const expected = textbook(matrix);
    const stats = testStatistics(attemptsOf(matrix), oneMark(12));
    expect(Math.abs(stats.skewness! - expected.skew)).toBeLessThan(1e-9);
    expect(Math.abs(stats.kurtosis! - expected.kurt)).toBeLessThan(1e-9);
    expect(Math.abs(stats.internalConsistency! / 100 - expected.kr20)).toBeLessThan(1e-9);
    const items = itemStatistics(attemptsOf(matrix), oneMark(12));
    items.forEach((item, j) => {
      expect(Math.abs(item.facility! - expected.facility[j]!)).toBeLessThan(1e-9);
      expect(Math.abs(item.discriminationIndex! / 100 - expected.pearson[j]!)).toBeLessThan(1e-9);
    });
  });
});

describe('response analysis and flags', () => {
  it('a distractor the strongest third prefers to the key flags a possible wrong key', () => {
    // nine attempts, strongest first: the top three chose option 2, the key is 1
    const choices = [2, 2, 2, 1, 1, 0, 1, 3, null];
    const totals = [9, 8, 7, 6, 5, 4, 3, 2, 1];
    const options = optionAnalysis(choices, totals, 4, 1);
    expect(options).toEqual([
      { option: 0, isKey: false, all: 1, topThird: 0, bottomThird: 0 },
      { option: 1, isKey: true, all: 3, topThird: 0, bottomThird: 1 },
      { option: 2, isKey: false, all: 3, topThird: 3, bottomThird: 0 },
      { option: 3, isKey: false, all: 1, topThird: 0, bottomThird: 1 },
    ]);
    const stats = {
      attempts: 9,
      facility: 3 / 9,
      standardDeviation: 0.5,
      discriminationIndex: -30,
      discriminativeEfficiency: -40,
    };
    expect(flagsOf(stats, { guessRate: 0.25, answered: 8, medianAnswered: 8, options })).toEqual([
      'negativeDiscrimination',
      'possibleWrongKey',
    ]);
  });

  it('too easy, below guessing, rarely answered, and nothing on too few attempts', () => {
    const base = {
      attempts: 40,
      standardDeviation: 0.2,
      discriminationIndex: 35,
      discriminativeEfficiency: 50,
    };
    expect(flagsOf({ ...base, facility: 0.98 }, { answered: 40, medianAnswered: 40 })).toEqual(['tooEasy']);
    expect(
      flagsOf({ ...base, facility: 0.1 }, { guessRate: 0.25, answered: 40, medianAnswered: 40 }),
    ).toEqual(['belowGuessing']);
    expect(flagsOf({ ...base, facility: 0.6 }, { answered: 12, medianAnswered: 38 })).toEqual([
      'rarelyAnswered',
    ]);
    expect(flagsOf({ ...base, attempts: 3, facility: 1 }, { answered: 3, medianAnswered: 3 })).toEqual([]);
  });

  it('median and histogram', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(histogram([0, 1, 5, 9.9, 10], 10, 5)).toEqual([2, 0, 1, 0, 2]);
  });
});
