/** Figures from simulated runs: test lengths, precision, ability recovery by band, exposure. */
import type { CatRun, FormPoint } from './cat-simulation';

const mean = (values: number[]) => values.reduce((total, v) => total + v, 0) / Math.max(1, values.length);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

export interface CatSummary {
  meanItems: number;
  medianItems: number;
  p90Items: number;
  maxItems: number;
  reached: number;
  meanSe: number;
  rmse: number;
  bias: number;
  mleRmse: number;
  mleDefined: number;
  maxExposure: number;
  overQuarter: number;
  unused: number;
}

export const summarise = (runs: CatRun[], itemIds: readonly string[], target: number): CatSummary => {
  const lengths = runs.map((run) => run.asked.length);
  const errors = runs.map((run) => run.eap.theta - run.theta);
  const withMle = runs.filter((run) => run.mle !== null);
  const exposure = new Map(itemIds.map((id) => [id, 0]));
  for (const run of runs) for (const id of run.asked) exposure.set(id, exposure.get(id)! + 1);
  const rates = [...exposure.values()].map((count) => count / runs.length);
  return {
    meanItems: mean(lengths),
    medianItems: quantile(lengths, 0.5),
    p90Items: quantile(lengths, 0.9),
    maxItems: Math.max(...lengths),
    reached: mean(runs.map((run) => (run.eap.se <= target ? 1 : 0))),
    meanSe: mean(runs.map((run) => run.eap.se)),
    rmse: Math.sqrt(mean(errors.map((e) => e * e))),
    bias: mean(errors),
    mleRmse: Math.sqrt(mean(withMle.map((run) => (run.mle!.theta - run.theta) ** 2))),
    mleDefined: withMle.length / runs.length,
    maxExposure: Math.max(...rates),
    overQuarter: rates.filter((rate) => rate > 0.25).length,
    unused: rates.filter((rate) => rate === 0).length,
  };
};

export const BANDS: [string, number, number][] = [
  ['θ < −2', -Infinity, -2],
  ['−2 ≤ θ < −1', -2, -1],
  ['−1 ≤ θ < 0', -1, 0],
  ['0 ≤ θ < 1', 0, 1],
  ['1 ≤ θ < 2', 1, 2],
  ['θ ≥ 2', 2, Infinity],
];

export interface BandFigures {
  examinees: number;
  rmse: number;
  bias: number;
  meanItems: number;
  meanSe: number;
}

export const byBand = (runs: CatRun[]): BandFigures[] =>
  BANDS.map(([, low, high]) => {
    const inBand = runs.filter((run) => run.theta >= low && run.theta < high);
    const errors = inBand.map((run) => run.eap.theta - run.theta);
    return {
      examinees: inBand.length,
      rmse: Math.sqrt(mean(errors.map((e) => e * e))),
      bias: mean(errors),
      meanItems: mean(inBand.map((run) => run.asked.length)),
      meanSe: mean(inBand.map((run) => run.eap.se)),
    };
  });

/** The shortest fixed form that matches the adaptive test's precision, by mean SE and by share reaching it. */
export const matchingLength = (form: FormPoint[], cat: CatSummary) => ({
  byMeanSe: form.find((point) => point.meanSe <= cat.meanSe)?.length ?? null,
  byShare: form.find((point) => point.reached >= cat.reached)?.length ?? null,
});
