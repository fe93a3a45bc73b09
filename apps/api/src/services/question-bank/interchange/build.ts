import { takeFirstImage, unwrapDiv } from './html';
import {
  DEFAULT_DURATION,
  type ImportedImage,
  type ImportedQuestion,
  type Level,
  type Placed,
  type Unmapped,
} from './types';

const MIN_OPTIONS = 2;
const MAX_OPTIONS = 6;

export interface Common {
  name: string;
  category?: string;
  level?: Level;
  Duration?: number;
  marks?: number;
  images?: ImportedImage[];
}

const base = (common: Common, type: ImportedQuestion['type']) => ({
  name: common.name,
  ...(common.category ? { category: common.category } : {}),
  level: common.level ?? 'L1',
  Duration: common.Duration ?? DEFAULT_DURATION[type],
  ...(common.marks === undefined ? {} : { marks: common.marks }),
  images: common.images ?? [],
});

/** A single-answer question: 2 to 6 options, exactly one of them right. */
export function mcqOf(
  common: Common,
  title: string,
  options: string[],
  correct: number[],
): ImportedQuestion | Unmapped {
  const name = common.name;
  if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) {
    return { name, reason: `has ${options.length} options; a multiple-choice question has 2 to 6` };
  }
  if (correct.length === 0) return { name, reason: 'no option is marked fully correct' };
  if (correct.length > 1) {
    return { name, reason: 'more than one option is correct; a multiple-choice question has one key' };
  }
  if (options.some((o) => o === '')) return { name, reason: 'an option has no text' };
  const { html, src: image } = takeFirstImage(title);
  return {
    ...base(common, 'mcq'),
    type: 'mcq',
    fields: { Title: unwrapDiv(html), Options: options, answer: correct[0], ...(image ? { image } : {}) },
  };
}

/** One or more blanks, each with its right answer. */
export function findAnswerOf(
  common: Common,
  title: string,
  pairs: { question: string; answer: string }[],
): ImportedQuestion | Unmapped {
  if (pairs.length === 0) return { name: common.name, reason: 'has no right answer to compare with' };
  if (pairs.some((p) => p.answer === '')) return { name: common.name, reason: 'a blank has no right answer' };
  return {
    ...base(common, 'findAnswer'),
    type: 'findAnswer',
    fields: {
      Title: unwrapDiv(title),
      questions: pairs.map((p) => ({ question: p.question || 'Answer', answer: p.answer })),
    },
  };
}

/** Short essays are a few lines; anything longer is a long one. */
export const essayOf = (common: Common, title: string, lines?: number): ImportedQuestion => ({
  ...base(common, 'essay'),
  type: 'essay',
  fields: { Title: unwrapDiv(title), essayType: lines !== undefined && lines <= 5 ? 'short' : 'long' },
});

export const isUnmapped = (item: ImportedQuestion | Unmapped): item is Unmapped => 'reason' in item;

/** Splits results, in the file's order, into the questions and the items reported back, each with its place. */
export function sortOut(results: (ImportedQuestion | Unmapped)[]) {
  const items: Placed<ImportedQuestion>[] = [];
  const unmapped: Placed<Unmapped>[] = [];
  results.forEach((result, index) => {
    if (isUnmapped(result)) unmapped.push({ ...result, position: index + 1 });
    else items.push({ ...result, position: index + 1 });
  });
  return { items, unmapped };
}
