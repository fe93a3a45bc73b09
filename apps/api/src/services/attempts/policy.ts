import { type AssessmentConfig, messages, type ProctorEventBody } from '@placement/contract';
import { invitations } from '@placement/db';
import { isFaceEvent } from '@placement/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { forbidden, notFound } from '../../lib/http-error';
import { prepared } from '../../lib/prepared';
import { type AttemptHead, type AttemptRow, latestAttempt, latestAttemptHead } from './attempt-rows';
import { type Bundle, loadBundle } from './bundle';

/*
 * Who may sit a test and what ends a sitting: a student invited to a published assessment may start it, and the
 * test's proctoring limits (tab switches, noise, face events) end an attempt that reaches them.
 */

/** A published assessment's bundle; 404 when it does not exist for students. */
export async function publishedBundle(app: FastifyInstance, assessmentId: string): Promise<Bundle> {
  const bundle = await loadBundle(app, assessmentId);
  if (bundle?.assessment.status !== 'published') throw notFound('Test not found');
  return bundle;
}

const invitationOf = prepared((db) =>
  db
    .select({ studentId: invitations.studentId })
    .from(invitations)
    .where(
      and(
        eq(invitations.assessmentId, sql.placeholder('assessmentId')),
        eq(invitations.studentId, sql.placeholder('studentId')),
      ),
    )
    .limit(1)
    .prepare('invitation_of'),
);

/** A published assessment the student was invited to; 404 when it does not exist for students, 403 when not invited. */
export async function invitedBundle(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
): Promise<Bundle> {
  const bundle = await publishedBundle(app, assessmentId);
  const [invited] = await invitationOf(app.deps.db).execute({ assessmentId, studentId });
  if (!invited) throw forbidden(messages.notInvited, 'NOT_INVITED');
  return bundle;
}

/**
 * The test and the student's latest attempt of it, for the calls a test page makes while it runs (events,
 * snapshots, the end, code runs), without the attempt's flow (`bundleAndLatestAttemptWithFlow` has it, for a
 * call that shows the question).
 * Holding an attempt is the invitation (one is only ever started by an invited student), so the invitation is
 * looked up only when there is none: 403 for a student never invited.
 */
export async function bundleAndLatestAttempt(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
): Promise<{ bundle: Bundle; attempt: AttemptHead | undefined }> {
  return bundleAnd(app, studentId, assessmentId, latestAttemptHead);
}

export async function bundleAndLatestAttemptWithFlow(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
): Promise<{ bundle: Bundle; attempt: AttemptRow | undefined }> {
  return bundleAnd(app, studentId, assessmentId, latestAttempt);
}

async function bundleAnd<A>(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  read: (
    db: FastifyInstance['deps']['db'],
    assessmentId: string,
    studentId: string,
  ) => Promise<A | undefined>,
): Promise<{ bundle: Bundle; attempt: A | undefined }> {
  const bundle = await publishedBundle(app, assessmentId);
  const attempt = await read(app.deps.db, assessmentId, studentId);
  if (!attempt) await invitedBundle(app, studentId, assessmentId);
  return { bundle, attempt };
}

type EventType = Static<typeof ProctorEventBody>['type'];

/** A tab switch counts as one; under the 'count' policy so does leaving fullscreen (under 'end' the browser ends the test). */
export const countsAsTabSwitch = (type: EventType, config: AssessmentConfig) =>
  type === 'tab_switch' || (type === 'fullscreen_exit' && config.fullscreenExitPolicy === 'count');

/**
 * The proctoring limit an event takes the attempt to, if any: the tab-switch limit (`maxTabSwitches` is how many
 * switches the student may make, the wizard's "Tab switches allowed", so the next one ends the attempt), the
 * noise limit, and the face-event limit where the test counts face events.
 */
export function proctoringLimitReached(
  event: { type: EventType; isSwitch: boolean },
  counts: { tabSwitches: number; audioExceeds: number; faceEvents: number },
  limits: { maxTabSwitches: number; maxAudioLimitExceedCount: number; maxFaceEvents: number | null },
) {
  return event.isSwitch && counts.tabSwitches > limits.maxTabSwitches
    ? ({ reason: 'tab_switches', message: messages.tabSwitchLimit(counts.tabSwitches) } as const)
    : event.type === 'audio_limit' && counts.audioExceeds >= limits.maxAudioLimitExceedCount
      ? ({ reason: 'audio_limit', message: messages.audioLimit } as const)
      : isFaceEvent(event.type) && limits.maxFaceEvents !== null && counts.faceEvents >= limits.maxFaceEvents
        ? ({ reason: 'face_events', message: messages.faceLimit } as const)
        : null;
}
