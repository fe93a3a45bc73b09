import { getToken } from '../../../lib/api-client';

export const PROBE_EVERY_MS = 5_000;
export const SLOW_MS = 1_000;
/** A probe with no reply after this long counts as a lost connection; a late reply is only a slow one. */
export const PROBE_TIMEOUT_MS = 10_000;

/**
 * One connection probe (a route that touches nothing but the server): 'ok', 'slow' (a reply after more than
 * 1000 ms) or 'lost' (no reply at all). Any reply proves the connection, an error status from a busy server
 * included: our load is not the student's network.
 */
export async function probeHealth(
  attemptId: string | null = null,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<'ok' | 'slow' | 'lost'> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  // with the attempt and the student's token the probe also tells the server the test page is alive
  const token = attemptId ? getToken() : null;
  const attempt = attemptId && token ? `&attempt=${encodeURIComponent(attemptId)}` : '';
  try {
    await fetch(`/api/ping?t=${Date.now()}${attempt}`, {
      cache: 'no-store',
      signal: controller.signal,
      headers: attempt && token ? { 'auth-token': token } : {},
    });
    return performance.now() - started > SLOW_MS ? 'slow' : 'ok';
  } catch {
    return 'lost';
  } finally {
    clearTimeout(timer);
  }
}
