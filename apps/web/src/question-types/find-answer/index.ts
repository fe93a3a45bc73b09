import { lazy } from 'react';
import { defineQuestionType } from '../question-type';
import { keyed, unkey } from '../shared/keyed';
import type { FindAnswerDraft } from './authoring-form';
import { FindAnswerQuestion } from './renderer';

export const questionType = defineQuestionType({
  type: 'findAnswer',
  emptyDraft: (): FindAnswerDraft => ({ Title: '', questions: [keyed({ question: '', answer: '' })] }),
  draftOf: (q) => ({ Title: q.Title ?? '', questions: (q.questions ?? []).map(keyed) }),
  bodyOf: (draft) => ({ Title: draft.Title, questions: draft.questions.map(unkey) }),
  // the editor's and the reviewer's parts load when used, never on the take-assessment screen
  AuthoringForm: lazy(() => import('./authoring-form').then((m) => ({ default: m.FindAnswerForm }))),
  emptyAnswer: (): string[] => [],
  Renderer: FindAnswerQuestion,
  responseFor: async (kind, answer) => ({ response: kind === 'skip' ? null : answer }),
  resettable: false,
  Review: lazy(() => import('./review').then((m) => ({ default: m.FindAnswerReview }))),
});
