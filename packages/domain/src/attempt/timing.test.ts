import { describe, expect, it } from 'vitest';
import { deadlineOf, isLate, lossPauseMs, pauseLeftMs, questionDeadline, remainingMs } from './timing';

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

  it.each([
    // silence (s), paused before (s), cap (min) → given back (s)
    [60, 0, 15, 55],
    [4, 0, 15, 0],
    [15 * 60, 0, 15, 15 * 60 - 5],
    [30 * 60, 0, 15, 15 * 60],
    // four 15-minute silences on a 15-minute cap: the first takes nearly all, the second the rest, then none
    [15 * 60, 15 * 60 - 5, 15, 5],
    [15 * 60, 15 * 60, 15, 0],
    [120, 10 * 60, 20, 115],
  ])(
    'gives a silence of %i s back beyond one probe, within the cap (%i s paused, cap %i min)',
    (silence, before, cap, back) => {
      const given = lossPauseMs({ from: start, to: start + silence * 1000 }, 5_000, cap, before * 1000);
      expect(given).toBe(back * 1000);
    },
  );

  it('says what the cap has left, never below zero', () => {
    expect(pauseLeftMs(15, 5 * 60_000)).toBe(10 * 60_000);
    expect(pauseLeftMs(15, 20 * 60_000)).toBe(0);
  });
});
