import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL_MARKS, type Level } from '../level';
import { scoreAttempt } from '../scoring/score-attempt';
import { linear } from './linear';
import type { Plan, PlanTopic } from './plan';

const topic = (name: string, levels: Level[]): PlanTopic => ({
  topicId: name,
  heading: `Topic ${name}`,
  type: 'mcq',
  questions: levels.map((level, index) => ({ id: `${name}${index + 1}`, level })),
});

const play = (plan: Plan, script: string, seed = 'seed') => {
  let state = linear.start(plan, seed);
  const lastFlags: boolean[] = [];
  for (const move of script) {
    const cursor = linear.current(state);
    if (cursor === null) throw new Error('asked past the end');
    lastFlags.push(cursor.isLast);
    const result = linear.answer(state, { questionId: cursor.questionId, correct: move === 'c' });
    if (!result.ok) throw new Error(result.error.code);
    state = result.value.state;
  }
  const items = state.history.map((step, index) => {
    const maxMarks = DEFAULT_LEVEL_MARKS[step.level];
    return {
      questionId: step.questionId,
      topicId: plan.topics[step.topicIndex]!.topicId,
      grade: {
        status: 'graded' as const,
        marks: step.correct ? maxMarks : 0,
        maxMarks,
        correct: step.correct,
        empty: script[index] === 's',
      },
    };
  });
  return {
    asked: state.history.map((step) => step.questionId).join(' '),
    next: linear.current(state)?.questionId ?? null,
    lastFlags: lastFlags.map((flag) => (flag ? 'L' : '-')).join(''),
    score: scoreAttempt(items, { isNegativeMarking: true }).score,
  };
};

describe('linear flow scripts', () => {
  it.each<{ name: string; plan: Plan; script: string; asked: string; next: string | null; score: number }>([
    {
      name: 'one topic, all correct',
      plan: { topics: [topic('A', ['L1', 'L2', 'L3'])] },
      script: 'ccc',
      asked: 'A1 A2 A3',
      next: null,
      score: 6,
    },
    {
      name: 'all skips score zero even with negative marking',
      plan: { topics: [topic('A', ['L1', 'L1', 'L1'])] },
      script: 'sss',
      asked: 'A1 A2 A3',
      next: null,
      score: 0,
    },
    {
      name: 'wrong answers lose a quarter with negative marking',
      plan: { topics: [topic('A', ['L1', 'L2', 'L3'])] },
      script: 'wcw',
      asked: 'A1 A2 A3',
      next: null,
      score: 1, // -0.25 + 2 - 0.75
    },
    {
      name: 'topics in order, wrong answers do not change the order',
      plan: { topics: [topic('A', ['L3', 'L1']), topic('B', ['L2'])] },
      script: 'ww',
      asked: 'A1 A2',
      next: 'B1',
      score: -1,
    },
    {
      name: 'an empty topic is passed over',
      plan: { topics: [topic('A', ['L1']), topic('B', []), topic('C', ['L1'])] },
      script: 'cc',
      asked: 'A1 C1',
      next: null,
      score: 2,
    },
    {
      name: 'part of the way through',
      plan: { topics: [topic('A', ['L1', 'L1', 'L1'])] },
      script: 'c',
      asked: 'A1',
      next: 'A2',
      score: 1,
    },
    {
      name: 'an empty plan is finished at once',
      plan: { topics: [] },
      script: '',
      asked: '',
      next: null,
      score: 0,
    },
    {
      name: 'a question id listed twice is asked once',
      plan: {
        topics: [
          { topicId: 'A', heading: 'A', type: 'mcq', questions: [{ id: 'q', level: 'L1' }] },
          { topicId: 'B', heading: 'B', type: 'mcq', questions: [{ id: 'q', level: 'L1' }] },
        ],
      },
      script: 'c',
      asked: 'q',
      next: null,
      score: 1,
    },
  ])('$name', ({ plan, script, asked, next, score }) => {
    const played = play(plan, script);
    expect(played.asked).toBe(asked);
    expect(played.next).toBe(next);
    expect(played.score).toBe(score);
  });

  it('says isLast only on the final question', () => {
    const plan = { topics: [topic('A', ['L1', 'L1']), topic('B', ['L1'])] };
    expect(play(plan, 'csc').lastFlags).toBe('--L');
  });

  it('reports the topic, level and count of the current question', () => {
    let state = linear.start({ topics: [topic('A', ['L2']), topic('B', ['L3'])] }, 's');
    const answered = linear.answer(state, { questionId: 'A1', correct: true });
    if (answered.ok) state = answered.value.state;
    expect(linear.current(state)).toEqual({
      questionId: 'B1',
      topicIndex: 1,
      level: 'L3',
      count: 2,
      isLast: true,
    });
  });

  it('replays the answer just recorded and rejects any other question', () => {
    const start = linear.start({ topics: [topic('A', ['L1', 'L1', 'L1'])] }, 's');
    const first = linear.answer(start, { questionId: 'A1', correct: true });
    if (!first.ok) throw new Error('rejected');
    const replay = linear.answer(first.value.state, { questionId: 'A1', correct: false });
    expect(replay.ok && replay.value).toEqual({ state: first.value.state, replayed: true });
    expect(linear.answer(first.value.state, { questionId: 'A3', correct: true })).toEqual({
      ok: false,
      error: { code: 'wrong_question', expected: 'A2', received: 'A3' },
    });
    const second = linear.answer(first.value.state, { questionId: 'A2', correct: true });
    expect(second.ok && linear.answer(second.value.state, { questionId: 'A1', correct: true }).ok).toBe(
      false,
    );
  });
});

describe('linear shuffle', () => {
  const levels = Array.from({ length: 10 }, (): Level => 'L1');
  const plan: Plan = { topics: [topic('A', levels), topic('B', levels)], shuffle: true };
  const order = (seed: string) => linear.start(plan, seed).queue.map((slot) => slot.questionId);

  it('gives the same order for the same seed', () => {
    expect(order('student-1/attempt-1')).toEqual(order('student-1/attempt-1'));
  });

  it('gives different orders for different seeds', () => {
    expect(order('student-1')).not.toEqual(order('student-2'));
  });

  it('asks every question exactly once and keeps topics in order', () => {
    const ids = order('any');
    expect([...ids].sort()).toEqual([...order('unshuffled')].sort());
    expect(new Set(ids).size).toBe(20);
    expect(ids.slice(0, 10).every((id) => id.startsWith('A'))).toBe(true);
    expect(ids.slice(10).every((id) => id.startsWith('B'))).toBe(true);
  });

  it('keeps the plan order when shuffling is off', () => {
    const ids = linear.start({ ...plan, shuffle: false }, 'x').queue.map((slot) => slot.questionId);
    expect(ids.slice(0, 3)).toEqual(['A1', 'A2', 'A3']);
  });
});
