import { type Db, studentOverrides, students, type Tx } from '@placement/db';
import { and, eq, inArray } from 'drizzle-orm';
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

/**
 * What holds for this student on these assessments beyond the tests themselves, in one statement: their
 * overrides (by assessment id) and their standing time multiplier (1 = none).
 */
export async function studentTermsOf(
  db: Db | Tx,
  studentId: string,
  assessmentIds: string[],
): Promise<{ overrides: Map<string, StudentOverride>; timeMultiplier: number }> {
  const rows = await db
    .select({ timeMultiplier: students.timeMultiplier, override: studentOverrides })
    .from(students)
    .leftJoin(
      studentOverrides,
      and(
        eq(studentOverrides.studentId, students.userId),
        inArray(studentOverrides.assessmentId, assessmentIds),
      ),
    )
    .where(eq(students.userId, studentId));
  const overrides = new Map<string, StudentOverride>();
  for (const { override } of rows) if (override) overrides.set(override.assessmentId, override);
  return { overrides, timeMultiplier: rows[0]?.timeMultiplier ?? 1 };
}
