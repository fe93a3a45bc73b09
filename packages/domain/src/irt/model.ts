/**
 * The item response functions: Rasch (1PL, a = 1) and 2PL in the logistic metric (no 1.7 scaling constant,
 * as catR, mirt and ltm report by default). Pure numbers in, numbers out.
 */

/** An item's parameters: discrimination `a` (1 for a Rasch item) and difficulty `b`, in logits. */
export interface ItemParameters {
  a: number;
  b: number;
}

export type IrtModel = 'rasch' | '2pl';

/** One scored response to an item with known parameters. */
export interface ScoredResponse {
  item: ItemParameters;
  correct: boolean;
}

/** 1 / (1 + e^-x), written so that neither tail overflows. */
export const logistic = (x: number): number => {
  if (x >= 0) return 1 / (1 + Math.exp(-x));
  const e = Math.exp(x);
  return e / (1 + e);
};

/** Probability of a correct answer at ability `theta`. */
export const probability = (theta: number, { a, b }: ItemParameters): number => logistic(a * (theta - b));

/** Fisher information of one item at `theta`: a²·P·(1 − P). */
export const information = (theta: number, item: ItemParameters): number => {
  const p = probability(theta, item);
  return item.a * item.a * p * (1 - p);
};

/** Information of a set of items at `theta` (the test information function). */
export const testInformation = (theta: number, items: readonly ItemParameters[]): number =>
  items.reduce((total, item) => total + information(theta, item), 0);

/** log(1 + e^x) without overflow: log P = -softplus(-z) and log(1 - P) = -softplus(z) for z = a(θ - b). */
export const softplus = (x: number): number =>
  x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
