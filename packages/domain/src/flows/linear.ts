import type { Level } from '../level';
import type { Step } from './flow';
import { admit, type Flow } from './flow';
import { uniqueQuestions } from './plan';
import { seededShuffle } from './seeded-shuffle';

interface Slot {
  questionId: string;
  topicIndex: number;
  level: Level;
}

/** The whole order is fixed at the start; the position is the number of answers so far. */
export interface LinearState {
  flow: 'linear';
  queue: Slot[];
  history: Step[];
}

export const linear: Flow<LinearState> = {
  start: (plan, seed) => ({
    flow: 'linear',
    queue: uniqueQuestions(plan).flatMap((questions, topicIndex) => {
      const ordered = plan.shuffle
        ? seededShuffle(questions, `${seed}/${plan.topics[topicIndex]!.topicId}`)
        : questions;
      return ordered.map(({ id, level }) => ({ questionId: id, topicIndex, level }));
    }),
    history: [],
  }),

  current: (state) => {
    const position = state.history.length;
    const slot = state.queue[position];
    if (slot === undefined) return null;
    return { ...slot, count: position + 1, isLast: position === state.queue.length - 1 };
  },

  answer: (state, input) => {
    const slot = state.queue[state.history.length];
    return admit(state, slot?.questionId ?? null, input, (correct) => ({
      ...state,
      history: [...state.history, { ...slot!, correct }],
    }));
  },
};
