import { messages } from '@placement/contract';
import { lazy } from 'react';
import { defineQuestionType } from '../question-type';
import { keyed, unkey } from '../shared/keyed';
import type { VideoDraft } from './authoring-form';
import { type VideoAnswer, VideoQuestion } from './renderer';

export const questionType = defineQuestionType({
  type: 'video',
  emptyDraft: (): VideoDraft => ({ videoFile: '', long: [], short: [], mcq: [] }),
  draftOf: (q) => ({
    videoFile: q.videoFile ?? '',
    long: (q.long ?? []).map(keyed),
    short: (q.short ?? []).map(keyed),
    mcq: (q.mcq ?? []).map(keyed),
  }),
  bodyOf: (draft) => ({
    videoFile: draft.videoFile,
    long: draft.long.map(unkey),
    short: draft.short.map(unkey),
    mcq: draft.mcq.map(unkey),
  }),
  // the editor's and the reviewer's parts load when used, never on the take-assessment screen
  AuthoringForm: lazy(() => import('./authoring-form').then((m) => ({ default: m.VideoForm }))),
  problemOf: (draft) => {
    const keyless = draft.mcq.findIndex((part) => part.answer === null);
    return keyless === -1 ? null : `Choice question ${keyless + 1}: ${messages.mcqKeyMissing}`;
  },
  emptyAnswer: (): VideoAnswer => ({ long: [], short: [], mcq: [] }),
  Renderer: VideoQuestion,
  responseFor: async (kind, answer) => ({ response: kind === 'skip' ? null : answer }),
  resettable: false,
  Review: lazy(() => import('./review').then((m) => ({ default: m.VideoReview }))),
});
