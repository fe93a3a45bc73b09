import { CALIBRATION_MESSAGES } from '@placement/contract';
import { calibrations } from '@placement/db';
import { and, eq, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * A calibration is fitted by the API process that took the request; if that process stops (a deploy, a crash)
 * the row would stay 'running' and block the next run. The process touches the row's heartbeat every few seconds
 * while it fits, so any process, on start or when a college reads its calibrations, can tell a silent row from one
 * still under way elsewhere and mark it failed, in words, letting the college run again.
 */

export const HEARTBEAT_MS = 10_000;
/** a few missed heartbeats: the database's clock says so, the same for every process */
export const ABANDONED_AFTER_SECONDS = 60;

/** Calibrations this process is fitting now, per app. */
const fitting = new WeakMap<object, Set<string>>();

const fittingIn = (app: FastifyInstance) => {
  const ids = fitting.get(app.deps) ?? new Set<string>();
  fitting.set(app.deps, ids);
  return ids;
};

/** Marks `id` as fitted here and keeps its heartbeat until the returned stop is called. */
export function keepAlive(app: FastifyInstance, id: string): () => void {
  const ids = fittingIn(app);
  ids.add(id);
  const timer = setInterval(() => {
    app.deps.db
      .update(calibrations)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(calibrations.id, id), eq(calibrations.status, 'running')))
      .catch((error: unknown) =>
        app.log.warn({ err: error, calibrationId: id }, 'calibration heartbeat failed'),
      );
  }, HEARTBEAT_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    ids.delete(id);
  };
}

/**
 * Marks failed every running calibration (of one college, or of all) that no process has touched for a while and
 * that this process is not fitting. Returns how many it marked.
 */
export async function failAbandoned(app: FastifyInstance, collegeId?: string): Promise<number> {
  const mine = [...fittingIn(app)];
  const conditions: (SQL | undefined)[] = [
    eq(calibrations.status, 'running'),
    lt(calibrations.heartbeatAt, sql`now() - ${ABANDONED_AFTER_SECONDS} * interval '1 second'`),
    collegeId === undefined ? undefined : eq(calibrations.collegeId, collegeId),
    mine.length ? notInArray(calibrations.id, mine) : undefined,
  ];
  const failed = await app.deps.db
    .update(calibrations)
    .set({ status: 'failed', error: CALIBRATION_MESSAGES.interrupted, finishedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: calibrations.id });
  return failed.length;
}
