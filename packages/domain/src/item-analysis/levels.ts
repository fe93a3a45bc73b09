import type { AdaptiveState } from '../flows/adaptive';
import { passMark } from '../flows/adaptive';
import { LEVELS, type Level } from '../level';

export interface LevelFigures {
  topicIndex: number;
  level: Level;
  /** attempts that were asked at least one question of the level */
  reached: number;
  /** of those, attempts that answered a third of the level's questions right (the spec's rule) */
  passed: number;
}

/** How often each level of an adaptive test was reached and passed, from the attempts' own flow states. */
export function levelPasses(states: AdaptiveState[], topicCount: number): LevelFigures[] {
  const figures: LevelFigures[] = [];
  for (let topicIndex = 0; topicIndex < topicCount; topicIndex++) {
    for (const level of LEVELS) {
      let reached = 0;
      let passed = 0;
      for (const state of states) {
        const steps = state.history.filter((s) => s.topicIndex === topicIndex && s.level === level);
        if (steps.length === 0) continue;
        reached++;
        const pool = state.topics[topicIndex]?.[level].length ?? 0;
        if (steps.filter((s) => s.correct).length >= passMark(pool)) passed++;
      }
      if (reached > 0) figures.push({ topicIndex, level, reached, passed });
    }
  }
  return figures;
}
