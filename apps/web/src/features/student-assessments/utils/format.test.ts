import { describe, expect, it } from 'vitest';
import {
  dayOrdinalMonth,
  formatHms,
  ordinal,
  questionProgress,
  tabSwitchRule,
  timeline,
  topicTypeName,
  truncate,
  wholeAttemptSentence,
} from './format';

describe('test formatting', () => {
  it('formats HH:MM:SS', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(59.9)).toBe('00:00:59');
    expect(formatHms(3725)).toBe('01:02:05');
    expect(formatHms(-3)).toBe('00:00:00');
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });

  it('says how many tab switches are allowed and which one ends the test', () => {
    expect(tabSwitchRule(3)).toBe('You may switch tabs 3 times; the 4th switch ends the test.');
    expect(tabSwitchRule(1)).toBe('You may switch tabs once; the 2nd switch ends the test.');
    expect(tabSwitchRule(10)).toBe('You may switch tabs 10 times; the 11th switch ends the test.');
  });

  it('shows dates in Asia/Kolkata', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    // 20 Nov 20:00 UTC is 21 Nov 01:30 in India
    expect(dayOrdinalMonth('2025-11-20T20:00:00Z', now)).toBe('21st Nov');
    expect(timeline('2025-11-20T20:00:00Z', '2025-12-02T00:00:00Z', now)).toBe('21st Nov to 2nd Dec');
    expect(timeline('2025-11-20T20:00:00Z', null, now)).toBe('21st Nov');
  });

  it('gives the year of a date in another year than the current one (in India)', () => {
    const now = new Date('2025-12-20T12:00:00Z');
    expect(timeline('2025-12-28T04:00:00Z', '2026-01-05T04:00:00Z', now)).toBe('28th Dec to 5th Jan 2026');
    expect(dayOrdinalMonth('2024-03-01T04:00:00Z', now)).toBe('1st Mar 2024');
    // 31 Dec 19:00 UTC is already 1 Jan 2026 in India, the year India is in
    expect(dayOrdinalMonth('2025-12-31T19:00:00Z', new Date('2025-12-31T19:30:00Z'))).toBe('1st Jan');
  });

  it('names topic types and cuts descriptions', () => {
    expect(topicTypeName('mcq')).toBe('Multiple Choice Questions');
    expect(truncate('a'.repeat(120), 100)).toBe(`${'a'.repeat(100)}…`);
    expect(truncate('short', 100)).toBe('short');
  });

  it('counts a non-adaptive test out of its total, and an adaptive one by level without a total', () => {
    expect(questionProgress({ flow: 'linear', count: 2, totalQuestions: 6, level: 'L1' })).toEqual({
      level: null,
      question: 'Question 2 of 6',
    });
    expect(questionProgress({ flow: 'adaptive', count: 5, totalQuestions: 18, level: 'L2' })).toEqual({
      level: 'Level 2',
      question: 'Question 5',
    });
    expect(questionProgress({ flow: 'adaptive', count: 1, totalQuestions: 18, level: undefined })).toEqual({
      level: null,
      question: 'Question 1',
    });
  });

  it('counts a calibrated adaptive test without a total and never names the level', () => {
    // the question keeps its authored level, but the calibrated flow does not move through levels
    for (const level of ['L1', 'L2', 'L3']) {
      expect(questionProgress({ flow: 'calibrated-adaptive', count: 7, totalQuestions: 40, level })).toEqual({
        level: null,
        question: 'Question 7',
      });
    }
  });
});

describe('wholeAttemptSentence', () => {
  it('says the whole time and, with an accommodation, that every limit is longer', () => {
    expect(wholeAttemptSentence({ yourTime: 30, timeMultiplier: 1 })).toBe(
      'You have 30 minutes for the whole test.',
    );
    expect(wholeAttemptSentence({ yourTime: 45, timeMultiplier: 1.5 })).toBe(
      "You have 45 minutes for the whole test: your 1.5× time accommodation, which makes every question's limit 1.5× as long too.",
    );
  });
});
