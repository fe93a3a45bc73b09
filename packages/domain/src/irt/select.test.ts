import { describe, expect, it } from 'vitest';
import { seededRandom } from '../flows/seeded-shuffle';
import {
  type AskedItem,
  type BankItem,
  type CatRules,
  currentEstimate,
  DEFAULT_CAT_RULES,
  nextItem,
} from './select';
import { answers } from './simulate';

/** Rasch items b = −3 … 3 in steps of 0.25 alternating between two topics, ids like 'b0.25'. */
const bank: BankItem[] = Array.from({ length: 25 }, (_, i) => {
  const b = -3 + i * 0.25;
  return { id: `b${b}`, a: 1, b, topic: i % 2, status: 'calibrated' };
});
const rules: CatRules = { ...DEFAULT_CAT_RULES, randomesque: 1 };
const byId = new Map(bank.map((item) => [item.id, item]));

/** Runs the loop for a simulated examinee (or a fixed script of answers) and returns what was asked. */
const run = (
  items: readonly BankItem[],
  loopRules: CatRules,
  answer: (item: BankItem, index: number) => boolean,
  seed = 'seed',
): AskedItem[] => {
  const asked: AskedItem[] = [];
  const lookup = new Map(items.map((item) => [item.id, item]));
  for (;;) {
    const next = nextItem(items, asked, loopRules, seededRandom(`${seed}/${asked.length}`));
    if (!next) return asked;
    asked.push({ id: next.id, correct: answer(lookup.get(next.id)!, asked.length) });
  }
};

describe('choosing the next question', () => {
  it('starts with the most informative item at the prior mean, then follows the answers', () => {
    expect(nextItem(bank, [], rules, Math.random)).toEqual({ id: 'b0', pilot: false });
    const afterRight = nextItem(bank, [{ id: 'b0', correct: true }], rules, Math.random)!;
    const afterWrong = nextItem(bank, [{ id: 'b0', correct: false }], rules, Math.random)!;
    expect(byId.get(afterRight.id)!.b).toBeGreaterThan(0);
    expect(byId.get(afterWrong.id)!.b).toBeLessThan(0);
  });

  it('randomesque: draws among the k most informative, and the same seed draws the same item', () => {
    const firsts = new Set(
      Array.from(
        { length: 40 },
        (_, s) => nextItem(bank, [], { ...rules, randomesque: 3 }, seededRandom(`s${s}`))!.id,
      ),
    );
    expect([...firsts].sort()).toEqual(['b-0.5', 'b0', 'b0.5']);
    const again = (seed: string) => nextItem(bank, [], { ...rules, randomesque: 3 }, seededRandom(seed))!.id;
    expect(again('same')).toBe(again('same'));
  });

  it('balances topics: scored questions never drift more than one apart between two equal topics', () => {
    const asked = run(bank, { ...rules, targetSe: 0, maxItems: 12 }, (item) => item.b < 0.7);
    expect(asked).toHaveLength(12);
    let topic0 = 0;
    asked.forEach(({ id }, index) => {
      if (byId.get(id)!.topic === 0) topic0++;
      expect(Math.abs(2 * topic0 - (index + 1))).toBeLessThanOrEqual(1);
    });
  });

  it('follows unequal topic shares', () => {
    const asked = run(bank, { ...rules, targetSe: 0, maxItems: 12, topicShares: [0.75, 0.25] }, () => true);
    expect(asked.filter(({ id }) => byId.get(id)!.topic === 0)).toHaveLength(9);
  });

  it('never uses a pilot item to score nor an item that discriminates the wrong way', () => {
    const odd: BankItem[] = [
      { id: 'reversed', a: -0.8, b: 0, topic: 0, status: 'calibrated' },
      { id: 'pilot', a: 1, b: 0, topic: 0, status: 'pilot' },
      ...bank,
    ];
    const asked = run(odd, { ...rules, targetSe: 0, maxItems: 25 }, () => true);
    expect(asked.map(({ id }) => id)).not.toContain('reversed');
    expect(asked.map(({ id }) => id)).not.toContain('pilot');
  });
});

describe('pilot items', () => {
  const pilots: BankItem[] = ['p1', 'p2', 'p3'].map((id) => ({ id, a: 1, b: 0, topic: 0, status: 'pilot' }));
  const withPilots = [...bank, ...pilots];

  it('are seeded at the set rate: one question in five, unscored', () => {
    const asked = run(withPilots, { ...rules, targetSe: 0, maxItems: 12, pilotRate: 0.2 }, () => true);
    const positions = asked.flatMap(({ id }, index) => (id.startsWith('p') ? [index + 1] : []));
    // the 15th would be a pilot, but the 12 scored questions have ended the test by then
    expect(positions).toEqual([5, 10]);
    expect(asked).toHaveLength(14);
    const scoredOnly = asked.filter(({ id }) => !id.startsWith('p'));
    const flipped = asked.map((step) =>
      step.id.startsWith('p') ? { ...step, correct: !step.correct } : step,
    );
    expect(currentEstimate(byId, scoredOnly, rules)).toEqual(
      currentEstimate(new Map(withPilots.map((i) => [i.id, i])), flipped, rules),
    );
  });

  it('are not asked once the test is over', () => {
    const asked = run(withPilots, { ...rules, targetSe: 0, maxItems: 4, pilotRate: 0.2 }, () => true);
    expect(asked.map(({ id }) => id).filter((id) => id.startsWith('p'))).toEqual([]);
  });
});

describe('stopping', () => {
  it('stops at the target standard error once the minimum is asked, and reports that precision', () => {
    const items: BankItem[] = Array.from({ length: 200 }, (_, i) => ({
      id: `q${i}`,
      a: 1.6,
      b: -3 + (6 * i) / 199,
      topic: 0,
      status: 'calibrated',
    }));
    const random = seededRandom('examinee');
    const asked = run(items, DEFAULT_CAT_RULES, (item) => answers(0.8, item, random));
    const estimate = currentEstimate(new Map(items.map((item) => [item.id, item])), asked, DEFAULT_CAT_RULES);
    expect(estimate.se).toBeLessThanOrEqual(0.3);
    expect(asked.length).toBeLessThan(DEFAULT_CAT_RULES.maxItems);
    expect(Math.abs(estimate.theta - 0.8)).toBeLessThan(0.9);
  });

  it('stops at the maximum number of questions, and when the bank runs out', () => {
    expect(run(bank, { ...rules, targetSe: 0, maxItems: 7 }, () => true)).toHaveLength(7);
    expect(run(bank, { ...rules, targetSe: 0, maxItems: 100 }, () => false)).toHaveLength(25);
  });

  it('asks at least the minimum even when the prior alone is precise enough', () => {
    const asked = run(bank, { ...rules, targetSe: 0.9, minItems: 3 }, () => true);
    expect(asked).toHaveLength(3);
  });
});
