/**
 * The adaptive loop's decisions, given a calibrated bank and the answers so far: whether to stop, and which
 * question comes next.
 *
 * - Ability: EAP under the calibration's normal prior, from calibrated items only (pilot items are unscored).
 * - Stop: when the EAP standard error reaches the target (after `minItems`), at `maxItems` scored questions, or
 *   when no usable item is left.
 * - Content balancing (Kingsbury & Zara 1989): the next scored question comes from the topic furthest behind its
 *   target share of the questions asked so far (equal shares unless `topicShares` says otherwise).
 * - Maximum Fisher information at the current estimate within that topic, with randomesque exposure control
 *   (Kingsbury & Zara 1989): one of the `randomesque` most informative items, chosen by the seeded `random`.
 * - Item eligibility (Sympson & Hetter 1985, decided once per attempt): each item is open to an attempt with its
 *   probability `eligibility`, drawn from the attempt's seed, so no item reaches more than that share of attempts.
 *   `exposure.ts` sets the probabilities by simulation when a bank is calibrated. Randomesque alone leaves the
 *   items in the middle of the bank with the most exposure (bench:cat measures both). It needs no record of other
 *   attempts, so it holds when a whole drive starts at once. An attempt whose eligible items run out goes on
 *   with the rest.
 * - Pilot items: before question n, a pilot item (chosen at random) is seeded if fewer than ⌊n·pilotRate⌋ have
 *   been; they never start a question after the test would have stopped.
 */

import { seededRandom } from '../flows/seeded-shuffle';
import { type AbilityEstimate, eap } from './ability';
import type { ItemStatus } from './calibrate';
import { type ItemParameters, information, type ScoredResponse } from './model';
import type { NormalPrior } from './quadrature';

export interface BankItem extends ItemParameters {
  id: string;
  /** index of the item's topic (content area) in the assessment */
  topic: number;
  status: ItemStatus;
  /** probability that an attempt may be given the item (exposure control); 1 when absent */
  eligibility?: number;
}

export interface CatRules {
  targetSe: number;
  maxItems: number;
  minItems: number;
  /** randomesque k: how many of the most informative items the next one is drawn from */
  randomesque: number;
  /** share of all questions asked that are unscored pilot items, 0 for none */
  pilotRate: number;
  /** target share of scored questions per topic; equal when absent */
  topicShares?: readonly number[];
  /** the ability prior: the calibration's latent distribution */
  prior: NormalPrior;
}

export const DEFAULT_CAT_RULES: CatRules = {
  targetSe: 0.3,
  maxItems: 40,
  minItems: 5,
  randomesque: 5,
  pilotRate: 0,
  prior: { mean: 0, sd: 1 },
};

export interface AskedItem {
  id: string;
  correct: boolean;
  /** false for an answer that must not count (one still waiting for a person's grade); counts when absent */
  scored?: boolean;
}

export interface NextItem {
  id: string;
  pilot: boolean;
}

/** An item the loop may score: calibrated, and discriminating in the right direction. */
export const isScorable = (item: BankItem): boolean => item.status === 'calibrated' && item.a > 0;

/** The answers that count: those to scorable items, with their parameters. */
export const scoredResponses = (
  bank: ReadonlyMap<string, BankItem>,
  asked: readonly AskedItem[],
): ScoredResponse[] =>
  asked.flatMap(({ id, correct, scored }) => {
    const item = bank.get(id);
    return item && isScorable(item) && scored !== false ? [{ item, correct }] : [];
  });

export const currentEstimate = (
  bank: ReadonlyMap<string, BankItem>,
  asked: readonly AskedItem[],
  rules: CatRules,
): AbilityEstimate => eap(scoredResponses(bank, asked), rules.prior);

/** The topic furthest behind its share, among those that still have an item to give. */
const topicBehind = (
  available: ReadonlySet<number>,
  scoredByTopic: number[],
  scored: number,
  rules: CatRules,
) => {
  const topics = [...available].sort((x, y) => x - y);
  const shareOf = (topic: number) => rules.topicShares?.[topic] ?? 1 / Math.max(1, scoredByTopic.length);
  let best = topics[0]!;
  let bestGap = -Infinity;
  for (const topic of topics) {
    const gap = shareOf(topic) * (scored + 1) - (scoredByTopic[topic] ?? 0);
    if (gap > bestGap + 1e-12) {
      best = topic;
      bestGap = gap;
    }
  }
  return best;
};

/** The items one attempt may be given, drawn from its seed: the same set at every step. */
export const eligibleItems = (bank: readonly BankItem[], attemptSeed: string): ReadonlySet<string> => {
  const random = seededRandom(`${attemptSeed}/eligible`);
  return new Set(bank.filter((item) => random() < (item.eligibility ?? 1)).map((item) => item.id));
};

/**
 * The next question given the estimate from the scored answers so far (`scored` of them), or null when the
 * test is over. `random` must be seeded (by attempt and step) and `eligible` drawn by `eligibleItems` from the
 * attempt's seed for the answers to replay. The simulations keep the estimate up to date answer by answer and
 * call this; `nextItem` works it out from the answers.
 */
export const chooseNext = (
  bank: readonly BankItem[],
  asked: readonly AskedItem[],
  rules: CatRules,
  estimate: AbilityEstimate,
  random: () => number,
  eligible: ReadonlySet<string> | null = null,
): NextItem | null => {
  const byId = new Map(bank.map((item) => [item.id, item]));
  const counted = asked.filter(
    ({ id, scored }) => scored !== false && isScorable(byId.get(id) ?? NOT_SCORABLE),
  );
  if (counted.length >= rules.maxItems) return null;
  if (counted.length >= rules.minItems && estimate.se <= rules.targetSe) return null;
  const seen = new Set(asked.map(({ id }) => id));
  const candidates = bank.filter((item) => !seen.has(item.id) && isScorable(item));
  if (candidates.length === 0) return null;

  const pilotsAsked = asked.filter(({ id }) => byId.get(id)?.status === 'pilot').length;
  if (pilotsAsked < Math.floor((asked.length + 1) * rules.pilotRate)) {
    const pilots = bank.filter((item) => item.status === 'pilot' && !seen.has(item.id));
    if (pilots.length > 0) return { id: pilots[Math.floor(random() * pilots.length)]!.id, pilot: true };
  }

  const scoredByTopic = new Array<number>(1 + Math.max(0, ...bank.map((item) => item.topic))).fill(0);
  for (const { id } of counted) {
    const topic = byId.get(id)!.topic;
    scoredByTopic[topic] = scoredByTopic[topic]! + 1;
  }
  const allowed = eligible ? candidates.filter((item) => eligible.has(item.id)) : candidates;
  const pool = allowed.length > 0 ? allowed : candidates;
  const topic = topicBehind(new Set(pool.map((item) => item.topic)), scoredByTopic, counted.length, rules);
  const ranked = pool
    .filter((item) => item.topic === topic)
    .map((item) => ({ item, info: information(estimate.theta, item) }))
    .sort((x, y) => y.info - x.info || (x.item.id < y.item.id ? -1 : 1));
  const best = ranked.slice(0, Math.max(1, rules.randomesque));
  return { id: best[Math.floor(random() * best.length)]!.item.id, pilot: false };
};

const NOT_SCORABLE: BankItem = { id: '', a: 0, b: 0, topic: 0, status: 'pilot' };

/** The next question, or null when the test is over: `chooseNext` with the estimate worked out afresh. */
export const nextItem = (
  bank: readonly BankItem[],
  asked: readonly AskedItem[],
  rules: CatRules,
  random: () => number,
  eligible: ReadonlySet<string> | null = null,
): NextItem | null =>
  chooseNext(
    bank,
    asked,
    rules,
    currentEstimate(new Map(bank.map((item) => [item.id, item])), asked, rules),
    random,
    eligible,
  );
