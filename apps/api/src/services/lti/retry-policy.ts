import { LmsReplyError } from './service-token';

const MINUTE = 60_000;
const MAX_BACKOFF_MINUTES = 60;
/** A refusal that waiting will not cure (a 404 line item, a 400) is tried again only this much later. */
const REFUSED_WAIT_MS = 24 * 60 * MINUTE;
const MAX_RETRY_AFTER_MS = 24 * 60 * MINUTE;

/** Retry-After as delta-seconds or an HTTP date (RFC 9110 §10.2.3), in milliseconds from now; null if neither. */
export function retryAfterMs(value: string | null, now: Date): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}

/**
 * When a failed call to an LMS is tried again: the LMS's own Retry-After when it sends one with a 429 or 503,
 * else a back-off that doubles from a minute to an hour for 5xx, 429, timeouts, unreachable LMSs and token
 * refusals; a refusal of the score itself (another 4xx) waits a day, in case the LMS is set right meanwhile.
 */
export function nextTry(error: unknown, failures: number, now: Date): { at: Date; status: number | null } {
  const status = error instanceof LmsReplyError ? error.status : null;
  // an LMS that refuses our assertion may still hold a key set from before a rotation: that passes too
  const tokenStep = error instanceof LmsReplyError && error.step === 'token';
  const passing = tokenStep || status === null || status === 408 || status === 429 || status >= 500;
  let wait = passing
    ? Math.min(MAX_BACKOFF_MINUTES, 2 ** Math.min(failures - 1, 6)) * MINUTE
    : REFUSED_WAIT_MS;
  const asked = error instanceof LmsReplyError ? retryAfterMs(error.retryAfter, now) : null;
  if (asked !== null && (status === 429 || status === 503))
    wait = Math.min(MAX_RETRY_AFTER_MS, Math.max(1000, asked));
  return { at: new Date(now.getTime() + wait), status };
}
