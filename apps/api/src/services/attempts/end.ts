import { messages } from '@placement/contract';
import { attempts, type Tx } from '@placement/db';
import type { EndReason } from '@placement/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, HttpError } from '../../lib/http-error';
import { boardChanged } from '../live/board-signals';
import {
  type AttemptHead,
  attemptHeadColumns,
  chainSteps,
  insertStepsAfter,
  isOpen,
  pastDeadline,
} from './attempt-rows';
import type { Bundle } from './bundle';
import { bundleAndLatestAttempt } from './policy';
import { scoreStored } from './scoring';
import { assertHolds } from './tab-hold';

/**
 * Ends an open attempt and scores it, inside the caller's transaction (which holds the attempt's row lock): the
 * attempt's end, its score and its two log steps are written in ONE statement. Returns the ended row.
 */
export async function finishAttempt<A extends AttemptHead>(
  tx: Tx,
  bundle: Bundle,
  attempt: A,
  end: { reason: EndReason; endType: string; timeTaken?: number; detail?: string },
  now: Date,
): Promise<A> {
  const { scored, columns } = await scoreStored(tx, bundle, attempt.id);
  const elapsed = Math.round(
    (Math.min(now.getTime(), attempt.deadlineAt.getTime()) - attempt.startedAt.getTime()) / 1000,
  );
  const chained = chainSteps(
    attempt,
    [
      {
        kind: 'end',
        payload: {
          reason: end.reason,
          endType: end.endType,
          clientTimeTaken: end.timeTaken ?? null,
          detail: end.detail ?? null,
        },
      },
      { kind: 'grade', payload: { score: scored.score, maxScore: scored.maxScore, pending: scored.pending } },
    ],
    now,
  );
  const changes = {
    ...columns,
    endedAt: now,
    endReason: end.reason,
    endType: end.endType,
    // the server's clock decides; the browser's figure is only kept in the log
    timeTaken: Math.max(0, elapsed),
    questionDeadlineAt: null,
    lastSeq: chained.lastSeq,
    lastHash: chained.lastHash,
  };
  const update = tx
    .update(attempts)
    .set(changes)
    .where(
      and(
        eq(attempts.id, attempt.id),
        eq(attempts.status, 'in_progress'),
        eq(attempts.lastSeq, attempt.lastSeq),
      ),
    )
    .returning({ id: attempts.id });
  const result = await tx.execute<{ moved: number }>(sql`
    with moved as (${update.getSQL()}), logged as (
      ${insertStepsAfter('moved', chained, now)}
    )
    select (select count(*) from moved)::int as moved, (select count(*) from logged)::int as logged
  `);
  if (result.rows[0]?.moved !== 1) throw conflict(messages.attemptOver);
  return { ...attempt, ...changes };
}

const endReasonFromClient = (endType: unknown): { reason: EndReason; endType: string; detail?: string } => {
  const type =
    typeof endType === 'string' ? endType : ((endType as { type?: string } | undefined)?.type ?? 'manual');
  const detail =
    typeof endType === 'object' && endType ? (endType as { description?: string }).description : undefined;
  const text = `${type} ${detail ?? ''}`.toLowerCase();
  const reason: EndReason = text.includes('fullscreen')
    ? 'fullscreen_exit'
    : text.includes('camera')
      ? 'camera_disconnected'
      : text.includes('tab')
        ? 'tab_switches'
        : text.includes('connection') || text.includes('network')
          ? 'connection_lost'
          : text.includes('left') || text.includes('leave')
            ? 'left_page'
            : text.includes('noise') || text.includes('audio')
              ? 'audio_limit'
              : text.includes('face')
                ? 'face_events'
                : text.includes('time')
                  ? 'time_up'
                  : 'manual';
  return { reason, endType: type === 'auto' || reason !== 'manual' ? 'auto' : 'manual', detail };
};

/** Ends the student's open attempt; ending an ended attempt again returns it unchanged. */
export async function endAttempt(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  body: { timeTaken?: number; endType?: unknown },
  tabId?: string,
  now = new Date(),
): Promise<AttemptHead> {
  const { bundle, attempt } = await bundleAndLatestAttempt(app, studentId, assessmentId);
  if (!attempt) throw conflict('Start the test first');
  if (!isOpen(attempt)) return attempt;
  assertHolds(attempt, tabId);
  if (attempt.pausedAt) throw new HttpError(409, messages.testPausedEnd, 'TEST_PAUSED');
  const end = endReasonFromClient(body.endType);
  const ended = await app.deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select(attemptHeadColumns)
      .from(attempts)
      .where(eq(attempts.id, attempt.id))
      .for('update');
    if (!locked || !isOpen(locked)) return locked ?? attempt;
    assertHolds(locked, tabId);
    const reason = pastDeadline(locked, now) ? { reason: 'time_up' as const, endType: 'auto' } : end;
    return finishAttempt(tx, bundle, locked, { ...reason, timeTaken: body.timeTaken }, now);
  });
  boardChanged(app, assessmentId);
  return ended;
}
