import { messages } from '@placement/contract';
import { attempts } from '@placement/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../lib/http-error';
import { invitedBundle } from './access';
import { appendSteps, finishAttempt, latestAttempt } from './attempts';
import { configOf } from './bundle';

export type ProctorEvent =
  | 'tab_switch'
  | 'fullscreen_exit'
  | 'camera_movement'
  | 'camera_lost'
  | 'audio_limit'
  | 'connection_lost'
  | 'connection_restored';

/**
 * Records a proctoring event with the server's time. The server counts tab switches itself and ends the
 * attempt when the limit is reached, whatever the browser does next.
 */
export async function recordProctorEvent(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  event: { type: ProctorEvent; detail?: string },
  now = new Date(),
) {
  const bundle = await invitedBundle(app, studentId, assessmentId);
  const { maxTabSwitches } = configOf(bundle.assessment);
  const attempt = await latestAttempt(app.deps.db, assessmentId, studentId);
  if (attempt?.status !== 'in_progress') throw conflict(messages.attemptOver);
  return app.deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .update(attempts)
      .set({ tabSwitches: sql`${attempts.tabSwitches} + ${event.type === 'tab_switch' ? 1 : 0}` })
      .where(eq(attempts.id, attempt.id))
      .returning();
    if (locked?.status !== 'in_progress') throw conflict(messages.attemptOver);
    const logged = await appendSteps(
      tx,
      locked,
      [{ kind: 'proctor', payload: { type: event.type, detail: event.detail ?? null } }],
      now,
    );
    const limitReached = event.type === 'tab_switch' && locked.tabSwitches >= maxTabSwitches;
    if (limitReached) {
      await finishAttempt(tx, bundle, logged, { reason: 'tab_switches', endType: 'auto' }, now);
    }
    const message = limitReached
      ? messages.tabSwitchLimit(locked.tabSwitches)
      : event.type === 'tab_switch'
        ? messages.tabSwitchWarning
        : 'Recorded';
    return {
      success: true as const,
      message,
      tabSwitches: locked.tabSwitches,
      maxTabSwitches,
      ended: limitReached,
    };
  });
}
