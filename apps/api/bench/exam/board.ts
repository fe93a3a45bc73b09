import { Pool } from 'undici';
import { percentile, type RouteStats } from './load';

/** The live board's refresh period in the college portal (features/college-live-board). */
const REFRESH_MS = 2_000;

/**
 * One member of staff watching the live board of the exam for the whole run, as the screen does: a refresh
 * every 2 s (the next one waits for the last). Reports the board's latencies and how many students it showed.
 */
export function watchBoard(baseUrl: string, assessmentId: string, token: string) {
  const pool = new Pool(baseUrl, { connections: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let rows = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const began = performance.now();
      try {
        const reply = await pool.request({
          method: 'GET',
          path: `/api/college/assessments/${assessmentId}/live`,
          headers: { 'auth-token': token },
        });
        const body = (await reply.body.json()) as { rows?: unknown[] };
        if (reply.statusCode === 200) rows = body.rows?.length ?? 0;
        else errors++;
      } catch {
        errors++;
      }
      const took = performance.now() - began;
      latencies.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, REFRESH_MS - took)));
    }
  })();
  return {
    async stop(): Promise<RouteStats & { rows: number }> {
      running = false;
      await loop;
      await pool.close();
      const sorted = latencies.sort((a, b) => a - b);
      return {
        count: sorted.length,
        errors,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
        rows,
      };
    },
  };
}
