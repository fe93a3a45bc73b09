import { attempts, type Db, type Tx } from '@placement/db';
import { accommodatedDeadline, accommodatedMinutes } from '@placement/domain';
import { gt } from 'drizzle-orm';
import { inProgressOn } from './attempt-rows';
import type { Bundle } from './bundle';
import { GRACE_MS } from './state';

/** What sets a new attempt's clock besides the test: the student's window, added time and accommodation. */
export interface AttemptTiming {
  /** the student's own close (an override), else the test's */
  closeAt: Date | null;
  /** minutes an invigilator added before the start, in seconds */
  extraSeconds: number;
  timeMultiplier: number;
}

/**
 * When a new attempt must end: the test's time m× over plus any time added before the start, in a window
 * stretched by both, so a student who starts at the last minute still gets all of it.
 */
export function attemptDeadline(bundle: Bundle, startedAt: Date, timing: AttemptTiming): Date {
  const extraMs = timing.extraSeconds * 1000;
  const accommodated = accommodatedDeadline(
    startedAt,
    bundle.assessment.totalTime,
    timing.closeAt,
    timing.timeMultiplier,
  );
  return new Date(accommodated + extraMs);
}

/** The start step's record of the clock: the multiplier applied, when there is one. */
export const accommodationPayload = (m: number): { timeMultiplier?: number } =>
  m === 1 ? {} : { timeMultiplier: m };

/** The time a student's test list and overview promise them, with the multiplier that makes it. */
export const studentTime = (bundle: Bundle, timeMultiplier: number) => ({
  timeMultiplier,
  yourTime: accommodatedMinutes(bundle.assessment.totalTime, timeMultiplier),
});

/**
 * Whether an attempt of the assessment still runs (its deadline, plus the grace a late answer gets, not yet
 * passed): a time accommodation runs attempts past the window's close, and until they end the keys stay hidden.
 */
export async function attemptStillRunning(db: Db | Tx, assessmentId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(inProgressOn(assessmentId, gt(attempts.deadlineAt, new Date(now.getTime() - GRACE_MS))))
    .limit(1);
  return row !== undefined;
}
