/** How well calibration recovers the known difficulties as responses per item grow. */
import { type BankItem, calibrate, type IrtModel } from '@placement/domain';
import { sparseDesign } from './banks';

export interface CurvePoint {
  model: IrtModel;
  perItem: number;
  rmseB: number;
  /** median absolute error: a few barely discriminating 2PL items with huge errors (and SEs) swamp the RMSE */
  medianB: number;
  biasB: number;
  rmseA: number | null;
  meanSeB: number;
  /** share of items whose estimate lies within 2 standard errors of the truth */
  covered: number;
  latentSd: number;
  iterations: number;
  converged: boolean;
  seconds: number;
}

const rmse = (errors: number[]) => Math.sqrt(errors.reduce((total, e) => total + e * e, 0) / errors.length);
const mean = (values: number[]) => values.reduce((total, v) => total + v, 0) / values.length;

export const curvePoint = (bank: readonly BankItem[], model: IrtModel, perItem: number): CurvePoint => {
  const matrix = sparseDesign(bank, perItem, `cat-bench/${model}/${perItem}`);
  const started = performance.now();
  const fit = calibrate(matrix, { model });
  const seconds = (performance.now() - started) / 1000;
  const errorsB = fit.items.map((item, j) => item.b - bank[j]!.b);
  return {
    model,
    perItem,
    rmseB: rmse(errorsB),
    medianB: errorsB.map(Math.abs).sort((x, y) => x - y)[Math.floor(errorsB.length / 2)]!,
    biasB: mean(errorsB),
    rmseA: model === '2pl' ? rmse(fit.items.map((item, j) => item.a - bank[j]!.a)) : null,
    meanSeB: mean(fit.items.map((item) => item.seB ?? Number.NaN)),
    covered: mean(fit.items.map((item, j) => (Math.abs(errorsB[j]!) <= 2 * (item.seB ?? 0) ? 1 : 0))),
    latentSd: fit.latent.sd,
    iterations: fit.iterations,
    converged: fit.converged,
    seconds,
  };
};
