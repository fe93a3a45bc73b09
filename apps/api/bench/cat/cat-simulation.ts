/** The adaptive test and fixed forms, simulated over the same examinees with known abilities. */
import {
  type AbilityEstimate,
  answers,
  type BankItem,
  type CatRules,
  DEFAULT_GRID,
  gridPoints,
  information,
  mle,
  normalQuadrature,
  probability,
  scoredResponses,
  seededRandom,
  simulateAttempt,
} from '@placement/domain';
import { thetas } from './banks';

export interface CatRun {
  theta: number;
  eap: AbilityEstimate;
  mle: AbilityEstimate | null;
  asked: string[];
}

/**
 * Runs the adaptive loop for every examinee with the domain's own simulation (the same choices the flow makes
 * for the same seeds): the loop sees `bank` (true or calibrated parameters), the answers come from `truth`.
 */
export const simulateCat = (
  bank: readonly BankItem[],
  truth: readonly BankItem[],
  rules: CatRules,
  seed: string,
): CatRun[] => {
  const truthById = new Map(truth.map((item) => [item.id, item]));
  const byId = new Map(bank.map((item) => [item.id, item]));
  return thetas.map((theta, e) => {
    const { asked, estimate } = simulateAttempt(bank, truthById, rules, theta, `${seed}/${e}`);
    return {
      theta,
      eap: estimate,
      mle: mle(scoredResponses(byId, asked)),
      asked: asked.map(({ id }) => id),
    };
  });
};

export interface FormPoint {
  length: number;
  meanSe: number;
  /** share of examinees whose EAP standard error is at most `target` */
  reached: number;
  rmse: number;
}

/**
 * A fixed form given in `order`: every examinee answers its first n items; at each length in `lengths`, the
 * EAP estimate and posterior SD (the same estimator the adaptive test uses) are taken.
 */
export const fixedForm = (
  bank: readonly BankItem[],
  order: readonly number[],
  lengths: readonly number[],
  target: number,
  seed: string,
): FormPoint[] => {
  const points = gridPoints(DEFAULT_GRID);
  const { weights } = normalQuadrature();
  const sums = lengths.map(() => ({ se: 0, reached: 0, squared: 0 }));
  const log = new Float64Array(points.length);
  thetas.forEach((theta, e) => {
    const random = seededRandom(`${seed}/answers/${e}`);
    for (let q = 0; q < points.length; q++) log[q] = Math.log(weights[q]!);
    let next = 0;
    for (let n = 1; n <= lengths.at(-1)!; n++) {
      const item = bank[order[n - 1]!]!;
      const right = answers(theta, item, random);
      for (let q = 0; q < points.length; q++) {
        const p = probability(points[q]!, item);
        log[q] = log[q]! + Math.log(right ? p : 1 - p);
      }
      if (n !== lengths[next]) continue;
      const top = Math.max(...log);
      let mass = 0;
      let first = 0;
      let second = 0;
      for (let q = 0; q < points.length; q++) {
        const density = Math.exp(log[q]! - top);
        mass += density;
        first += density * points[q]!;
        second += density * points[q]! ** 2;
      }
      const estimate = first / mass;
      const se = Math.sqrt(second / mass - estimate ** 2);
      const sum = sums[next]!;
      sum.se += se;
      sum.reached += se <= target ? 1 : 0;
      sum.squared += (estimate - theta) ** 2;
      next++;
    }
  });
  return lengths.map((length, i) => ({
    length,
    meanSe: sums[i]!.se / thetas.length,
    reached: sums[i]!.reached / thetas.length,
    rmse: Math.sqrt(sums[i]!.squared / thetas.length),
  }));
};

/** The bank's items, most informative at θ = 0 first: the best a single fixed form can do for the middle. */
export const peakedOrder = (bank: readonly BankItem[]): number[] =>
  bank
    .map((item, j) => ({ j, info: information(0, item) }))
    .sort((x, y) => y.info - x.info)
    .map(({ j }) => j);
