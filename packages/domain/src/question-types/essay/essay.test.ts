import { describe, expect, it } from 'vitest';
import { type EssayQuestion, essay } from './essay';

const question: EssayQuestion = {
  id: 'e1',
  type: 'essay',
  level: 'L1',
  Duration: 10,
  Title: 'Describe a challenge you overcame.',
  essayType: 'long',
};

describe('essay', () => {
  it('shows the prompt and its kind', () => {
    expect(essay.studentView(question)).toEqual({
      id: 'e1',
      type: 'essay',
      level: 'L1',
      Duration: 10,
      marks: 1,
      Title: 'Describe a challenge you overcame.',
      essayType: 'long',
    });
  });

  it('accepts text, reads a missing answer as empty and rejects anything else', () => {
    expect(essay.parseAnswer('My answer')).toEqual({ ok: true, value: 'My answer' });
    expect(essay.parseAnswer(undefined)).toEqual({ ok: true, value: '' });
    expect(essay.parseAnswer({ text: 'x' }).ok).toBe(false);
    expect(essay.parseAnswer('x'.repeat(50_001)).ok).toBe(false);
  });

  it('waits for a person to grade a written answer', () => {
    expect(essay.grade(question, 'Something', {})).toEqual({ status: 'pending', maxMarks: 1, autoMarks: 0 });
  });

  it('grades an empty answer 0 at once', () => {
    expect(essay.grade(question, '   ', {})).toEqual({
      status: 'graded',
      marks: 0,
      maxMarks: 1,
      correct: false,
      empty: true,
    });
  });
});
