import { getToken } from '../../../lib/api-client';

export const PROBE_EVERY_MS = 5_000;
export const SLOW_MS = 1_000;
/** A probe with no reply after this long counts as a lost connection; a late reply is only a slow one. */
export const PROBE_TIMEOUT_MS = 10_000;

export type ProbeResult = {
  status: 'ok' | 'slow' | 'lost';
  /** the server's newest change by the people running the test (epoch ms), when it has one */
  notice: number | null;
};

/** The body of a 200 probe: `{ notice }`; anything else is no notice. */
async function readNotice(response: Response): Promise<number | null> {
  try {
    const body = (await response.json()) as { notice?: unknown };
    return typeof body.notice === 'number' && Number.isFinite(body.notice) ? body.notice : null;
  } catch {
    return null;
  }
}

/**
 * One connection probe (a route that touches nothing but the server): 'ok', 'slow' (a reply after more than
 * 1000 ms) or 'lost' (no reply at all). Any reply proves the connection, an error status from a busy server
 * included: our load is not the student's network. With the test as well, a 200 carries the newest change the
 * invigilator made (a 204, the usual reply, has no body to read).
 */
export async function probeHealth(
  attemptId: string | null = null,
  assessmentId: string | null = null,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  // with the attempt and the student's token the probe also tells the server the test page is alive
  const token = attemptId ? getToken() : null;
  const attempt = attemptId && token ? `&attempt=${encodeURIComponent(attemptId)}` : '';
  const assessment = attempt && assessmentId ? `&test=${encodeURIComponent(assessmentId)}` : '';
  try {
    const response = await fetch(`/api/ping?t=${Date.now()}${attempt}${assessment}`, {
      cache: 'no-store',
      signal: controller.signal,
      headers: attempt && token ? { 'auth-token': token } : {},
    });
    const status = performance.now() - started > SLOW_MS ? 'slow' : 'ok';
    return { status, notice: response.status === 200 && assessment ? await readNotice(response) : null };
  } catch {
    return { status: 'lost', notice: null };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The end screen's probe of an ended attempt: the newest change the people running the test made to it (epoch
 * ms; a reopen among them), or null. `watch=1`: it only asks, so the server does not count the page alive.
 */
export async function watchNotice(attemptId: string, assessmentId: string): Promise<number | null> {
  const token = getToken();
  if (!token) return null;
  const query = `attempt=${encodeURIComponent(attemptId)}&test=${encodeURIComponent(assessmentId)}`;
  try {
    const response = await fetch(`/api/ping?t=${Date.now()}&watch=1&${query}`, {
      cache: 'no-store',
      headers: { 'auth-token': token },
    });
    return response.status === 200 ? await readNotice(response) : null;
  } catch {
    return null;
  }
}
