/**
 * Ability estimates from a response pattern to items with known parameters: EAP (posterior mean and
 * standard deviation on a quadrature grid), MLE (only where it exists: not for an empty, all-right or
 * all-wrong pattern) and MAP (Bayes modal, used by catR's default and kept as a cross-check).
 */
import { information, probability, type ScoredResponse, softplus } from './model';
import { DEFAULT_GRID, type Grid, type NormalPrior, normalQuadrature, STANDARD_NORMAL } from './quadrature';

export interface AbilityEstimate {
  theta: number;
  /** standard error: the posterior SD for EAP, 1/√information for MLE and MAP */
  se: number;
}

/**
 * An EAP posterior built one answer at a time (the adaptive loop adds each answer as it comes): the log of
 * prior × likelihood on the grid.
 */
export interface Posterior {
  points: Float64Array;
  log: Float64Array;
}

export const priorPosterior = (
  prior: NormalPrior = STANDARD_NORMAL,
  grid: Grid = DEFAULT_GRID,
): Posterior => {
  const { points, weights } = normalQuadrature(prior, grid);
  return { points, log: weights.map(Math.log) };
};

/** Adds one answer to the posterior, in place. */
export const addAnswer = ({ points, log }: Posterior, { item, correct }: ScoredResponse): void => {
  for (let q = 0; q < points.length; q++) {
    const z = item.a * (points[q]! - item.b);
    log[q] = log[q]! - softplus(correct ? -z : z);
  }
};

/** The posterior's mean and standard deviation. */
export const posteriorEstimate = ({ points, log }: Posterior): AbilityEstimate => {
  let top = -Infinity;
  for (let q = 0; q < log.length; q++) top = Math.max(top, log[q]!);
  let mass = 0;
  let first = 0;
  let second = 0;
  for (let q = 0; q < log.length; q++) {
    const density = Math.exp(log[q]! - top);
    mass += density;
    first += density * points[q]!;
    second += density * points[q]! * points[q]!;
  }
  const theta = first / mass;
  return { theta, se: Math.sqrt(Math.max(0, second / mass - theta * theta)) };
};

/** Expected a posteriori: the posterior's mean and SD under a normal prior, on a fixed grid. */
export const eap = (
  responses: readonly ScoredResponse[],
  prior: NormalPrior = STANDARD_NORMAL,
  grid: Grid = DEFAULT_GRID,
): AbilityEstimate => {
  const posterior = priorPosterior(prior, grid);
  for (const response of responses) addAnswer(posterior, response);
  return posteriorEstimate(posterior);
};

/** How far the modal estimates may wander; an MLE beyond it is reported at the bound. */
export const THETA_BOUND = 10;

/**
 * Solves Σ a·(x − P(θ)) − (θ − μ)/σ² = 0 (the prior term only for MAP) by Newton's method kept inside a
 * shrinking bracket, so it converges whatever the start. The left side falls as θ rises (a > 0).
 */
const modal = (responses: readonly ScoredResponse[], prior: NormalPrior | null): AbilityEstimate => {
  const precision = prior ? 1 / (prior.sd * prior.sd) : 0;
  const score = (theta: number) =>
    responses.reduce(
      (total, { item, correct }) => total + item.a * ((correct ? 1 : 0) - probability(theta, item)),
      prior ? -(theta - prior.mean) * precision : 0,
    );
  const info = (theta: number) =>
    responses.reduce((total, { item }) => total + information(theta, item), precision);
  let low = -THETA_BOUND;
  let high = THETA_BOUND;
  let theta = prior ? prior.mean : 0;
  if (score(low) <= 0) theta = low;
  else if (score(high) >= 0) theta = high;
  else {
    for (let step = 0; step < 200; step++) {
      const value = score(theta);
      if (Math.abs(value) < 1e-12) break;
      if (value > 0) low = theta;
      else high = theta;
      let next = theta + value / info(theta);
      if (!(next > low && next < high)) next = (low + high) / 2;
      const moved = Math.abs(next - theta);
      theta = next;
      if (moved < 1e-12) break;
    }
  }
  return { theta, se: 1 / Math.sqrt(info(theta)) };
};

/** Maximum likelihood; null where it does not exist (no answers, all right or all wrong). */
export const mle = (responses: readonly ScoredResponse[]): AbilityEstimate | null => {
  const right = responses.filter((response) => response.correct).length;
  if (right === 0 || right === responses.length) return null;
  return modal(responses, null);
};

/** Maximum a posteriori (Bayes modal) under a normal prior; always defined. */
export const map = (
  responses: readonly ScoredResponse[],
  prior: NormalPrior = STANDARD_NORMAL,
): AbilityEstimate => modal(responses, prior);
