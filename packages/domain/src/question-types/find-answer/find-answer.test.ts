import { describe, expect, it } from 'vitest';
import { type FindAnswerQuestion, findAnswer } from './find-answer';
import { normaliseAnswer } from './normalise';

const question: FindAnswerQuestion = {
  id: 'f1',
  type: 'findAnswer',
  level: 'L3',
  Duration: 5,
  Title: '<p>The capital of France is Paris. The Seine flows through it.</p>',
  questions: [
    { question: 'Capital?', answer: 'Paris' },
    { question: 'River?', answer: 'The  Seine' },
    { question: 'Country?', answer: 'France' },
  ],
};

describe('findAnswer', () => {
  it('shows the passage and sub-questions without their answers', () => {
    const view = findAnswer.studentView(question);
    expect(view.questions).toEqual([
      { question: 'Capital?' },
      { question: 'River?' },
      { question: 'Country?' },
    ]);
    const json = JSON.stringify(view);
    expect(json).not.toContain('"answer"');
    expect(json).not.toContain('The  Seine');
  });

  it('accepts strings or { studentAnswer } items', () => {
    expect(findAnswer.parseAnswer(['a', { studentAnswer: 'b' }])).toEqual({ ok: true, value: ['a', 'b'] });
    expect(findAnswer.parseAnswer(null)).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['not a list', 'Paris'],
    ['a number item', ['Paris', 3]],
    ['a bad studentAnswer', [{ studentAnswer: 3 }]],
  ])('rejects %s', (_, raw) => {
    expect(findAnswer.parseAnswer(raw).ok).toBe(false);
  });

  it('normalises case, outer space and inner runs of space', () => {
    expect(normaliseAnswer('  The \t SEINE\n')).toBe('the seine');
  });

  it('gives marks in proportion to the sub-questions answered right', () => {
    expect(findAnswer.grade(question, [' paris ', 'the seine', 'Spain'], {})).toEqual({
      status: 'graded',
      marks: 2,
      maxMarks: 3,
      correct: false,
      empty: false,
    });
    expect(findAnswer.grade(question, ['PARIS', 'the   seine', 'france'], {})).toMatchObject({
      marks: 3,
      correct: true,
    });
  });

  it('treats missing and blank answers as wrong and all blank as a skip', () => {
    expect(findAnswer.grade(question, ['Paris'], {})).toMatchObject({ marks: 1, empty: false });
    expect(findAnswer.grade(question, ['', '  '], {})).toMatchObject({ marks: 0, empty: true });
  });
});
