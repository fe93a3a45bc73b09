import type { QuestionTypeName as TopicType } from '@placement/domain';
import { questionTypeOf } from '../registry';
import type { Level, Question } from './authored';

export type CommonDraft = { level: Level; Duration: string; marks: string };

/** The type's own part of the question being edited, as its authoring form holds it. */
export type TypeDraft = { type: TopicType; value: unknown };

export function commonOf(question: Question | null): CommonDraft {
  return {
    level: question?.level ?? 'L1',
    Duration: String(question?.Duration ?? 2),
    marks: question?.marks === null || question?.marks === undefined ? '' : String(question.marks),
  };
}

export function draftOf(type: TopicType, q: Question | null): TypeDraft {
  const questionType = questionTypeOf(type);
  return { type, value: q ? questionType.draftOf(q) : questionType.emptyDraft() };
}

/** Why the draft cannot be saved yet (its type's own check), or null. */
export function problemOf(draft: TypeDraft): string | null {
  return questionTypeOf(draft.type).problemOf?.(draft.value) ?? null;
}

/** The request body for POST /topics/:id/questions or PUT /questions/:id. */
export function bodyOf(common: CommonDraft, draft: TypeDraft): Record<string, unknown> {
  const base: Record<string, unknown> = { level: common.level, Duration: Number(common.Duration) };
  if (common.marks.trim() !== '') base.marks = Number(common.marks);
  return { ...base, ...questionTypeOf(draft.type).bodyOf(draft.value) };
}
