import { randomBytes } from 'node:crypto';
import { messages, type StartReply } from '@placement/contract';
import { attempts } from '@placement/db';
import { currentOf, type FlowState, flows } from '@placement/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden } from '../../../lib/http-error';
import { invitedBundle } from './access';
import { type AttemptRow, appendSteps, isOpen, latestAttempt } from './attempt-rows';
import { type Bundle, configOf } from './bundle';
import { questionDeadlineFor, questionState } from './state';
import { settleOverdue } from './sweep';

/** The student is back within the grace: the attempt no longer waits to end, and the log says for how long it was away. */
async function comeBack(app: FastifyInstance, attempt: AttemptRow, now: Date): Promise<AttemptRow> {
  const { leftAt } = attempt;
  if (!leftAt) return attempt;
  return app.deps.db.transaction(async (tx) => {
    const [back] = await tx
      .update(attempts)
      .set({ leftAt: null })
      .where(and(eq(attempts.id, attempt.id), eq(attempts.status, 'in_progress')))
      .returning();
    if (!back) return attempt;
    const away = Math.round((now.getTime() - leftAt.getTime()) / 1000);
    return appendSteps(
      tx,
      back,
      [{ kind: 'proctor', payload: { type: 'page_returned', detail: `away for ${away} s` } }],
      now,
    );
  });
}

/** Starts an attempt, or resumes the open one with the time that is really left. */
export async function startTest(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  now = new Date(),
): Promise<StartReply> {
  const bundle = await invitedBundle(app, studentId, assessmentId);
  const { assessment } = bundle;
  const { db } = app.deps;
  let current = await latestAttempt(db, assessmentId, studentId);
  if (current) current = await settleOverdue(app, bundle, current, now);
  if (current && isOpen(current)) return startReply(bundle, await comeBack(app, current, now), true, now);

  if (now < assessment.startDate) throw forbidden(messages.testNotStarted, 'NOT_STARTED');
  if (assessment.endDate && now >= assessment.endDate) throw forbidden(messages.testEnded, 'ENDED');
  const used = current?.number ?? 0;
  if (used >= assessment.totalAttempts) throw forbidden(messages.noAttemptsLeft, 'NO_ATTEMPTS_LEFT');

  const seed = randomBytes(8).toString('hex');
  const flow: FlowState = assessment.isAdaptive
    ? flows.adaptive.start(bundle.plan, seed)
    : flows.linear.start(bundle.plan, seed);
  const byTime = now.getTime() + assessment.totalTime * 60_000;
  const deadlineAt = new Date(assessment.endDate ? Math.min(byTime, assessment.endDate.getTime()) : byTime);
  const questionDeadlineAt = questionDeadlineFor(bundle, flow, now, deadlineAt);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(attempts)
      .values({
        assessmentId,
        studentId,
        number: used + 1,
        status: 'in_progress',
        flow,
        seed,
        startedAt: now,
        deadlineAt,
        questionServedAt: now,
        questionDeadlineAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const cursor = currentOf(flow);
    return appendSteps(
      tx,
      row,
      [
        { kind: 'start', payload: { number: row.number } },
        ...(cursor ? [{ kind: 'served', questionId: cursor.questionId }] : []),
      ],
      now,
    );
  });
  // A second start racing this one lost the insert: both get the same attempt.
  const attempt = created ?? (await latestAttempt(db, assessmentId, studentId));
  if (!attempt) throw conflict('Could not start the test. Please try again.');
  return startReply(bundle, attempt, !created, now);
}

function startReply(bundle: Bundle, attempt: AttemptRow, resumed: boolean, now: Date): StartReply {
  const { flow } = attempt;
  const remainingSeconds = Math.max(0, Math.floor((attempt.deadlineAt.getTime() - now.getTime()) / 1000));
  const firstQuestion = questionState(bundle, flow, attempt.questionDeadlineAt, now);
  const config = configOf(bundle.assessment);
  return {
    success: true,
    message: messages.testStarted,
    attemptId: attempt.id,
    resumed,
    isAdaptive: bundle.assessment.isAdaptive,
    timer: Math.round((remainingSeconds / 60) * 100) / 100,
    remainingSeconds,
    deadline: attempt.deadlineAt.toISOString(),
    topicNames: bundle.topics.map((t) => t.heading),
    totalQuestions: bundle.totalQuestions,
    isLast: firstQuestion.isLast,
    firstQuestion,
    config: {
      instructions: config.instructions,
      isCameraRequired: config.isCameraRequired,
      maxTabSwitches: config.maxTabSwitches,
      maxAudioLimitExceedCount: config.maxAudioLimitExceedCount,
      maxCameraSwitches: config.maxCameraSwitches,
      faceEventPolicy: config.faceEventPolicy,
      maxFaceEvents: config.maxFaceEvents,
    },
  };
}
