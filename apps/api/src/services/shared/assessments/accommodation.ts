import { type Db, students, type Tx } from '@placement/db';
import { accommodatedDeadline, accommodatedMinutes } from '@placement/domain';
import { eq } from 'drizzle-orm';
import type { AttemptRow } from './attempt-rows';
import type { Bundle } from './bundle';

/** The student's standing time multiplier (1 = none), read once when an attempt starts. */
export async function timeMultiplierOf(db: Db | Tx, studentId: string): Promise<number> {
  const [row] = await db
    .select({ m: students.timeMultiplier })
    .from(students)
    .where(eq(students.userId, studentId));
  return row?.m ?? 1;
}

/** When a new attempt must end: the test's time m× over, in a window stretched by the extra time. */
export function attemptDeadline(bundle: Bundle, startedAt: Date, m: number): Date {
  const { totalTime, endDate } = bundle.assessment;
  return new Date(accommodatedDeadline(startedAt, totalTime, endDate, m));
}

/** The start step's record of the clock: the multiplier applied, when there is one. */
export const accommodationPayload = (m: number): { timeMultiplier?: number } =>
  m === 1 ? {} : { timeMultiplier: m };

/** The time the overview promises: the running attempt's multiplier, else the student's standing one. */
export async function overviewTime(db: Db | Tx, studentId: string, bundle: Bundle, running?: AttemptRow) {
  const timeMultiplier = running?.timeMultiplier ?? (await timeMultiplierOf(db, studentId));
  return { timeMultiplier, yourTime: accommodatedMinutes(bundle.assessment.totalTime, timeMultiplier) };
}
