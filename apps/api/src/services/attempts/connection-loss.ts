import { attemptSteps, attempts, type Db, type Tx } from '@placement/db';
import { CONNECTION_LOST_COUNTDOWN_SECONDS, lossPauseMs, pauseLeftMs } from '@placement/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boardChanged } from '../live/board-signals';
import { PRESENCE_GAP_MS } from '../live/presence';
import { type AttemptRow, appendSteps, isOpen } from './attempt-rows';
import { type Bundle, configOf, loadBundle } from './bundle';
import { logLostConnection } from './connection-loss-log';
import { finishAttempt } from './end';

/** The page probes every 5 s: a silence is paused for what it lasted beyond one probe interval. */
const PROBE_INTERVAL_MS = 5_000;
const COUNTDOWN_MS = CONNECTION_LOST_COUNTDOWN_SECONDS * 1000;
export const PAUSE_STEP = 'connection_pause';

const policyOf = (bundle: Bundle) => configOf(bundle.assessment).connectionLossPolicy;
const capOf = (bundle: Bundle) => configOf(bundle.assessment).connectionPauseCapMinutes;

/** The pauses an attempt already had for lost connections: when the last ended, and their total (ms). */
async function pausesOf(db: Db | Tx, attemptId: string): Promise<{ lastTo: number; totalMs: number }> {
  const steps = await db
    .select({ payload: attemptSteps.payload })
    .from(attemptSteps)
    .where(and(eq(attemptSteps.attemptId, attemptId), eq(attemptSteps.kind, PAUSE_STEP)));
  let lastTo = Number.NEGATIVE_INFINITY;
  let totalMs = 0;
  for (const { payload } of steps) {
    lastTo = Math.max(lastTo, Date.parse(String(payload.to ?? '')) || lastTo);
    totalMs += Number(payload.pausedSeconds ?? 0) * 1000;
  }
  return { lastTo, totalMs };
}

/**
 * Whether a 'pause' attempt's clock is stopped now: its page was heard and has been silent for more than one
 * loss (PRESENCE_GAP_MS). The sweeper does not end such an attempt for time while it is away.
 */
export function pausedByLoss(app: FastifyInstance, bundle: Bundle, attempt: AttemptRow, now: Date): boolean {
  if (policyOf(bundle) !== 'pause') return false;
  return (
    app.presence.disconnectedSince(attempt.id, attempt.studentId, PRESENCE_GAP_MS, now.getTime()) !== null
  );
}

/**
 * The attempt's page was heard now (its probe, or a request of the student about it); when that ends a loss,
 * the loss is logged (past DISCONNECT_SECONDS) and a 'pause' attempt gets its time back first. Returns whether
 * the attempt's deadlines or log may have moved.
 */
export async function heardFromPage(
  app: FastifyInstance,
  attemptId: string,
  studentId: string,
): Promise<boolean> {
  const gap = app.presence.heard(attemptId, studentId);
  if (!gap) return false;
  // a silence the board showed as Disconnected counts, even when no sweep fell inside it (this process
  // listened throughout, so the silence is real)
  const disconnectMs = app.deps.config.disconnectSeconds * 1000;
  if (gap.to - gap.from > disconnectMs && app.presence.listenedSince(gap.from)) {
    await logLostConnection(app, attemptId, studentId, gap.from, new Date(gap.to)).catch((error) =>
      app.log.warn({ err: error, attemptId }, 'logging a lost connection failed'),
    );
  }
  await resumeAfterLoss(app, attemptId, studentId, gap);
  return true;
}

/**
 * The page of a 'pause' attempt is back after a silence: the server moves its deadlines (overall and current
 * question) by the silence beyond one probe interval, within what the assessment's total cap
 * (connectionPauseCapMinutes) has left, and logs it as a step. Once per silence, whichever process heard the
 * return. A failure never fails the probe.
 */
export async function resumeAfterLoss(
  app: FastifyInstance,
  attemptId: string,
  studentId: string,
  gap: { from: number; to: number },
): Promise<void> {
  try {
    const { db } = app.deps;
    const [row] = await db
      .select()
      .from(attempts)
      .where(and(eq(attempts.id, attemptId), eq(attempts.studentId, studentId)));
    if (!row || !isOpen(row)) return;
    const bundle = await loadBundle(app, row.assessmentId);
    if (!bundle || policyOf(bundle) !== 'pause') return;
    if (gap.to - gap.from <= PROBE_INTERVAL_MS) return;
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('update');
      // a deadline already past when the page went silent is not given back
      if (!locked || !isOpen(locked) || locked.deadlineAt.getTime() < gap.from) return;
      const before = await pausesOf(tx, attemptId);
      if (before.lastTo >= gap.from) return;
      const pausedMs = lossPauseMs(gap, PROBE_INTERVAL_MS, capOf(bundle), before.totalMs);
      if (pausedMs <= 0) return;
      const shift = (at: Date | null) => (at ? new Date(at.getTime() + pausedMs) : null);
      const [moved] = await tx
        .update(attempts)
        .set({
          deadlineAt: shift(locked.deadlineAt) ?? locked.deadlineAt,
          questionDeadlineAt: shift(locked.questionDeadlineAt),
        })
        .where(eq(attempts.id, attemptId))
        .returning();
      await appendSteps(
        tx,
        moved ?? locked,
        [
          {
            kind: PAUSE_STEP,
            payload: {
              from: new Date(gap.from).toISOString(),
              to: new Date(gap.to).toISOString(),
              pausedSeconds: Math.round(pausedMs / 1000),
              reason: 'connection lost',
            },
          },
        ],
        new Date(gap.to),
      );
    });
  } catch (error) {
    app.log.warn({ err: error, attemptId }, 'pausing the clock for a lost connection failed');
  }
}

/**
 * Logs a lost connection for every attempt in progress whose page was heard and then not for
 * DISCONNECT_SECONDS (the board's Disconnected), once per silence, and ends those silent for DISCONNECT_SECONDS
 * plus the spec's 30-second countdown ('pause' attempts: past what their pause cap has left), as connection
 * lost, on its log. Reads only the attempts presence names; attempts already over are forgotten.
 */
export async function sweepLostConnections(app: FastifyInstance, now = new Date()): Promise<number> {
  const { db, config } = app.deps;
  const disconnectMs = config.disconnectSeconds * 1000;
  const endAfterMs = disconnectMs + COUNTDOWN_MS;
  let ended = 0;
  for (const silent of app.presence.unheardFor(disconnectMs, now.getTime())) {
    const [row] = await db.select().from(attempts).where(eq(attempts.id, silent.attemptId));
    if (!row || row.studentId !== silent.studentId || !isOpen(row)) {
      app.presence.forget(silent.attemptId, silent.studentId);
      app.attemptOwners.forget(silent.attemptId);
      continue;
    }
    // paused by the invigilator: away on purpose
    if (row.pausedAt) continue;
    // heard meanwhile (another process's batch): no loss
    if (app.presence.disconnectedSince(row.id, row.studentId, disconnectMs, now.getTime()) === null) continue;
    await logLostConnection(app, row.id, row.studentId, silent.lastHeard, now);
    const silenceMs = now.getTime() - silent.lastHeard;
    if (silenceMs <= endAfterMs) continue;
    const bundle = await loadBundle(app, row.assessmentId);
    if (!bundle) continue;
    // a 'pause' attempt is away with its clock stopped for as long as its cap has left
    if (policyOf(bundle) === 'pause') {
      const { totalMs } = await pausesOf(db, row.id);
      if (silenceMs <= pauseLeftMs(capOf(bundle), totalMs) + endAfterMs) continue;
    }
    const done = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(attempts).where(eq(attempts.id, row.id)).for('update');
      if (!locked || !isOpen(locked) || locked.pausedAt) return false;
      // heard again meanwhile (another process's batch): carry on
      if (app.presence.disconnectedSince(row.id, row.studentId, endAfterMs, now.getTime()) === null)
        return false;
      await finishAttempt(
        tx,
        bundle,
        locked,
        {
          reason: 'connection_lost',
          endType: 'auto',
          detail: `Not heard from for ${Math.round(silenceMs / 1000)} s`,
        },
        now,
      );
      return true;
    });
    if (done) {
      ended++;
      boardChanged(app, row.assessmentId);
      app.presence.forget(row.id, row.studentId);
    }
  }
  return ended;
}
