/**
 * `npm run bench:cat`: the calibrated adaptive test (issue #35) simulated with known truth. A bank of 300 items
 * with known parameters and 5,000 examinees with known abilities: how well calibration recovers difficulties
 * from 100 to 1,000 responses per item, how many questions the adaptive test needs to reach a standard error
 * of 0.3 beside fixed forms from the same bank, ability recovery by θ band, and item exposure. Pure domain code
 * throughout (packages/domain/src/irt); the figures go to docs/benchmarks.md.
 */
import {
  type BankItem,
  type CatRules,
  calibrate,
  DEFAULT_CAT_RULES,
  exposureEligibility,
  seededShuffle,
} from '@placement/domain';
import { machine, writeSection } from '../exam/report';
import { ITEMS, raschBank, sparseDesign, twoPlBank } from './banks';
import { type CurvePoint, curvePoint } from './calibration-curve';
import { fixedForm, peakedOrder, simulateCat } from './cat-simulation';
import { report } from './report';
import { byBand, type CatSummary, matchingLength, summarise } from './summary';

const started = performance.now();
const log = (message: string) =>
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s  ${message}`);
const TARGET = 0.3;
const rules: CatRules = { ...DEFAULT_CAT_RULES, targetSe: TARGET, maxItems: 60, minItems: 5, randomesque: 5 };

const curve: CurvePoint[] = [];
for (const perItem of [100, 250, 500, 1000]) {
  curve.push(curvePoint(raschBank, 'rasch', perItem));
  log(`rasch calibration at ${perItem} responses per item: RMSE ${curve.at(-1)!.rmseB.toFixed(3)}`);
}
for (const perItem of [250, 1000]) {
  curve.push(curvePoint(twoPlBank, '2pl', perItem));
  log(`2pl calibration at ${perItem} responses per item: RMSE ${curve.at(-1)!.rmseB.toFixed(3)}`);
}

// the Rasch bank as a college would have it: calibrated from 500 responses per item
const calibrated = calibrate(sparseDesign(raschBank, 500, 'cat-bench/rasch/500'), { model: 'rasch' });
const calibratedBank: BankItem[] = raschBank.map((item, j) => ({ ...item, a: 1, b: calibrated.items[j]!.b }));
log('rasch calibration for the adaptive test');

// fixed forms from the same banks, answered and scored with the true parameters
const lengths = Array.from({ length: ITEMS / 5 }, (_, i) => 5 * (i + 1));
const formsOf = (bank: BankItem[]) => ({
  random: fixedForm(
    bank,
    seededShuffle(
      bank.map((_, j) => j),
      'cat-bench/form',
    ),
    lengths,
    TARGET,
    'cat-bench/form',
  ),
  peaked: fixedForm(bank, peakedOrder(bank), lengths, TARGET, 'cat-bench/form'),
});
const raschForms = formsOf(raschBank);
const twoPlForms = formsOf(twoPlBank);
log('fixed forms');

/** Exposure control as a calibration job would set it: simulated on the bank the loop will use. */
const controlled = (bank: BankItem[], prior: CatRules['prior']): BankItem[] => {
  const eligibility = exposureEligibility(bank, { ...rules, prior });
  log(`exposure control: ${[...eligibility.values()].filter((k) => k < 1).length} items restricted`);
  return bank.map((item) => ({ ...item, eligibility: eligibility.get(item.id)! }));
};

const standard = { mean: 0, sd: 1 };
const scenarios = [
  { name: 'Rasch, true parameters, randomesque only', bank: raschBank, truth: raschBank, prior: standard },
  {
    name: 'Rasch, true parameters',
    bank: controlled(raschBank, standard),
    truth: raschBank,
    prior: standard,
  },
  {
    name: 'Rasch, calibrated from 500 responses per item',
    bank: controlled(calibratedBank, calibrated.latent),
    truth: raschBank,
    prior: calibrated.latent,
  },
  { name: '2PL, true parameters, randomesque only', bank: twoPlBank, truth: twoPlBank, prior: standard },
  { name: '2PL, true parameters', bank: controlled(twoPlBank, standard), truth: twoPlBank, prior: standard },
].map((scenario) => {
  const runs = simulateCat(
    scenario.bank,
    scenario.truth,
    { ...rules, prior: scenario.prior },
    `cat-bench/${scenario.name}`,
  );
  const summary: CatSummary = summarise(
    runs,
    scenario.bank.map((item) => item.id),
    TARGET,
  );
  log(
    `${scenario.name}: ${summary.meanItems.toFixed(1)} questions, RMSE ${summary.rmse.toFixed(3)}, most-used ${summary.maxExposure.toFixed(3)}`,
  );
  const forms = scenario.truth === raschBank ? raschForms : twoPlForms;
  return {
    name: scenario.name,
    controlled: !scenario.name.includes('randomesque only'),
    summary,
    bands: byBand(runs),
    random: matchingLength(forms.random, summary),
    peaked: matchingLength(forms.peaked, summary),
  };
});

const seconds = (performance.now() - started) / 1000;
const markdown = report({
  measured: new Date().toISOString(),
  machine: machine(),
  seconds,
  rules,
  curve,
  scenarios,
});
writeSection('cat-bench', markdown);
console.log(markdown);
