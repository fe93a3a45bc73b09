import { describe, expect, it } from 'vitest';
import type { AttemptResult } from '../api/results';
import { percentText, scoreText, statusLabel } from './status';

const base = {
  status: 'graded',
  resultVisible: true,
  score: 7,
  maxScore: 10,
  percentage: 70,
} as AttemptResult;

describe('result status', () => {
  it('names manual grading and unpublished results', () => {
    expect(statusLabel({ ...base, status: 'awaiting_grading' })).toBe('Pending manual grading');
    expect(statusLabel({ ...base, resultVisible: false })).toBe('Result not yet published');
    expect(statusLabel(base)).toBe('Graded');
  });

  it('hides scores until published', () => {
    expect(scoreText(base)).toBe('7/10');
    expect(percentText(base)).toBe('70%');
    expect(scoreText({ ...base, resultVisible: false })).toBeNull();
    expect(percentText({ ...base, resultVisible: false })).toBeNull();
  });
});
