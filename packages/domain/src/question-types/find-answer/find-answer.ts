import { ok } from '../../result';
import { fail, isAbsent, isBlank, isRecord, parseList, parseText } from '../parse';
import {
  type BaseView,
  baseView,
  gradeByFraction,
  type QuestionBase,
  type QuestionType,
} from '../question-type';
import { normaliseAnswer } from './normalise';

export interface SubQuestion {
  question: string;
  /** The key. */
  answer: string;
}

export interface FindAnswerQuestion extends QuestionBase<'findAnswer'> {
  /** The passage (HTML). */
  Title: string;
  questions: SubQuestion[];
}

export interface FindAnswerView extends BaseView<'findAnswer'> {
  Title: string;
  questions: { question: string }[];
}

/** One `studentAnswer` per sub-question, in order. */
export type FindAnswerAnswer = string[];

// The spec's shape is a list of { studentAnswer }; a plain list of strings is accepted too.
const parseStudentAnswer = (raw: unknown, field: string) =>
  isRecord(raw) ? parseText(raw.studentAnswer, `${field}.studentAnswer`) : parseText(raw, field);

const NO_ANSWER: FindAnswerAnswer = [];

const parseAnswer = (raw: unknown) => {
  if (isAbsent(raw)) return ok(NO_ANSWER);
  return Array.isArray(raw)
    ? parseList(raw, 'The answers', parseStudentAnswer)
    : fail('The answers must be a list with one studentAnswer per sub-question');
};

export const findAnswer: QuestionType<FindAnswerQuestion, FindAnswerView, FindAnswerAnswer> = {
  type: 'findAnswer',
  displayName: 'Find the Answer',
  questionNoun: 'Find-the-answer question',
  answerKey: (question) => question.questions.map((part) => part.answer),
  studentView: (question) => ({
    ...baseView(question),
    Title: question.Title,
    questions: question.questions.map(({ question: text }) => ({ question: text })),
  }),
  noAnswer: NO_ANSWER,
  parseAnswer,
  grade: (question, answer) => {
    const given = question.questions.map((_, index) => answer[index] ?? '');
    const right = question.questions.filter(
      (sub, index) =>
        !isBlank(given[index]!) && normaliseAnswer(given[index]!) === normaliseAnswer(sub.answer),
    ).length;
    const total = question.questions.length;
    return gradeByFraction(question, total === 0 ? 0 : right / total, given.every(isBlank));
  },
};
