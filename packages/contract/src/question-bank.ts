import {
  CodeCheckerSchema,
  QUESTION_TYPE_NAMES,
  type QuestionTypeName,
  questionAuthoring,
} from '@placement/domain';
import { type Static, type TObject, type TProperties, Type } from 'typebox';
import { Nullable } from './common';
import { FileInfo } from './files';
import { Level, questionUnion } from './question-types';

/** The question types, from the domain's registry (one folder per type in packages/domain). */
export const TopicType = Type.Unsafe<QuestionTypeName>(
  Type.Union(QUESTION_TYPE_NAMES.map((name) => Type.Literal(name))),
);
export type TopicType = Static<typeof TopicType>;
const Text = (max = 2000) => Type.String({ minLength: 1, maxLength: max });

export const TopicBody = Type.Object(
  { Heading: Text(120), Description: Type.String({ maxLength: 2000 }), Type: TopicType },
  { additionalProperties: false },
);
export type TopicBody = Static<typeof TopicBody>;

export const TopicItem = Type.Object({
  _id: Type.String(),
  Heading: Type.String(),
  Description: Type.String(),
  Type: TopicType,
  shared: Type.Boolean(),
  totalL1Question: Type.Integer(),
  totalL2Question: Type.Integer(),
  totalL3Question: Type.Integer(),
});
export type TopicItem = Static<typeof TopicItem>;
export const TopicReply = Type.Object({ success: Type.Literal(true), topic: TopicItem });
export type TopicReply = Static<typeof TopicReply>;
export const TopicsReply = Type.Object({ success: Type.Literal(true), topics: Type.Array(TopicItem) });
export type TopicsReply = Static<typeof TopicsReply>;

const common = {
  level: Level,
  Duration: Type.Number({ exclusiveMinimum: 0, maximum: 240 }),
  marks: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
};

/** The body a college sends for a question of each type: the common fields and the type's own (its authoring). */
const bodyOf = (name: QuestionTypeName): TObject =>
  Type.Object({ ...common, ...questionAuthoring[name].body }, { additionalProperties: false });
export const QuestionBodies = Object.fromEntries(
  QUESTION_TYPE_NAMES.map((name) => [name, bodyOf(name)]),
) as Record<QuestionTypeName, TObject>;

/** How the judge compares outputs; absent means exact (trailing whitespace trimmed). */
export const CodeChecker = CodeCheckerSchema;

export const QuestionQuery = Type.Object({
  level: Type.Optional(Level),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type QuestionQuery = Static<typeof QuestionQuery>;

// ---------- question bank replies ----------
// Reply shapes carry no length limits: they describe what is stored (spreadsheet imports included), and a
// limit the stored value breaks would make the serializer refuse the reply.

/** The last check of a coding question's reference solution (services/assessments/coding-gate.ts). */
export const Verification = Type.Object({
  status: Type.Union([Type.Literal('passed'), Type.Literal('failed')]),
  checkedAt: Type.String(),
  message: Type.String(),
  reference: Type.Array(
    Type.Object({
      verdict: Type.String(),
      timeMs: Type.Number(),
      memoryKb: Type.Number(),
      error: Type.String(),
    }),
  ),
  wrongSolutions: Type.Array(
    Type.Object({
      language: Type.String(),
      failed: Type.Integer(),
      total: Type.Integer(),
      ok: Type.Boolean(),
    }),
  ),
});
export type Verification = Static<typeof Verification>;
export const VerifyReply = Type.Object({ success: Type.Literal(true), verification: Verification });
export type VerifyReply = Static<typeof VerifyReply>;

/** A stored question of each type (the key included) beside the given common fields. */
export const storedQuestion = <C extends TProperties>(commonFields: C) =>
  questionUnion(commonFields, 'stored');

const authorCommon = {
  _id: Type.String(),
  topicId: Type.String(),
  level: Level,
  Duration: Type.Number(),
  /** null: the level's default marks */
  marks: Nullable(Type.Number()),
  verification: Nullable(Verification),
};

/** A question as its author sees it (services/question-bank/question-bank.ts presentQuestion), one shape per type. */
export const QuestionView = storedQuestion(authorCommon);
export type QuestionView = Static<typeof QuestionView>;
/** A question as written (added or edited): its fields are checked by the server against its topic's type. */
export const QuestionWriteBody = Type.Record(Type.String(), Type.Unknown());

export const QuestionReply = Type.Object({ success: Type.Literal(true), question: QuestionView });
export type QuestionReply = Static<typeof QuestionReply>;
export const QuestionListReply = Type.Object({
  success: Type.Literal(true),
  questions: Type.Array(QuestionView),
  total: Type.Integer(),
});
export type QuestionListReply = Static<typeof QuestionListReply>;

/** A question's uploaded video (POST /api/college/qb/videos). */
export const VideoReply = Type.Object({ success: Type.Literal(true), video: FileInfo });
export type VideoReply = Static<typeof VideoReply>;

export const ImportReply = Type.Object({
  success: Type.Boolean(),
  imported: Type.Integer(),
  errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
});
export type ImportReply = Static<typeof ImportReply>;
