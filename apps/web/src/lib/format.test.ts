import { describe, expect, it } from 'vitest';
import { countOf, experienceLabel, formatSalary } from './format';

describe('job formatting', () => {
  it('shows a salary range, a single figure or none', () => {
    expect(formatSalary({ min: 8, max: 12, unit: 'LPA' })).toBe('₹8–12 LPA');
    expect(formatSalary({ min: 5, max: null, unit: 'LPA' })).toBe('₹5 LPA');
    expect(formatSalary({ min: null, max: null, unit: 'LPA' })).toBe('Not disclosed');
  });

  it('shows experience bounds', () => {
    expect(experienceLabel({ min: 0, max: 2 })).toBe('0–2 years');
    expect(experienceLabel({ min: 3, max: null })).toBe('3+ years');
  });
});

describe('counts', () => {
  it('puts the noun in the plural unless there is exactly one', () => {
    expect(countOf(1, 'question')).toBe('1 question');
    expect(countOf(2, 'question')).toBe('2 questions');
    expect(countOf(0, 'question')).toBe('0 questions');
    expect(countOf(3, 'match', 'matches')).toBe('3 matches');
  });
});
