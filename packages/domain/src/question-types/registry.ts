import { err, type Result } from '../result';
import { type CompilerAnswer, type CompilerQuestion, type CompilerView, compiler } from './compiler/compiler';
import { type EssayAnswer, type EssayQuestion, type EssayView, essay } from './essay/essay';
import {
  type FindAnswerAnswer,
  type FindAnswerQuestion,
  type FindAnswerView,
  findAnswer,
} from './find-answer/find-answer';
import { type McqAnswer, type McqQuestion, type McqView, mcq } from './mcq/mcq';
import type { AnswerError, Grade, GradeContext, QuestionType } from './question-type';
import { type VideoAnswer, type VideoQuestion, type VideoView, video } from './video/video';

/** One entry per question type: adding a type means one folder and one line here and below. */
export interface QuestionTypeMap {
  mcq: { question: McqQuestion; view: McqView; answer: McqAnswer };
  findAnswer: { question: FindAnswerQuestion; view: FindAnswerView; answer: FindAnswerAnswer };
  essay: { question: EssayQuestion; view: EssayView; answer: EssayAnswer };
  video: { question: VideoQuestion; view: VideoView; answer: VideoAnswer };
  compiler: { question: CompilerQuestion; view: CompilerView; answer: CompilerAnswer };
}

export type QuestionTypeName = keyof QuestionTypeMap;

export type QuestionOf<K extends QuestionTypeName> = QuestionTypeMap[K]['question'];

export type Question = QuestionOf<QuestionTypeName>;

export type StudentView = QuestionTypeMap[QuestionTypeName]['view'];

export type PluginOf<K extends QuestionTypeName> = QuestionType<
  QuestionOf<K>,
  QuestionTypeMap[K]['view'],
  QuestionTypeMap[K]['answer']
>;

export const questionTypes: { readonly [K in QuestionTypeName]: PluginOf<K> } = {
  mcq,
  findAnswer,
  essay,
  video,
  compiler,
};

export const QUESTION_TYPE_NAMES = Object.keys(questionTypes) as QuestionTypeName[];

export const isQuestionTypeName = (name: string): name is QuestionTypeName =>
  Object.hasOwn(questionTypes, name);

/** Display names of topic types, e.g. compiler → 'Coding'. */
export const topicTypeNames = Object.fromEntries(
  QUESTION_TYPE_NAMES.map((name) => [name, questionTypes[name].displayName]),
) as Readonly<Record<QuestionTypeName, string>>;

/** The display name of a type as stored (a name no plugin has is shown as it is). */
export const typeDisplayName = (type: string): string =>
  isQuestionTypeName(type) ? topicTypeNames[type] : type;

export const studentViewOf = <K extends QuestionTypeName>(
  question: QuestionOf<K>,
): QuestionTypeMap[K]['view'] => {
  const plugin: PluginOf<K> = questionTypes[question.type as K];
  return plugin.studentView(question);
};

/** The key a student may see once keys are released (undefined for essays and coding). */
export const answerKeyOf = <K extends QuestionTypeName>(question: QuestionOf<K>): unknown => {
  const plugin: PluginOf<K> = questionTypes[question.type as K];
  return plugin.answerKey(question);
};

/** Validates a raw answer against the question's type and grades it. */
export const gradeAnswer = <K extends QuestionTypeName>(
  question: QuestionOf<K>,
  raw: unknown,
  ctx: GradeContext = {},
): Result<Grade, AnswerError> => {
  const plugin: PluginOf<K> = questionTypes[question.type as K];
  const answer = plugin.parseAnswer(raw);
  return answer.ok ? { ok: true, value: plugin.grade(question, answer.value, ctx) } : err(answer.error);
};
