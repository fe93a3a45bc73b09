import { endedInWords, type LiveBoardReply, type LiveRow, type LiveStatus } from '@placement/contract';
import { attemptSteps, attempts, type Db, invitations, users } from '@placement/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { ownAssessment } from '../assessments/policy';
import { loadBundle } from '../attempts/bundle';
import { risksOfAttempts } from '../results/risk';
import { inScope, type LiveScope } from './policy';

/** Flagged and disconnected students first, then those on the test, then the rest; by name within. */
const ORDER: Record<LiveStatus, number> = {
  disconnected: 0,
  paused: 1,
  on_test: 2,
  not_started: 3,
  finished: 4,
};

/** The reason staff typed when they ended these attempts (their newest "end now" step), by attempt. */
async function staffReasons(db: Db, attemptIds: string[]): Promise<Map<string, string>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([attemptSteps.attemptId], {
      attemptId: attemptSteps.attemptId,
      reason: sql<string | null>`${attemptSteps.payload} ->> 'reason'`,
    })
    .from(attemptSteps)
    .where(and(inArray(attemptSteps.attemptId, attemptIds), eq(attemptSteps.kind, 'staff_end')))
    .orderBy(attemptSteps.attemptId, desc(attemptSteps.seq));
  return new Map(rows.flatMap((r) => (r.reason ? [[r.attemptId, r.reason] as const] : [])));
}

/**
 * The drive as it runs: every invited student with their latest attempt's status on the server's clock, how far
 * they are, when their page was last heard (presence, no database work) and their proctoring flags so far.
 */
export async function liveBoard(
  app: FastifyInstance,
  scope: LiveScope,
  assessmentId: string,
  now = new Date(),
): Promise<Omit<LiveBoardReply, 'success'>> {
  await ownAssessment(app, scope.collegeId, assessmentId);
  const bundle = await loadBundle(app, assessmentId);
  if (!bundle) throw notFound('Assessment not found');
  const { db, config } = app.deps;
  const invited = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.studentId))
    .where(and(eq(invitations.assessmentId, assessmentId), inScope(db, scope)))
    .orderBy(asc(users.firstName));
  // the columns the board shows, never the flow (it grows with every answer and is read from its own storage)
  const all = await db
    .selectDistinctOn([attempts.studentId], {
      id: attempts.id,
      studentId: attempts.studentId,
      status: attempts.status,
      endReason: attempts.endReason,
      endType: attempts.endType,
      deadlineAt: attempts.deadlineAt,
      pausedAt: attempts.pausedAt,
      pausedBy: attempts.pausedBy,
      staffVersion: attempts.staffVersion,
      answered: attempts.answered,
      lastSeq: attempts.lastSeq,
    })
    .from(attempts)
    .where(eq(attempts.assessmentId, assessmentId))
    .orderBy(attempts.studentId, desc(attempts.number));
  // a reset student is back to not started
  const latest = new Map(all.filter((a) => a.status !== 'archived').map((a) => [a.studentId, a]));
  const risks = await risksOfAttempts(db, assessmentId, [...latest.values()]);
  const reasons = await staffReasons(
    db,
    [...latest.values()].filter((a) => a.endReason === 'ended_by_staff').map((a) => a.id),
  );
  const disconnectMs = config.disconnectSeconds * 1000;

  const rows: LiveRow[] = invited.map((student) => {
    const attempt = latest.get(student.id);
    const heard = attempt ? app.presence.lastHeard(attempt.id, student.id) : null;
    let status: LiveStatus = 'not_started';
    const open = attempt?.status === 'in_progress';
    if (attempt && !open) status = 'finished';
    else if (attempt?.pausedAt) status = 'paused';
    else if (attempt) {
      const silent =
        app.presence.disconnectedSince(attempt.id, student.id, disconnectMs, now.getTime()) !== null;
      status = silent ? 'disconnected' : 'on_test';
    }
    return {
      studentId: student.id,
      name: `${student.firstName} ${student.lastName}`.trim(),
      email: student.email,
      attemptId: attempt?.id ?? null,
      status,
      endReason:
        attempt && !open ? endedInWords(attempt.endReason, attempt.endType, reasons.get(attempt.id)) : null,
      answered: attempt?.answered ?? 0,
      totalQuestions: bundle.totalQuestions,
      timeLeftSeconds:
        attempt && open
          ? Math.max(
              0,
              Math.floor((attempt.deadlineAt.getTime() - (attempt.pausedAt ?? now).getTime()) / 1000),
            )
          : null,
      lastContact: heard === null ? null : new Date(heard).toISOString(),
      risk: attempt ? (risks.get(attempt.id)?.risk ?? null) : null,
      pausedBy: attempt && open ? attempt.pausedBy : null,
      version: attempt?.staffVersion ?? 0,
    };
  });
  rows.sort(
    (a, b) =>
      Number(b.risk?.flagged ?? false) - Number(a.risk?.flagged ?? false) ||
      ORDER[a.status] - ORDER[b.status] ||
      a.name.localeCompare(b.name),
  );
  const count = (status: LiveStatus) => rows.filter((r) => r.status === status).length;
  return {
    serverTime: now.toISOString(),
    disconnectAfterSeconds: config.disconnectSeconds,
    counts: {
      invited: rows.length,
      notStarted: count('not_started'),
      onTest: count('on_test'),
      paused: count('paused'),
      disconnected: count('disconnected'),
      finished: count('finished'),
      flagged: rows.filter((r) => r.risk?.flagged).length,
    },
    rows,
  };
}
