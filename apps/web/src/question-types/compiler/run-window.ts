/** SPEC §9: Run and Compile are offered only while the timer is above 60 seconds. */
const RUN_MIN_SECONDS = 60;

/**
 * The seconds at or under which Run and Compile close: the spec's 60, but never more than a quarter of the
 * question's own time, so a one-minute coding question still offers them for its first 45 seconds.
 */
export const runCutoffSeconds = (durationMinutes: number): number =>
  Math.min(RUN_MIN_SECONDS, Math.floor((Math.max(durationMinutes, 0) * 60) / 4));

/** Whether Run and Compile are offered with `remaining` seconds left. */
export const canRunWith = (remaining: number, durationMinutes: number): boolean =>
  remaining > runCutoffSeconds(durationMinutes);
