import {
  type AttemptStatus,
  answers,
  attemptSteps,
  attempts,
  type Db,
  invitations,
  studentOverrides,
  students,
  type Tx,
} from '@placement/db';
import { and, desc, eq, getTableColumns, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { prepared } from '../../lib/prepared';
import { GRACE_MS } from './state';
import { stepHash } from './step-chain';

export type AttemptRow = typeof attempts.$inferSelect;
/**
 * An attempt without its flow: the question queue and history, a jsonb that grows with the test, which only the
 * routes that plan or show a question need. An end, a snapshot or a compile log reads this.
 */
export type AttemptHead = Omit<AttemptRow, 'flow'>;
const { flow: _flow, ...attemptHeadColumns } = getTableColumns(attempts);

export { attemptHeadColumns };

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

/**
 * The INSERT that writes chained steps in the same statement as the attempt's own change: `source` names the
 * statement's CTE that returns the attempt's `id` (it writes nothing when that CTE returned no row).
 */
export function insertStepsAfter(
  source: 'created' | 'moved' | 'head',
  chained: ReturnType<typeof chainSteps>,
  at: Date,
) {
  return stepsInsert(source, sql`${stepRows(chained)}`, sql`${at.toISOString()}`);
}

/** The chained steps as the one jsonb parameter `stepsInsert` takes. */
export const stepRows = (chained: ReturnType<typeof chainSteps>) =>
  JSON.stringify(
    chained.rows.map((r) => ({
      seq: r.seq,
      kind: r.kind,
      question_id: r.questionId,
      payload: r.payload,
      hash: r.hash,
    })),
  );

/** insertStepsAfter with its steps (`stepRows`) and time as parameters or placeholders of a prepared statement. */
export function stepsInsert(source: 'created' | 'moved' | 'head', steps: SQL, at: SQL) {
  const from = sql.raw(source);
  return sql`insert into attempt_steps (attempt_id, seq, kind, question_id, payload, at, hash)
      select ${from}.id, s.seq, s.kind, s.question_id, s.payload, ${at}::timestamptz, s.hash
      from ${from}, jsonb_to_recordset(${steps}::jsonb)
        as s(seq int, kind text, question_id text, payload jsonb, hash text)
      returning seq`;
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

const latestWhere = and(
  eq(attempts.assessmentId, sql.placeholder('assessmentId')),
  eq(attempts.studentId, sql.placeholder('studentId')),
);

const latestOf = prepared((db) =>
  db
    .select()
    .from(attempts)
    .where(latestWhere)
    .orderBy(desc(attempts.number))
    .limit(1)
    .prepare('latest_attempt'),
);

const latestHeadOf = prepared((db) =>
  db
    .select(attemptHeadColumns)
    .from(attempts)
    .where(latestWhere)
    .orderBy(desc(attempts.number))
    .limit(1)
    .prepare('latest_attempt_head'),
);

/** The student's newest attempt of the test (every answer, event and end of a drive asks it). */
export async function latestAttempt(
  db: Db,
  assessmentId: string,
  studentId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await latestOf(db).execute({ assessmentId, studentId });
  return row;
}

/** latestAttempt without the flow. */
export async function latestAttemptHead(
  db: Db,
  assessmentId: string,
  studentId: string,
): Promise<AttemptHead | undefined> {
  const [row] = await latestHeadOf(db).execute({ assessmentId, studentId });
  return row;
}

export type StudentOverride = typeof studentOverrides.$inferSelect;

const entryOf = prepared((db) =>
  db
    .select({
      invited: invitations.studentId,
      attempt: attempts,
      override: studentOverrides,
      timeMultiplier: students.timeMultiplier,
    })
    .from(invitations)
    .leftJoin(
      attempts,
      and(eq(attempts.assessmentId, invitations.assessmentId), eq(attempts.studentId, invitations.studentId)),
    )
    .leftJoin(
      studentOverrides,
      and(
        eq(studentOverrides.assessmentId, invitations.assessmentId),
        eq(studentOverrides.studentId, invitations.studentId),
      ),
    )
    .leftJoin(students, eq(students.userId, invitations.studentId))
    .where(
      and(
        eq(invitations.assessmentId, sql.placeholder('assessmentId')),
        eq(invitations.studentId, sql.placeholder('studentId')),
      ),
    )
    .orderBy(sql`${attempts.number} desc nulls last`)
    .limit(1)
    .prepare('invitation_and_latest_attempt'),
);

/**
 * Whether the student is invited, their latest attempt, what the college changed for them on this test (extra
 * time, their own window, more attempts) and their time multiplier, in one statement: null when not invited.
 */
export async function invitationAndLatestAttempt(
  db: Db,
  assessmentId: string,
  studentId: string,
): Promise<{
  attempt: AttemptRow | undefined;
  override: StudentOverride | null;
  timeMultiplier: number;
} | null> {
  const [row] = await entryOf(db).execute({ assessmentId, studentId });
  return row
    ? {
        attempt: row.attempt ?? undefined,
        override: row.override ?? null,
        timeMultiplier: row.timeMultiplier ?? 1,
      }
    : null;
}

export const isOpen = (attempt: Pick<AttemptHead, 'status'>): boolean =>
  openStatuses.includes(attempt.status);

/** A reset attempt is kept for review but counts in no result, list or analysis. */
export const isArchived = (attempt: AttemptHead): boolean => attempt.status === 'archived';
export const notArchived = ne(attempts.status, 'archived');
/** An attempt that has ended (and is not archived): what results, reports and analyses read. */
export const endedAttempt = notInArray(attempts.status, ['in_progress', 'archived']);

/** `columns` of the answers in ended attempts, each joined with its attempt; the caller scopes them. */
export const endedAnswers = <S extends SelectedFields>(db: Db, columns: S) =>
  db
    .select(columns)
    .from(answers)
    .innerJoin(attempts, and(eq(attempts.id, answers.attemptId), endedAttempt));

/** The assessment's attempts still in progress, narrowed by `also` (a deadline, some students) where given. */
export const inProgressOn = (assessmentId: string, also?: SQL) =>
  and(eq(attempts.assessmentId, assessmentId), eq(attempts.status, 'in_progress'), also);

export const pastDeadline = (attempt: AttemptHead, now: Date) =>
  now.getTime() > attempt.deadlineAt.getTime() + GRACE_MS;
