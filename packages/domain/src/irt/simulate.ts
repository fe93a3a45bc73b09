/**
 * Seeded simulation of answers for tests and the benchmark: examinees with known abilities answering items
 * with known parameters. Pure: the same seed gives the same answers.
 */
import { seededRandom } from '../flows/seeded-shuffle';
import { type ItemParameters, probability } from './model';

/** A standard normal variate from a uniform source (Box–Muller). */
export const normalFrom = (random: () => number): number => {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
};

export const normals = (count: number, seed: string, mean = 0, sd = 1): number[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => mean + sd * normalFrom(random));
};

/** Whether a person of ability `theta` answers `item` right, drawn from the model. */
export const answers = (theta: number, item: ItemParameters, random: () => number): boolean =>
  random() < probability(theta, item);
