import { describe, expect, it } from 'vitest';
import type { FindAnswerQuestion } from '../question-types/find-answer/find-answer';
import { commonWrongAnswers } from './wrong-answers';

const question = {
  id: 'q',
  type: 'findAnswer',
  level: 'L1',
  Duration: 2,
  Title: '<p>Read the passage</p>',
  questions: [
    { question: 'Capital of India?', answer: 'New Delhi' },
    { question: 'Largest state?', answer: 'Rajasthan' },
  ],
} as FindAnswerQuestion;

describe('commonWrongAnswers', () => {
  it('counts wrong answers per part, most frequent first, ignoring what grading ignores', () => {
    const responses = [
      [{ studentAnswer: 'Mumbai' }, { studentAnswer: 'Rajasthan' }],
      ['mumbai ', 'Madhya Pradesh'],
      ['new delhi', 'Uttar Pradesh'],
      ['Kolkata', ''],
      ['MUMBAI', 'Madhya  Pradesh'],
      'not a list',
    ];
    expect(commonWrongAnswers(question, responses)).toEqual([
      {
        part: 0,
        question: 'Capital of India?',
        wrong: [
          { answer: 'Mumbai', count: 3 },
          { answer: 'Kolkata', count: 1 },
        ],
      },
      {
        part: 1,
        question: 'Largest state?',
        wrong: [
          { answer: 'Madhya Pradesh', count: 2 },
          { answer: 'Uttar Pradesh', count: 1 },
        ],
      },
    ]);
  });
});
