import { DEFAULT_LEVEL_MARKS, type Level } from '../level';
import type { Result } from '../result';
import { round2 } from '../round';

/** Fields every stored question has, whatever its type. */
export interface QuestionBase<T extends string> {
  id: string;
  type: T;
  level: Level;
  /** Minutes the student has for this question. */
  Duration: number;
  /** Overrides the level's default marks. */
  marks?: number;
}

export interface BaseView<T extends string> {
  id: string;
  type: T;
  level: Level;
  Duration: number;
  marks: number;
}

/**
 * `empty` marks a skipped answer, which is never negatively marked. `autoMarks` are what the automatically
 * gradable parts of a pending answer already earned (a video's mcq parts); a person adds the rest.
 */
export type Grade =
  | { status: 'graded'; marks: number; maxMarks: number; correct: boolean; empty: boolean }
  | { status: 'pending'; maxMarks: number; autoMarks: number };

/** Computed by the server's judge over all testcases, hidden ones included. */
export interface JudgeOutcome {
  totalTestCases: number;
  totalPassedTestCases: number;
}

export interface GradeContext {
  judge?: JudgeOutcome;
}

export interface AnswerError {
  message: string;
}

export interface QuestionType<Q extends QuestionBase<string>, V, A> {
  type: Q['type'];
  /** The topic type's name as students and colleges see it. */
  displayName: string;
  /** What one question of the type is called in a list where it has no words of its own ("Video question 3"). */
  questionNoun: string;
  /** The key a student may see once the result policy releases keys; undefined for a type graded by a person or by tests. */
  answerKey(question: Q): unknown;
  /** An allow-list of what the student may see: never the key, never hidden testcases. */
  studentView(question: Q): V;
  /** What a skip stores: the answer of a student who sent none (Skip sends none, whatever the type). */
  noAnswer: A;
  /** Validates the answer's shape; `null` or `undefined` is `noAnswer` (a skip). */
  parseAnswer(raw: unknown): Result<A, AnswerError>;
  grade(question: Q, answer: A, ctx: GradeContext): Grade;
}

export const marksOf = (question: QuestionBase<string>): number =>
  question.marks ?? DEFAULT_LEVEL_MARKS[question.level];

export const baseView = <T extends string>(question: QuestionBase<T>): BaseView<T> => ({
  id: question.id,
  type: question.type,
  level: question.level,
  Duration: question.Duration,
  marks: marksOf(question),
});

/** A graded result worth `fraction` of the question's marks; correct only when nothing was lost. */
export const gradeByFraction = (question: QuestionBase<string>, fraction: number, empty = false): Grade => {
  const maxMarks = marksOf(question);
  return { status: 'graded', marks: round2(maxMarks * fraction), maxMarks, correct: fraction === 1, empty };
};

export const pendingGrade = (question: QuestionBase<string>, autoMarks = 0): Grade => ({
  status: 'pending',
  maxMarks: marksOf(question),
  autoMarks: round2(autoMarks),
});
