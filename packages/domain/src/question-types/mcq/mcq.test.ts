import { describe, expect, it } from 'vitest';
import { type McqQuestion, mcq } from './mcq';

const question: McqQuestion = {
  id: 'q1',
  type: 'mcq',
  level: 'L2',
  Duration: 2,
  Title: '<p>2 + 2?</p>',
  Options: ['3', '4', '5', 'SECRET-KEY-MARKER'],
  answer: 1,
};

describe('mcq', () => {
  it('shows the title and options but never the key', () => {
    const view = mcq.studentView(question);
    expect(view).toEqual({
      id: 'q1',
      type: 'mcq',
      level: 'L2',
      Duration: 2,
      marks: 2,
      Title: '<p>2 + 2?</p>',
      Options: ['3', '4', '5', 'SECRET-KEY-MARKER'],
    });
    expect(JSON.stringify(view)).not.toContain('"answer"');
  });

  it('shows the image only when there is one', () => {
    expect(mcq.studentView({ ...question, image: '/img.png' }).image).toBe('/img.png');
    expect('image' in mcq.studentView(question)).toBe(false);
  });

  it.each([0, 1, 2, 3, 4, 5, -1])('accepts option %i', (raw) => {
    expect(mcq.parseAnswer(raw)).toEqual({ ok: true, value: raw });
  });

  it('reads a missing answer as none', () => {
    expect(mcq.parseAnswer(undefined)).toEqual({ ok: true, value: -1 });
  });

  it.each([6, -2, 1.5, '1', [1], {}])('rejects %j', (raw) => {
    const result = mcq.parseAnswer(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toMatch(/0 to 5/);
  });

  it('grades a true/false (two options) and a six-option question by the key', () => {
    const trueFalse: McqQuestion = { ...question, Options: ['True', 'False'], answer: 1 };
    expect(mcq.grade(trueFalse, 1, {})).toMatchObject({ marks: 2, correct: true });
    expect(mcq.grade(trueFalse, 0, {})).toMatchObject({ marks: 0, correct: false });
    const six: McqQuestion = { ...question, Options: ['a', 'b', 'c', 'd', 'e', 'f'], answer: 5 };
    expect(mcq.studentView(six).Options).toHaveLength(6);
    expect(mcq.grade(six, 5, {})).toMatchObject({ marks: 2, correct: true });
    expect(mcq.grade(six, 4, {})).toMatchObject({ marks: 0, correct: false });
  });

  it('grades the key right, anything else wrong and -1 as a skip', () => {
    expect(mcq.grade(question, 1, {})).toEqual({
      status: 'graded',
      marks: 2,
      maxMarks: 2,
      correct: true,
      empty: false,
    });
    expect(mcq.grade(question, 0, {})).toMatchObject({ marks: 0, correct: false, empty: false });
    expect(mcq.grade(question, -1, {})).toMatchObject({ marks: 0, correct: false, empty: true });
  });

  it('lets the question override the level marks', () => {
    expect(mcq.grade({ ...question, marks: 5 }, 1, {})).toMatchObject({ marks: 5, maxMarks: 5 });
  });
});
