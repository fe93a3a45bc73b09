import {
  type AuthoringOf,
  QUESTION_TYPE_NAMES,
  type QuestionTypeName,
  questionAuthoring,
} from '@placement/domain';
import {
  type Static,
  type TLiteral,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnion,
  Type,
} from 'typebox';

/**
 * What a student sees, sends and is shown back of a question, one member per type of the domain's registry
 * (packages/domain/src/question-types/<type>/authoring.ts). The casts only name the type each union already
 * has: TypeBox cannot follow a union built by mapping over the registry.
 */

/** The members' union for a per-type schema `S`, so that `Static` gives a union discriminated on `type`. */
type OneOf<S extends { [K in QuestionTypeName]: TSchema }> = TUnion<[S[QuestionTypeName]]>;

export const Level = Type.Union([Type.Literal('L1'), Type.Literal('L2'), Type.Literal('L3')]);
export type Level = Static<typeof Level>;

/** The fields every student view has (packages/domain/src/question-types/question-type.ts baseView), and `_id`. */
const viewCommon = {
  _id: Type.String(),
  id: Type.String(),
  level: Level,
  Duration: Type.Number(),
  marks: Type.Number(),
};
type ObjectOf<T> = T extends TProperties ? TObject<T> : never;
type QuestionSchema<
  C extends TProperties,
  P extends 'view' | 'stored',
  K extends QuestionTypeName,
> = ObjectOf<C & { type: TLiteral<K> } & AuthoringOf<K>[P]>;

/** One object per type, the given common fields beside `type` and the type's `part`: `type` tells them apart. */
export const questionUnion = <C extends TProperties, P extends 'view' | 'stored'>(common: C, part: P) =>
  Type.Union(
    QUESTION_TYPE_NAMES.map((name) =>
      Type.Object({ ...common, type: Type.Literal(name), ...questionAuthoring[name][part] }),
    ),
  ) as OneOf<{ [K in QuestionTypeName]: QuestionSchema<C, P, K> }>;

/** The question being asked as its type's `studentView` shows it: never the key. */
export const StudentQuestion = questionUnion(viewCommon, 'view');
export type StudentQuestion = Static<typeof StudentQuestion>;

/** A stored answer: what the student sent, once its type took it; null for a skip or an answer too late. */
export const StoredResponse = Type.Union([
  ...(QUESTION_TYPE_NAMES.map((name) => questionAuthoring[name].answer) as OneOf<{
    [K in QuestionTypeName]: AuthoringOf<K>['answer'];
  }>['anyOf']),
  Type.Null(),
]);
export type StoredResponse = Static<typeof StoredResponse>;

type WithKey = {
  [K in QuestionTypeName]: AuthoringOf<K> extends { key: TSchema } ? K : never;
}[QuestionTypeName];

/** The key as a released result shows it, for the types that have one. */
export const AnswerKey = Type.Union(
  QUESTION_TYPE_NAMES.flatMap((name) => {
    const { key } = questionAuthoring[name];
    return key ? [key] : [];
  }),
) as OneOf<{ [K in QuestionTypeName]: K extends WithKey ? AuthoringOf<K>['key'] : never }>;
export type AnswerKey = Static<typeof AnswerKey>;
