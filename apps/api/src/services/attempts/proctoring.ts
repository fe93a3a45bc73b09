import { messages, type ProctorEventBody } from '@placement/contract';
import { attemptSteps, attempts, screenshots, type Tx } from '@placement/db';
import { currentOf, FACE_EVENT_TYPES } from '@placement/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { badRequest, conflict } from '../../lib/http-error';
import { boardChanged } from '../live/board-signals';
import { type AttemptRow, appendSteps } from './attempt-rows';
import { configOf } from './bundle';
import { finishAttempt } from './end';
import { bundleAndLatestAttempt, countsAsTabSwitch, proctoringLimitReached } from './policy';
import { assertHolds } from './tab-hold';

export type ProctorEventInput = Static<typeof ProctorEventBody>;

/** What the log keeps of an event: the fields that mean something for its type. */
function payloadOf(event: ProctorEventInput): Record<string, unknown> {
  const sized = event.type === 'paste' || event.type === 'typing_burst';
  return {
    type: event.type,
    detail: event.detail ?? null,
    ...(sized ? { chars: event.chars ?? 0 } : {}),
    ...(event.type === 'paste' ? { blocked: event.blocked ?? false } : {}),
    ...(event.screenshotId ? { screenshotId: event.screenshotId } : {}),
  };
}

/** Face events of the attempt, counted from its log (the caller holds the attempt's row lock). */
async function faceEventCount(tx: Tx, attemptId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(attemptSteps)
    .where(
      and(
        eq(attemptSteps.attemptId, attemptId),
        eq(attemptSteps.kind, 'proctor'),
        inArray(sql`${attemptSteps.payload}->>'type'`, [...FACE_EVENT_TYPES]),
      ),
    );
  return row?.n ?? 0;
}

async function checkScreenshot(tx: Tx, attempt: AttemptRow, screenshotId: string | undefined) {
  if (!screenshotId) return;
  const [shot] = await tx
    .select({ id: screenshots.id })
    .from(screenshots)
    .where(and(eq(screenshots.id, screenshotId), eq(screenshots.attemptId, attempt.id)));
  if (!shot) throw badRequest('screenshotId is not a snapshot of this attempt');
}

const warningOf: Partial<Record<ProctorEventInput['type'], string>> = {
  tab_switch: messages.tabSwitchWarning,
  fullscreen_exit: messages.fullscreenExitCounted,
  audio_limit: messages.audioWarning,
  face_missing: messages.faceMissing,
  faces_multiple: messages.facesMultiple,
};

/**
 * Records a proctoring event with the server's time and the question on screen. The server counts tab
 * switches, noise and (when the test says they count) face events itself, and ends the attempt when a limit is
 * reached, whatever the browser does next. A page that went away is remembered, so the attempt ends unless
 * the student resumes within the grace (see sweepOverdueAttempts).
 */
export async function recordProctorEvent(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  event: ProctorEventInput,
  tabId?: string,
  now = new Date(),
) {
  const { bundle, attempt } = await bundleAndLatestAttempt(app, studentId, assessmentId);
  const config = configOf(bundle.assessment);
  const { maxTabSwitches, maxAudioLimitExceedCount } = config;
  const maxFaceEvents = config.faceEventPolicy === 'limit' ? config.maxFaceEvents : null;
  if (attempt?.status !== 'in_progress') throw conflict(messages.attemptOver);
  // a tab that no longer holds the attempt (a duplicate closed, a page the student left) reports nothing
  assertHolds(attempt, tabId);
  const counts = (type: ProctorEventInput['type']) => (event.type === type ? 1 : 0);
  // under the 'count' policy leaving fullscreen is one more tab switch; under 'end' the browser ends the test
  // while the invigilator holds the test paused (a break), events are kept on the log but count against nothing
  const counted = attempt.pausedAt === null;
  const isSwitch = counted && countsAsTabSwitch(event.type, config);
  const recorded = await app.deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .update(attempts)
      .set({
        tabSwitches: sql`${attempts.tabSwitches} + ${isSwitch ? 1 : 0}`,
        audioExceeds: sql`${attempts.audioExceeds} + ${counted ? counts('audio_limit') : 0}`,
        ...(event.type === 'page_left' ? { leftAt: now } : {}),
      })
      .where(and(eq(attempts.id, attempt.id), eq(attempts.status, 'in_progress')))
      .returning();
    if (!locked) throw conflict(messages.attemptOver);
    await checkScreenshot(tx, locked, event.screenshotId);
    const logged = await appendSteps(
      tx,
      locked,
      [
        {
          kind: 'proctor',
          questionId: currentOf(locked.flow)?.questionId ?? null,
          payload: payloadOf(event),
        },
      ],
      now,
    );
    const faceEvents = await faceEventCount(tx, locked.id);
    const limit = !counted
      ? null
      : proctoringLimitReached(
          { type: event.type, isSwitch },
          { tabSwitches: locked.tabSwitches, audioExceeds: locked.audioExceeds, faceEvents },
          { maxTabSwitches, maxAudioLimitExceedCount, maxFaceEvents },
        );
    if (limit) await finishAttempt(tx, bundle, logged, { reason: limit.reason, endType: 'auto' }, now);
    return {
      success: true as const,
      message: limit?.message ?? warningOf[event.type] ?? 'Recorded',
      tabSwitches: locked.tabSwitches,
      maxTabSwitches,
      audioExceeds: locked.audioExceeds,
      maxAudioLimitExceedCount,
      faceEvents,
      maxFaceEvents,
      ended: limit !== null,
    };
  });
  boardChanged(app, assessmentId);
  return recorded;
}
