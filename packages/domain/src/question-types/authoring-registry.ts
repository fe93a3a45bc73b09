import type { Authoring } from './authoring';
import { compilerAuthoring } from './compiler/authoring';
import { essayAuthoring } from './essay/authoring';
import { findAnswerAuthoring } from './find-answer/authoring';
import { mcqAuthoring } from './mcq/authoring';
import { QUESTION_TYPE_NAMES, type QuestionTypeName } from './registry';
import { videoAuthoring } from './video/authoring';

const authorings = {
  mcq: mcqAuthoring,
  findAnswer: findAnswerAuthoring,
  essay: essayAuthoring,
  video: videoAuthoring,
  compiler: compilerAuthoring,
} satisfies { readonly [K in QuestionTypeName]: Authoring };

/**
 * How each type is authored, one line per type as in `registry.ts`. Kept apart from `questionTypes` so that
 * the take-assessment screen, which needs the types but not their authoring schemas, does not load them.
 */
export const questionAuthoring: { readonly [K in QuestionTypeName]: Authoring } = authorings;

/** Each type's authoring with its schemas' own types, from which the contract derives its replies' types. */
export type AuthoringOf<K extends QuestionTypeName> = (typeof authorings)[K];

/** The types a question bank from another tool (Moodle XML, QTI 2.1, GIFT) can become: those with `interchange`. */
export type InterchangeTypeName = {
  [K in QuestionTypeName]: AuthoringOf<K> extends { interchange: object } ? K : never;
}[QuestionTypeName];

export const INTERCHANGE_TYPE_NAMES = QUESTION_TYPE_NAMES.filter(
  (name): name is InterchangeTypeName => (questionAuthoring[name] as Authoring).interchange !== undefined,
);

/** Minutes an imported question of this type gets when its file does not say. */
export const interchangeDuration = (type: InterchangeTypeName): number =>
  authorings[type].interchange.defaultDuration;
