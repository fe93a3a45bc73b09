import { err, ok, type Result } from '../result';
import { type Instant, toMs } from './timing';

/** A standing time accommodation: every timer of every test runs this many times as long (1 = none). */
export const MIN_TIME_MULTIPLIER = 1;
export const MAX_TIME_MULTIPLIER = 4;
export const TIME_MULTIPLIER_MESSAGE = `The time multiplier must be a number from ${MIN_TIME_MULTIPLIER} to ${MAX_TIME_MULTIPLIER} (for example 1.25, 1.5 or 2)`;

const MINUTE_MS = 60_000;

/** A multiplier as given: a number, or text such as "1.5", "1.5x" or "1.5×". */
export function parseTimeMultiplier(input: unknown): Result<number, string> {
  let value: number;
  if (typeof input === 'number') value = input;
  else if (typeof input === 'string') {
    const text = input.trim().replace(/\s*[x×]$/i, '');
    if (!/^\d+(\.\d+)?$/.test(text)) return err(TIME_MULTIPLIER_MESSAGE);
    value = Number(text);
  } else return err(TIME_MULTIPLIER_MESSAGE);
  if (!Number.isFinite(value) || value < MIN_TIME_MULTIPLIER || value > MAX_TIME_MULTIPLIER) {
    return err(TIME_MULTIPLIER_MESSAGE);
  }
  // two decimals are enough for 1.33; more would only make clocks disagree by milliseconds
  return ok(Math.round(value * 100) / 100);
}

/** A spreadsheet cell of the optional multiplier column: blank means none (1). */
export const parseTimeMultiplierCell = (cell: string): Result<number, string> =>
  cell.trim() === '' ? ok(1) : parseTimeMultiplier(cell);

/** The overall time, in minutes, of a test of `totalTimeMinutes` for a student with multiplier `m`. */
export const accommodatedMinutes = (totalTimeMinutes: number, m: number): number =>
  Math.round(totalTimeMinutes * m * 100) / 100;

/** A step of an attempt's log, as far as the time it was given goes. */
export interface TimeStep {
  kind: string;
  payload: Record<string, unknown>;
}

/**
 * Seconds the people running a test gave one attempt beyond the test's time: added before the start (the start
 * step's `extraSeconds`) and while it ran (each `staff_add_time` step's minutes).
 */
export function addedSeconds(steps: readonly TimeStep[]): number {
  let seconds = 0;
  for (const { kind, payload } of steps) {
    if (kind === 'start') seconds += Number(payload.extraSeconds ?? 0) || 0;
    if (kind === 'staff_add_time') seconds += (Number(payload.minutes ?? 0) || 0) * 60;
  }
  return seconds;
}

/**
 * The overall time, in minutes, one attempt was allowed: the test's time at the student's multiplier, plus what
 * was added for them. A report says "of 45 min" to a student with 1.5× on a 30-minute test, not "of 30 min".
 */
export const allowedMinutes = (totalTimeMinutes: number, m: number, added: number): number =>
  Math.round((accommodatedMinutes(totalTimeMinutes, m) + added / 60) * 100) / 100;

/**
 * When an attempt started at `startedAt` must end: its accommodated time, capped at the window's close, which
 * is stretched by the extra time itself so a student who starts at the last minute still gets m× their time.
 */
export function accommodatedDeadline(
  startedAt: Instant,
  totalTimeMinutes: number,
  endDate: Instant | null,
  m: number,
): number {
  const byTime = toMs(startedAt) + totalTimeMinutes * m * MINUTE_MS;
  if (endDate === null) return byTime;
  const stretchedClose = toMs(endDate) + (m - 1) * totalTimeMinutes * MINUTE_MS;
  return Math.min(byTime, stretchedClose);
}

/** How long, in ms, a question of `durationMinutes` is timed for a student with multiplier `m`. */
export const accommodatedQuestionMs = (durationMinutes: number, m: number): number =>
  durationMinutes * m * MINUTE_MS;

/** "1.5×": the multiplier as the student and the college read it. */
export const multiplierLabel = (m: number): string => `${Number(m.toFixed(2))}×`;

/** "45 minutes", "39.9 minutes", "1 minute". */
export function minutesLabel(minutes: number): string {
  const shown = Number(minutes.toFixed(1));
  return `${shown} minute${shown === 1 ? '' : 's'}`;
}
