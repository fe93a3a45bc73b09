import type { QuestionState } from '@placement/contract';
import { attempts } from '@placement/db';
import { type CodeVerdict, type CompilerQuestion, currentOf, questionTypes } from '@placement/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { type AnswerInput, type Attempted, type Planned, planAnswer } from './answer-plan';
import { isOpen, latestAttempt, pastDeadline } from './attempt-rows';
import { type Bundle, loadBundle } from './bundle';
import { finishAttempt } from './end';
import { judgeCode } from './judging';
import { finishedState, questionState } from './state';

/**
 * Records the answer to the question being asked and returns the next one, in one conditional statement
 * (see writeAnswer). A retried request for the question just answered returns the same next state and
 * changes nothing.
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
  const verdict = await judgeAnswer(app, first.question, input.response, studentId);
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
  const result = await app.deps.db.execute<{ moved: number }>(sql`
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
  const row = result.rows[0];
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
  studentId: string,
): Promise<CodeVerdict> {
  const answer = questionTypes.compiler.parseAnswer(raw);
  if (!answer.ok) throw badRequest(answer.error.message, 'INVALID_ANSWER');
  return judgeCode(app, question, answer.value.codeLanguage, answer.value.answerCode, studentId);
}
