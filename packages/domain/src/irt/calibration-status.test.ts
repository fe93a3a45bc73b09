import { describe, expect, it } from 'vitest';
import { seededRandom } from '../flows/seeded-shuffle';
import { calibrate, DEFAULT_PILOT_THRESHOLD } from './calibrate';
import { dichotomise, type PersonResponses, responseMatrixOf } from './response-matrix';
import { answers, normals } from './simulate';

describe('what counts as a right answer', () => {
  it('only full marks score 1: a partial coding score, a wrong answer and a skip score 0', () => {
    expect(dichotomise(3, 3)).toBe(1);
    expect(dichotomise(2.5, 3)).toBe(0);
    expect(dichotomise(0, 1)).toBe(0);
    expect(dichotomise(0, 0)).toBe(0);
  });

  it('builds one row per student, each question once, and leaves out questions outside the bank', () => {
    const matrix = responseMatrixOf(
      [
        { personId: 's1', itemId: 'q1', marks: 1, maxMarks: 1 },
        { personId: 's1', itemId: 'q2', marks: 7, maxMarks: 10 },
        { personId: 's1', itemId: 'q1', marks: 0, maxMarks: 1 },
        { personId: 's2', itemId: 'q2', marks: 10, maxMarks: 10 },
        { personId: 's2', itemId: 'other', marks: 1, maxMarks: 1 },
      ],
      ['q1', 'q2'],
    );
    expect(matrix.itemIds).toEqual(['q1', 'q2']);
    expect(matrix.persons).toEqual([
      { items: [0, 1], scores: [1, 0] },
      { items: [1], scores: [1] },
    ]);
  });
});

/** 1,200 examinees; 12 Rasch items everyone answers, one answered at random, one seen by only 200. */
const bank = (() => {
  const difficulties = [-2, -1.5, -1, -0.6, -0.3, 0, 0.2, 0.5, 0.8, 1.2, 1.6, 2];
  const random = seededRandom('fit/answers');
  const persons: PersonResponses[] = normals(1200, 'fit').map((theta, i) => {
    const items = difficulties.map((_, j) => j);
    const scores = difficulties.map((b) => (answers(theta, { a: 1, b }, random) ? 1 : 0) as 0 | 1);
    items.push(12);
    scores.push(random() < 0.5 ? 1 : 0);
    if (i < 200) {
      items.push(13);
      scores.push(answers(theta, { a: 1, b: 0.4 }, random) ? 1 : 0);
    }
    return { items, scores };
  });
  return { itemIds: [...difficulties.map((_, j) => `q${j}`), 'coin-toss', 'new'], persons };
})();

describe('a calibration report', () => {
  const fit = calibrate(bank, { model: 'rasch' });

  it('recovers the difficulties of a well-behaved bank and marks them calibrated', () => {
    expect(fit.converged).toBe(true);
    const truth = [-2, -1.5, -1, -0.6, -0.3, 0, 0.2, 0.5, 0.8, 1.2, 1.6, 2];
    fit.items.slice(0, 12).forEach((item, j) => {
      expect(item.status).toBe('calibrated');
      expect(item.responses).toBe(1200);
      expect(Math.abs(item.b - truth[j]!)).toBeLessThan(3 * item.seB!);
    });
  });

  it('an item answered by fewer than the threshold stays pilot, with its parameters shown', () => {
    const fresh = fit.items[13]!;
    expect(DEFAULT_PILOT_THRESHOLD).toBe(250);
    expect(fresh).toMatchObject({ id: 'new', responses: 200, status: 'pilot' });
    expect(fresh.seB).toBeGreaterThan(fit.items[6]!.seB!);
    expect(calibrate(bank, { model: 'rasch', pilotThreshold: 150 }).items[13]!.status).toBe('calibrated');
  });

  it('infit and outfit near 1 for items that fit, and well above 1 for one answered at random', () => {
    for (const item of fit.items.slice(0, 12)) {
      expect(item.infit).toBeGreaterThan(0.85);
      expect(item.infit).toBeLessThan(1.15);
      expect(item.outfit).toBeGreaterThan(0.75);
      expect(item.outfit).toBeLessThan(1.25);
    }
    const coinToss = fit.items[12]!;
    expect(coinToss.infit).toBeGreaterThan(1.2);
    expect(coinToss.outfit).toBeGreaterThan(1.3);
  });

  it('2PL gives a coin toss a discrimination near 0 and reports no Rasch fit', () => {
    const twoPl = calibrate(bank, { model: '2pl' });
    expect(Math.abs(twoPl.items[12]!.a)).toBeLessThan(0.15);
    expect(twoPl.items[5]!.a).toBeGreaterThan(0.8);
    expect(twoPl.items.every((item) => item.infit === null && item.outfit === null)).toBe(true);
    expect(twoPl.latent).toEqual({ mean: 0, sd: 1 });
  });
});
