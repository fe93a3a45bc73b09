import { ok } from '../../result';
import { isAbsent, type OptionAnswer, type OptionIndex, parseOption } from '../parse';
import {
  type BaseView,
  baseView,
  gradeByFraction,
  type QuestionBase,
  type QuestionType,
} from '../question-type';

/** A video's choice part has exactly four options. */
export type FourOptions = readonly [string, string, string, string];

export interface McqQuestion extends QuestionBase<'mcq'> {
  /** HTML. */
  Title: string;
  /** 2 to 6 options. */
  Options: readonly string[];
  /** The key: the index of the right option. */
  answer: OptionIndex;
  image?: string;
}

export interface McqView extends BaseView<'mcq'> {
  Title: string;
  Options: readonly string[];
  image?: string;
}

/** -1 means no option chosen. */
export type McqAnswer = OptionAnswer;

const NO_ANSWER: McqAnswer = -1;

export const mcq: QuestionType<McqQuestion, McqView, McqAnswer> = {
  type: 'mcq',
  displayName: 'Multiple Choice Questions',
  questionNoun: 'Multiple choice question',
  answerKey: (question) => question.answer,
  studentView: (question) => ({
    ...baseView(question),
    Title: question.Title,
    Options: question.Options,
    ...(question.image === undefined ? {} : { image: question.image }),
  }),
  noAnswer: NO_ANSWER,
  parseAnswer: (raw) => (isAbsent(raw) ? ok(NO_ANSWER) : parseOption(raw, 'The answer')),
  grade: (question, answer) =>
    gradeByFraction(question, answer === question.answer ? 1 : 0, answer === NO_ANSWER),
};
