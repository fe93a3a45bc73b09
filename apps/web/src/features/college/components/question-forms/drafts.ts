import { LANGUAGES, type Language, type Level, type Question, type TopicType } from '../../api/types';
import { type CodingDraft, emptyCoding } from './coding-form';
import { type EssayDraft, emptyEssay } from './essay-form';
import { emptyFindAnswer, type FindAnswerDraft } from './find-answer-form';
import { keyed, unkey } from './keyed';
import { emptyMcq, type McqDraft } from './mcq-form';
import { emptyVideo, type VideoDraft } from './video-form';

export type CommonDraft = { level: Level; Duration: string; marks: string };

export type TypeDraft =
  | { type: 'mcq'; value: McqDraft }
  | { type: 'findAnswer'; value: FindAnswerDraft }
  | { type: 'essay'; value: EssayDraft }
  | { type: 'video'; value: VideoDraft }
  | { type: 'compiler'; value: CodingDraft };

export function emptyDraft(type: TopicType): TypeDraft {
  switch (type) {
    case 'mcq':
      return { type, value: emptyMcq() };
    case 'findAnswer':
      return { type, value: emptyFindAnswer() };
    case 'essay':
      return { type, value: emptyEssay() };
    case 'video':
      return { type, value: emptyVideo() };
    case 'compiler':
      return { type, value: emptyCoding() };
  }
}

export function commonOf(question: Question | null): CommonDraft {
  return {
    level: question?.level ?? 'L1',
    Duration: String(question?.Duration ?? 2),
    marks: question?.marks === null || question?.marks === undefined ? '' : String(question.marks),
  };
}

export function draftOf(type: TopicType, q: Question | null): TypeDraft {
  if (!q) return emptyDraft(type);
  switch (type) {
    case 'mcq':
      return {
        type,
        value: { Title: q.Title ?? '', Options: q.Options ?? ['', '', '', ''], answer: q.answer ?? 0 },
      };
    case 'findAnswer':
      return { type, value: { Title: q.Title ?? '', questions: (q.questions ?? []).map(keyed) } };
    case 'essay':
      return { type, value: { Title: q.Title ?? '', essayType: q.essayType ?? 'long' } };
    case 'video':
      return {
        type,
        value: {
          videoFile: q.videoFile ?? '',
          long: (q.long ?? []).map(keyed),
          short: (q.short ?? []).map(keyed),
          mcq: (q.mcq ?? []).map(keyed),
        },
      };
    case 'compiler': {
      const code = Object.fromEntries(LANGUAGES.map((l) => [l, q.code?.[l]?.defaultCode ?? ''])) as Record<
        Language,
        string
      >;
      return {
        type,
        value: {
          codeQuestion: q.codeQuestion ?? '',
          code,
          testcases: (q.testcases ?? []).map((t) => keyed({ ...t, expectedOutput: t.expectedOutput ?? '' })),
          timeLimitMs: String(q.timeLimitMs ?? 2000),
          memoryLimitMb: String(q.memoryLimitMb ?? 256),
          referenceSolution: q.referenceSolution ?? { language: 'Python', code: '' },
          wrongSolutions: (q.wrongSolutions ?? []).map(keyed),
        },
      };
    }
  }
}

/** The request body for POST /topics/:id/questions or PUT /questions/:id. */
export function bodyOf(common: CommonDraft, draft: TypeDraft): Record<string, unknown> {
  const base: Record<string, unknown> = { level: common.level, Duration: Number(common.Duration) };
  if (common.marks.trim() !== '') base.marks = Number(common.marks);
  switch (draft.type) {
    case 'mcq':
      return { ...base, ...draft.value };
    case 'essay':
      return { ...base, ...draft.value };
    case 'findAnswer':
      return { ...base, Title: draft.value.Title, questions: draft.value.questions.map(unkey) };
    case 'video':
      return {
        ...base,
        videoFile: draft.value.videoFile,
        long: draft.value.long.map(unkey),
        short: draft.value.short.map(unkey),
        mcq: draft.value.mcq.map(unkey),
      };
    case 'compiler': {
      const v = draft.value;
      const code = Object.fromEntries(
        LANGUAGES.filter((l) => v.code[l].trim() !== '').map((l) => [l, { defaultCode: v.code[l] }]),
      );
      return {
        ...base,
        codeQuestion: v.codeQuestion,
        code,
        testcases: v.testcases.map(unkey).map((t) => ({
          input: t.input,
          isHidden: t.isHidden,
          ...(t.expectedOutput ? { expectedOutput: t.expectedOutput } : {}),
        })),
        timeLimitMs: Number(v.timeLimitMs),
        memoryLimitMb: Number(v.memoryLimitMb),
        referenceSolution: v.referenceSolution,
        wrongSolutions: v.wrongSolutions.map(unkey).filter((w) => w.code.trim() !== ''),
      };
    }
  }
}
