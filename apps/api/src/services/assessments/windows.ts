import { type Db, studentOverrides, students } from '@placement/db';
import { eq, sql } from 'drizzle-orm';
import { prepared } from '../../lib/prepared';
import type { StudentOverride } from '../attempts/attempt-rows';

/** When one student may start the test, and how many attempts they have: the assessment's, or their override's. */
export interface StudentWindow {
  openAt: Date;
  closeAt: Date | null;
  attempts: number;
}

export function windowOf(
  assessment: { startDate: Date; endDate: Date | null; totalAttempts: number },
  override: StudentOverride | null | undefined,
): StudentWindow {
  return {
    openAt: override?.openAt ?? assessment.startDate,
    closeAt: override?.closeAt ?? assessment.endDate,
    attempts: assessment.totalAttempts + (override?.extraAttempts ?? 0),
  };
}

/** a student's overrides are few (a slot or extra attempts on some tests): all of them, filtered here */
const termsOfStudent = prepared((db) =>
  db
    .select({ timeMultiplier: students.timeMultiplier, override: studentOverrides })
    .from(students)
    .leftJoin(studentOverrides, eq(studentOverrides.studentId, students.userId))
    .where(eq(students.userId, sql.placeholder('studentId')))
    .prepare('terms_of_student'),
);

/**
 * What holds for this student on these assessments beyond the tests themselves, in one statement: their
 * overrides (by assessment id) and their standing time multiplier (1 = none).
 */
export async function studentTermsOf(
  db: Db,
  studentId: string,
  assessmentIds: string[],
): Promise<{ overrides: Map<string, StudentOverride>; timeMultiplier: number }> {
  const wanted = new Set(assessmentIds);
  const rows = await termsOfStudent(db).execute({ studentId });
  const overrides = new Map<string, StudentOverride>();
  for (const { override } of rows) {
    if (override && wanted.has(override.assessmentId)) overrides.set(override.assessmentId, override);
  }
  return { overrides, timeMultiplier: rows[0]?.timeMultiplier ?? 1 };
}
