/**
 * A fixed grid of ability values with normal-density weights, used by EAP scoring and by calibration
 * (Bock–Aitkin). Equally spaced nodes; the weights follow the trapezoid rule (end nodes halved, as catR's
 * integrate.catR does) and are normalised to sum to 1.
 */
export interface Grid {
  from: number;
  to: number;
  nodes: number;
}

export interface Quadrature {
  points: Float64Array;
  weights: Float64Array;
}

/** 61 nodes on [-6, 6], as mirt uses for one dimension. */
export const DEFAULT_GRID: Grid = { from: -6, to: 6, nodes: 61 };

export interface NormalPrior {
  mean: number;
  sd: number;
}

export const STANDARD_NORMAL: NormalPrior = { mean: 0, sd: 1 };

export const gridPoints = ({ from, to, nodes }: Grid): Float64Array => {
  const step = (to - from) / (nodes - 1);
  return Float64Array.from({ length: nodes }, (_, index) => from + index * step);
};

export const normalQuadrature = (
  prior: NormalPrior = STANDARD_NORMAL,
  grid: Grid = DEFAULT_GRID,
): Quadrature => {
  const points = gridPoints(grid);
  const weights = new Float64Array(points.length);
  let total = 0;
  for (let q = 0; q < points.length; q++) {
    const z = (points[q]! - prior.mean) / prior.sd;
    const end = q === 0 || q === points.length - 1 ? 0.5 : 1;
    weights[q] = end * Math.exp(-0.5 * z * z);
    total += weights[q]!;
  }
  for (let q = 0; q < weights.length; q++) weights[q] = weights[q]! / total;
  return { points, weights };
};
