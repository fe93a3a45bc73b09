import { messages } from '@placement/contract';
import { mcq } from '@placement/domain';
import { defineQuestionType } from '../question-type';
import { emptyMcq, McqForm } from './authoring-form';
import { McqQuestion } from './renderer';
import { McqReview } from './review';

export const questionType = defineQuestionType({
  type: 'mcq',
  emptyDraft: emptyMcq,
  draftOf: (q) => ({
    Title: q.Title ?? '',
    Options: q.Options ?? ['', '', '', ''],
    answer: q.answer ?? null,
    ...(typeof q.image === 'string' && q.image ? { image: q.image } : {}),
  }),
  bodyOf: (draft) => ({ ...draft }),
  AuthoringForm: McqForm,
  problemOf: (draft) => (draft.answer === null ? messages.mcqKeyMissing : null),
  emptyAnswer: (): number | null => null,
  Renderer: McqQuestion,
  // SPEC: a skipped or unanswered multiple-choice question is sent as -1 (the domain's mcq.noAnswer)
  responseFor: async (kind, choice) => {
    if (kind === 'skip') return { response: mcq.noAnswer };
    if (choice === null && kind === 'next') return { missing: messages.selectAnswer };
    return { response: choice ?? mcq.noAnswer };
  },
  resettable: false,
  Review: McqReview,
});
