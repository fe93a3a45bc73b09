import { ok } from '../../result';
import type { FourOptions } from '../mcq/mcq';
import {
  fail,
  isAbsent,
  isBlank,
  isRecord,
  type OptionAnswer,
  type OptionIndex,
  parseList,
  parseOption,
  parseText,
} from '../parse';
import {
  type BaseView,
  baseView,
  gradeByFraction,
  marksOf,
  pendingGrade,
  type QuestionBase,
  type QuestionType,
} from '../question-type';

export interface TextPart {
  question: string;
}

export interface VideoMcqPart {
  question: string;
  options: FourOptions;
  /** The key. */
  answer: OptionIndex;
}

export interface VideoQuestion extends QuestionBase<'video'> {
  videoFile: string;
  long: TextPart[];
  short: TextPart[];
  mcq: VideoMcqPart[];
}

export interface VideoView extends BaseView<'video'> {
  videoFile: string;
  long: TextPart[];
  short: TextPart[];
  mcq: { question: string; options: FourOptions }[];
}

export interface VideoAnswer {
  long: string[];
  short: string[];
  mcq: OptionAnswer[];
}

const textParts = (parts: TextPart[]): TextPart[] => parts.map(({ question }) => ({ question }));

const NO_ANSWER: VideoAnswer = { long: [], short: [], mcq: [] };

const parseAnswer = (raw: unknown) => {
  if (isAbsent(raw)) return ok(NO_ANSWER);
  if (!isRecord(raw)) return fail('The answer must be an object with long, short and mcq lists');
  const long = parseList(raw.long, 'long', parseText);
  if (!long.ok) return long;
  const short = parseList(raw.short, 'short', parseText);
  if (!short.ok) return short;
  const mcq = parseList(raw.mcq, 'mcq', (part, field) => parseOption(part, field, 4));
  if (!mcq.ok) return mcq;
  return ok<VideoAnswer>({ long: long.value, short: short.value, mcq: mcq.value });
};

// Every part weighs the same; text parts need a person unless left empty, which earns nothing.
const grade = (question: VideoQuestion, answer: VideoAnswer) => {
  const parts = question.long.length + question.short.length + question.mcq.length;
  const right = question.mcq.filter((part, index) => answer.mcq[index] === part.answer).length;
  const written = [
    ...question.long.map((_, index) => answer.long[index] ?? ''),
    ...question.short.map((_, index) => answer.short[index] ?? ''),
  ].filter((text) => !isBlank(text)).length;
  if (written > 0) return pendingGrade(question, (marksOf(question) * right) / parts);
  const chosen = question.mcq.some((_, index) => (answer.mcq[index] ?? -1) !== -1);
  return gradeByFraction(question, parts === 0 ? 0 : right / parts, !chosen);
};

export const video: QuestionType<VideoQuestion, VideoView, VideoAnswer> = {
  type: 'video',
  displayName: 'Video',
  questionNoun: 'Video question',
  answerKey: (question) => ({ mcq: question.mcq.map((part) => part.answer) }),
  studentView: (question) => ({
    ...baseView(question),
    videoFile: question.videoFile,
    long: textParts(question.long),
    short: textParts(question.short),
    mcq: question.mcq.map(({ question: text, options }) => ({ question: text, options })),
  }),
  noAnswer: NO_ANSWER,
  parseAnswer,
  grade,
};
