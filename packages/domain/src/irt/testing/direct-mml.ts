/**
 * A second, deliberately plain implementation of marginal maximum likelihood for the calibration tests:
 * no EM, no expected counts. It writes the marginal log-likelihood out (a rectangle rule on 61 points over
 * [−6, 6]), climbs it with damped Newton steps on finite-difference derivatives, and takes standard errors
 * from the full inverse Hessian. Slow and only for small matrices.
 */
import type { IrtModel } from '../model';
import type { ResponseMatrix } from '../response-matrix';

const NODES = Array.from({ length: 61 }, (_, q) => -6 + q * 0.2);

export interface DirectFit {
  a: number[];
  b: number[];
  sd: number;
  seB: number[];
  logLikelihood: number;
}

interface Pattern {
  items: number[];
  scores: number[];
  weight: number;
}

const patternsOf = (matrix: ResponseMatrix): Pattern[] => {
  const byKey = new Map<string, Pattern>();
  for (const person of matrix.persons) {
    const key = person.items.map((j, k) => `${j}:${person.scores[k]}`).join(',');
    const known = byKey.get(key);
    if (known) known.weight += person.weight ?? 1;
    else byKey.set(key, { items: [...person.items], scores: [...person.scores], weight: person.weight ?? 1 });
  }
  return [...byKey.values()];
};

const logLikelihoodOf = (patterns: Pattern[], a: number[], b: number[], sd: number): number => {
  const prior = NODES.map((x) => Math.exp(-0.5 * (x / sd) ** 2));
  const total = prior.reduce((sum, p) => sum + p, 0);
  const right = a.map((_, j) => NODES.map((x) => 1 / (1 + Math.exp(-a[j]! * (x - b[j]!)))));
  let result = 0;
  for (const pattern of patterns) {
    let marginal = 0;
    NODES.forEach((_, q) => {
      let likelihood = prior[q]! / total;
      pattern.items.forEach((j, k) => {
        const p = right[j]![q]!;
        likelihood *= pattern.scores[k] === 1 ? p : 1 - p;
      });
      marginal += likelihood;
    });
    result += pattern.weight * Math.log(marginal);
  }
  return result;
};

/** Solves m·x = v by Gaussian elimination with partial pivoting. */
const solve = (m: number[][], v: number[]): number[] => {
  const n = v.length;
  const rows = m.map((row, i) => [...row, v[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let r = col + 1; r < n; r++) {
      const factor = rows[r]![col]! / rows[col]![col]!;
      for (let c = col; c <= n; c++) rows[r]![c] = rows[r]![c]! - factor * rows[col]![c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let sum = rows[r]![n]!;
    for (let c = r + 1; c < n; c++) sum -= rows[r]![c]! * x[c]!;
    x[r] = sum / rows[r]![r]!;
  }
  return x;
};

export const marginalMaximum = (matrix: ResponseMatrix, model: IrtModel): DirectFit => {
  const patterns = patternsOf(matrix);
  const items = matrix.itemIds.length;
  // rasch: b…, log sd; 2pl: log a…, b… (a > 0 keeps it off the mirror-image maximum at −a, −b)
  const unpack = (x: number[]) =>
    model === 'rasch'
      ? { a: new Array<number>(items).fill(1), b: x.slice(0, items), sd: Math.exp(x[items]!) }
      : { a: x.slice(0, items).map(Math.exp), b: x.slice(items), sd: 1 };
  const f = (x: number[]) => {
    const { a, b, sd } = unpack(x);
    return logLikelihoodOf(patterns, a, b, sd);
  };
  // start where each item's share of right answers puts it, with a = 1 and σ = 1
  const shares = matrix.itemIds.map((_, j) => {
    let right = 0;
    let asked = 0;
    for (const pattern of patterns) {
      const k = pattern.items.indexOf(j);
      if (k < 0) continue;
      asked += pattern.weight;
      right += pattern.weight * pattern.scores[k]!;
    }
    return (right + 0.5) / (asked + 1);
  });
  const difficulties = shares.map((share) => Math.log((1 - share) / share));
  let x = model === 'rasch' ? [...difficulties, 0] : [...new Array<number>(items).fill(0), ...difficulties];
  const h = 1e-4;
  const shifted = (base: number[], moves: [number, number][]) => {
    const copy = [...base];
    for (const [i, by] of moves) copy[i] = copy[i]! + by;
    return copy;
  };
  const derivatives = (at: number[]) => {
    const n = at.length;
    const centre = f(at);
    const gradient = at.map((_, i) => (f(shifted(at, [[i, h]])) - f(shifted(at, [[i, -h]]))) / (2 * h));
    const corner = (i: number, si: number, j: number, sj: number) =>
      f(
        shifted(at, [
          [i, si * h],
          [j, sj * h],
        ]),
      );
    const hessian = at.map((_, i) =>
      at.map((__, j) =>
        i === j
          ? (f(shifted(at, [[i, h]])) - 2 * centre + f(shifted(at, [[i, -h]]))) / (h * h)
          : (corner(i, 1, j, 1) - corner(i, 1, j, -1) - corner(i, -1, j, 1) + corner(i, -1, j, -1)) /
            (4 * h * h),
      ),
    );
    return { gradient, hessian, n };
  };
  let damping = 1;
  let value = f(x);
  for (let iteration = 0; iteration < 200; iteration++) {
    const { gradient, hessian, n } = derivatives(x);
    if (Math.max(...gradient.map(Math.abs)) < 1e-7) break;
    let improved = false;
    while (damping < 1e12) {
      const system = hessian.map((row, i) => row.map((v, j) => -v + (i === j ? damping : 0)));
      const step = solve(system, gradient);
      const next = x.map((v, i) => v + step[i]!);
      const nextValue = f(next);
      if (nextValue > value) {
        x = next;
        value = nextValue;
        damping = Math.max(damping / 10, 1e-9);
        improved = true;
        break;
      }
      damping *= 10;
    }
    if (!improved || n === 0) break;
  }
  const { hessian } = derivatives(x);
  const covariance = hessian.map((_, i) =>
    solve(
      hessian.map((row) => row.map((v) => -v)),
      hessian.map((__, j) => (i === j ? 1 : 0)),
    ),
  );
  const { a, b, sd } = unpack(x);
  const bIndex = model === 'rasch' ? 0 : items;
  return {
    a,
    b,
    sd,
    seB: b.map((_, j) => Math.sqrt(covariance[bIndex + j]![bIndex + j]!)),
    logLikelihood: value,
  };
};
