/**
 * Exposure control parameters for a calibrated bank, set by simulation (Sympson & Hetter 1985, with the item's
 * eligibility decided once per attempt): simulated examinees from the calibration's ability distribution sit the
 * adaptive test; an item shown to more than the target share has its eligibility scaled down by target / rate,
 * and the simulation runs again, until no item is over the target. Eligibility only ever falls, which keeps the
 * rounds from see-sawing between neighbouring items.
 * Deterministic for a given seed; run when a bank is calibrated and stored with the calibration.
 */
import { seededRandom } from '../flows/seeded-shuffle';
import { type AbilityEstimate, addAnswer, posteriorEstimate, priorPosterior } from './ability';
import {
  type AskedItem,
  type BankItem,
  type CatRules,
  chooseNext,
  eligibleItems,
  isScorable,
} from './select';
import { answers, normals } from './simulate';

export interface SimulatedAttempt {
  asked: AskedItem[];
  estimate: AbilityEstimate;
}

/**
 * One simulated examinee of ability `theta` sitting the adaptive test on `bank`; the answers come from `truth`
 * (the same bank unless the loop is given estimated parameters). Seeds as the flow seeds an attempt.
 */
export const simulateAttempt = (
  bank: readonly BankItem[],
  truth: ReadonlyMap<string, BankItem>,
  rules: CatRules,
  theta: number,
  attempt: string,
): SimulatedAttempt => {
  const byId = new Map(bank.map((item) => [item.id, item]));
  const eligible = eligibleItems(bank, attempt);
  const random = seededRandom(`${attempt}/answers`);
  const posterior = priorPosterior(rules.prior);
  const asked: AskedItem[] = [];
  let estimate = posteriorEstimate(posterior);
  for (;;) {
    const next = chooseNext(
      bank,
      asked,
      rules,
      estimate,
      seededRandom(`${attempt}/${asked.length}`),
      eligible,
    );
    if (!next) return { asked, estimate };
    const correct = answers(theta, truth.get(next.id)!, random);
    asked.push({ id: next.id, correct });
    const item = byId.get(next.id)!;
    if (isScorable(item)) {
      addAnswer(posterior, { item, correct });
      estimate = posteriorEstimate(posterior);
    }
  }
};

export interface ExposureOptions {
  /** the most any item may be shown, as a share of attempts */
  target: number;
  examinees: number;
  rounds: number;
  seed: string;
}

export const DEFAULT_EXPOSURE: ExposureOptions = {
  target: 0.25,
  examinees: 500,
  rounds: 10,
  seed: 'exposure',
};

/** Share of simulated attempts that were shown each item. */
export const exposureRates = (
  bank: readonly BankItem[],
  rules: CatRules,
  thetas: readonly number[],
  seed: string,
): Map<string, number> => {
  const counts = new Map(bank.map((item) => [item.id, 0]));
  const truth = new Map(bank.map((item) => [item.id, item]));
  thetas.forEach((theta, e) => {
    for (const { id } of simulateAttempt(bank, truth, rules, theta, `${seed}/${e}`).asked) {
      counts.set(id, counts.get(id)! + 1);
    }
  });
  return new Map([...counts].map(([id, count]) => [id, count / thetas.length]));
};

/**
 * The eligibility of each scorable item of `bank` under `rules`, or none (every item eligible, randomesque alone)
 * for a bank too small for any item to stay under the target: with fewer than maxItems / target scorable items,
 * a full-length test must show some item to more than the target share whatever the probabilities.
 */
export const controlledEligibility = (
  bank: readonly BankItem[],
  rules: CatRules,
  options: ExposureOptions = DEFAULT_EXPOSURE,
): Map<string, number> => {
  const scorable = bank.filter(isScorable);
  if (scorable.length * options.target < rules.maxItems) return new Map();
  // eligibility comes from the simulation alone, never from probabilities the bank already carries
  return exposureEligibility(
    scorable.map(({ eligibility: _, ...item }) => item),
    rules,
    options,
  );
};

/** Each scored item's eligibility probability, for `BankItem.eligibility`. */
export const exposureEligibility = (
  bank: readonly BankItem[],
  rules: CatRules,
  options: ExposureOptions = DEFAULT_EXPOSURE,
): Map<string, number> => {
  // aim under the target: the simulation's own sampling error must not carry a real drive over it
  const aim = options.target * 0.85;
  let eligibility = new Map(bank.map((item) => [item.id, 1]));
  for (let round = 0; round < options.rounds; round++) {
    // new examinees each round, so no item stays under the aim by the luck of one sample
    const thetas = normals(
      options.examinees,
      `${options.seed}/thetas/${round}`,
      rules.prior.mean,
      rules.prior.sd,
    );
    const withEligibility = bank.map((item) => ({ ...item, eligibility: eligibility.get(item.id)! }));
    const rates = exposureRates(withEligibility, rules, thetas, `${options.seed}/round-${round}`);
    if (Math.max(...rates.values()) <= aim) break;
    eligibility = new Map(
      bank.map((item) => {
        const k = eligibility.get(item.id)!;
        const rate = rates.get(item.id)!;
        return [item.id, rate > aim ? (k * aim) / rate : k];
      }),
    );
  }
  return eligibility;
};
