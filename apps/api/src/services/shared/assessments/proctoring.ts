import { messages, type ProctorEventType } from '@placement/contract';
import { attempts } from '@placement/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { conflict } from '../../../lib/http-error';
import { invitedBundle } from './access';
import { appendSteps, latestAttempt } from './attempt-rows';
import { configOf } from './bundle';
import { finishAttempt } from './end';

export type ProctorEvent = Static<typeof ProctorEventType>;

/**
 * Records a proctoring event with the server's time. The server counts tab switches and noise itself and ends
 * the attempt when a limit is reached, whatever the browser does next. A page that went away is remembered, so
 * the attempt ends unless the student resumes within the grace (see sweepOverdueAttempts).
 */
export async function recordProctorEvent(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  event: { type: ProctorEvent; detail?: string },
  now = new Date(),
) {
  const bundle = await invitedBundle(app, studentId, assessmentId);
  const { maxTabSwitches, maxAudioLimitExceedCount } = configOf(bundle.assessment);
  const attempt = await latestAttempt(app.deps.db, assessmentId, studentId);
  if (attempt?.status !== 'in_progress') throw conflict(messages.attemptOver);
  const counts = (type: ProctorEvent) => (event.type === type ? 1 : 0);
  return app.deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .update(attempts)
      .set({
        tabSwitches: sql`${attempts.tabSwitches} + ${counts('tab_switch')}`,
        audioExceeds: sql`${attempts.audioExceeds} + ${counts('audio_limit')}`,
        ...(event.type === 'page_left' ? { leftAt: now } : {}),
      })
      .where(and(eq(attempts.id, attempt.id), eq(attempts.status, 'in_progress')))
      .returning();
    if (!locked) throw conflict(messages.attemptOver);
    const logged = await appendSteps(
      tx,
      locked,
      [{ kind: 'proctor', payload: { type: event.type, detail: event.detail ?? null } }],
      now,
    );
    const limit =
      event.type === 'tab_switch' && locked.tabSwitches >= maxTabSwitches
        ? ({ reason: 'tab_switches', message: messages.tabSwitchLimit(locked.tabSwitches) } as const)
        : event.type === 'audio_limit' && locked.audioExceeds >= maxAudioLimitExceedCount
          ? ({ reason: 'audio_limit', message: messages.audioLimit } as const)
          : null;
    if (limit) await finishAttempt(tx, bundle, logged, { reason: limit.reason, endType: 'auto' }, now);
    const message =
      limit?.message ??
      (event.type === 'tab_switch'
        ? messages.tabSwitchWarning
        : event.type === 'audio_limit'
          ? messages.audioWarning
          : 'Recorded');
    return {
      success: true as const,
      message,
      tabSwitches: locked.tabSwitches,
      maxTabSwitches,
      audioExceeds: locked.audioExceeds,
      maxAudioLimitExceedCount,
      ended: limit !== null,
    };
  });
}
