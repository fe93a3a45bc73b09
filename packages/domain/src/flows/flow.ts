import type { Level } from '../level';
import type { Grade } from '../question-types/question-type';
import { err, ok, type Result } from '../result';
import type { Plan } from './plan';

export interface Cursor {
  questionId: string;
  topicIndex: number;
  level: Level;
  /** 1-based number of the question within the attempt. */
  count: number;
  /** True only when no further question can follow, whatever the answer. */
  isLast: boolean;
}

/** One answered question, appended to the state's history. */
export interface Step {
  questionId: string;
  topicIndex: number;
  level: Level;
  correct: boolean;
}

export type FlowAnswer = { questionId: string } & ({ correct: boolean } | { grade: Grade });

export type FlowError =
  | { code: 'wrong_question'; expected: string; received: string }
  | { code: 'finished'; received: string };

export interface Advance<S> {
  state: S;
  /** The answer repeated the one just recorded; `state` is the one passed in. */
  replayed: boolean;
}

export interface Flow<S> {
  start(plan: Plan, seed: string): S;
  answer(state: S, input: FlowAnswer): Result<Advance<S>, FlowError>;
  current(state: S): Cursor | null;
}

// A grade still waiting for a person cannot unlock the next level.
export const isCorrect = (input: FlowAnswer): boolean =>
  'correct' in input ? input.correct : input.grade.status === 'graded' && input.grade.correct;

/**
 * Accepts an answer for the current question, replays one for the question just answered (a retried
 * request) and rejects anything else.
 */
export const admit = <S extends { history: Step[] }>(
  state: S,
  currentId: string | null,
  input: FlowAnswer,
  record: (correct: boolean) => S,
): Result<Advance<S>, FlowError> => {
  if (state.history.at(-1)?.questionId === input.questionId) return ok({ state, replayed: true });
  if (currentId === null) return err({ code: 'finished', received: input.questionId });
  if (currentId !== input.questionId) {
    return err({ code: 'wrong_question', expected: currentId, received: input.questionId });
  }
  return ok({ state: record(isCorrect(input)), replayed: false });
};
