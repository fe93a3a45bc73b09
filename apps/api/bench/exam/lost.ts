import { answers, attempts, type Db } from '@placement/db';
import { and, count, eq } from 'drizzle-orm';

/** Every answer stored for the assessment, as `${studentId}/${questionId}`. */
export async function storedAnswers(db: Db, assessmentId: string): Promise<Set<string>> {
  const rows = await db
    .select({ studentId: attempts.studentId, questionId: answers.questionId })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(eq(attempts.assessmentId, assessmentId));
  return new Set(rows.map((r) => `${r.studentId}/${r.questionId}`));
}

/** The acknowledged answers the database does not have. */
export function lostAnswers(acknowledged: Iterable<string>, stored: Set<string>): string[] {
  return [...acknowledged].filter((key) => !stored.has(key));
}

/** Attempts of the assessment the server ended for a lost connection. */
export async function endedForConnectionLoss(db: Db, assessmentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attempts)
    .where(and(eq(attempts.assessmentId, assessmentId), eq(attempts.endReason, 'connection_lost')));
  return row?.n ?? 0;
}
