import { describe, expect, it } from 'vitest';
import { eap, map, mle } from './ability';
import { information, type ScoredResponse, testInformation } from './model';

/**
 * The worked example of Baker (2001, The Basics of Item Response Theory, ch. 5) that catR's and mstR's own
 * regression tests pin: three 2PL items (a, b) = (1, −1), (1.2, 0), (0.8, 1), answered right, wrong, right.
 * Published figures: catR::thetaEst (Bayes modal, N(0, 1) prior) 0.1307695, catR::semTheta at it 0.7705124,
 * catR::eapEst (N(0, 1), 33 points on [−4, 4]) 0.1446946, and the Newton–Raphson MLE 0.3248462.
 */
const items = [
  { a: 1, b: -1 },
  { a: 1.2, b: 0 },
  { a: 0.8, b: 1 },
];
const pattern: ScoredResponse[] = items.map((item, index) => ({ item, correct: index !== 1 }));

describe('ability estimates agree with catR on the published worked example (to 1e-3)', () => {
  it('MLE is 0.3248 and stops where the likelihood peaks', () => {
    const estimate = mle(pattern)!;
    expect(estimate.theta).toBeCloseTo(0.3248462, 3);
    expect(estimate.se).toBeCloseTo(1 / Math.sqrt(testInformation(estimate.theta, items)), 10);
  });

  it('MAP (catR thetaEst default) is 0.1308 with standard error 0.7705 (catR semTheta)', () => {
    const estimate = map(pattern);
    expect(estimate.theta).toBeCloseTo(0.1307695, 3);
    expect(estimate.se).toBeCloseTo(0.7705124, 3);
  });

  it("EAP on catR's grid (33 points on [−4, 4]) is 0.1447, and the default grid (61 on [−6, 6]) agrees", () => {
    expect(eap(pattern, { mean: 0, sd: 1 }, { from: -4, to: 4, nodes: 33 }).theta).toBeCloseTo(0.1446946, 5);
    expect(eap(pattern).theta).toBeCloseTo(0.1446946, 3);
  });

  it('item information is a²·P·Q: a²/4 where θ = b, and the test information the semTheta value implies', () => {
    expect(information(0, { a: 1.2, b: 0 })).toBeCloseTo(0.36, 12);
    // semTheta(BM) = 1/√(I(θ) + 1) for the N(0, 1) prior, so I(0.1307695) = 1/0.7705124² − 1
    expect(testInformation(0.1307695, items)).toBeCloseTo(1 / 0.7705124 ** 2 - 1, 3);
  });
});

describe('where an estimate exists', () => {
  it('MLE is undefined for no answers, all right and all wrong; EAP and MAP are defined and finite', () => {
    const allRight = items.map((item) => ({ item, correct: true }));
    const allWrong = items.map((item) => ({ item, correct: false }));
    expect(mle([])).toBeNull();
    expect(mle(allRight)).toBeNull();
    expect(mle(allWrong)).toBeNull();
    expect(eap([])).toEqual({ theta: expect.closeTo(0, 6), se: expect.closeTo(1, 3) });
    expect(eap(allRight).theta).toBeGreaterThan(eap(pattern).theta);
    expect(map(allWrong).theta).toBeLessThan(map(pattern).theta);
  });

  it('more right answers never lower the estimate', () => {
    const twoRight = eap(items.map((item, index) => ({ item, correct: index < 2 })));
    const oneRight = eap(items.map((item, index) => ({ item, correct: index < 1 })));
    expect(twoRight.theta).toBeGreaterThan(oneRight.theta);
  });
});
