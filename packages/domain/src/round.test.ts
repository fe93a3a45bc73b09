import { describe, expect, it } from 'vitest';
import { formatMarks } from './round';

describe('formatMarks', () => {
  it('shows marks with at most two decimals, whatever the arithmetic left behind', () => {
    expect(formatMarks(1 - 0.33)).toBe('0.67');
    expect(formatMarks(0.1 + 0.2)).toBe('0.3');
    expect(formatMarks(2.5)).toBe('2.5');
    expect(formatMarks(12)).toBe('12');
    expect(formatMarks(1.005)).toBe('1.01');
    expect(formatMarks(-0.25)).toBe('-0.25');
  });
});
