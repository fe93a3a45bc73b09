import { INTERCEPT_BOUND } from '@placement/domain';
import { describe, expect, it } from 'vitest';
import { difficultyText } from './calibrations';

describe('an item difficulty in words', () => {
  it('shows the figure, and "not enough answers" where the estimate stopped at the bound', () => {
    expect(difficultyText({ a: 1, b: -1.2345 })).toBe('-1.23');
    expect(difficultyText({ a: 1, b: -INTERCEPT_BOUND })).toBe('not enough answers');
    expect(difficultyText({ a: 1, b: INTERCEPT_BOUND })).toBe('not enough answers');
    // a 2PL item: the bound is on its intercept −a·b
    expect(difficultyText({ a: 1.5, b: -INTERCEPT_BOUND / 1.5 })).toBe('not enough answers');
    expect(difficultyText({ a: 1.5, b: -9.5 })).toBe('-9.50');
  });
});
