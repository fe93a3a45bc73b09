import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { percentile, type RouteStats } from './load';

/** As the college portal's board does (features/college-live-board/hooks/use-live-board-events.ts): */
const GATHER_MS = 250; // a burst of events becomes one refetch this long after its first
const MIN_GAP_MS = 1_000; // at most one refetch a second
const SAFETY_POLL_MS = 10_000; // and one at least every 10 s, pushed or not

/**
 * One member of staff watching the live board of the exam for the whole run, as the screen does: the board's
 * event stream open (a ticket, then `GET …/live/events?ticket=`), a refetch of `GET …/live` on each
 * `{"type":"board"}` (gathered, at most once a second) and every 10 s besides. Reports the refetches' latencies,
 * the events pushed, and how many students the board showed.
 */
export function watchBoard(baseUrl: string, assessmentId: string, token: string) {
  const pool = new Pool(baseUrl, { connections: 2 });
  const board = `/api/college/assessments/${assessmentId}/live`;
  const headers = { 'auth-token': token };
  const stop = new AbortController();
  const latencies: number[] = [];
  let errors = 0;
  let rows = 0;
  let events = 0;
  let dirtySince: number | null = performance.now();
  let lastFetch = 0;

  const stream = (async () => {
    while (!stop.signal.aborted) {
      try {
        const ticketReply = await pool.request({ method: 'POST', path: `${board}/events/ticket`, headers });
        const { ticket } = (await ticketReply.body.json()) as { ticket: string };
        const reply = await pool.request({
          method: 'GET',
          path: `${board}/events?ticket=${encodeURIComponent(ticket)}`,
          signal: stop.signal,
        });
        let text = '';
        for await (const chunk of reply.body) {
          text += chunk.toString();
          const messages = text.split('\n\n');
          text = messages.pop() ?? '';
          for (const message of messages) {
            const pushed = message.includes('"type":"board"');
            if (pushed) events++;
            if (pushed || message.includes('event: ready')) dirtySince ??= performance.now();
          }
        }
      } catch {
        if (stop.signal.aborted) return;
        errors++;
        await sleep(1_000);
      }
    }
  })();

  const refetches = (async () => {
    while (!stop.signal.aborted) {
      const now = performance.now();
      const pushed = dirtySince !== null && now - dirtySince >= GATHER_MS && now - lastFetch >= MIN_GAP_MS;
      if (!pushed && now - lastFetch < SAFETY_POLL_MS) {
        await sleep(50);
        continue;
      }
      dirtySince = null;
      lastFetch = now;
      try {
        const reply = await pool.request({ method: 'GET', path: board, headers });
        const body = (await reply.body.json()) as { rows?: unknown[] };
        if (reply.statusCode === 200) rows = body.rows?.length ?? 0;
        else errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - now);
    }
  })();

  return {
    async stop(): Promise<RouteStats & { rows: number; events: number }> {
      stop.abort();
      await Promise.all([stream, refetches]);
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
        events,
      };
    },
  };
}
