import { type Db, studentOverrides, type Tx } from '@placement/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { StudentOverride } from './attempt-rows';

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

/** The student's overrides on these assessments, by assessment id. */
export async function overridesOf(
  db: Db | Tx,
  studentId: string,
  assessmentIds: string[],
): Promise<Map<string, StudentOverride>> {
  if (assessmentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(studentOverrides)
    .where(
      and(eq(studentOverrides.studentId, studentId), inArray(studentOverrides.assessmentId, assessmentIds)),
    );
  return new Map(rows.map((r) => [r.assessmentId, r]));
}
