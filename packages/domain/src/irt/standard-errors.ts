/**
 * Standard errors of a finished calibration from the observed information of the marginal likelihood,
 * by Louis's (1982) formula: the expected complete-data information minus the posterior covariance of the
 * complete-data score, summed over persons, using their posteriors over the grid from the last E-step.
 * Up to MAX_FULL_PARAMETERS the whole matrix (every item's parameters and, for Rasch, the latent SD) is
 * built and inverted, as ltm and mirt do; above it, each item's own block is inverted alone, which holds
 * the other parameters fixed and comes out a little small on short tests (a few per cent on LSAT6's five
 * items; on a bank where each person answers many items the two agree closely).
 */
import { inverseSymmetric } from './linear-algebra';
import { logistic } from './model';
import type { ResponseMatrix } from './response-matrix';

/** Internal parameterisation: logit = a·θ + d, so b = −d/a. */
export interface SlopeIntercept {
  a: Float64Array;
  d: Float64Array;
}

export interface ItemErrors {
  seA: (number | null)[];
  seB: (number | null)[];
  method: 'full' | 'item-block';
}

export const MAX_FULL_PARAMETERS = 1200;

interface Layout {
  /** index of each item's a (2PL only) and d in the information matrix; −1 where the item has no answers */
  a: Int32Array;
  d: Int32Array;
  /** index of the latent SD (Rasch), or −1 */
  sd: number;
  size: number;
}

const layoutOf = (answered: Float64Array, slopesFree: boolean, itemBlock: boolean): Layout => {
  const a = new Int32Array(answered.length).fill(-1);
  const d = new Int32Array(answered.length).fill(-1);
  let size = 0;
  answered.forEach((count, j) => {
    if (!(count > 0)) return;
    if (slopesFree) a[j] = itemBlock ? 0 : size++;
    d[j] = itemBlock ? (slopesFree ? 1 : 0) : size++;
  });
  return { a, d, sd: !slopesFree && !itemBlock ? size++ : -1, size: itemBlock ? (slopesFree ? 2 : 1) : size };
};

/** d/dσ and d²/dσ² of log w_q(σ), the normalised N(0, σ²) weights on the grid. */
const priorDerivatives = (points: Float64Array, weights: Float64Array, sd: number) => {
  const u = Array.from(points, (x) => (x * x) / sd ** 3);
  const mean = u.reduce((total, value, q) => total + weights[q]! * value, 0);
  const variance = u.reduce((total, value, q) => total + weights[q]! * (value - mean) ** 2, 0);
  const secondMoment = points.reduce((total, x, q) => total + weights[q]! * x * x, 0);
  return {
    first: u.map((value) => value - mean),
    second: Array.from(points, (x) => (3 * (secondMoment - x * x)) / sd ** 4 - variance),
  };
};

export const standardErrors = (
  matrix: ResponseMatrix,
  params: SlopeIntercept,
  grid: { points: Float64Array; weights: Float64Array; sd: number },
  posteriors: readonly Float64Array[],
  slopesFree: boolean,
): ItemErrors => {
  const { points, weights } = grid;
  const nodes = points.length;
  const items = params.a.length;
  const answered = new Float64Array(items);
  for (const person of matrix.persons) for (const j of person.items) answered[j] = answered[j]! + 1;
  const parameters = Array.from(answered).filter((count) => count > 0).length * (slopesFree ? 2 : 1) + 1;
  const itemBlock = parameters > MAX_FULL_PARAMETERS;
  const layout = layoutOf(answered, slopesFree, itemBlock);
  const prior = layout.sd >= 0 ? priorDerivatives(points, weights, grid.sd) : null;
  const blocks = itemBlock ? items : 1;
  const size = layout.size;
  const info = Array.from({ length: blocks }, () => new Float64Array(size * size));
  const p = new Float64Array(items * nodes);
  for (let j = 0; j < items; j++) {
    for (let q = 0; q < nodes; q++) p[j * nodes + q] = logistic(params.a[j]! * points[q]! + params.d[j]!);
  }
  const index: number[] = [];
  const block: number[] = [];
  matrix.persons.forEach((person, i) => {
    const post = posteriors[i]!;
    const weight = person.weight ?? 1;
    // the person's parameters, and their complete-data score at each node: rows = nodes
    index.length = 0;
    block.length = 0;
    const scoreAt: ((q: number) => number)[] = [];
    person.items.forEach((j, k) => {
      const x = person.scores[k]!;
      if (slopesFree) {
        index.push(layout.a[j]!);
        block.push(j);
        scoreAt.push((q) => (x - p[j * nodes + q]!) * points[q]!);
      }
      index.push(layout.d[j]!);
      block.push(j);
      scoreAt.push((q) => x - p[j * nodes + q]!);
      // expected complete-data information: a² … terms only within the item
      const target = info[itemBlock ? j : 0]!;
      let cXX = 0;
      let cX = 0;
      let c1 = 0;
      for (let q = 0; q < nodes; q++) {
        const pw = post[q]! * p[j * nodes + q]! * (1 - p[j * nodes + q]!);
        cXX += pw * points[q]! * points[q]!;
        cX += pw * points[q]!;
        c1 += pw;
      }
      const ai = layout.a[j]!;
      const di = layout.d[j]!;
      target[di * size + di] = target[di * size + di]! + weight * c1;
      if (slopesFree) {
        target[ai * size + ai] = target[ai * size + ai]! + weight * cXX;
        target[ai * size + di] = target[ai * size + di]! + weight * cX;
        target[di * size + ai] = target[di * size + ai]! + weight * cX;
      }
    });
    if (prior) {
      index.push(layout.sd);
      block.push(-1);
      scoreAt.push((q) => prior.first[q]!);
      let c = 0;
      for (let q = 0; q < nodes; q++) c -= post[q]! * prior.second[q]!;
      info[0]![layout.sd * size + layout.sd] = info[0]![layout.sd * size + layout.sd]! + weight * c;
    }
    // minus the posterior covariance of the score
    const k = index.length;
    const scores = new Float64Array(nodes * k);
    const mean = new Float64Array(k);
    for (let q = 0; q < nodes; q++) {
      for (let u = 0; u < k; u++) {
        const value = scoreAt[u]!(q);
        scores[q * k + u] = value;
        mean[u] = mean[u]! + post[q]! * value;
      }
    }
    for (let u = 0; u < k; u++) {
      for (let v = 0; v <= u; v++) {
        if (itemBlock && block[u] !== block[v]) continue;
        let moment = 0;
        for (let q = 0; q < nodes; q++) moment += post[q]! * scores[q * k + u]! * scores[q * k + v]!;
        const covariance = weight * (moment - mean[u]! * mean[v]!);
        const target = info[itemBlock ? block[u]! : 0]!;
        const [iu, iv] = [index[u]!, index[v]!];
        target[iu * size + iv] = target[iu * size + iv]! - covariance;
        if (iu !== iv) target[iv * size + iu] = target[iv * size + iu]! - covariance;
      }
    }
  });
  const inverses = info.map((matrixOfBlock) => inverseSymmetric(matrixOfBlock, size));
  const seA: (number | null)[] = [];
  const seB: (number | null)[] = [];
  for (let j = 0; j < items; j++) {
    const inverse = inverses[itemBlock ? j : 0];
    const di = layout.d[j]!;
    if (!inverse || di < 0) {
      seA.push(null);
      seB.push(null);
      continue;
    }
    const vdd = inverse[di * size + di]!;
    if (!slopesFree) {
      seA.push(null);
      seB.push(Math.sqrt(vdd));
      continue;
    }
    const ai = layout.a[j]!;
    const [vaa, vad] = [inverse[ai * size + ai]!, inverse[ai * size + di]!];
    const [a, d] = [params.a[j]!, params.d[j]!];
    // delta method for b = −d/a: ∂b/∂a = d/a², ∂b/∂d = −1/a
    const [ga, gd] = [d / (a * a), -1 / a];
    seA.push(Math.sqrt(vaa));
    seB.push(Math.sqrt(Math.max(0, ga * ga * vaa + 2 * ga * gd * vad + gd * gd * vdd)));
  }
  return { seA, seB, method: itemBlock ? 'item-block' : 'full' };
};
