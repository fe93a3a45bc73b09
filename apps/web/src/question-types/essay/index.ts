import { defineQuestionType } from '../question-type';
import { EssayForm, emptyEssay } from './authoring-form';
import { EssayQuestion } from './renderer';
import { EssayReview } from './review';

export const questionType = defineQuestionType({
  type: 'essay',
  emptyDraft: emptyEssay,
  draftOf: (q) => ({ Title: q.Title ?? '', essayType: q.essayType ?? 'long' }),
  bodyOf: (draft) => ({ ...draft }),
  AuthoringForm: EssayForm,
  hasImportTemplate: true,
  emptyAnswer: () => '',
  Renderer: EssayQuestion,
  responseFor: async (kind, answer) => ({ response: kind === 'skip' ? null : answer }),
  resettable: false,
  Review: EssayReview,
});
