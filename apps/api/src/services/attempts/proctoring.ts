import { messages, type ProctorEventBody } from '@placement/contract';
import { attempts, screenshots, type Tx } from '@placement/db';
import { currentOf, FACE_EVENT_TYPES } from '@placement/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { badRequest, conflict } from '../../lib/http-error';
import { boardChanged } from '../live/board-signals';
import { PRESENCE_GAP_MS } from '../live/presence';
import { type AttemptHead, type AttemptRow, chainSteps, insertStepsAfter } from './attempt-rows';
import { configOf } from './bundle';
import { loggedLossRepeated } from './connection-loss-log';
import { finishAttempt } from './end';
import { bundleAndLatestAttempt, countsAsTabSwitch, proctoringLimitReached } from './policy';
import { assertHolds } from './tab-hold';

export type ProctorEventInput = Static<typeof ProctorEventBody>;

/**
 * What the log keeps of an event: the fields that mean something for its type, and the step it repeats (a
 * lost connection the server logged already), which the risk summary then does not count again.
 */
function payloadOf(event: ProctorEventInput, sameAs: number | null): Record<string, unknown> {
  const sized = event.type === 'paste' || event.type === 'typing_burst';
  return {
    type: event.type,
    detail: event.detail ?? null,
    ...(sized ? { chars: event.chars ?? 0 } : {}),
    ...(event.type === 'paste' ? { blocked: event.blocked ?? false } : {}),
    ...(event.screenshotId ? { screenshotId: event.screenshotId } : {}),
    ...(sameAs !== null ? { sameAs } : {}),
  };
}

/** The page's report of a lost connection repeats the loss the server logged for the same silence, if any. */
async function repeatedLoss(tx: Tx, attemptId: string, event: ProctorEventInput, now: Date) {
  if (event.type !== 'connection_lost' || event.offlineSeconds === undefined) return null;
  // the page notices a loss up to a probe and its timeout after the server last heard it
  return loggedLossRepeated(tx, attemptId, event.offlineSeconds, PRESENCE_GAP_MS, now);
}

async function checkScreenshot(app: FastifyInstance, attempt: AttemptHead, screenshotId: string | undefined) {
  if (!screenshotId) return;
  const [shot] = await app.deps.db
    .select({ id: screenshots.id })
    .from(screenshots)
    .where(and(eq(screenshots.id, screenshotId), eq(screenshots.attemptId, attempt.id)));
  if (!shot) throw badRequest('screenshotId is not a snapshot of this attempt');
}

const isFaceEvent = (type: string) => (FACE_EVENT_TYPES as readonly string[]).includes(type);

/**
 * Logs the event on the attempt the caller has locked, moves the chain head and counts the face events, in ONE
 * statement (a statement does not see its own insert, so this event is added to the count by hand); a page's
 * report of a lost connection first reads whether it repeats a loss the server logged.
 */
async function logEvent(tx: Tx, locked: AttemptRow, event: ProctorEventInput, now: Date) {
  const payload = payloadOf(event, await repeatedLoss(tx, locked.id, event, now));
  const chained = chainSteps(
    locked,
    [{ kind: 'proctor', questionId: currentOf(locked.flow)?.questionId ?? null, payload }],
    now,
  );
  const result = await tx.execute<{ face_events: number; logged: number }>(sql`
    with head as (
      update attempts set last_seq = ${chained.lastSeq}, last_hash = ${chained.lastHash}
      where id = ${locked.id} and last_seq = ${locked.lastSeq}
      returning id
    ), logged as (
      ${insertStepsAfter('head', chained, now)}
    )
    select (select count(*) from attempt_steps
        where attempt_id = ${locked.id} and kind = 'proctor'
          and payload->>'type' in (${sql.join(
            FACE_EVENT_TYPES.map((t) => sql`${t}`),
            sql`, `,
          )}))::int
      + ${isFaceEvent(event.type) ? 1 : 0} as face_events,
      (select count(*) from logged)::int as logged
  `);
  // the caller holds the row lock, so the head is where it was read; a step not written is a bug, never a race
  if (result.rows[0]?.logged !== 1) throw new Error(`proctoring step not logged on attempt ${locked.id}`);
  return {
    logged: { ...locked, lastSeq: chained.lastSeq, lastHash: chained.lastHash },
    faceEvents: result.rows[0]?.face_events ?? 0,
  };
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
  await checkScreenshot(app, attempt, event.screenshotId);
  // under the 'count' policy leaving fullscreen is one more tab switch; under 'end' the browser ends the test
  // while the invigilator holds the test paused (a break), events are kept on the log but count against nothing
  const counted = attempt.pausedAt === null;
  const isSwitch = counted && countsAsTabSwitch(event.type, config);
  // the row lock orders events that race for one attempt: each is counted once, and one that reaches a limit
  // ends the attempt before the next is looked at
  const recorded = await app.deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .update(attempts)
      .set({
        tabSwitches: sql`${attempts.tabSwitches} + ${isSwitch ? 1 : 0}`,
        audioExceeds: sql`${attempts.audioExceeds} + ${counted && event.type === 'audio_limit' ? 1 : 0}`,
        ...(event.type === 'page_left' ? { leftAt: now } : {}),
      })
      .where(and(eq(attempts.id, attempt.id), eq(attempts.status, 'in_progress')))
      .returning();
    if (!locked) throw conflict(messages.attemptOver);
    const { logged, faceEvents } = await logEvent(tx, locked, event, now);
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
