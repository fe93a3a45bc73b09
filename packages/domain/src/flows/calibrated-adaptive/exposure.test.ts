import { describe, expect, it } from 'vitest';
import { controlledEligibility, exposureRates } from '../../irt/exposure';
import { DEFAULT_CAT_RULES } from '../../irt/select';
import { normals } from '../../irt/simulate';
import type { Plan, PlanTopic } from '../plan';
import { calibratedBank, calibratedRules } from './calibrated-adaptive';
import { assessmentEligibility } from './exposure';

/** Two topics of 24 calibrated Rasch questions, difficulties spread over [−2.5, 2.5]. */
const topic = (name: string): PlanTopic => ({
  topicId: name,
  heading: name,
  type: 'mcq',
  questions: Array.from({ length: 24 }, (_, i) => ({
    id: `${name}${i}`,
    level: 'L1' as const,
    irt: { a: 1, b: -2.5 + (5 * i) / 23, status: 'calibrated' as const },
  })),
});
const latent = { mean: 0, sd: 1 };
/** an 8-question test: a standard error of 0.2 is out of reach in 8 Rasch questions, so every sitting is full length */
const plan: Plan = {
  topics: [topic('A'), topic('B')],
  calibration: { version: 'c1', latent, rules: { maxItems: 8, targetSe: 0.2 } },
};
let worked: Map<string, number> | undefined;
const own = () => {
  worked ??= assessmentEligibility(plan);
  return worked;
};

/** Share of 1,000 fresh simulated sittings of the test shown its most-used question. */
const mostUsed = (eligibility: Map<string, number>) => {
  const bank = calibratedBank(plan).map((item) => ({ ...item, eligibility: eligibility.get(item.id) ?? 1 }));
  const rates = exposureRates(bank, calibratedRules(plan), normals(1000, 'fresh', 0, 1), 'fresh-sittings');
  return Math.max(...rates.values());
};

describe("an assessment's own exposure control", () => {
  it('keeps every question of a short test to a quarter of its sittings where the bank-wide rules control nothing', () => {
    // the bank-wide default (40 questions) cannot keep 48 questions under 25 %: it leaves randomesque alone
    const bankWide = controlledEligibility(calibratedBank(plan), { ...DEFAULT_CAT_RULES, prior: latent });
    expect(bankWide.size).toBe(0);
    expect(mostUsed(bankWide)).toBeGreaterThan(0.4);

    expect(own().size).toBe(48);
    expect(Math.min(...own().values())).toBeLessThan(1);
    expect(mostUsed(own())).toBeLessThanOrEqual(0.25);
  }, 60_000);

  it('controls nothing when the test is too long for its questions to stay under a quarter', () => {
    const long = { ...plan, calibration: { ...plan.calibration!, rules: { maxItems: 13 } } };
    expect(assessmentEligibility(long).size).toBe(0);
  });

  it('leaves pilot questions out and ignores any eligibility the plan already carries', () => {
    const withPilot: Plan = {
      ...plan,
      topics: plan.topics.map((t) => ({
        ...t,
        questions: [
          ...t.questions.map((q) => ({ ...q, irt: { ...q.irt!, eligibility: 0.01 } })),
          { id: `${t.topicId}-new`, level: 'L1' as const },
        ],
      })),
    };
    const withPilotOwn = assessmentEligibility(withPilot);
    expect(withPilotOwn.has('A-new')).toBe(false);
    expect(withPilotOwn).toEqual(own());
  }, 60_000);
});
