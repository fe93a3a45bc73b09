import type { LiveActionReply } from '@placement/contract';
import {
  attemptSteps,
  attempts,
  invitations,
  reportShareLinks,
  studentOverrides,
  type Tx,
} from '@placement/db';
import {
  type ActionTarget,
  addedTimeRefusal,
  currentOf,
  refusalOf,
  reopenSeconds,
  type StaffAction,
} from '@placement/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { ownAssessment } from '../assessments/policy';
import { type AttemptRow, appendSteps, isArchived, isOpen } from '../attempts/attempt-rows';
import { type Bundle, configOf, loadBundle } from '../attempts/bundle';
import { finishAttempt } from '../attempts/end';
import { questionDeadlineFor } from '../attempts/state';
import { boardChanged } from './board-signals';
import { inScope, type LiveScope, outOfScope } from './policy';

/** Who acts: a member of the college's staff or an invigilator (within their scope), named on the attempt's log. */
export interface Actor extends LiveScope {
  userId: string;
  name: string;
  /** an invigilator adds time within the assessment's smaller cap */
  invigilator: boolean;
}

export interface Target {
  studentId: string;
  version: number;
}

export type ActionInput =
  | { action: 'add_time'; minutes: number }
  | { action: 'pause'; reason?: string }
  | { action: 'resume' }
  | { action: 'end'; reason: string }
  | { action: 'reopen'; minutes?: number }
  | { action: 'reset'; reason: string };

type Outcome = { ok: true; message: string } | { ok: false; code: string; message: string };

const done = (message: string): Outcome => ({ ok: true, message });
const refused = (code: string, message: string): Outcome => ({ ok: false, code, message });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const verbs: Record<StaffAction, string> = {
  add_time: 'Added time for',
  pause: 'Paused',
  resume: 'Resumed',
  end: 'Ended the test of',
  reopen: 'Reopened the test of',
  reset: 'Reset the test of',
};

/**
 * One action of the drive's control room on the students named, each in its own transaction under the
 * attempt's row lock: every student gets a clear result, none is left half-done, and a student's answer in
 * flight either lands before the action or is judged after it. Each change is a step on the attempt's log, and
 * the affected test pages hear of it through presence at their next probe.
 */
export async function takeAction(
  app: FastifyInstance,
  actor: Actor,
  assessmentId: string,
  targets: Target[],
  input: ActionInput,
  now = new Date(),
): Promise<Omit<LiveActionReply, 'success'>> {
  await ownAssessment(app, actor.collegeId, assessmentId);
  const bundle = await loadBundle(app, assessmentId);
  if (!bundle) throw notFound('Assessment not found');
  const { db } = app.deps;
  const unique = [...new Map(targets.map((t) => [t.studentId, t])).values()];
  const invited = new Set(
    (
      await db
        .select({ id: invitations.studentId })
        .from(invitations)
        .where(
          and(
            eq(invitations.assessmentId, assessmentId),
            inArray(
              invitations.studentId,
              unique.map((t) => t.studentId),
            ),
            inScope(db, actor),
          ),
        )
    ).map((r) => r.id),
  );
  const results: LiveActionReply['results'] = [];
  const changed: string[] = [];
  for (const target of unique) {
    const outcome: Outcome & { attemptId?: string } = invited.has(target.studentId)
      ? await db.transaction((tx) => actOn(tx, bundle, actor, target, input, now))
      : refused('NOT_INVITED', outOfScope(actor, 'is not invited to this test'));
    if (outcome.ok && outcome.attemptId) changed.push(outcome.attemptId);
    results.push({
      studentId: target.studentId,
      ok: outcome.ok,
      ...(outcome.ok ? {} : { code: outcome.code }),
      message: outcome.message,
    });
  }
  if (changed.length > 0) {
    boardChanged(app, assessmentId);
    await app.presence.notify(changed).catch((error) => app.log.warn({ err: error }, 'notice not sent'));
  }
  const count = results.filter((r) => r.ok).length;
  const refusedCount = results.length - count;
  return {
    message:
      `${verbs[input.action]} ${plural(count, 'student')}` +
      (refusedCount ? `; ${plural(refusedCount, 'student')} refused (see each one's reason)` : ''),
    done: count,
    refused: refusedCount,
    results,
  };
}

/** The most time this actor may add to one attempt in all (the assessment's caps). */
function addedTimeCap(bundle: Bundle, actor: Actor): number {
  const config = configOf(bundle.assessment);
  return actor.invigilator
    ? Math.min(config.invigilatorMaxAddedMinutes, config.maxAddedMinutes)
    : config.maxAddedMinutes;
}

/**
 * Minutes the people running the test added for the student: to the attempt (its steps), or, before the start,
 * what waits for it (the student's override on this test).
 */
async function minutesAdded(tx: Tx, assessmentId: string, studentId: string, attemptId: string | null) {
  if (!attemptId) {
    const [override] = await tx
      .select({ extraSeconds: studentOverrides.extraSeconds })
      .from(studentOverrides)
      .where(and(eq(studentOverrides.assessmentId, assessmentId), eq(studentOverrides.studentId, studentId)));
    return Math.round((override?.extraSeconds ?? 0) / 60);
  }
  const steps = await tx
    .select({ payload: attemptSteps.payload })
    .from(attemptSteps)
    .where(and(eq(attemptSteps.attemptId, attemptId), eq(attemptSteps.kind, 'staff_add_time')));
  return steps.reduce((sum, { payload }) => sum + Number(payload.minutes ?? 0), 0);
}

/** Adds to what the college changed for the student on this test. */
async function addOverride(
  tx: Tx,
  assessmentId: string,
  studentId: string,
  add: { extraSeconds?: number; extraAttempts?: number },
) {
  const extraSeconds = add.extraSeconds ?? 0;
  const extraAttempts = add.extraAttempts ?? 0;
  await tx
    .insert(studentOverrides)
    .values({ assessmentId, studentId, extraSeconds, extraAttempts })
    .onConflictDoUpdate({
      target: [studentOverrides.assessmentId, studentOverrides.studentId],
      set: {
        extraSeconds: sql`${studentOverrides.extraSeconds} + ${extraSeconds}`,
        extraAttempts: sql`${studentOverrides.extraAttempts} + ${extraAttempts}`,
      },
    });
}

async function actOn(
  tx: Tx,
  bundle: Bundle,
  actor: Actor,
  target: Target,
  input: ActionInput,
  now: Date,
): Promise<Outcome & { attemptId?: string }> {
  const [latest] = await tx
    .select()
    .from(attempts)
    .where(and(eq(attempts.assessmentId, bundle.assessment.id), eq(attempts.studentId, target.studentId)))
    .orderBy(desc(attempts.number))
    .limit(1)
    .for('update');
  // a reset attempt is as good as none: the student starts again
  const attempt = latest && !isArchived(latest) ? latest : undefined;
  const seen: ActionTarget | null = attempt
    ? { open: isOpen(attempt), paused: attempt.pausedAt !== null, version: attempt.staffVersion }
    : null;
  const refusal = refusalOf(input.action, seen, target.version);
  if (refusal) return refused(refusal.code, `This student ${refusal.message}.`);
  if (input.action === 'add_time') {
    const over = addedTimeRefusal(
      input.minutes,
      await minutesAdded(tx, bundle.assessment.id, target.studentId, attempt?.id ?? null),
      addedTimeCap(bundle, actor),
    );
    if (over) return refused('TIME_CAP', `This student ${over}.`);
  }
  const by = { by: actor.name, byUserId: actor.userId };

  if (!attempt) {
    // only adding time passes for a student who has not started: it waits for their start
    if (input.action !== 'add_time') return refused('NOT_STARTED', 'This student has not started the test.');
    await addOverride(tx, bundle.assessment.id, target.studentId, { extraSeconds: input.minutes * 60 });
    return done(`${plural(input.minutes, 'minute')} more when they start.`);
  }

  const change = async (set: Partial<AttemptRow>, kind: string, payload: Record<string, unknown>) => {
    const [moved] = await tx
      .update(attempts)
      .set({ ...set, staffVersion: attempt.staffVersion + 1 })
      .where(eq(attempts.id, attempt.id))
      .returning();
    return appendSteps(tx, moved ?? attempt, [{ kind, payload: { ...payload, ...by } }], now);
  };
  const shift = (at: Date | null, ms: number) => (at ? new Date(at.getTime() + ms) : null);

  switch (input.action) {
    case 'add_time': {
      const ms = input.minutes * 60_000;
      // a question timer cut short by the overall deadline moves with it
      const capped =
        attempt.questionDeadlineAt !== null &&
        attempt.questionDeadlineAt.getTime() >= attempt.deadlineAt.getTime() - 1000;
      await change(
        {
          deadlineAt: new Date(attempt.deadlineAt.getTime() + ms),
          questionDeadlineAt: capped ? shift(attempt.questionDeadlineAt, ms) : attempt.questionDeadlineAt,
        },
        'staff_add_time',
        { minutes: input.minutes },
      );
      return { ...done(`${plural(input.minutes, 'minute')} added.`), attemptId: attempt.id };
    }
    case 'pause':
      await change({ pausedAt: now, pausedBy: actor.name }, 'staff_pause', { reason: input.reason ?? null });
      return { ...done('Paused.'), attemptId: attempt.id };
    case 'resume': {
      const pausedMs = now.getTime() - (attempt.pausedAt ?? now).getTime();
      await change(
        {
          pausedAt: null,
          pausedBy: null,
          deadlineAt: new Date(attempt.deadlineAt.getTime() + pausedMs),
          questionDeadlineAt: shift(attempt.questionDeadlineAt, pausedMs),
        },
        'staff_resume',
        { pausedSeconds: Math.round(pausedMs / 1000) },
      );
      return { ...done('Resumed.'), attemptId: attempt.id };
    }
    case 'end': {
      const logged = await change({ pausedAt: null, pausedBy: null }, 'staff_end', { reason: input.reason });
      await finishAttempt(
        tx,
        bundle,
        logged,
        { reason: 'ended_by_staff', endType: 'staff', detail: input.reason },
        now,
      );
      return { ...done('Ended.'), attemptId: attempt.id };
    }
    case 'reopen': {
      const seconds = reopenSeconds(
        attempt.deadlineAt.getTime(),
        (attempt.endedAt ?? now).getTime(),
        input.minutes,
      );
      if (!currentOf(attempt.flow)) {
        return refused(
          'NOTHING_LEFT',
          'This student answered every question: there is nothing left to reopen.',
        );
      }
      if (seconds === null) {
        return refused(
          'NO_TIME_LEFT',
          'No time was left when this attempt ended: choose the minutes to give.',
        );
      }
      const deadlineAt = new Date(now.getTime() + seconds * 1000);
      await change(
        {
          status: 'in_progress',
          deadlineAt,
          questionServedAt: now,
          questionDeadlineAt: questionDeadlineFor(
            bundle,
            attempt.flow,
            now,
            deadlineAt,
            attempt.timeMultiplier,
          ),
          endedAt: null,
          endType: null,
          endReason: null,
          timeTaken: null,
          score: null,
          maxScore: null,
          percentage: null,
          result: null,
          leftAt: null,
          holderTab: null,
          pausedAt: null,
          pausedBy: null,
        },
        'staff_reopen',
        { minutes: Math.round(seconds / 60), deadline: deadlineAt.toISOString(), endedAs: attempt.endReason },
      );
      return {
        ...done(`Reopened with ${plural(Math.round(seconds / 60), 'minute')}.`),
        attemptId: attempt.id,
      };
    }
    case 'reset': {
      let row = attempt;
      if (isOpen(row)) {
        const logged = await change({ pausedAt: null, pausedBy: null }, 'staff_end', {
          reason: input.reason,
        });
        row = await finishAttempt(
          tx,
          bundle,
          logged,
          { reason: 'ended_by_staff', endType: 'staff', detail: input.reason },
          now,
        );
      }
      const [archived] = await tx
        .update(attempts)
        .set({ status: 'archived', staffVersion: row.staffVersion + 1 })
        .where(eq(attempts.id, row.id))
        .returning();
      // its report can no longer be listed or revoked by the college: its share links stop with it
      const revoked = await tx
        .update(reportShareLinks)
        .set({ revokedAt: now })
        .where(and(eq(reportShareLinks.attemptId, row.id), isNull(reportShareLinks.revokedAt)))
        .returning({ id: reportShareLinks.id });
      await appendSteps(
        tx,
        archived ?? row,
        [{ kind: 'staff_reset', payload: { reason: input.reason, revokedLinks: revoked.length, ...by } }],
        now,
      );
      // the archived attempt no longer counts: one more attempt lets the student start again
      await addOverride(tx, bundle.assessment.id, target.studentId, { extraAttempts: 1 });
      return { ...done('Reset: the student may start again.'), attemptId: attempt.id };
    }
  }
}
