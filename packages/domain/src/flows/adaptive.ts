import { LEVELS, type Level } from '../level';
import { admit, type Flow, type Step } from './flow';
import { type Plan, type PlanTopic, uniqueQuestions } from './plan';
import { seededShuffle } from './seeded-shuffle';

/** The questions each level of a topic may ask, in the order they will be asked. */
type Pools = Record<Level, string[]>;

interface Position {
  topicIndex: number;
  level: Level;
  /** Index of the current question in its level's pool. */
  index: number;
  /** Correct answers so far in this level. */
  correct: number;
}

export interface AdaptiveState {
  flow: 'adaptive';
  topics: Pools[];
  /** null once the attempt has no further question. */
  at: Position | null;
  history: Step[];
}

const CONFIGURED: Record<Level, 'totalL1Question' | 'totalL2Question' | 'totalL3Question'> = {
  L1: 'totalL1Question',
  L2: 'totalL2Question',
  L3: 'totalL3Question',
};

/** One third of a level's questions, rounded up, must be answered correctly to pass it. */
export const passMark = (questionsInLevel: number): number => Math.ceil(questionsInLevel / 3);

const poolsOf = (
  plan: Plan,
  topic: PlanTopic,
  questions: { id: string; level: Level }[],
  seed: string,
): Pools => {
  const pool = (level: Level): string[] => {
    const ids = questions.filter((question) => question.level === level).map(({ id }) => id);
    const ordered = plan.shuffle ? seededShuffle(ids, `${seed}/${topic.topicId}/${level}`) : ids;
    const configured = topic[CONFIGURED[level]];
    return configured === undefined ? ordered : ordered.slice(0, Math.max(0, Math.floor(configured)));
  };
  return { L1: pool('L1'), L2: pool('L2'), L3: pool('L3') };
};

/** The first non-empty level at or above `fromLevel` in the topic, else in the topics after it. */
const enter = (topics: Pools[], topicIndex: number, fromLevel: number): Position | null => {
  for (let t = topicIndex; t < topics.length; t++) {
    const level = LEVELS.slice(t === topicIndex ? fromLevel : 0).find((l) => topics[t]![l].length > 0);
    if (level !== undefined) return { topicIndex: t, level, index: 0, correct: 0 };
  }
  return null;
};

const next = (topics: Pools[], at: Position, answeredCorrectly: boolean): Position | null => {
  const pool = topics[at.topicIndex]![at.level];
  const correct = at.correct + (answeredCorrectly ? 1 : 0);
  if (correct >= passMark(pool.length)) return enter(topics, at.topicIndex, LEVELS.indexOf(at.level) + 1);
  if (at.index + 1 < pool.length) return { ...at, index: at.index + 1, correct };
  return enter(topics, at.topicIndex + 1, 0);
};

const questionAt = (topics: Pools[], at: Position): string => topics[at.topicIndex]![at.level][at.index]!;

export const adaptive: Flow<AdaptiveState> = {
  start: (plan, seed) => {
    const topics = uniqueQuestions(plan).map((questions, index) =>
      poolsOf(plan, plan.topics[index]!, questions, seed),
    );
    return { flow: 'adaptive', topics, at: enter(topics, 0, 0), history: [] };
  },

  current: ({ topics, at, history }) => {
    if (at === null) return null;
    return {
      questionId: questionAt(topics, at),
      topicIndex: at.topicIndex,
      level: at.level,
      count: history.length + 1,
      isLast: next(topics, at, true) === null && next(topics, at, false) === null,
    };
  },

  answer: (state, input) => {
    const { topics, at } = state;
    return admit(state, at && questionAt(topics, at), input, (correct) => ({
      ...state,
      at: next(topics, at!, correct),
      history: [
        ...state.history,
        { questionId: input.questionId, topicIndex: at!.topicIndex, level: at!.level, correct },
      ],
    }));
  },
};
