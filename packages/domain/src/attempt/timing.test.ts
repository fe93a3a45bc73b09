import { describe, expect, it } from 'vitest';
import { deadlineOf, isLate, questionDeadline, remainingMs } from './timing';

const start = Date.parse('2025-01-01T10:00:00Z');

describe('timing', () => {
  it('puts the attempt deadline totalTime minutes after the start', () => {
    expect(deadlineOf(start, 60)).toBe(start + 3_600_000);
    expect(deadlineOf(new Date(start), 1)).toBe(start + 60_000);
  });

  it('puts the question deadline Duration minutes after serving, plus the grace', () => {
    expect(questionDeadline(start, 2)).toBe(start + 120_000);
    expect(questionDeadline(new Date(start), 2, 5_000)).toBe(start + 125_000);
  });

  it('is late only strictly after the deadline', () => {
    const deadline = deadlineOf(start, 1);
    expect(isLate(deadline, deadline)).toBe(false);
    expect(isLate(deadline + 1, deadline)).toBe(true);
    expect(isLate(new Date(deadline - 1), new Date(deadline))).toBe(false);
  });

  it('counts the time left down to zero', () => {
    expect(remainingMs(start, start + 500)).toBe(500);
    expect(remainingMs(start + 1_000, start)).toBe(0);
  });
});
