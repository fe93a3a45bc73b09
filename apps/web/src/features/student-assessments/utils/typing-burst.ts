/**
 * Typing evidence (issue #20): far more characters typed within a couple of seconds than a person types (the
 * fastest typists manage about 25 a second) suggests text typed in by a tool. Each burst is reported once.
 */
export const BURST_CHARS = 150;
export const BURST_WINDOW_MS = 2_000;

/** Recent insertions, oldest first. */
export type TypingWindow = readonly { at: number; chars: number }[];

export const emptyTyping: TypingWindow = [];

/** `chars` typed at `now` (ms): the next window, and the characters of the burst it completes, if any. */
export function nextTyping(
  window: TypingWindow,
  chars: number,
  now: number,
): { window: TypingWindow; burst: number | null } {
  const recent = [...window.filter((entry) => now - entry.at < BURST_WINDOW_MS), { at: now, chars }];
  const total = recent.reduce((sum, entry) => sum + entry.chars, 0);
  return total > BURST_CHARS ? { window: emptyTyping, burst: total } : { window: recent, burst: null };
}
