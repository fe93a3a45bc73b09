import { randomBytes } from 'node:crypto';
import { messages, type StartReply } from '@placement/contract';
import { attemptSteps, attempts, newId } from '@placement/db';
import { currentOf, type FlowState, flows } from '@placement/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden } from '../../lib/http-error';
import { prepared } from '../../lib/prepared';
import { flowNameOf } from '../assessments/flow-choice';
import { windowOf } from '../assessments/windows';
import { boardChanged } from '../live/board-signals';
import { type AttemptTiming, accommodationPayload, attemptDeadline } from './accommodation';
import {
  type AttemptRow,
  appendSteps,
  chainSteps,
  invitationAndLatestAttempt,
  isOpen,
  latestAttempt,
  stepRows,
  stepsInsert,
} from './attempt-rows';
import { type Bundle, studentConfigOf } from './bundle';
import { calibratedPlan } from './calibrated';
import { heardFromPage } from './connection-loss';
import { publishedBundle } from './policy';
import { questionDeadlineFor, questionState } from './state';
import { settleOverdue } from './sweep';
import { claimTab, type TabClaim } from './tab-hold';

/**
 * The student is back within the grace: the attempt no longer waits to end, and the log says for how long it
 * was away, and whether the page that left came back itself (a reload: the same tab).
 */
async function comeBack(
  app: FastifyInstance,
  attempt: AttemptRow,
  now: Date,
  sameTab: boolean,
): Promise<AttemptRow> {
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
      [
        {
          kind: 'proctor',
          payload: {
            type: 'page_returned',
            detail: sameTab ? `reloaded (away for ${away} s)` : `away for ${away} s`,
          },
        },
      ],
      now,
    );
  });
}

/**
 * Starts an attempt, or resumes the open one with the time that is really left. With the bundle cached, a
 * resume reads one statement (the invitation and the latest attempt together) and a new attempt writes one
 * more (the attempt, its chain head and its first steps together).
 */
export async function startAttempt(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  claim: TabClaim = { tabId: undefined, takeOver: false, device: null },
  now = new Date(),
): Promise<StartReply> {
  const reply = await startOrResume(app, studentId, assessmentId, claim, now);
  // the page probes right after: this process knows whose attempt it names without asking the database
  app.attemptOwners.remember(reply.attemptId, { studentId, assessmentId, open: true });
  boardChanged(app, assessmentId);
  return reply;
}

async function startOrResume(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  claim: TabClaim,
  now: Date,
): Promise<StartReply> {
  const bundle = await publishedBundle(app, assessmentId);
  const { assessment } = bundle;
  const { db } = app.deps;
  const entry = await invitationAndLatestAttempt(db, assessmentId, studentId);
  if (!entry) throw forbidden(messages.notInvited, 'NOT_INVITED');
  let current = entry.attempt;
  // when the attempt's page was last heard before this request, for a tab that finds it held elsewhere
  const lastHeard = current ? app.presence.lastHeard(current.id, studentId) : null;
  // coming back is proof of life: a 'pause' attempt gets its time back before its deadline is judged
  if (current && isOpen(current) && (await heardFromPage(app, current.id, studentId))) {
    current = (await latestAttempt(db, assessmentId, studentId)) ?? current;
  }
  if (current) current = await settleOverdue(app, bundle, current, now);
  if (current && isOpen(current)) {
    // the tab is settled before coming back clears left_at, which says whether the holder's page went away
    const sameTab = claim.tabId !== undefined && current.holderTab === claim.tabId;
    const held = await claimTab(app, current, claim, now, lastHeard);
    return startReply(app, bundle, await comeBack(app, held, now, sameTab), true, now);
  }

  const { override } = entry;
  const window = windowOf(assessment, override);
  if (now < window.openAt) throw forbidden(messages.testNotStarted, 'NOT_STARTED');
  if (window.closeAt && now >= window.closeAt) throw forbidden(messages.testEnded, 'ENDED');
  const used = current?.number ?? 0;
  if (used >= window.attempts) throw forbidden(messages.noAttemptsLeft, 'NO_ATTEMPTS_LEFT');

  const timing = { closeAt: window.closeAt, extraSeconds: override?.extraSeconds ?? 0 };
  const created = await createAttempt(app, bundle, studentId, used + 1, claim, now, {
    ...timing,
    timeMultiplier: entry.timeMultiplier,
  });
  // A second start racing this one lost the insert: both get the same attempt.
  if (created) return startReply(app, bundle, created, false, now);
  const raced = await latestAttempt(db, assessmentId, studentId);
  if (!raced) throw conflict('Could not start the test. Please try again.');
  return startReply(app, bundle, await claimTab(app, raced, claim, now), true, now);
}

/**
 * Inserts attempt number `number` with its first steps already chained, in ONE statement; null when another
 * start took that number first.
 */
async function createAttempt(
  app: FastifyInstance,
  bundle: Bundle,
  studentId: string,
  number: number,
  claim: TabClaim,
  now: Date,
  timing: AttemptTiming,
): Promise<AttemptRow | null> {
  const { assessment } = bundle;
  const seed = randomBytes(8).toString('hex');
  const flow = await startFlow(app, bundle, seed);
  // time added before the start and the accommodation both stretch the window's close
  const deadlineAt = attemptDeadline(bundle, now, timing);
  const cursor = currentOf(flow);
  const id = newId();
  const chained = chainSteps(
    { id, lastSeq: 0, lastHash: '' },
    [
      {
        kind: 'start',
        payload: {
          number,
          ...accommodationPayload(timing.timeMultiplier),
          ...(timing.extraSeconds ? { extraSeconds: timing.extraSeconds } : {}),
        },
      },
      ...(cursor ? [{ kind: 'served', questionId: cursor.questionId }] : []),
    ],
    now,
  );
  const row: AttemptRow = {
    id,
    assessmentId: assessment.id,
    studentId,
    number,
    status: 'in_progress',
    flow,
    answered: 0,
    seed,
    startedAt: now,
    deadlineAt,
    questionServedAt: now,
    questionDeadlineAt: questionDeadlineFor(bundle, flow, now, deadlineAt, timing.timeMultiplier),
    endedAt: null,
    endType: null,
    endReason: null,
    timeTaken: null,
    tabSwitches: 0,
    audioExceeds: 0,
    leftAt: null,
    holderTab: claim.tabId ?? null,
    holderDevice: claim.tabId ? claim.device : null,
    heldAt: claim.tabId ? now : null,
    pausedAt: null,
    pausedBy: null,
    staffVersion: 0,
    timeMultiplier: timing.timeMultiplier,
    score: null,
    maxScore: null,
    percentage: null,
    result: null,
    decision: null,
    lastSeq: chained.lastSeq,
    lastHash: chained.lastHash,
  };
  const [result] = await attemptCreate(app.deps.db).execute({
    ...Object.fromEntries(Object.entries(row).map(([column, value]) => [column, driverValue(value)])),
    steps: stepRows(chained),
    at: now.toISOString(),
  });
  return result?.created === 1 ? row : null;
}

/**
 * The start's one write, prepared: the attempt (no second one with its number) and its first steps, which
 * reference the attempt inserted by the same statement, so they exist only if it does.
 */
const attemptCreate = prepared((db) => {
  // bare placeholders, not the columns' own encoders (which fail on a null): driverValue encodes
  const every = Object.fromEntries(
    Object.keys(getTableColumns(attempts)).map((column) => [column, sql`${sql.placeholder(column)}`]),
  ) as PgInsertValue<typeof attempts>;
  const created = db
    .$with('created', { id: attempts.id })
    .as(db.insert(attempts).values(every).onConflictDoNothing().returning({ id: attempts.id }).getSQL());
  const logged = db
    .$with('logged', { seq: attemptSteps.seq })
    .as(stepsInsert('created', sql`${sql.placeholder('steps')}`, sql`${sql.placeholder('at')}`));
  // PostgreSQL runs every data-modifying CTE to completion whether or not the query reads it
  return db
    .with(created, logged)
    .select({ created: sql<number>`count(*)::int` })
    .from(created)
    .prepare('create_attempt');
});

/** A column's value as the database takes it: a time as ISO text, a jsonb value as JSON text. */
const driverValue = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : value;

/** The attempt's first flow state, by the assessment's flow. */
async function startFlow(app: FastifyInstance, bundle: Bundle, seed: string): Promise<FlowState> {
  const name = flowNameOf(bundle.assessment);
  if (name === 'calibrated-adaptive') {
    return flows['calibrated-adaptive'].start(await calibratedPlan(app, bundle), seed);
  }
  return flows[name].start(bundle.plan, seed);
}

function startReply(
  app: FastifyInstance,
  bundle: Bundle,
  attempt: AttemptRow,
  resumed: boolean,
  now: Date,
): StartReply {
  const { flow } = attempt;
  // a paused attempt's clocks stand at the pause
  const clock = attempt.pausedAt ?? now;
  const remainingSeconds = Math.max(0, Math.floor((attempt.deadlineAt.getTime() - clock.getTime()) / 1000));
  const firstQuestion = questionState(bundle, flow, attempt.questionDeadlineAt, clock);
  return {
    success: true,
    message: messages.testStarted,
    attemptId: attempt.id,
    resumed,
    isAdaptive: bundle.assessment.isAdaptive,
    flow: flowNameOf(bundle.assessment),
    timer: Math.round((remainingSeconds / 60) * 100) / 100,
    remainingSeconds,
    deadline: attempt.deadlineAt.toISOString(),
    topicNames: bundle.topics.map((t) => t.heading),
    totalQuestions: bundle.totalQuestions,
    isLast: firstQuestion.isLast,
    firstQuestion,
    config: studentConfigOf(bundle.assessment),
    disconnectSeconds: app.deps.config.disconnectSeconds,
  };
}
