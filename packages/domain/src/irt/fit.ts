/**
 * Rasch item fit: infit and outfit mean squares, from the response matrix and the calibrated items.
 */
import { mle } from './ability';
import { logistic } from './model';
import type { ResponseMatrix } from './response-matrix';
import type { SlopeIntercept } from './standard-errors';

export interface ItemFit {
  infit: (number | null)[];
  outfit: (number | null)[];
}

/**
 * Rasch infit and outfit mean squares (Wright & Masters 1982) with each person at their maximum-likelihood
 * ability (an EAP estimate is pulled towards the mean, which on a short test inflates both). Persons with
 * every answer right or every answer wrong have no such estimate and carry no information on fit; they
 * are left out, as Winsteps does. Outfit is the mean squared standardised residual; infit weights it by
 * the answer's variance, so it is less moved by a lucky guess far from the item.
 */
export const raschFit = (matrix: ResponseMatrix, params: SlopeIntercept): ItemFit => {
  const items = params.a.length;
  const outfitSum = new Float64Array(items);
  const count = new Float64Array(items);
  const squared = new Float64Array(items);
  const variance = new Float64Array(items);
  matrix.persons.forEach((person) => {
    const estimate = mle(
      person.items.map((j, k) => ({
        item: { a: params.a[j]!, b: -params.d[j]! / params.a[j]! },
        correct: person.scores[k] === 1,
      })),
    );
    if (!estimate) return;
    const theta = estimate.theta;
    const weight = person.weight ?? 1;
    person.items.forEach((j, k) => {
      const p = logistic(params.a[j]! * theta + params.d[j]!);
      const w = p * (1 - p);
      const r = person.scores[k]! - p;
      outfitSum[j] = outfitSum[j]! + (weight * r * r) / w;
      count[j] = count[j]! + weight;
      squared[j] = squared[j]! + weight * r * r;
      variance[j] = variance[j]! + weight * w;
    });
  });
  return {
    infit: Array.from(variance, (v, j) => (v > 0 ? squared[j]! / v : null)),
    outfit: Array.from(count, (n, j) => (n > 0 ? outfitSum[j]! / n : null)),
  };
};
