import { defineQuestionType } from '../question-type';
import { keyed, unkey } from '../shared/keyed';
import { emptyFindAnswer, FindAnswerForm } from './authoring-form';
import { FindAnswerQuestion } from './renderer';
import { FindAnswerReview } from './review';

export const questionType = defineQuestionType({
  type: 'findAnswer',
  emptyDraft: emptyFindAnswer,
  draftOf: (q) => ({ Title: q.Title ?? '', questions: (q.questions ?? []).map(keyed) }),
  bodyOf: (draft) => ({ Title: draft.Title, questions: draft.questions.map(unkey) }),
  AuthoringForm: FindAnswerForm,
  hasImportTemplate: true,
  emptyAnswer: (): string[] => [],
  Renderer: FindAnswerQuestion,
  responseFor: async (kind, answer) => ({ response: kind === 'skip' ? null : answer }),
  resettable: false,
  Review: FindAnswerReview,
});
