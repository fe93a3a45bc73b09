import { randomBytes } from 'node:crypto';
import { messages, type QuestionState, type StartReply } from '@placement/contract';
import { type AttemptStatus, answers, attemptSteps, attempts, type Db, type Tx } from '@placement/db';
import {
  type CompilerQuestion,
  currentOf,
  type EndReason,
  type FlowState,
  flows,
  type Grade,
  gradeAnswer,
  questionTypes,
} from '@placement/domain';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-error';
import { invitedBundle } from './access';
import { type Bundle, configOf, loadBundle } from './bundle';
import { type CodeVerdict, judgeCode } from './judging';
import { scoreFromAnswers } from './scoring';
import { finishedState, GRACE_MS, questionDeadlineFor, questionState } from './state';
import { stepHash } from './step-chain';

export type AttemptRow = typeof attempts.$inferSelect;
type Step = { kind: string; questionId?: string | null; payload?: Record<string, unknown> };

const openStatuses: AttemptStatus[] = ['in_progress'];

/** Numbers and hashes new steps after the attempt's chain head; pure, so callers can fold the head update in. */
export function chainSteps(head: { id: string; lastSeq: number; lastHash: string }, steps: Step[], at: Date) {
  let lastHash = head.lastHash;
  const rows = steps.map((step, i) => {
    const row = {
      attemptId: head.id,
      seq: head.lastSeq + 1 + i,
      kind: step.kind,
      questionId: step.questionId ?? null,
      payload: step.payload ?? {},
      at,
    };
    lastHash = stepHash(lastHash, row);
    return { ...row, hash: lastHash };
  });
  return { rows, lastSeq: head.lastSeq + steps.length, lastHash };
}

/** Appends steps to the attempt's hash-chained log; the caller holds the attempt's row lock. */
export async function appendSteps(
  tx: Tx | Db,
  attempt: AttemptRow,
  steps: Step[],
  at: Date,
): Promise<AttemptRow> {
  if (steps.length === 0) return attempt;
  const chained = chainSteps(attempt, steps, at);
  await tx.insert(attemptSteps).values(chained.rows);
  const [updated] = await tx
    .update(attempts)
    .set({ lastSeq: chained.lastSeq, lastHash: chained.lastHash })
    .where(eq(attempts.id, attempt.id))
    .returning();
  return updated ?? attempt;
}

export async function latestAttempt(
  db: Db | Tx,
  assessmentId: string,
  studentId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.assessmentId, assessmentId), eq(attempts.studentId, studentId)))
    .orderBy(desc(attempts.number))
    .limit(1);
  return row;
}

const isOpen = (attempt: AttemptRow): boolean => openStatuses.includes(attempt.status);

const pastDeadline = (attempt: AttemptRow, now: Date) =>
  now.getTime() > attempt.deadlineAt.getTime() + GRACE_MS;

/** Ends an open attempt and scores it, inside the caller's transaction. Returns the ended row. */
export async function finishAttempt(
  tx: Tx,
  bundle: Bundle,
  attempt: AttemptRow,
  end: { reason: EndReason; endType: string; timeTaken?: number; detail?: string },
  now: Date,
): Promise<AttemptRow> {
  const rows = await tx.select().from(answers).where(eq(answers.attemptId, attempt.id));
  const scored = scoreFromAnswers(bundle, rows);
  const status: AttemptStatus = scored.pending > 0 ? 'awaiting_grading' : 'graded';
  const elapsed = Math.round(
    (Math.min(now.getTime(), attempt.deadlineAt.getTime()) - attempt.startedAt.getTime()) / 1000,
  );
  const [ended] = await tx
    .update(attempts)
    .set({
      status,
      endedAt: now,
      endReason: end.reason,
      endType: end.endType,
      // the server's clock decides; the browser's figure is only kept in the log
      timeTaken: Math.max(0, elapsed),
      score: scored.score,
      maxScore: scored.maxScore,
      percentage: scored.percentage,
      result: { perTopic: scored.perTopic, pending: scored.pending },
      questionDeadlineAt: null,
    })
    .where(and(eq(attempts.id, attempt.id), eq(attempts.status, 'in_progress')))
    .returning();
  if (!ended) throw conflict(messages.attemptOver);
  return appendSteps(
    tx,
    ended,
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
}

type AutoEnd = { reason: EndReason; endType: 'auto'; detail?: string };

/** Why an open attempt must end without anyone asking: its time is over, or its page left and did not return. */
function overdue(attempt: AttemptRow, now: Date, leaveGraceMs: number): AutoEnd | null {
  if (pastDeadline(attempt, now)) return { reason: 'time_up', endType: 'auto' };
  if (attempt.leftAt && now.getTime() > attempt.leftAt.getTime() + leaveGraceMs) {
    return { reason: 'left_page', endType: 'auto', detail: 'Left the test screen' };
  }
  return null;
}

const leaveGraceMs = (app: FastifyInstance) => app.deps.config.leaveGraceSeconds * 1000;

/** Ends an open attempt that is overdue; returns the fresh row either way. */
async function settleOverdue(
  app: FastifyInstance,
  bundle: Bundle,
  attempt: AttemptRow,
  now: Date,
): Promise<AttemptRow> {
  if (!isOpen(attempt) || !overdue(attempt, now, leaveGraceMs(app))) return attempt;
  return app.deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(attempts).where(eq(attempts.id, attempt.id)).for('update');
    if (!locked || !isOpen(locked)) return locked ?? attempt;
    const end = overdue(locked, now, leaveGraceMs(app));
    return end ? finishAttempt(tx, bundle, locked, end, now) : locked;
  });
}

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
        flow: flow as unknown as Record<string, unknown>,
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
  const flow = attempt.flow as unknown as FlowState;
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
    },
  };
}

export interface AnswerInput {
  response: unknown;
  questionId?: string;
  timeTaken?: number;
}

type Attempted =
  | { kind: 'done'; state: QuestionState }
  /** the question is a coding one whose answer must be judged first, outside any transaction */
  | { kind: 'judge'; question: CompilerQuestion };

/**
 * Records the answer to the question being asked and returns the next one, in one short transaction that
 * holds the attempt's row lock. A retried request for the question just answered returns the same next
 * state and changes nothing.
 */
export async function answerQuestion(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  mode: 'adaptive' | 'linear',
  input: AnswerInput,
  now = new Date(),
): Promise<QuestionState> {
  const bundle = await loadBundle(app, assessmentId);
  if (bundle?.assessment.status !== 'published') throw notFound('Test not found');
  if (bundle.assessment.isAdaptive !== (mode === 'adaptive')) {
    throw badRequest(mode === 'adaptive' ? 'This test is not adaptive' : 'This test is adaptive');
  }
  const first = await recordAnswer(app, bundle, studentId, input, null, now);
  if (first.kind === 'done') return first.state;
  const verdict = await judgeAnswer(app, first.question, input.response);
  const second = await recordAnswer(
    app,
    bundle,
    studentId,
    input,
    { questionId: first.question.id, verdict },
    now,
  );
  if (second.kind === 'done') return second.state;
  throw conflict('This question is not the one being asked. Reload the test to continue.');
}

type Planned =
  | Attempted
  | {
      kind: 'write';
      attempt: AttemptRow;
      next: FlowState;
      nextDeadline: Date | null;
      answer: typeof answers.$inferInsert;
      chained: ReturnType<typeof chainSteps>;
    };

/** Decides what an answer does to the attempt as read; pure apart from reading the bundle. */
function planAnswer(
  bundle: Bundle,
  attempt: AttemptRow,
  input: AnswerInput,
  judged: { questionId: string; verdict: CodeVerdict } | null,
  now: Date,
): Planned {
  const replay = replayOf(bundle, attempt, input.questionId, now);
  if (replay) return { kind: 'done', state: replay };
  if (!isOpen(attempt)) throw conflict(messages.attemptOver);
  const flow = attempt.flow as unknown as FlowState;
  const cursor = currentOf(flow);
  if (!cursor) throw conflict(messages.attemptOver);
  if (input.questionId && input.questionId !== cursor.questionId) {
    throw conflict('This question is not the one being asked. Reload the test to continue.');
  }
  const question = bundle.questions.get(cursor.questionId);
  const topic = bundle.topicOf.get(cursor.questionId);
  if (!question || !topic) throw new Error(`question ${cursor.questionId} missing`);

  const late =
    pastDeadline(attempt, now) ||
    (attempt.questionDeadlineAt !== null && now.getTime() > attempt.questionDeadlineAt.getTime() + GRACE_MS);
  const parsed = gradeAnswer(question, late ? null : input.response);
  if (!parsed.ok) throw badRequest(parsed.error.message, 'INVALID_ANSWER');
  let grade: Grade = parsed.value;
  let verdict: CodeVerdict | null = null;
  if (question.type === 'compiler' && grade.status === 'pending') {
    if (judged?.questionId !== question.id) return { kind: 'judge', question };
    verdict = judged.verdict;
    const graded = gradeAnswer(question, input.response, { judge: verdict });
    if (graded.ok) grade = graded.value;
  }

  const advanced =
    flow.flow === 'adaptive'
      ? flows.adaptive.answer(flow, { questionId: cursor.questionId, grade })
      : flows.linear.answer(flow, { questionId: cursor.questionId, grade });
  if (!advanced.ok) throw conflict('This question is not the one being asked. Reload the test to continue.');
  const next = advanced.value.state;
  const nextCursor = currentOf(next);
  return {
    kind: 'write',
    attempt,
    next,
    nextDeadline: nextCursor ? questionDeadlineFor(bundle, next, now, attempt.deadlineAt) : null,
    answer: {
      attemptId: attempt.id,
      questionId: cursor.questionId,
      topicId: topic.id,
      response: late ? null : (input.response ?? null),
      grade: grade as unknown as Record<string, unknown>,
      judged: verdict as unknown as Record<string, unknown> | null,
      timedOut: late,
      answeredAt: now,
    },
    chained: chainSteps(
      attempt,
      [
        {
          kind: 'answer',
          questionId: cursor.questionId,
          payload: { timedOut: late, status: grade.status, clientTimeTaken: input.timeTaken ?? null },
        },
        ...(nextCursor ? [{ kind: 'served', questionId: nextCursor.questionId }] : []),
      ],
      now,
    ),
  };
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Writes an answer, its log steps and the attempt's new state in ONE statement, on condition that nobody
 * moved the attempt since it was read (compare-and-set on the chain head). Returns false when someone did.
 */
async function writeAnswer(
  app: FastifyInstance,
  plan: Extract<Planned, { kind: 'write' }>,
  now: Date,
): Promise<boolean> {
  const { attempt, answer, chained, next, nextDeadline } = plan;
  const served = nextDeadline ? now.toISOString() : null;
  const steps = chained.rows.map((r) => ({
    seq: r.seq,
    kind: r.kind,
    question_id: r.questionId,
    payload: r.payload,
    hash: r.hash,
  }));
  const result = await app.deps.db.execute(sql`
    with moved as (
      update attempts set
        flow = ${json(next)}::jsonb,
        question_served_at = ${served}::timestamptz,
        question_deadline_at = ${nextDeadline?.toISOString() ?? null}::timestamptz,
        last_seq = ${chained.lastSeq},
        last_hash = ${chained.lastHash},
        -- an answer shows the student is still on the test (from another tab, say), whatever a closed page said
        left_at = null
      where id = ${attempt.id} and last_seq = ${attempt.lastSeq} and status = 'in_progress'
      returning id
    ), answered as (
      insert into answers (attempt_id, question_id, topic_id, response, grade, judged, timed_out, answered_at)
      select id, ${answer.questionId}, ${answer.topicId}, ${json(answer.response)}::jsonb, ${json(answer.grade)}::jsonb,
        ${json(answer.judged)}::jsonb, ${answer.timedOut ?? false}, ${now.toISOString()}::timestamptz
      from moved
      returning attempt_id
    ), logged as (
      insert into attempt_steps (attempt_id, seq, kind, question_id, payload, at, hash)
      select moved.id, s.seq, s.kind, s.question_id, s.payload, ${now.toISOString()}::timestamptz, s.hash
      from moved, jsonb_to_recordset(${JSON.stringify(steps)}::jsonb)
        as s(seq int, kind text, question_id text, payload jsonb, hash text)
      returning seq
    )
    select (select count(*) from moved)::int as moved, (select count(*) from answered)::int as answered,
      (select count(*) from logged)::int as logged
  `);
  const row = (result as unknown as { rows: { moved: number }[] }).rows[0];
  return row?.moved === 1;
}

/**
 * Records the answer to the question being asked: read the attempt, decide, then write everything in one
 * conditional statement. A request that lost a race re-reads and is answered as the replay it now is.
 */
async function recordAnswer(
  app: FastifyInstance,
  bundle: Bundle,
  studentId: string,
  input: AnswerInput,
  judged: { questionId: string; verdict: CodeVerdict } | null,
  now: Date,
): Promise<Attempted> {
  for (let tries = 0; tries < 5; tries++) {
    // An attempt exists only for an invited student, so holding it is the authorization.
    const attempt = await latestAttempt(app.deps.db, bundle.assessment.id, studentId);
    if (!attempt) throw conflict('Start the test first');
    const plan = planAnswer(bundle, attempt, input, judged, now);
    if (plan.kind !== 'write') return plan;
    if (!(await writeAnswer(app, plan, now))) continue;
    const finished = !currentOf(plan.next);
    const overdue = pastDeadline(attempt, now);
    if (!finished && !overdue)
      return { kind: 'done', state: questionState(bundle, plan.next, plan.nextDeadline, now) };
    await app.deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(attempts).where(eq(attempts.id, attempt.id)).for('update');
      if (!locked || !isOpen(locked)) return;
      const end = overdue
        ? { reason: 'time_up' as const, endType: 'auto' }
        : { reason: 'manual' as const, endType: 'completed' };
      await finishAttempt(tx, bundle, locked, end, now);
    });
    return { kind: 'done', state: finishedState(plan.next.history.length) };
  }
  throw conflict('Too many answers at once for this attempt. Please try again.');
}

async function judgeAnswer(
  app: FastifyInstance,
  question: CompilerQuestion,
  raw: unknown,
): Promise<CodeVerdict> {
  const answer = questionTypes.compiler.parseAnswer(raw);
  if (!answer.ok) throw badRequest(answer.error.message, 'INVALID_ANSWER');
  return judgeCode(app, question, answer.value.codeLanguage, answer.value.answerCode);
}

/** The state a retried answer to the question just answered must get back, or null when it is not a retry. */
function replayOf(
  bundle: Bundle,
  attempt: AttemptRow,
  questionId: string | undefined,
  now: Date,
): QuestionState | null {
  if (!questionId) return null;
  const flow = attempt.flow as unknown as FlowState;
  if (flow.history.at(-1)?.questionId !== questionId) return null;
  if (!isOpen(attempt)) return finishedState(flow.history.length);
  return questionState(bundle, flow, attempt.questionDeadlineAt, now);
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
              : text.includes('time')
                ? 'time_up'
                : 'manual';
  return { reason, endType: type === 'auto' || reason !== 'manual' ? 'auto' : 'manual', detail };
};

/** Ends the student's open attempt; ending an ended attempt again returns it unchanged. */
export async function endTest(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  body: { timeTaken?: number; endType?: unknown },
  now = new Date(),
): Promise<AttemptRow> {
  const bundle = await invitedBundle(app, studentId, assessmentId);
  const attempt = await latestAttempt(app.deps.db, assessmentId, studentId);
  if (!attempt) throw conflict('Start the test first');
  if (!isOpen(attempt)) return attempt;
  const end = endReasonFromClient(body.endType);
  return app.deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(attempts).where(eq(attempts.id, attempt.id)).for('update');
    if (!locked || !isOpen(locked)) return locked ?? attempt;
    const reason = pastDeadline(locked, now) ? { reason: 'time_up' as const, endType: 'auto' } : end;
    return finishAttempt(tx, bundle, locked, { ...reason, timeTaken: body.timeTaken }, now);
  });
}

/**
 * Ends every overdue open attempt: past its deadline (a student who closed the browser still gets a result),
 * or left by its page and not resumed within the grace.
 */
export async function sweepOverdueAttempts(app: FastifyInstance, now = new Date()): Promise<number> {
  const { db } = app.deps;
  const expired = await db
    .select({ id: attempts.id, assessmentId: attempts.assessmentId })
    .from(attempts)
    .where(
      and(
        eq(attempts.status, 'in_progress'),
        or(
          lt(attempts.deadlineAt, new Date(now.getTime() - GRACE_MS)),
          lt(attempts.leftAt, new Date(now.getTime() - leaveGraceMs(app))),
        ),
      ),
    )
    .limit(500);
  let ended = 0;
  for (const { id, assessmentId } of expired) {
    const bundle = await loadBundle(app, assessmentId);
    if (!bundle) continue;
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(attempts).where(eq(attempts.id, id)).for('update');
      const end = locked && isOpen(locked) ? overdue(locked, now, leaveGraceMs(app)) : null;
      if (!locked || !end) return;
      await finishAttempt(tx, bundle, locked, end, now);
      ended++;
    });
  }
  return ended;
}
