import { ok } from '../../result';
import { isAbsent, isBlank, parseText } from '../parse';
import {
  type BaseView,
  baseView,
  gradeByFraction,
  pendingGrade,
  type QuestionBase,
  type QuestionType,
} from '../question-type';

export type EssayType = 'long' | 'short';

export interface EssayQuestion extends QuestionBase<'essay'> {
  /** HTML. */
  Title: string;
  essayType: EssayType;
}

export interface EssayView extends BaseView<'essay'> {
  Title: string;
  essayType: EssayType;
}

export type EssayAnswer = string;

export const essay: QuestionType<EssayQuestion, EssayView, EssayAnswer> = {
  type: 'essay',
  displayName: 'Essay',
  questionNoun: 'Essay question',
  // a person grades it: there is no key
  answerKey: () => undefined,
  studentView: (question) => ({
    ...baseView(question),
    Title: question.Title,
    essayType: question.essayType,
  }),
  noAnswer: '',
  parseAnswer: (raw) => (isAbsent(raw) ? ok('') : parseText(raw, 'The answer')),
  // Nobody needs to read an empty essay to give it nothing.
  grade: (question, answer) =>
    isBlank(answer) ? gradeByFraction(question, 0, true) : pendingGrade(question),
};
