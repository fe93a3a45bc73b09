export const PROBE_EVERY_MS = 5_000;
export const SLOW_MS = 1_000;

/** One connection probe (a route that touches nothing but the server): 'ok', 'slow' (over 1000 ms) or 'lost'. */
export async function probeHealth(timeoutMs = 4_000): Promise<'ok' | 'slow' | 'lost'> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  try {
    const response = await fetch(`/api/ping?t=${Date.now()}`, {
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!response.ok) return 'lost';
    return performance.now() - started > SLOW_MS ? 'slow' : 'ok';
  } catch {
    return 'lost';
  } finally {
    clearTimeout(timer);
  }
}
