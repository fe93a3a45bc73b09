import { describe, expect, it } from 'vitest';
import type { AdaptiveState } from '../flows/adaptive';
import { levelPasses } from './levels';

const pools = { L1: ['a', 'b', 'c'], L2: ['d', 'e', 'f', 'g', 'h'], L3: ['i'] };
const state = (steps: [string, 'L1' | 'L2' | 'L3', boolean][]): AdaptiveState => ({
  flow: 'adaptive',
  topics: [pools],
  at: null,
  history: steps.map(([questionId, level, correct]) => ({ questionId, topicIndex: 0, level, correct })),
});

describe('levelPasses', () => {
  it('counts the attempts that reached each level and passed it by the one-third rule', () => {
    const figures = levelPasses(
      [
        // L1 passed on its first answer (1 of 3), L2 passed with 2 of 5, L3 failed
        state([
          ['a', 'L1', true],
          ['d', 'L2', true],
          ['e', 'L2', false],
          ['f', 'L2', true],
          ['i', 'L3', false],
        ]),
        // L1 failed: three wrong
        state([
          ['a', 'L1', false],
          ['b', 'L1', false],
          ['c', 'L1', false],
        ]),
        // L1 passed, L2 only one right of the two it needs
        state([
          ['a', 'L1', true],
          ['d', 'L2', true],
          ['e', 'L2', false],
        ]),
      ],
      1,
    );
    expect(figures).toEqual([
      { topicIndex: 0, level: 'L1', reached: 3, passed: 2 },
      { topicIndex: 0, level: 'L2', reached: 2, passed: 1 },
      { topicIndex: 0, level: 'L3', reached: 1, passed: 0 },
    ]);
  });
});
