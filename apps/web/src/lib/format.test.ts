import { describe, expect, it } from 'vitest';
import { experienceLabel, formatSalary } from './format';

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
