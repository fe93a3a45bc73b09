/** A point in time as a Date or as milliseconds since the epoch; the caller reads the clock. */
export type Instant = Date | number;

export const toMs = (instant: Instant): number => (typeof instant === 'number' ? instant : instant.getTime());

const MINUTE_MS = 60_000;

/** When the whole attempt must end. */
export const deadlineOf = (startedAt: Instant, totalTimeMinutes: number): number =>
  toMs(startedAt) + totalTimeMinutes * MINUTE_MS;

/** When an answer to a served question stops counting; the grace covers the auto-submit's trip. */
export const questionDeadline = (servedAt: Instant, durationMinutes: number, graceMs = 0): number =>
  toMs(servedAt) + durationMinutes * MINUTE_MS + graceMs;

export const isLate = (answeredAt: Instant, deadline: Instant): boolean => toMs(answeredAt) > toMs(deadline);

export const remainingMs = (now: Instant, deadline: Instant): number =>
  Math.max(0, toMs(deadline) - toMs(now));
