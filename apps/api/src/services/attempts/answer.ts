import { messages, type QuestionState } from '@placement/contract';
import { answers, attemptSteps, attempts } from '@placement/db';
import { currentOf, gradeAnswer, questionTypes } from '@placement/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { prepared } from '../../lib/prepared';
import { boardChanged } from '../live/board-signals';
import { type AnswerInput, type Attempted, type Judged, type Planned, planAnswer } from './answer-plan';
import { isOpen, latestAttempt, pastDeadline, stepRows, stepsInsert } from './attempt-rows';
import { type Bundle, loadBundle } from './bundle';
import { pausedByLoss } from './connection-loss';
import { finishAttempt } from './end';
import { judgeWithin } from './judging';
import { finishedState, questionState } from './state';
import { assertHolds } from './tab-hold';
import { applyVerdict } from './waiting-answers';

/**
 * Records the answer to the question being asked and returns the next one, in one conditional statement
 * (see writeAnswer). A retried request for the question just answered returns the same next state and
 * changes nothing. Coding answers are stored before they are judged: a judge or Redis outage loses no code.
 */
export async function answerQuestion(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  mode: 'adaptive' | 'linear',
  input: AnswerInput,
  tabId?: string,
  now = new Date(),
): Promise<QuestionState> {
  const bundle = await loadBundle(app, assessmentId);
  if (bundle?.assessment.status !== 'published') throw notFound('Test not found');
  if (bundle.assessment.isAdaptive !== (mode === 'adaptive')) {
    throw badRequest(mode === 'adaptive' ? 'This test is not adaptive' : 'This test is adaptive');
  }
  const state = await answerAsked(app, bundle, studentId, input, tabId, now);
  boardChanged(app, assessmentId);
  return state;
}

/** answerQuestion once the test is known: the answer, judged first when it is code. */
async function answerAsked(
  app: FastifyInstance,
  bundle: Bundle,
  studentId: string,
  input: AnswerInput,
  tabId: string | undefined,
  now: Date,
): Promise<QuestionState> {
  const first = await recordAnswer(app, bundle, studentId, input, tabId, null, now);
  if (first.kind === 'done') return first.state;
  const code = parseCode(input.response);
  const waitMs = app.deps.config.judgeAnswerWaitSeconds * 1000;
  const stored = await storeCode(
    app,
    first,
    input.response,
    now,
    new Date(Date.now() + waitMs + CLAIM_SLACK_MS),
  );
  if (!stored) {
    // the attempt ended before the code arrived: answered as any answer to an ended attempt is
    const replay = await recordAnswer(app, bundle, studentId, input, tabId, null, now);
    if (replay.kind === 'done') return replay.state;
    throw conflict(messages.attemptOver);
  }
  const verdict = await judgeWithin(app, first.question, code, waitMs, studentId);
  const judged = { questionId: first.question.id, verdict };
  try {
    const second = await recordAnswer(app, bundle, studentId, input, tabId, judged, now);
    if (second.kind === 'done') return second.state;
  } catch (error) {
    // Time ran out while the code was with the judge: the stored answer stands and counts once judged.
    const ended = await endedMeanwhile(app, first.attemptId, error);
    if (!ended) throw error;
    if (verdict) await applyVerdict(app, bundle, first.attemptId, first.question, input.response, verdict);
    return finishedState(ended.flow.history.length);
  }
  throw conflict('This question is not the one being asked. Reload the test to continue.');
}

/** Until when the answering request holds its stored code against the judge sweep, past its own wait. */
const CLAIM_SLACK_MS = 5_000;

function parseCode(raw: unknown) {
  const answer = questionTypes.compiler.parseAnswer(raw);
  if (!answer.ok) throw badRequest(answer.error.message, 'INVALID_ANSWER');
  return answer.value;
}

/**
 * Keeps the code as the answer to the question being asked, awaiting the judge, before it is judged; the
 * attempt's flow moves on only once the verdict (or the judge's silence) is known. False when the attempt
 * is no longer open.
 */
async function storeCode(
  app: FastifyInstance,
  plan: Extract<Attempted, { kind: 'judge' }>,
  response: unknown,
  now: Date,
  claimedUntil: Date,
): Promise<boolean> {
  const pending = gradeAnswer(plan.question, response);
  if (!pending.ok) throw badRequest(pending.error.message, 'INVALID_ANSWER');
  const result = await app.deps.db.execute<{ attempt_id: string }>(sql`
    insert into answers (attempt_id, question_id, topic_id, response, grade, judged, timed_out, answered_at,
      awaiting_judge, judge_claimed_until)
    select id, ${plan.question.id}, ${plan.topicId}, ${json(response)}::jsonb, ${json(pending.value)}::jsonb,
      null, false, ${now.toISOString()}::timestamptz, true, ${claimedUntil.toISOString()}::timestamptz
    from attempts where id = ${plan.attemptId} and status = 'in_progress'
    on conflict (attempt_id, question_id) do update set
      response = excluded.response, grade = excluded.grade, judged = null, timed_out = false,
      answered_at = excluded.answered_at, awaiting_judge = true, judge_claimed_until = excluded.judge_claimed_until
    returning attempt_id
  `);
  return result.rows.length === 1;
}

/** The attempt, when `error` is the refusal of an answer because the attempt ended; null otherwise. */
async function endedMeanwhile(app: FastifyInstance, attemptId: string, error: unknown) {
  if (!(error instanceof HttpError) || error.statusCode !== 409) return null;
  const [attempt] = await app.deps.db.select().from(attempts).where(eq(attempts.id, attemptId));
  return attempt && !isOpen(attempt) ? attempt : null;
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
  const [row] = await answerWrite(app.deps.db).execute({
    flow: json(next),
    servedAt: nextDeadline ? now.toISOString() : null,
    deadlineAt: nextDeadline?.toISOString() ?? null,
    lastSeq: chained.lastSeq,
    lastHash: chained.lastHash,
    attemptId: attempt.id,
    readSeq: attempt.lastSeq,
    questionId: answer.questionId,
    topicId: answer.topicId,
    response: json(answer.response),
    grade: json(answer.grade),
    judged: json(answer.judged),
    timedOut: answer.timedOut ?? false,
    at: now.toISOString(),
    awaitingJudge: answer.awaitingJudge ?? false,
    steps: stepRows(chained),
  });
  return row?.moved === 1;
}

/**
 * The answer's one statement, prepared: the statement every student sends most often is parsed and planned once
 * per connection (planning it was twice the time PostgreSQL took to run it).
 */
const answerWrite = prepared((db) => {
  const $ = sql.placeholder;
  const moved = db.$with('moved', { id: attempts.id }).as(sql`
    update attempts set
      flow = ${$('flow')}::jsonb,
      question_served_at = ${$('servedAt')}::timestamptz,
      question_deadline_at = ${$('deadlineAt')}::timestamptz,
      last_seq = ${$('lastSeq')},
      last_hash = ${$('lastHash')},
      -- an answer shows the student is still on the test (from another tab, say), whatever a closed page said
      left_at = null
    where id = ${$('attemptId')} and last_seq = ${$('readSeq')} and status = 'in_progress' and paused_at is null
    returning id`);
  const answered = db.$with('answered', { attemptId: answers.attemptId }).as(sql`
    insert into answers (attempt_id, question_id, topic_id, response, grade, judged, timed_out, answered_at,
      awaiting_judge)
    select id, ${$('questionId')}, ${$('topicId')}, ${$('response')}::jsonb, ${$('grade')}::jsonb,
      ${$('judged')}::jsonb, ${$('timedOut')}, ${$('at')}::timestamptz, ${$('awaitingJudge')}
    from moved
    -- coding answers were stored before judging (storeCode): this completes that row, unless it is a late
    -- retry, which must not wipe code that arrived in time (the judge sweep grades that)
    on conflict (attempt_id, question_id) do update set
      response = excluded.response, grade = excluded.grade, judged = excluded.judged,
      timed_out = excluded.timed_out, answered_at = excluded.answered_at,
      awaiting_judge = excluded.awaiting_judge, judge_claimed_until = null
      where not (excluded.timed_out and answers.awaiting_judge)
    returning attempt_id`);
  const logged = db
    .$with('logged', { seq: attemptSteps.seq })
    .as(stepsInsert('moved', sql`${$('steps')}`, sql`${$('at')}`));
  // PostgreSQL runs every data-modifying CTE to completion whether or not the query reads it
  return db
    .with(moved, answered, logged)
    .select({ moved: sql<number>`count(*)::int` })
    .from(moved)
    .prepare('write_answer');
});

/**
 * Records the answer to the question being asked: read the attempt, decide, then write everything in one
 * conditional statement. A request that lost a race re-reads and is answered as the replay it now is.
 */
async function recordAnswer(
  app: FastifyInstance,
  bundle: Bundle,
  studentId: string,
  input: AnswerInput,
  tabId: string | undefined,
  judged: Judged | null,
  now: Date,
): Promise<Attempted> {
  for (let tries = 0; tries < 5; tries++) {
    // An attempt exists only for an invited student, so holding it is the authorization.
    const attempt = await latestAttempt(app.deps.db, bundle.assessment.id, studentId);
    if (!attempt) throw conflict('Start the test first');
    // a stale tab's answer is refused out loud, even a replay: it must not look saved (#28 item 5)
    if (isOpen(attempt)) assertHolds(attempt, tabId);
    const plan = planAnswer(bundle, attempt, input, judged, now, pausedByLoss(app, bundle, attempt, now));
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
