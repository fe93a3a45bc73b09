import { messages } from '@placement/contract';
import { defineQuestionType } from '../question-type';
import { keyed, unkey } from '../shared/keyed';
import { emptyVideo, VideoForm } from './authoring-form';
import { type VideoAnswer, VideoQuestion } from './renderer';
import { VideoReview } from './review';

export const questionType = defineQuestionType({
  type: 'video',
  emptyDraft: emptyVideo,
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
  AuthoringForm: VideoForm,
  problemOf: (draft) => {
    const keyless = draft.mcq.findIndex((part) => part.answer === null);
    return keyless === -1 ? null : `Choice question ${keyless + 1}: ${messages.mcqKeyMissing}`;
  },
  hasImportTemplate: false,
  emptyAnswer: (): VideoAnswer => ({ long: [], short: [], mcq: [] }),
  Renderer: VideoQuestion,
  responseFor: async (kind, answer) => ({ response: kind === 'skip' ? null : answer }),
  resettable: false,
  Review: VideoReview,
});
