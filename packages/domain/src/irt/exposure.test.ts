import { describe, expect, it } from 'vitest';
import { seededRandom } from '../flows/seeded-shuffle';
import { exposureEligibility, exposureRates, simulateAttempt } from './exposure';
import { type BankItem, type CatRules, DEFAULT_CAT_RULES, eligibleItems, nextItem } from './select';
import { normals } from './simulate';

/** 80 Rasch items over [−2.5, 2.5], two topics; ten-question tests. */
const bank: BankItem[] = Array.from({ length: 80 }, (_, i) => ({
  id: `q${i}`,
  a: 1,
  b: -2.5 + (5 * i) / 79,
  topic: i % 2,
  status: 'calibrated',
}));
const rules: CatRules = { ...DEFAULT_CAT_RULES, targetSe: 0, maxItems: 10, randomesque: 3 };
const truth = new Map(bank.map((item) => [item.id, item]));

describe('exposure control', () => {
  it('an attempt draws the same eligible items at every step, and never one with eligibility 0', () => {
    const closed = bank.map((item, i) => ({ ...item, eligibility: i % 4 === 0 ? 0 : 0.7 }));
    expect(eligibleItems(closed, 'attempt')).toEqual(eligibleItems(closed, 'attempt'));
    expect([...eligibleItems(closed, 'attempt')].some((id) => Number(id.slice(1)) % 4 === 0)).toBe(false);
    const asked = simulateAttempt(closed, truth, rules, 0.3, 'attempt').asked.map(({ id }) => id);
    expect(asked.every((id) => eligibleItems(closed, 'attempt').has(id))).toBe(true);
  });

  it('the simulation makes the same choices as the flow’s nextItem', () => {
    const { asked } = simulateAttempt(bank, truth, rules, -0.7, 'same');
    const eligible = eligibleItems(bank, 'same');
    asked.forEach((step, index) => {
      const next = nextItem(bank, asked.slice(0, index), rules, seededRandom(`same/${index}`), eligible);
      expect(next?.id).toBe(step.id);
    });
  });

  it('brings the most-shown item from over 45 % to the target share (30 %) for a fresh set of examinees', () => {
    const fresh = normals(400, 'fresh');
    const before = Math.max(...exposureRates(bank, rules, fresh, 'check').values());
    expect(before).toBeGreaterThan(0.45);
    const eligibility = exposureEligibility(bank, rules, {
      target: 0.3,
      examinees: 400,
      rounds: 10,
      seed: 'tune',
    });
    const controlled = bank.map((item) => ({ ...item, eligibility: eligibility.get(item.id)! }));
    const after = Math.max(...exposureRates(controlled, rules, fresh, 'check').values());
    // 400 fresh examinees: the most-shown of 80 items may read up to ~2 sampling SEs (2 × 2.3 %) over
    expect(after).toBeLessThanOrEqual(0.3 + 0.046);
  });
});
