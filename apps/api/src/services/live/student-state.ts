import { endedInWords, type TestLiveReply } from '@placement/contract';
import { announcementReads, announcements, attemptSteps } from '@placement/db';
import { noticeText } from '@placement/domain';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http-error';
import { isOpen } from '../attempts/attempt-rows';
import { bundleAndLatestAttemptWithFlow, invitedBundle } from '../attempts/policy';
import { questionState } from '../attempts/state';
import { settleOverdue } from '../attempts/sweep';
import { boardChanged } from './board-signals';

/** Announcements of the test for everyone or naming this student, oldest first, with whether they read each. */
async function announcementsFor(app: FastifyInstance, assessmentId: string, studentId: string) {
  const rows = await app.deps.db
    .select({
      id: announcements.id,
      message: announcements.message,
      createdAt: announcements.createdAt,
      byName: announcements.byName,
      readAt: announcementReads.readAt,
    })
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.studentId, studentId)),
    )
    .where(
      and(
        eq(announcements.assessmentId, assessmentId),
        sql`(${announcements.studentIds} is null or ${announcements.studentIds} @> ${JSON.stringify([studentId])}::jsonb)`,
      ),
    )
    .orderBy(asc(announcements.createdAt));
  return rows.map((r) => ({
    id: r.id,
    message: r.message,
    at: r.createdAt.toISOString(),
    by: r.byName,
    acknowledged: r.readAt !== null,
  }));
}

/**
 * The student's running test as the server has it: its clocks (standing still while paused), whether the
 * invigilator paused or ended it, their newest action in words and the test's announcements.
 */
export async function attemptLiveState(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  now = new Date(),
): Promise<Omit<TestLiveReply, 'success'>> {
  const { bundle, attempt: latest } = await bundleAndLatestAttemptWithFlow(app, studentId, assessmentId);
  if (!latest) throw conflict('Start the test first');
  const attempt = await settleOverdue(app, bundle, latest, now);
  const [staffStep] = await app.deps.db
    .select({
      seq: attemptSteps.seq,
      kind: attemptSteps.kind,
      payload: attemptSteps.payload,
      at: attemptSteps.at,
    })
    .from(attemptSteps)
    .where(and(eq(attemptSteps.attemptId, attempt.id), like(attemptSteps.kind, 'staff\\_%')))
    .orderBy(desc(attemptSteps.seq))
    .limit(1);
  const text = staffStep ? noticeText(staffStep.kind, staffStep.payload) : null;
  const clock = attempt.pausedAt ?? now;
  const open = isOpen(attempt);
  const pauseReason = staffStep?.kind === 'staff_pause' ? staffStep.payload.reason : null;
  const staffReason = staffStep?.kind === 'staff_end' ? String(staffStep.payload.reason ?? '') : '';
  return {
    status: !open ? 'ended' : attempt.pausedAt ? 'paused' : 'on_test',
    remainingSeconds: open
      ? Math.max(0, Math.floor((attempt.deadlineAt.getTime() - clock.getTime()) / 1000))
      : 0,
    deadline: attempt.deadlineAt.toISOString(),
    questionRemainingSeconds: open
      ? questionState(bundle, attempt.flow, attempt.questionDeadlineAt, clock).questionRemainingSeconds
      : null,
    paused:
      open && attempt.pausedAt
        ? {
            by: attempt.pausedBy ?? 'the invigilator',
            at: attempt.pausedAt.toISOString(),
            reason: typeof pauseReason === 'string' && pauseReason ? pauseReason : null,
          }
        : null,
    endReason: open ? null : endedInWords(attempt.endReason, attempt.endType, staffReason),
    notice: staffStep && text ? { version: staffStep.seq, text, at: staffStep.at.toISOString() } : null,
    announcements: await announcementsFor(app, assessmentId, studentId),
  };
}

/** The student read the announcement ("Got it"); again changes nothing. */
export async function acknowledgeAnnouncement(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  announcementId: string,
): Promise<void> {
  await invitedBundle(app, studentId, assessmentId);
  const mine = await announcementsFor(app, assessmentId, studentId);
  if (!mine.some((a) => a.id === announcementId)) throw notFound('Announcement not found');
  const read = await app.deps.db
    .insert(announcementReads)
    .values({ announcementId, studentId })
    .onConflictDoNothing()
    .returning({ at: announcementReads.readAt });
  // the board's announcements panel counts the acknowledgements
  if (read.length > 0) boardChanged(app, assessmentId);
}
