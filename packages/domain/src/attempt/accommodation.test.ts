import { describe, expect, it } from 'vitest';
import {
  accommodatedDeadline,
  accommodatedMinutes,
  accommodatedQuestionMs,
  addedSeconds,
  allowedMinutes,
  minutesLabel,
  multiplierLabel,
  parseTimeMultiplier,
  parseTimeMultiplierCell,
  TIME_MULTIPLIER_MESSAGE,
} from './accommodation';

const MIN = 60_000;

describe('time accommodation', () => {
  it('reads numbers and cells from 1 to 4; a blank cell means none', () => {
    expect(parseTimeMultiplier(1.5)).toEqual({ ok: true, value: 1.5 });
    expect(parseTimeMultiplier('1.33')).toEqual({ ok: true, value: 1.33 });
    expect(parseTimeMultiplier(' 2x ')).toEqual({ ok: true, value: 2 });
    expect(parseTimeMultiplier('1.25×')).toEqual({ ok: true, value: 1.25 });
    expect(parseTimeMultiplierCell('')).toEqual({ ok: true, value: 1 });
    expect(parseTimeMultiplierCell(' 1.5 ')).toEqual({ ok: true, value: 1.5 });
    expect(parseTimeMultiplierCell('9')).toEqual({ ok: false, error: TIME_MULTIPLIER_MESSAGE });
    expect(parseTimeMultiplier(4)).toEqual({ ok: true, value: 4 });
    expect(parseTimeMultiplier(1.3333)).toEqual({ ok: true, value: 1.33 });
  });

  it('refuses anything outside 1 to 4 or not a number, with one clear message', () => {
    for (const bad of [
      0.5,
      0,
      -1,
      4.01,
      10,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      'abc',
      '1,5',
      '-2',
      '',
      undefined,
      null,
      true,
      {},
    ]) {
      expect(parseTimeMultiplier(bad)).toEqual({ ok: false, error: TIME_MULTIPLIER_MESSAGE });
    }
  });

  it('gives a 30-minute test 45 minutes at 1.5× and 30 at none', () => {
    expect(accommodatedMinutes(30, 1.5)).toBe(45);
    expect(accommodatedMinutes(30, 1)).toBe(30);
    expect(accommodatedMinutes(30, 1.33)).toBe(39.9);
  });

  it('runs the attempt for m× its time when the window leaves room', () => {
    const start = Date.UTC(2026, 0, 1, 10);
    expect(accommodatedDeadline(start, 30, null, 1.5)).toBe(start + 45 * MIN);
    expect(accommodatedDeadline(start, 30, start + 10 * 60 * MIN, 1.5)).toBe(start + 45 * MIN);
  });

  it('stretches the window close by the extra time: a last-minute start still gets m× its time', () => {
    const close = Date.UTC(2026, 0, 1, 12);
    const lastMinute = close - MIN;
    // without an accommodation the window cuts the attempt to one minute
    expect(accommodatedDeadline(lastMinute, 30, close, 1)).toBe(close);
    // with 1.5× the close moves 15 minutes: 1 minute + the 15 extra = 16 minutes, the same extra as a full start
    expect(accommodatedDeadline(lastMinute, 30, close, 1.5)).toBe(close + 15 * MIN);
    expect(accommodatedDeadline(new Date(close - 30 * MIN), 30, new Date(close), 2)).toBe(close + 30 * MIN);
  });

  it('times each question m× as long', () => {
    expect(accommodatedQuestionMs(2, 1.5)).toBe(3 * MIN);
    expect(accommodatedQuestionMs(2, 1)).toBe(2 * MIN);
  });

  it('labels the multiplier and the minutes as people read them', () => {
    expect(multiplierLabel(1.5)).toBe('1.5×');
    expect(multiplierLabel(2)).toBe('2×');
    expect(multiplierLabel(1.33)).toBe('1.33×');
    expect(minutesLabel(45)).toBe('45 minutes');
    expect(minutesLabel(39.9)).toBe('39.9 minutes');
    expect(minutesLabel(1)).toBe('1 minute');
  });

  it("says an attempt's own allowed time: the multiplier's and what staff added before and during it", () => {
    expect(allowedMinutes(30, 1.5, 0)).toBe(45);
    expect(allowedMinutes(30, 1, 0)).toBe(30);
    const steps = [
      { kind: 'start', payload: { number: 1, timeMultiplier: 1.5, extraSeconds: 300 } },
      { kind: 'served', payload: {} },
      { kind: 'staff_add_time', payload: { minutes: 10, by: 'Ms Rao' } },
      { kind: 'staff_pause', payload: { minutes: 99 } },
    ];
    expect(addedSeconds(steps)).toBe(900);
    expect(allowedMinutes(30, 1.5, addedSeconds(steps))).toBe(60);
    expect(addedSeconds([{ kind: 'start', payload: { number: 1 } }])).toBe(0);
  });
});
