import { describe, expect, it } from 'vitest';
import type { Grade } from '../question-types/question-type';
import { type GradedItem, scoreAttempt } from './score-attempt';

const graded = (marks: number, maxMarks: number, empty = false): Grade => ({
  status: 'graded',
  marks,
  maxMarks,
  correct: marks === maxMarks,
  empty,
});

const item = (topicId: string, grade: Grade, timedOut = false): GradedItem => ({
  questionId: `${topicId}-${Math.random()}`,
  topicId,
  grade,
  timedOut,
});

const items: GradedItem[] = [
  item('A', graded(1, 1)),
  item('A', graded(0, 2)),
  item('A', graded(0, 3, true)),
  item('B', graded(0, 3), true),
  item('B', graded(2, 3)),
];

describe('scoreAttempt', () => {
  it('adds marks per topic without negative marking', () => {
    expect(scoreAttempt(items, { isNegativeMarking: false })).toEqual({
      score: 3,
      maxScore: 12,
      percentage: 25,
      perTopic: [
        { topicId: 'A', score: 1, maxScore: 6, correct: 1, wrong: 1, skipped: 1, pending: 0 },
        { topicId: 'B', score: 2, maxScore: 6, correct: 0, wrong: 2, skipped: 0, pending: 0 },
      ],
      pending: 0,
      status: 'graded',
    });
  });

  it('takes a quarter off wrong answers only, never skips, timeouts or partial credit', () => {
    const score = scoreAttempt(items, { isNegativeMarking: true });
    expect(score.score).toBe(2.5);
    expect(score.perTopic.map((topic) => topic.score)).toEqual([0.5, 2]);
    expect(score.percentage).toBe(20.83);
  });

  it('can fall below zero with negative marking', () => {
    expect(scoreAttempt([item('A', graded(0, 1))], { isNegativeMarking: true }).score).toBe(-0.25);
  });

  it('holds the status open while answers await a person, counting their automatic marks', () => {
    const score = scoreAttempt(
      [item('A', graded(1, 1)), item('A', { status: 'pending', maxMarks: 4, autoMarks: 1.5 })],
      { isNegativeMarking: true },
    );
    expect(score).toMatchObject({ score: 2.5, maxScore: 5, percentage: 50, pending: 1 });
    expect(score.status).toBe('awaiting manual grading');
  });

  it('rounds the percentage to two decimals and copes with nothing to score', () => {
    expect(scoreAttempt([item('A', graded(1, 3))], { isNegativeMarking: false }).percentage).toBe(33.33);
    expect(scoreAttempt([], { isNegativeMarking: false })).toEqual({
      score: 0,
      maxScore: 0,
      percentage: 0,
      perTopic: [],
      pending: 0,
      status: 'graded',
    });
  });
});
