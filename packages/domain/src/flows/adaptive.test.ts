import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL_MARKS, LEVELS, type Level } from '../level';
import { scoreAttempt } from '../scoring/score-attempt';
import { adaptive, passMark } from './adaptive';
import type { Plan, PlanTopic } from './plan';

type Counts = [number, number, number];

/** Topic `name` with counts[i] questions at level L(i+1), ids like 'A.L2.1'. */
const topic = (name: string, counts: Counts, totals: Partial<PlanTopic> = {}): PlanTopic => ({
  topicId: name,
  heading: `Topic ${name}`,
  type: 'mcq',
  questions: LEVELS.flatMap((level, index) =>
    Array.from({ length: counts[index] ?? 0 }, (_, n) => ({ id: `${name}.${level}.${n + 1}`, level })),
  ),
  ...totals,
});

/** Plays a script of c (correct), w (wrong) and s (skip) and scores it like mcq questions. */
const play = (plan: Plan, script: string, seed = 'seed') => {
  let state = adaptive.start(plan, seed);
  for (const move of script) {
    const cursor = adaptive.current(state);
    if (cursor === null) throw new Error('asked past the end');
    const result = adaptive.answer(state, { questionId: cursor.questionId, correct: move === 'c' });
    if (!result.ok) throw new Error(result.error.code);
    state = result.value.state;
  }
  const items = state.history.map((step, index) => {
    const maxMarks = DEFAULT_LEVEL_MARKS[step.level];
    const empty = script[index] === 's';
    const marks = step.correct ? maxMarks : 0;
    return {
      questionId: step.questionId,
      topicId: plan.topics[step.topicIndex]!.topicId,
      grade: { status: 'graded' as const, marks, maxMarks, correct: step.correct, empty },
    };
  });
  return {
    asked: state.history.map((step) => step.questionId).join(' '),
    next: adaptive.current(state)?.questionId ?? null,
    score: scoreAttempt(items, { isNegativeMarking: false }).score,
    negativeScore: scoreAttempt(items, { isNegativeMarking: true }).score,
  };
};

const A = (counts: Counts, totals?: Partial<PlanTopic>) => topic('A', counts, totals);

describe('adaptive pass mark', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 1],
    [5, 2],
    [6, 2],
    [7, 3],
    [0, 0],
  ])('%i questions in a level need %i correct', (n, need) => {
    expect(passMark(n)).toBe(need);
  });
});

describe('adaptive flow scripts', () => {
  it.each<{ name: string; plan: Plan; script: string; asked: string; next: string | null; score: number }>([
    {
      name: '1 per level, all correct climbs to L3 and ends',
      plan: { topics: [A([1, 1, 1])] },
      script: 'ccc',
      asked: 'A.L1.1 A.L2.1 A.L3.1',
      next: null,
      score: 6,
    },
    {
      name: '1 in L1, wrong ends the topic',
      plan: { topics: [A([1, 1, 1])] },
      script: 'w',
      asked: 'A.L1.1',
      next: null,
      score: 0,
    },
    {
      name: '2 per level, the second answer can pass',
      plan: { topics: [A([2, 2, 2])] },
      script: 'wcwcc',
      asked: 'A.L1.1 A.L1.2 A.L2.1 A.L2.2 A.L3.1',
      next: null,
      score: 6,
    },
    {
      name: '2 in L1, both wrong ends',
      plan: { topics: [A([2, 2, 2])] },
      script: 'ww',
      asked: 'A.L1.1 A.L1.2',
      next: null,
      score: 0,
    },
    {
      name: '3 per level, one correct passes even on the last question',
      plan: { topics: [A([3, 3, 3])] },
      script: 'wwcc',
      asked: 'A.L1.1 A.L1.2 A.L1.3 A.L2.1',
      next: 'A.L3.1',
      score: 3,
    },
    {
      name: '3 in L3, exhausting it ends the topic',
      plan: { topics: [A([3, 3, 3])] },
      script: 'ccwww',
      asked: 'A.L1.1 A.L2.1 A.L3.1 A.L3.2 A.L3.3',
      next: null,
      score: 3,
    },
    {
      name: '5 in L1, two correct in a row move on at once',
      plan: { topics: [A([5, 5, 5])] },
      script: 'cc',
      asked: 'A.L1.1 A.L1.2',
      next: 'A.L2.1',
      score: 2,
    },
    {
      name: '5 in L1, passing on the fifth question',
      plan: { topics: [A([5, 5, 5])] },
      script: 'wwwcc',
      asked: 'A.L1.1 A.L1.2 A.L1.3 A.L1.4 A.L1.5',
      next: 'A.L2.1',
      score: 2,
    },
    {
      name: '5 in L1, one correct is not enough',
      plan: { topics: [A([5, 5, 5])] },
      script: 'cwwww',
      asked: 'A.L1.1 A.L1.2 A.L1.3 A.L1.4 A.L1.5',
      next: null,
      score: 1,
    },
    {
      name: '6 in L1 need 2: passing with the last two',
      plan: { topics: [A([6, 6, 6])] },
      script: 'wwwwcc',
      asked: 'A.L1.1 A.L1.2 A.L1.3 A.L1.4 A.L1.5 A.L1.6',
      next: 'A.L2.1',
      score: 2,
    },
    {
      name: '6 in L1, one correct asks all six then ends',
      plan: { topics: [A([6, 6, 6])] },
      script: 'wwwwwc',
      asked: 'A.L1.1 A.L1.2 A.L1.3 A.L1.4 A.L1.5 A.L1.6',
      next: null,
      score: 1,
    },
    {
      name: 'all skips count as wrong',
      plan: { topics: [A([5, 5, 5])] },
      script: 'sssss',
      asked: 'A.L1.1 A.L1.2 A.L1.3 A.L1.4 A.L1.5',
      next: null,
      score: 0,
    },
    {
      name: 'an empty L1 starts at L2',
      plan: { topics: [A([0, 2, 2])] },
      script: 'c',
      asked: 'A.L2.1',
      next: 'A.L3.1',
      score: 2,
    },
    {
      name: 'an empty L2 goes from L1 straight to L3',
      plan: { topics: [A([2, 0, 2])] },
      script: 'cc',
      asked: 'A.L1.1 A.L3.1',
      next: null,
      score: 4,
    },
    {
      name: 'an empty L3 ends the topic after L2',
      plan: { topics: [A([1, 1, 0])] },
      script: 'cc',
      asked: 'A.L1.1 A.L2.1',
      next: null,
      score: 3,
    },
    {
      name: 'only L3 questions',
      plan: { topics: [A([0, 0, 3])] },
      script: 'wc',
      asked: 'A.L3.1 A.L3.2',
      next: null,
      score: 3,
    },
    {
      name: 'an empty topic is skipped',
      plan: { topics: [topic('A', [1, 0, 0]), topic('B', [0, 0, 0]), topic('C', [1, 0, 0])] },
      script: 'wc',
      asked: 'A.L1.1 C.L1.1',
      next: null,
      score: 1,
    },
    {
      name: 'failing a topic moves to the next topic at L1',
      plan: { topics: [topic('A', [2, 2, 2]), topic('B', [1, 1, 1])] },
      script: 'wwc',
      asked: 'A.L1.1 A.L1.2 B.L1.1',
      next: 'B.L2.1',
      score: 1,
    },
    {
      name: 'failing L2 ends the topic',
      plan: { topics: [A([1, 2, 1])] },
      script: 'cww',
      asked: 'A.L1.1 A.L2.1 A.L2.2',
      next: null,
      score: 1,
    },
    {
      name: 'all correct across two topics',
      plan: { topics: [topic('A', [3, 3, 3]), topic('B', [2, 2, 2])] },
      script: 'cccccc',
      asked: 'A.L1.1 A.L2.1 A.L3.1 B.L1.1 B.L2.1 B.L3.1',
      next: null,
      score: 12,
    },
    {
      name: 'totalL1Question below the bank size limits the level (3 of 6, need 1)',
      plan: { topics: [A([6, 1, 1], { totalL1Question: 3 })] },
      script: 'www',
      asked: 'A.L1.1 A.L1.2 A.L1.3',
      next: null,
      score: 0,
    },
    {
      name: 'totalL1Question above the bank size uses the questions there are (2, need 1)',
      plan: { topics: [A([2, 1, 1], { totalL1Question: 6 })] },
      script: 'wc',
      asked: 'A.L1.1 A.L1.2',
      next: 'A.L2.1',
      score: 1,
    },
    {
      name: 'totalL1Question 0 skips L1',
      plan: { topics: [A([3, 1, 1], { totalL1Question: 0 })] },
      script: 'c',
      asked: 'A.L2.1',
      next: 'A.L3.1',
      score: 2,
    },
    {
      name: 'a question id listed twice is asked once',
      plan: {
        topics: [
          { topicId: 'A', heading: 'A', type: 'mcq', questions: [{ id: 'q1', level: 'L1' }] },
          {
            topicId: 'B',
            heading: 'B',
            type: 'mcq',
            questions: [
              { id: 'q1', level: 'L1' },
              { id: 'q2', level: 'L1' },
            ],
          },
        ],
      },
      script: 'ww',
      asked: 'q1 q2',
      next: null,
      score: 0,
    },
    {
      name: 'an empty plan has no question',
      plan: { topics: [] },
      script: '',
      asked: '',
      next: null,
      score: 0,
    },
  ])('$name', ({ plan, script, asked, next, score }) => {
    const played = play(plan, script);
    expect(played.asked).toBe(asked);
    expect(played.next).toBe(next);
    expect(played.score).toBe(score);
  });

  it('never penalises skips, even with negative marking', () => {
    expect(play({ topics: [A([5, 5, 5])] }, 'sssss').negativeScore).toBe(0);
  });

  it('penalises wrong answers by a quarter of their marks with negative marking', () => {
    // L1: wrong (-0.25), right (+1), right (+1), which passes L1.
    expect(play({ topics: [A([5, 5, 0])] }, 'wcc').negativeScore).toBe(1.75);
  });
});

describe('adaptive cursor', () => {
  const levelsOf = (plan: Plan, script: string): Level[] => {
    let state = adaptive.start(plan, 's');
    const levels: Level[] = [];
    for (const move of script) {
      const cursor = adaptive.current(state)!;
      levels.push(cursor.level);
      const result = adaptive.answer(state, { questionId: cursor.questionId, correct: move === 'c' });
      if (result.ok) state = result.value.state;
    }
    return levels;
  };

  it('reports the level of each question asked', () => {
    expect(levelsOf({ topics: [A([2, 2, 2])] }, 'wccc')).toEqual(['L1', 'L1', 'L2', 'L3']);
  });

  it('counts questions across topics from 1', () => {
    const plan = { topics: [topic('A', [1, 0, 0]), topic('B', [1, 0, 0])] };
    const first = adaptive.start(plan, 's');
    expect(adaptive.current(first)).toMatchObject({ questionId: 'A.L1.1', topicIndex: 0, count: 1 });
    const second = adaptive.answer(first, { questionId: 'A.L1.1', correct: false });
    expect(second.ok && adaptive.current(second.value.state)).toMatchObject({
      questionId: 'B.L1.1',
      topicIndex: 1,
      count: 2,
      isLast: true,
    });
  });

  it.each<{ name: string; counts: Counts; script: string; isLast: boolean }>([
    { name: 'a lone question', counts: [1, 0, 0], script: '', isLast: true },
    { name: 'L1 that could lead to L2', counts: [1, 1, 0], script: '', isLast: false },
    { name: 'L2 with an empty L3', counts: [1, 1, 0], script: 'c', isLast: true },
    { name: 'the last L3 question', counts: [1, 1, 2], script: 'ccw', isLast: true },
    { name: 'an L3 question with one more behind it', counts: [1, 1, 2], script: 'cc', isLast: false },
    { name: 'the last L1 question when L2 waits', counts: [3, 1, 0], script: 'ww', isLast: false },
  ])('isLast for $name is $isLast', ({ counts, script, isLast }) => {
    let state = adaptive.start({ topics: [A(counts)] }, 's');
    for (const move of script) {
      const cursor = adaptive.current(state)!;
      const result = adaptive.answer(state, { questionId: cursor.questionId, correct: move === 'c' });
      if (result.ok) state = result.value.state;
    }
    expect(adaptive.current(state)?.isLast).toBe(isLast);
  });
});

describe('adaptive answers', () => {
  const plan: Plan = { topics: [A([2, 2, 2])] };

  it('replays an answer to the question just answered without changing the state', () => {
    const start = adaptive.start(plan, 's');
    const once = adaptive.answer(start, { questionId: 'A.L1.1', correct: true });
    if (!once.ok) throw new Error('rejected');
    const again = adaptive.answer(once.value.state, { questionId: 'A.L1.1', correct: false });
    expect(again).toEqual({ ok: true, value: { state: once.value.state, replayed: true } });
    expect(again.ok && again.value.state).toBe(once.value.state);
  });

  it('rejects an answer to another question with a typed error', () => {
    const result = adaptive.answer(adaptive.start(plan, 's'), { questionId: 'A.L2.1', correct: true });
    expect(result).toEqual({
      ok: false,
      error: { code: 'wrong_question', expected: 'A.L1.1', received: 'A.L2.1' },
    });
  });

  it('rejects new answers once finished but still replays the last one', () => {
    let state = adaptive.start({ topics: [A([1, 0, 0])] }, 's');
    const done = adaptive.answer(state, { questionId: 'A.L1.1', correct: true });
    if (!done.ok) throw new Error('rejected');
    state = done.value.state;
    expect(adaptive.current(state)).toBeNull();
    expect(adaptive.answer(state, { questionId: 'A.L1.1', correct: true }).ok).toBe(true);
    expect(adaptive.answer(state, { questionId: 'x', correct: true })).toEqual({
      ok: false,
      error: { code: 'finished', received: 'x' },
    });
  });

  it('accepts a grade instead of a correct flag; a pending grade is not correct', () => {
    const start = adaptive.start(plan, 's');
    const pending = adaptive.answer(start, {
      questionId: 'A.L1.1',
      grade: { status: 'pending', maxMarks: 1, autoMarks: 0 },
    });
    expect(pending.ok && adaptive.current(pending.value.state)?.questionId).toBe('A.L1.2');
    const graded = adaptive.answer(start, {
      questionId: 'A.L1.1',
      grade: { status: 'graded', marks: 1, maxMarks: 1, correct: true, empty: false },
    });
    expect(graded.ok && adaptive.current(graded.value.state)?.questionId).toBe('A.L2.1');
  });

  it('keeps its state plain JSON', () => {
    const state = adaptive.start(plan, 's');
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('shuffles within levels from the seed and keeps levels apart', () => {
    const big: Plan = { topics: [A([9, 9, 9])], shuffle: true };
    const one = adaptive.start(big, 'alpha');
    expect(adaptive.start(big, 'alpha')).toEqual(one);
    expect(adaptive.start(big, 'beta').topics).not.toEqual(one.topics);
    for (const level of LEVELS) {
      expect([...one.topics[0]![level]].sort()).toEqual(
        Array.from({ length: 9 }, (_, n) => `A.${level}.${n + 1}`).sort(),
      );
    }
  });
});
