import { lazy } from 'react';
import { defineQuestionType } from '../question-type';
import type { EssayDraft } from './authoring-form';
import { EssayQuestion } from './renderer';

export const questionType = defineQuestionType({
  type: 'essay',
  emptyDraft: (): EssayDraft => ({ Title: '', essayType: 'long' }),
  draftOf: (q) => ({ Title: q.Title ?? '', essayType: q.essayType ?? 'long' }),
  bodyOf: (draft) => ({ ...draft }),
  // the editor's and the reviewer's parts load when used, never on the take-assessment screen
  AuthoringForm: lazy(() => import('./authoring-form').then((m) => ({ default: m.EssayForm }))),
  emptyAnswer: () => '',
  Renderer: EssayQuestion,
  responseFor: async (kind, answer) => ({ response: kind === 'skip' ? null : answer }),
  resettable: false,
  Review: lazy(() => import('./review').then((m) => ({ default: m.EssayReview }))),
});
