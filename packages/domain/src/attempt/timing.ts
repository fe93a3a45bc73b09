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

/** What a 'pause' attempt's cap has left (ms) after the pauses it already had. */
export const pauseLeftMs = (capMinutes: number, pausedBeforeMs: number): number =>
  Math.max(0, capMinutes * MINUTE_MS - pausedBeforeMs);

/**
 * The time a 'pause' attempt gets back for one silence of its page (a lost connection, `from` to `to`): what it
 * lasted beyond one probe interval (the page probes every `probeIntervalMs`, so that much is the ordinary
 * rhythm), within what the attempt's total cap has left after the pauses it already had.
 */
export function lossPauseMs(
  silence: { from: Instant; to: Instant },
  probeIntervalMs: number,
  capMinutes: number,
  pausedBeforeMs: number,
): number {
  const beyondRhythm = toMs(silence.to) - toMs(silence.from) - probeIntervalMs;
  return Math.max(0, Math.min(beyondRhythm, pauseLeftMs(capMinutes, pausedBeforeMs)));
}
