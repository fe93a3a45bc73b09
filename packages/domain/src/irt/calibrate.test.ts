import { describe, expect, it } from 'vitest';
import { seededRandom } from '../flows/seeded-shuffle';
import { calibrate, estimateAtBound } from './calibrate';
import type { ItemParameters } from './model';
import type { PersonResponses, ResponseMatrix } from './response-matrix';
import { answers, normals } from './simulate';
import { marginalMaximum } from './testing/direct-mml';

/**
 * LSAT section 6 (Bock & Lieberman 1970): five items, 1,000 examinees, as 32 response patterns and their
 * counts. Published fits (ltm's documentation, Rizopoulos 2006): rasch() gives difficulties −3.6153,
 * −1.3224, −0.3176, −1.7301, −2.7802 with common discrimination 0.7551 and log-likelihood −2466.938;
 * ltm(LSAT ~ z1) gives the 2PL below with log-likelihood −2466.653.
 */
const LSAT6_COUNTS = [
  3, 6, 2, 11, 1, 1, 3, 4, 1, 8, 0, 16, 0, 3, 2, 15, 10, 29, 14, 81, 3, 28, 15, 80, 16, 56, 21, 173, 11, 61,
  28, 298,
];
const lsat6: ResponseMatrix = {
  itemIds: ['Q1', 'Q2', 'Q3', 'Q4', 'Q5'],
  persons: LSAT6_COUNTS.map((weight, pattern) => ({
    items: [0, 1, 2, 3, 4],
    scores: [0, 1, 2, 3, 4].map((k) => ((pattern >> (4 - k)) & 1) as 0 | 1),
    weight,
  })).filter((person) => person.weight > 0),
};
const LTM_2PL = {
  b: [-3.3597, -1.3696, -0.2799, -1.8659, -3.1236],
  a: [0.8254, 0.7229, 0.8905, 0.6886, 0.6575],
  seB: [0.8669, 0.3073, 0.0997, 0.4341, 0.87],
  seA: [0.2581, 0.1867, 0.2326, 0.1852, 0.21],
};

describe('calibration reproduces published fits of LSAT6', () => {
  it('Rasch: the difficulties, spread and log-likelihood of ltm::rasch to 1e-3', () => {
    const fit = calibrate(lsat6, { model: 'rasch', tolerance: 1e-7 });
    expect(fit.converged).toBe(true);
    expect(fit.latent.sd).toBeCloseTo(0.7551, 3);
    // ltm reports θ ~ N(0, 1) with discrimination σ; ours is a = 1 with θ ~ N(0, σ²): b_ltm = b / σ
    expect(fit.items.map((item) => item.b / fit.latent.sd)).toEqual(
      [-3.6153, -1.3224, -0.3176, -1.7301, -2.7802].map((b) => expect.closeTo(b, 3)),
    );
    expect(fit.logLikelihood).toBeCloseTo(-2466.938, 2);
    expect(fit.items.every((item) => item.a === 1 && item.seA === null)).toBe(true);
  });

  it('2PL: the log-likelihood of ltm to 1e-2 and its parameters to within ltm’s own convergence (5e-3)', () => {
    const fit = calibrate(lsat6, { model: '2pl', tolerance: 1e-7 });
    expect(fit.logLikelihood).toBeCloseTo(-2466.653, 2);
    fit.items.forEach((item, j) => {
      expect(Math.abs(item.a - LTM_2PL.a[j]!)).toBeLessThan(5e-3);
      expect(Math.abs(item.b - LTM_2PL.b[j]!)).toBeLessThan(5e-3);
      expect(item.seA).toBeCloseTo(LTM_2PL.seA[j]!, 2);
      expect(item.seB).toBeCloseTo(LTM_2PL.seB[j]!, 2);
    });
    expect(fit.standardErrors).toBe('full');
  });
});

/** A fixed sparse matrix: 5 items, 800 examinees, most skipping one of items 2–5. */
const simulated = (items: ItemParameters[], seed: string, people = 800): ResponseMatrix => {
  const random = seededRandom(`${seed}/answers`);
  const persons: PersonResponses[] = normals(people, seed).map((theta, i) => {
    const asked = items.map((_, j) => j).filter((j) => j === 0 || j !== i % 6);
    return { items: asked, scores: asked.map((j) => (answers(theta, items[j]!, random) ? 1 : 0)) };
  });
  return { itemIds: items.map((_, j) => `item-${j}`), persons };
};

describe('EM agrees with a direct maximisation of the marginal likelihood on a fixed matrix', () => {
  const raschItems = [-1.5, -0.6, 0.1, 0.8, 1.6].map((b) => ({ a: 1, b }));
  const twoPlItems = raschItems.map((item, j) => ({ a: [0.7, 1.4, 1, 1.8, 1.2][j]!, b: item.b }));

  it('Rasch: same difficulties, spread, log-likelihood and standard errors', () => {
    const matrix = simulated(raschItems, 'rasch-fixed');
    const em = calibrate(matrix, { model: 'rasch', tolerance: 1e-8 });
    const direct = marginalMaximum(matrix, 'rasch');
    expect(em.items.map((item) => item.b)).toEqual(direct.b.map((b) => expect.closeTo(b, 3)));
    expect(em.latent.sd).toBeCloseTo(direct.sd, 3);
    expect(em.logLikelihood).toBeCloseTo(direct.logLikelihood, 4);
    expect(em.items.map((item) => item.seB)).toEqual(direct.seB.map((se) => expect.closeTo(se, 3)));
  });

  it('2PL: same discriminations, difficulties, log-likelihood and standard errors of b', () => {
    const matrix = simulated(twoPlItems, '2pl-fixed');
    const em = calibrate(matrix, { model: '2pl', tolerance: 1e-8 });
    const direct = marginalMaximum(matrix, '2pl');
    expect(em.items.map((item) => item.a)).toEqual(direct.a.map((a) => expect.closeTo(a, 3)));
    expect(em.items.map((item) => item.b)).toEqual(direct.b.map((b) => expect.closeTo(b, 3)));
    expect(em.logLikelihood).toBeCloseTo(direct.logLikelihood, 4);
    expect(em.items.map((item) => item.seB)).toEqual(direct.seB.map((se) => expect.closeTo(se, 3)));
  });
});

describe('an item its answers cannot place', () => {
  it('stops at the bound when every one of its few answers is right, and says so', () => {
    // LSAT6 plus three people who also answered a sixth item, all of them right
    const three: PersonResponses[] = [0, 1, 2].map((k) => ({
      items: [0, 1, 2, 3, 4, 5],
      scores: [1, k > 0 ? 1 : 0, k > 1 ? 1 : 0, 1, 1, 1],
      weight: 1,
    }));
    const matrix: ResponseMatrix = {
      itemIds: [...lsat6.itemIds, 'Q6'],
      persons: [...lsat6.persons, ...three],
    };
    for (const model of ['rasch', '2pl'] as const) {
      const fit = calibrate(matrix, { model });
      const q6 = fit.items.find((item) => item.id === 'Q6')!;
      expect(q6.responses).toBe(3);
      expect(estimateAtBound(q6)).toBe(true);
      expect(fit.items.filter((item) => item.id !== 'Q6').some(estimateAtBound)).toBe(false);
    }
    expect(estimateAtBound({ a: 1, b: -15 })).toBe(true);
    expect(estimateAtBound({ a: 1, b: -3.6 })).toBe(false);
  });
});
