import { describe, expect, it } from 'vitest';
import {
  countOf,
  experienceLabel,
  formatSalary,
  marksOrDash,
  releasedResultText,
  yourTimeLabel,
} from './format';

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

describe('marks and released results', () => {
  it('shows a total with at most two decimals, or a dash while it is unknown', () => {
    expect(marksOrDash(1 - 0.33)).toBe('0.67');
    expect(marksOrDash(null)).toBe('—');
  });

  it('says why an attempt ended early beside its score, and nothing more for a finished one', () => {
    const result = {
      attemptId: 'a',
      assessmentName: 'Aptitude',
      endedAt: null,
      score: 0,
      maxScore: 8,
      percentage: 0,
    };
    expect(releasedResultText({ ...result, endReason: 'tab_switches' })).toEqual({
      score: '0 / 8 (0%)',
      ended: 'Ended early: Too many tab switches',
    });
    expect(releasedResultText({ ...result, score: 16 / 3, percentage: 66.666, endReason: 'manual' })).toEqual(
      {
        score: '5.33 / 8 (66.67%)',
        ended: null,
      },
    );
    expect(releasedResultText({ ...result, endReason: 'time_up' }).ended).toBeNull();
  });
});

describe('yourTimeLabel', () => {
  it("says the student's own time, and why it is longer", () => {
    expect(yourTimeLabel({ yourTime: 30, timeMultiplier: 1 })).toBe('30 mins');
    expect(yourTimeLabel({ yourTime: 45, timeMultiplier: 1.5 })).toBe('45 mins (1.5× time accommodation)');
    expect(yourTimeLabel({ yourTime: 39.9, timeMultiplier: 1.33 })).toBe(
      '39.9 mins (1.33× time accommodation)',
    );
  });
});
