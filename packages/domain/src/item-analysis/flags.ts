import type { ItemStatistics } from './statistics';

/** How often each option was chosen, overall and by the strongest and weakest thirds of the cohort. */
export interface OptionAnalysis {
  option: number;
  isKey: boolean;
  all: number;
  topThird: number;
  bottomThird: number;
}

/**
 * The response analysis of a multiple-choice item. `choices[i]` is the option attempt i chose (null: skipped),
 * `totals[i]` that attempt's total; the thirds are taken by total, highest first (ties keep their order).
 */
export function optionAnalysis(
  choices: (number | null)[],
  totals: number[],
  optionCount: number,
  key: number,
): OptionAnalysis[] {
  const third = Math.floor(choices.length / 3);
  const byTotal = choices
    .map((choice, i) => ({ choice, total: totals[i] ?? 0 }))
    .sort((a, b) => b.total - a.total);
  const top = byTotal.slice(0, third);
  const bottom = third > 0 ? byTotal.slice(-third) : [];
  const count = (list: { choice: number | null }[], option: number) =>
    list.filter((c) => c.choice === option).length;
  return Array.from({ length: optionCount }, (_, option) => ({
    option,
    isKey: option === key,
    all: count(byTotal, option),
    topThird: count(top, option),
    bottomThird: count(bottom, option),
  }));
}

export type ItemFlag =
  | 'negativeDiscrimination'
  | 'lowDiscrimination'
  | 'tooEasy'
  | 'belowGuessing'
  | 'possibleWrongKey'
  | 'rarelyAnswered';

/** What deserves a look, in words a placement officer reads. */
export const itemFlagText: Record<ItemFlag, string> = {
  negativeDiscrimination: 'Weaker students score better on this question than stronger ones: check the key.',
  lowDiscrimination: 'This question barely separates stronger from weaker students.',
  tooEasy: 'Almost everybody gets this question right.',
  belowGuessing: 'Fewer students get this right than guessing would.',
  possibleWrongKey: 'The strongest third chose another option more often than the key: the key may be wrong.',
  rarelyAnswered: 'Far fewer students answered this question than the others.',
};

/** Below this discrimination index (%) an item separates students weakly (Moodle shades it as weak). */
export const LOW_DISCRIMINATION = 20;
export const TOO_EASY_FACILITY = 0.95;
/** answered by less than this share of the median item's answers */
export const RARELY_ANSWERED_SHARE = 0.5;
/** too few attempts for any flag to mean something */
export const FEWEST_ATTEMPTS_FOR_FLAGS = 5;

export function flagsOf(
  stats: ItemStatistics,
  context: {
    /** expected facility of a blind guess (1/options for mcq), when the type has one */
    guessRate?: number;
    /** attempts that answered this item (not skipped) and the median over the test's items */
    answered: number;
    medianAnswered: number;
    options?: OptionAnalysis[];
  },
): ItemFlag[] {
  if (stats.attempts < FEWEST_ATTEMPTS_FOR_FLAGS) return [];
  const flags: ItemFlag[] = [];
  const { discriminationIndex: di, facility } = stats;
  if (di !== null && di < 0) flags.push('negativeDiscrimination');
  else if (di !== null && di < LOW_DISCRIMINATION) flags.push('lowDiscrimination');
  if (facility !== null && facility > TOO_EASY_FACILITY) flags.push('tooEasy');
  if (facility !== null && context.guessRate !== undefined && facility < context.guessRate) {
    flags.push('belowGuessing');
  }
  const key = context.options?.find((o) => o.isKey);
  if (key && context.options?.some((o) => !o.isKey && o.topThird > key.topThird))
    flags.push('possibleWrongKey');
  if (context.medianAnswered > 0 && context.answered < context.medianAnswered * RARELY_ANSWERED_SHARE) {
    flags.push('rarelyAnswered');
  }
  return flags;
}
