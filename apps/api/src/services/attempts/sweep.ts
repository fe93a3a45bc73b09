import { attempts } from '@placement/db';
import type { EndReason } from '@placement/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boardChanged } from '../live/board-signals';
import { type AttemptRow, isOpen, pastDeadline } from './attempt-rows';
import { type Bundle, loadBundle } from './bundle';
import { pausedByLoss } from './connection-loss';
import { finishAttempt } from './end';
import { GRACE_MS } from './state';

type AutoEnd = { reason: EndReason; endType: 'auto'; detail?: string };

/**
 * Why an open attempt must end without anyone asking: its time is over (unless its clock is paused by a lost
 * connection), or its page left and did not return.
 */
function overdue(attempt: AttemptRow, now: Date, leaveGraceMs: number, paused: boolean): AutoEnd | null {
  // paused by the invigilator: the clocks stand and the student may be away (a medical break)
  if (attempt.pausedAt) return null;
  if (pastDeadline(attempt, now) && !paused) return { reason: 'time_up', endType: 'auto' };
  if (attempt.leftAt && now.getTime() > attempt.leftAt.getTime() + leaveGraceMs) {
    return { reason: 'left_page', endType: 'auto', detail: 'Left the test screen' };
  }
  return null;
}

const leaveGraceMs = (app: FastifyInstance) => app.deps.config.leaveGraceSeconds * 1000;

/** Ends an open attempt that is overdue; returns the fresh row either way. */
export async function settleOverdue(
  app: FastifyInstance,
  bundle: Bundle,
  attempt: AttemptRow,
  now: Date,
): Promise<AttemptRow> {
  if (
    !isOpen(attempt) ||
    !overdue(attempt, now, leaveGraceMs(app), pausedByLoss(app, bundle, attempt, now))
  ) {
    return attempt;
  }
  const settled = await app.deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(attempts).where(eq(attempts.id, attempt.id)).for('update');
    if (!locked || !isOpen(locked)) return locked ?? attempt;
    const end = overdue(locked, now, leaveGraceMs(app), pausedByLoss(app, bundle, locked, now));
    return end ? finishAttempt(tx, bundle, locked, end, now) : locked;
  });
  if (!isOpen(settled)) boardChanged(app, attempt.assessmentId);
  return settled;
}

/**
 * Ends every overdue open attempt: past its deadline (a student who closed the browser still gets a result),
 * or left by its page and not resumed within the grace.
 */
export async function sweepOverdueAttempts(app: FastifyInstance, now = new Date()): Promise<number> {
  const { db } = app.deps;
  const expired = await db
    .select({ id: attempts.id, assessmentId: attempts.assessmentId })
    .from(attempts)
    .where(
      and(
        eq(attempts.status, 'in_progress'),
        isNull(attempts.pausedAt),
        or(
          lt(attempts.deadlineAt, new Date(now.getTime() - GRACE_MS)),
          lt(attempts.leftAt, new Date(now.getTime() - leaveGraceMs(app))),
        ),
      ),
    )
    .limit(500);
  let ended = 0;
  for (const { id, assessmentId } of expired) {
    const bundle = await loadBundle(app, assessmentId);
    if (!bundle) continue;
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(attempts).where(eq(attempts.id, id)).for('update');
      const end =
        locked && isOpen(locked)
          ? overdue(locked, now, leaveGraceMs(app), pausedByLoss(app, bundle, locked, now))
          : null;
      if (!locked || !end) return;
      await finishAttempt(tx, bundle, locked, end, now);
      ended++;
    });
    boardChanged(app, assessmentId);
  }
  return ended;
}
