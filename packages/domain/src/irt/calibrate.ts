/**
 * Item calibration by marginal maximum likelihood with the EM algorithm of Bock & Aitkin (1981): abilities
 * are integrated out over a fixed quadrature grid; the E-step gives each item expected counts of answers
 * and right answers at each node, the M-step fits each item's logistic curve to them by Newton's method.
 *
 * Scale: 2PL fixes the ability distribution at N(0, 1). Rasch fixes every a at 1 and the mean ability at
 * 0 and estimates the spread (reported as `latent.sd`), as mirt and TAM do; ltm's `rasch()` reports the
 * same fit as N(0, 1) with a common discrimination equal to that spread.
 */
import { type ItemFit, raschFit } from './fit';
import { type IrtModel, type ItemParameters, softplus } from './model';
import { DEFAULT_GRID, type Grid, gridPoints, type NormalPrior, normalQuadrature } from './quadrature';
import { type ResponseMatrix, responseCounts } from './response-matrix';
import { type ItemErrors, type SlopeIntercept, standardErrors } from './standard-errors';

/** NWEA seeds field-test items until about this many responses; Rasch difficulties settle by then. */
export const DEFAULT_PILOT_THRESHOLD = 250;

export interface CalibrationOptions {
  model: IrtModel;
  grid?: Grid;
  /** items with fewer responses stay 'pilot': calibrated and shown, never used to score or select */
  pilotThreshold?: number;
  maxIterations?: number;
  /** stop when no parameter (a, b or the latent SD) moves more than this between iterations */
  tolerance?: number;
}

export type ItemStatus = 'calibrated' | 'pilot';

export interface CalibratedItem extends ItemParameters {
  id: string;
  /** null for Rasch (a is fixed) or where the data cannot give one */
  seA: number | null;
  seB: number | null;
  responses: number;
  status: ItemStatus;
  /** Rasch only */
  infit: number | null;
  outfit: number | null;
}

export interface Calibration {
  model: IrtModel;
  items: CalibratedItem[];
  latent: NormalPrior;
  logLikelihood: number;
  iterations: number;
  converged: boolean;
  /** how the standard errors were computed (see standard-errors.ts) */
  standardErrors: ItemErrors['method'];
}

/** Where an item with every answer right (or wrong) stops: its difficulty would otherwise run off to ±∞. */
export const INTERCEPT_BOUND = 15;

/**
 * Whether an item's estimate stopped at INTERCEPT_BOUND instead of settling (its intercept −a·b is at ±15): its
 * answers, typically a few and all right or all wrong, cannot place it, so the b it carries is the bound, not a
 * difficulty to show.
 */
export const estimateAtBound = ({ a, b }: ItemParameters): boolean =>
  Math.abs(a * b) >= INTERCEPT_BOUND - 1e-6;
const SLOPE_BOUNDS = [-4, 6] as const;

interface Expectation {
  /** expected answers and right answers per item and node, item-major */
  n: Float64Array;
  r: Float64Array;
  logLikelihood: number;
  /** weighted E[θ²] summed over persons, and the persons' total weight */
  secondMoment: number;
  total: number;
  posteriors: Float64Array[] | null;
}

const expectation = (
  matrix: ResponseMatrix,
  { a, d }: SlopeIntercept,
  points: Float64Array,
  weights: Float64Array,
  keepPosteriors: boolean,
): Expectation => {
  const nodes = points.length;
  const items = a.length;
  const logP = new Float64Array(items * nodes);
  const logQ = new Float64Array(items * nodes);
  for (let j = 0; j < items; j++) {
    for (let q = 0; q < nodes; q++) {
      const z = a[j]! * points[q]! + d[j]!;
      logP[j * nodes + q] = -softplus(-z);
      logQ[j * nodes + q] = -softplus(z);
    }
  }
  const logWeights = weights.map(Math.log);
  const n = new Float64Array(items * nodes);
  const r = new Float64Array(items * nodes);
  const post = new Float64Array(nodes);
  const posteriors: Float64Array[] | null = keepPosteriors ? [] : null;
  let logLikelihood = 0;
  let secondMoment = 0;
  let total = 0;
  for (const person of matrix.persons) {
    post.set(logWeights);
    person.items.forEach((j, k) => {
      const table = person.scores[k] ? logP : logQ;
      for (let q = 0; q < nodes; q++) post[q] = post[q]! + table[j * nodes + q]!;
    });
    let top = -Infinity;
    for (let q = 0; q < nodes; q++) top = Math.max(top, post[q]!);
    let mass = 0;
    for (let q = 0; q < nodes; q++) {
      post[q] = Math.exp(post[q]! - top);
      mass += post[q]!;
    }
    const weight = person.weight ?? 1;
    logLikelihood += weight * (top + Math.log(mass));
    total += weight;
    for (let q = 0; q < nodes; q++) {
      post[q] = post[q]! / mass;
      secondMoment += weight * post[q]! * points[q]! * points[q]!;
    }
    person.items.forEach((j, k) => {
      const right = person.scores[k] === 1;
      for (let q = 0; q < nodes; q++) {
        const w = weight * post[q]!;
        n[j * nodes + q] = n[j * nodes + q]! + w;
        if (right) r[j * nodes + q] = r[j * nodes + q]! + w;
      }
    });
    posteriors?.push(post.slice());
  }
  return { n, r, logLikelihood, secondMoment, total, posteriors };
};

/** The item's expected complete-data log-likelihood Σ r·log P + (n − r)·log Q at (a, d). */
const itemObjective = (
  n: Float64Array,
  r: Float64Array,
  offset: number,
  points: Float64Array,
  a: number,
  d: number,
) => {
  let total = 0;
  for (let q = 0; q < points.length; q++) {
    const z = a * points[q]! + d;
    total -= r[offset + q]! * softplus(-z) + (n[offset + q]! - r[offset + q]!) * softplus(z);
  }
  return total;
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Fits one item's curve to its expected counts: Newton's method with step halving, from the last values. */
const maximiseItem = (
  e: Expectation,
  j: number,
  points: Float64Array,
  start: { a: number; d: number },
  slopeFree: boolean,
): { a: number; d: number } => {
  const nodes = points.length;
  const offset = j * nodes;
  let { a, d } = start;
  let current = itemObjective(e.n, e.r, offset, points, a, d);
  for (let step = 0; step < 20; step++) {
    let gA = 0,
      gD = 0,
      hAA = 0,
      hAD = 0,
      hDD = 0;
    for (let q = 0; q < nodes; q++) {
      const theta = points[q]!;
      const n = e.n[offset + q]!;
      const p = 1 / (1 + Math.exp(-(a * theta + d)));
      const residual = e.r[offset + q]! - n * p;
      const w = n * p * (1 - p);
      gA += residual * theta;
      gD += residual;
      hAA += w * theta * theta;
      hAD += w * theta;
      hDD += w;
    }
    let dA = 0;
    let dD = 0;
    if (slopeFree) {
      const det = hAA * hDD - hAD * hAD;
      if (!(det > 1e-12)) break;
      dA = (hDD * gA - hAD * gD) / det;
      dD = (hAA * gD - hAD * gA) / det;
    } else {
      if (!(hDD > 1e-12)) break;
      dD = gD / hDD;
    }
    let scale = 1;
    let moved = false;
    for (let half = 0; half < 30; half++, scale /= 2) {
      const nextA = slopeFree ? clamp(a + scale * dA, SLOPE_BOUNDS[0], SLOPE_BOUNDS[1]) : a;
      const nextD = clamp(d + scale * dD, -INTERCEPT_BOUND, INTERCEPT_BOUND);
      const value = itemObjective(e.n, e.r, offset, points, nextA, nextD);
      if (value >= current) {
        moved = Math.abs(nextA - a) > 1e-10 || Math.abs(nextD - d) > 1e-10;
        a = nextA;
        d = nextD;
        current = value;
        break;
      }
    }
    if (!moved) break;
  }
  return { a, d };
};

/** Starting values: the difficulty the item's share of right answers implies, with a = 1. */
const startingValues = (matrix: ResponseMatrix): SlopeIntercept => {
  const items = matrix.itemIds.length;
  const right = new Float64Array(items);
  const answered = new Float64Array(items);
  for (const person of matrix.persons) {
    person.items.forEach((j, k) => {
      answered[j] = answered[j]! + (person.weight ?? 1);
      right[j] = right[j]! + (person.weight ?? 1) * person.scores[k]!;
    });
  }
  const d = Float64Array.from(right, (r, j) => {
    const share = (r + 0.5) / (answered[j]! + 1);
    return Math.log(share / (1 - share));
  });
  return { a: new Float64Array(items).fill(1), d };
};

export const calibrate = (matrix: ResponseMatrix, options: CalibrationOptions): Calibration => {
  const grid = options.grid ?? DEFAULT_GRID;
  const points = gridPoints(grid);
  const slopesFree = options.model === '2pl';
  const maxIterations = options.maxIterations ?? 1000;
  const tolerance = options.tolerance ?? 1e-5;
  const params = startingValues(matrix);
  let sd = 1;
  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations && !converged) {
    iterations++;
    const e = expectation(matrix, params, points, normalQuadrature({ mean: 0, sd }, grid).weights, false);
    let change = 0;
    for (let j = 0; j < params.a.length; j++) {
      const before = { a: params.a[j]!, d: params.d[j]! };
      const after = maximiseItem(e, j, points, before, slopesFree);
      params.a[j] = after.a;
      params.d[j] = after.d;
      change = Math.max(
        change,
        Math.abs(after.a - before.a),
        Math.abs(after.d / after.a - before.d / before.a),
      );
    }
    if (!slopesFree && e.total > 0) {
      const next = Math.sqrt(e.secondMoment / e.total);
      change = Math.max(change, Math.abs(next - sd));
      sd = next;
    }
    converged = change < tolerance;
  }
  const { weights } = normalQuadrature({ mean: 0, sd }, grid);
  const final = expectation(matrix, params, points, weights, true);
  const errors: ItemErrors = standardErrors(
    matrix,
    params,
    { points, weights, sd },
    final.posteriors!,
    slopesFree,
  );
  const fit: ItemFit | null = slopesFree ? null : raschFit(matrix, params);
  const counts = responseCounts(matrix);
  const threshold = options.pilotThreshold ?? DEFAULT_PILOT_THRESHOLD;
  return {
    model: options.model,
    items: matrix.itemIds.map((id, j) => ({
      id,
      a: params.a[j]!,
      b: -params.d[j]! / params.a[j]!,
      seA: errors.seA[j]!,
      seB: counts[j]! > 0 ? errors.seB[j]! : null,
      responses: counts[j]!,
      status: counts[j]! >= threshold ? 'calibrated' : 'pilot',
      infit: fit?.infit[j] ?? null,
      outfit: fit?.outfit[j] ?? null,
    })),
    latent: { mean: 0, sd },
    logLikelihood: final.logLikelihood,
    iterations,
    converged,
    standardErrors: errors.method,
  };
};
