import type { CatRulesInput } from '@placement/contract';
import { DEFAULT_CAT_RULES } from '@placement/domain';

/** The rules of a calibrated adaptive test the wizard sets, as typed: filled with the defaults until changed. */
export type CalibratedRulesDraft = {
  /** the most questions asked */
  maxItems: string;
  /** stop once θ's standard error is at most this (logits) */
  targetSe: string;
  /** the share of questions that are unscored pilot questions, in % */
  pilotPercent: string;
  /** the rest of the rules as saved (set through the API), kept on an edit */
  cat: CatRulesInput;
};

const percentOf = (rate: number) => String(Math.round(rate * 1000) / 10);

/** The draft of a saved test's rules, or of a new test's defaults. */
export function calibratedDraft(cat: CatRulesInput = {}): CalibratedRulesDraft {
  return {
    maxItems: String(cat.maxItems ?? DEFAULT_CAT_RULES.maxItems),
    targetSe: String(cat.targetSe ?? DEFAULT_CAT_RULES.targetSe),
    pilotPercent: percentOf(cat.pilotRate ?? DEFAULT_CAT_RULES.pilotRate),
    cat,
  };
}

const whole = (text: string) => /^\d+$/.test(text.trim());
const decimal = (text: string) => /^\d+(\.\d+)?$|^\.\d+$/.test(text.trim());

/** What is wrong with the rules, in words; empty when they may be saved. */
export function calibratedErrors(draft: CalibratedRulesDraft): string[] {
  const errors: string[] = [];
  const maxItems = Number(draft.maxItems);
  const minItems = draft.cat.minItems ?? DEFAULT_CAT_RULES.minItems;
  if (!whole(draft.maxItems) || maxItems < 1 || maxItems > 200)
    errors.push('Most questions must be 1 to 200.');
  else if (maxItems < minItems)
    errors.push(`Most questions must be at least ${minItems}, the fewest a calibrated test asks.`);
  if (!decimal(draft.targetSe) || Number(draft.targetSe) < 0.1 || Number(draft.targetSe) > 1)
    errors.push('Target standard error must be 0.1 to 1.');
  if (!decimal(draft.pilotPercent) || Number(draft.pilotPercent) > 50)
    errors.push('Pilot questions must be 0 to 50 %.');
  return errors;
}

/** The rules to save: those set here over the rest of those saved. */
export function calibratedRules(draft: CalibratedRulesDraft): CatRulesInput {
  return {
    ...draft.cat,
    maxItems: Number(draft.maxItems),
    targetSe: Number(draft.targetSe),
    pilotRate: Math.round(Number(draft.pilotPercent) * 10) / 1000,
  };
}

/** The rules in words, for the review step. */
export const calibratedSummary = (draft: CalibratedRulesDraft) =>
  `Stops at a standard error of ${draft.targetSe} or after ${draft.maxItems} questions; ${draft.pilotPercent} % pilot questions`;
