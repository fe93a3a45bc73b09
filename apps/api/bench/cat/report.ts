/** The benchmark's section of docs/benchmarks.md. */
import type { CatRules } from '@placement/domain';
import { EXAMINEES, ITEMS, TOPICS } from './banks';
import type { CurvePoint } from './calibration-curve';
import { BANDS, type BandFigures, type CatSummary } from './summary';

export interface ScenarioFigures {
  name: string;
  /** with the exposure control a calibration sets (the flow's configuration), not randomesque alone */
  controlled: boolean;
  summary: CatSummary;
  bands: BandFigures[];
  random: { byMeanSe: number | null; byShare: number | null };
  peaked: { byMeanSe: number | null; byShare: number | null };
}

const f = (value: number, digits = 3) => value.toFixed(digits);
const pct = (value: number) => `${(100 * value).toFixed(1)} %`;
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(3)}`;
const questions = (length: number | null) => (length === null ? `> ${ITEMS}` : String(length));
const ratio = (cat: number, fixed: number | null) => (fixed === null ? '< 0.20' : f(cat / fixed, 2));

export const report = (run: {
  measured: string;
  machine: string;
  seconds: number;
  rules: CatRules;
  curve: CurvePoint[];
  scenarios: ScenarioFigures[];
}): string => {
  const { rules } = run;
  const curveRows = run.curve.map(
    (point) =>
      `| ${point.model === 'rasch' ? 'Rasch' : '2PL'} | ${point.perItem} | ${f(point.rmseB)} | ${f(point.medianB)} | ${signed(point.biasB)} | ${
        point.rmseA === null ? '' : f(point.rmseA)
      } | ${f(point.meanSeB)} | ${pct(point.covered)} | ${f(point.latentSd)} | ${point.iterations}${
        point.converged ? '' : ' (not converged)'
      } | ${point.seconds.toFixed(1)} s | ${point.model === 'rasch' && point.perItem === 500 ? '≤ 0.15' : ''} |`,
  );
  const catRows = run.scenarios.map(({ name, summary: s, random, peaked }) =>
    [
      `| ${name} | ${f(s.meanItems, 1)} (${s.medianItems}, ${s.p90Items}, ${s.maxItems})`,
      `${pct(s.reached)} | ${f(s.meanSe)}`,
      `${questions(random.byMeanSe)} / ${questions(random.byShare)}`,
      `${questions(peaked.byMeanSe)} / ${questions(peaked.byShare)}`,
      `${ratio(s.meanItems, random.byShare)} / ${ratio(s.meanItems, peaked.byShare)}`,
      `${ratio(s.meanItems, random.byMeanSe)} / ${ratio(s.meanItems, peaked.byMeanSe)} |`,
    ].join(' | '),
  );
  const shipped = run.scenarios.filter((scenario) => scenario.controlled);
  const bandHeader = shipped.map(({ name }) => `${name}: RMSE, bias, questions`).join(' | ');
  const bandRows = BANDS.map(([label], b) => {
    const cells = shipped.map(({ bands }) => {
      const band = bands[b]!;
      return `${f(band.rmse)}, ${signed(band.bias)}, ${f(band.meanItems, 1)}`;
    });
    return `| ${label} | ${run.scenarios[0]!.bands[b]!.examinees} | ${cells.join(' | ')} |`;
  });
  const exposureRows = run.scenarios.map(
    ({ name, summary: s }) =>
      `| ${name} | ${pct(s.maxExposure)} | ${s.overQuarter} | ${s.unused} | ${f(s.rmse)} | ${signed(s.bias)} | ${f(
        s.mleRmse,
      )} (${pct(s.mleDefined)}) |`,
  );
  return `## Calibrated adaptive test: a simulation with known truth (issue #35)

Measured ${run.measured} by \`npm run bench:cat\` (apps/api/bench/cat/cat.ts; the code under test is
packages/domain/src/irt), ${run.seconds.toFixed(0)} s in one process.

- Machine: ${run.machine}
- Truth: ${ITEMS} items, difficulties evenly spread over [−2.5, 2.5], ${TOPICS} topics of ${ITEMS / TOPICS}; Rasch (a = 1) and
  2PL (a log-normal around 1, σ 0.3, held to [0.4, 2.5]) banks with the same difficulties; ${EXAMINEES.toLocaleString('en')}
  examinees, θ ~ N(0, 1). Everything is seeded: a rerun gives the same figures.
- Calibration: each examinee answers an overlapping random subset of the bank (300·n / 5,000 items) so every item
  has exactly n responses; MML-EM on 61 nodes over [−6, 6]; Rasch estimates the ability SD.
- Adaptive test: EAP under the N(0, 1) prior (the calibration's N(0, σ²) when calibrated), maximum information
  with randomesque k = ${rules.randomesque}, content balanced over the ${TOPICS} topics, stop at SE ≤ ${rules.targetSe} after
  at least ${rules.minItems} questions or at ${rules.maxItems}. Exposure control as the flow ships it: each item open to an
  attempt with a probability set by simulating 1,000 examinees on the bank the loop uses, up to 12 rounds
  (\`exposureEligibility\`); the "randomesque only" rows leave it out. Fixed forms from the same bank, scored by the same EAP:
  a random form (items in a seeded random order, the first n) and the peaked form (the n items most informative
  at θ = 0, the best a single form can do for the middle); both answered and scored with the true parameters.

### Calibration: recovering the difficulties

| model | responses per item | RMSE of b (logits) | median error of b | bias of b | RMSE of a | mean SE of b | true b within 2 SE | ability SD | EM iterations | time | target |
|---|---|---|---|---|---|---|---|---|---|---|---|
${curveRows.join('\n')}

### Questions needed for a standard error of ${rules.targetSe}

"Fixed form: questions" is the shortest form whose mean SE is no larger than the adaptive test's / whose share of
examinees measured to SE ≤ ${rules.targetSe} is no smaller. Target: the adaptive test needs at most half the questions
(ratio ≤ 0.5). Two readings of "the same precision": every examinee measured to ${rules.targetSe} (the share), which a
fixed form reaches only by being long enough for the ends of the ability range; or the same average SE, where a form
aimed at the middle does well for most examinees.

| bank | adaptive: mean questions (median, 90th percentile, most) | SE ≤ ${rules.targetSe} reached | mean SE | random fixed form: questions (mean SE / share) | peaked fixed form: questions (mean SE / share) | ratio adaptive / fixed, same share (random / peaked) | ratio adaptive / fixed, same mean SE (random / peaked) |
|---|---|---|---|---|---|---|---|
${catRows.join('\n')}

### Ability recovery by θ band (EAP against the true θ)

| band | examinees | ${bandHeader} |
|---|---|${shipped.map(() => '---').join('|')}|
${bandRows.join('\n')}

### Exposure and overall recovery

Target: no item shown to more than 25 % of examinees.

| bank | most-used item | items over 25 % | items never used | EAP RMSE | EAP bias | MLE RMSE (where defined) |
|---|---|---|---|---|---|---|
${exposureRows.join('\n')}`;
};
