/**
 * The drive's control room (#29): which action the people running a test may take on a student's attempt, and
 * what each one does to its clock. Pure: the API reads the attempt under its row lock and asks here.
 */
export type StaffAction = 'add_time' | 'pause' | 'resume' | 'end' | 'reopen' | 'reset';

/** The attempt as an action sees it; null: the student has not started. */
export interface ActionTarget {
  open: boolean;
  paused: boolean;
  version: number;
}

export interface Refusal {
  code: 'STALE' | 'NOT_STARTED' | 'NOT_RUNNING' | 'NOT_ENDED' | 'NOT_PAUSED' | 'PAUSED';
  message: string;
}

const refusals: Record<Exclude<Refusal['code'], 'STALE'>, string> = {
  NOT_STARTED: 'has not started the test',
  NOT_RUNNING: 'is not on the test now',
  NOT_ENDED: 'is still on the test: only an ended attempt can be reopened',
  NOT_PAUSED: 'is not paused',
  PAUSED: 'is paused: resume the test first',
};

/** Why the action cannot be taken on this attempt (seen at `seenVersion` on the board), or null when it can. */
export function refusalOf(
  action: StaffAction,
  target: ActionTarget | null,
  seenVersion: number,
): Refusal | null {
  const refuse = (code: Exclude<Refusal['code'], 'STALE'>): Refusal => ({ code, message: refusals[code] });
  if (target && target.version !== seenVersion) {
    return {
      code: 'STALE',
      message: 'was changed by someone else a moment ago: check the board and try again',
    };
  }
  switch (action) {
    case 'add_time':
      // a student who has not started gets the time when they start
      return target && !target.open ? refuse('NOT_RUNNING') : null;
    case 'pause':
      if (!target) return refuse('NOT_STARTED');
      if (!target.open) return refuse('NOT_RUNNING');
      return target.paused ? refuse('PAUSED') : null;
    case 'resume':
      if (!target) return refuse('NOT_STARTED');
      if (!target.open) return refuse('NOT_RUNNING');
      return target.paused ? null : refuse('NOT_PAUSED');
    case 'end':
      if (!target) return refuse('NOT_STARTED');
      return target.open ? null : refuse('NOT_RUNNING');
    case 'reopen':
      if (!target) return refuse('NOT_STARTED');
      return target.open ? refuse('NOT_ENDED') : null;
    case 'reset':
      // a test still running is ended first
      return target ? null : refuse('NOT_STARTED');
  }
}

/**
 * Why adding `minutes` to a student's time is refused, or null: the assessment caps the time the people running
 * it may add to one attempt in all (`capMinutes`: the college staff's cap, or the smaller one of invigilators),
 * and `addedBefore` minutes were added already.
 */
export function addedTimeRefusal(minutes: number, addedBefore: number, capMinutes: number): string | null {
  if (addedBefore + minutes <= capMinutes) return null;
  const left = Math.max(0, capMinutes - addedBefore);
  return left === 0
    ? `already has the most added time you may give (${capMinutes} minutes)`
    : `can be given at most ${left} more minutes (your limit is ${capMinutes} minutes in all)`;
}

/**
 * Seconds a reopened attempt gets: the minutes chosen, else what it had left when it ended (null when nothing
 * was left: the person reopening it must choose).
 */
export function reopenSeconds(deadlineAt: number, endedAt: number, minutes?: number): number | null {
  if (minutes !== undefined) return minutes * 60;
  const left = Math.floor((deadlineAt - endedAt) / 1000);
  return left >= 30 ? left : null;
}

/** The student's clocks while paused stand at the pause: the time left is counted to it, not to now. */
export const clockNow = (pausedAt: number | null, now: number): number => pausedAt ?? now;

/** A staff step of the attempt's log, in the words the student reads on the test screen. */
export function noticeText(kind: string, payload: Record<string, unknown>): string | null {
  const by = typeof payload.by === 'string' && payload.by ? payload.by : 'The invigilator';
  switch (kind) {
    case 'staff_add_time': {
      const minutes = Number(payload.minutes);
      return `The invigilator added ${minutes} minute${minutes === 1 ? '' : 's'}`;
    }
    case 'staff_pause':
      return `Your test was paused by ${by}`;
    case 'staff_resume':
      return 'Your test was resumed: the clock runs again';
    case 'staff_reopen':
      return 'Your test was reopened: carry on where you were';
    case 'staff_end':
      return `Your test was ended by ${by}`;
    case 'staff_reset':
      return 'Your attempt was reset by the invigilator: you may start the test again';
    default:
      return null;
  }
}

/** A staff step of the attempt's log in a reviewer's words, for the results export ("Ms Rao added 10 min"). */
export function actionSummary(kind: string, payload: Record<string, unknown>): string | null {
  const by = typeof payload.by === 'string' && payload.by ? payload.by : 'Staff';
  const reason = typeof payload.reason === 'string' && payload.reason ? `: ${payload.reason}` : '';
  switch (kind) {
    case 'staff_add_time':
      return `${by} added ${Number(payload.minutes)} min`;
    case 'staff_pause':
      return `${by} paused${reason}`;
    case 'staff_resume':
      return `${by} resumed after ${Math.round(Number(payload.pausedSeconds) / 60)} min`;
    case 'staff_reopen':
      return `${by} reopened with ${Number(payload.minutes)} min`;
    case 'staff_end':
      return `${by} ended${reason}`;
    case 'staff_reset':
      return `${by} reset${reason}`;
    default:
      return null;
  }
}
