import {
  ANNOUNCEMENT_MAX_LENGTH,
  LIVE_ACTION_MAX_MINUTES,
  type LiveRow,
  type LiveStatus,
} from '@placement/contract';
import type { LiveAction } from '../api/live-board';

export type ActionName = LiveAction['action'];

/** The button's words, the verb of the confirmation, and who it is for. */
export const actionWords: Record<ActionName, { button: string; for: string }> = {
  'add-time': { button: 'Add time', for: 'students on the test or not started yet' },
  pause: { button: 'Pause', for: 'students on the test' },
  resume: { button: 'Resume', for: 'paused students' },
  end: { button: 'End now', for: 'students on the test' },
  reopen: { button: 'Reopen', for: 'students whose test has ended' },
  reset: { button: 'Reset', for: 'students who have started' },
};

/**
 * Which students the board offers an action for, by the status it shows: the server refuses the rest anyway
 * (and a row that changed since, with STALE), but a button that can only be refused is left off.
 */
const takes: Record<ActionName, readonly LiveStatus[]> = {
  'add-time': ['not_started', 'on_test', 'paused', 'disconnected'],
  pause: ['on_test', 'disconnected'],
  resume: ['paused'],
  end: ['on_test', 'paused', 'disconnected'],
  reopen: ['finished'],
  reset: ['on_test', 'paused', 'disconnected', 'finished'],
};

export const actionNames = Object.keys(takes) as ActionName[];

export const canTake = (action: ActionName, row: Pick<LiveRow, 'status'>): boolean =>
  takes[action].includes(row.status);

export const students = (n: number) => `${n} student${n === 1 ? '' : 's'}`;
export const minutesWord = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** Whole minutes 1..600, as the server takes them; '' is null (reopen: the time it had left). */
export function minutesProblem(text: string, required: boolean): string | null {
  const value = text.trim();
  if (!value) return required ? 'Enter the minutes.' : null;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > LIVE_ACTION_MAX_MINUTES) {
    return `Enter whole minutes from 1 to ${LIVE_ACTION_MAX_MINUTES}.`;
  }
  return null;
}

export const REASON_MAX = 300;
export const END_REASON_MIN = 3;

/** A reason on one line, up to 300 characters; End now needs at least 3. */
export function reasonProblem(text: string, required: boolean): string | null {
  const value = text.trim();
  if (!value) return required ? 'Give the reason: the student and the reviewers will see it.' : null;
  if (required && value.length < END_REASON_MIN) {
    return `Give a reason of ${END_REASON_MIN} to ${REASON_MAX} characters.`;
  }
  if (value.length > REASON_MAX) return `Keep the reason to ${REASON_MAX} characters.`;
  return null;
}

export function messageProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return 'Write the message.';
  if (value.length > ANNOUNCEMENT_MAX_LENGTH) {
    return `Keep the message to ${ANNOUNCEMENT_MAX_LENGTH} characters.`;
  }
  return null;
}

/** The confirmation's question, e.g. "Add 10 minutes for 3 students?" */
export function confirmTitle(action: ActionName, n: number, minutes: number | null): string {
  switch (action) {
    case 'add-time':
      return minutes ? `Add ${minutesWord(minutes)} for ${students(n)}?` : `Add time for ${students(n)}?`;
    case 'pause':
      return `Pause the test of ${students(n)}?`;
    case 'resume':
      return `Resume the test of ${students(n)}?`;
    case 'end':
      return `End the test of ${students(n)} now?`;
    case 'reopen':
      return minutes
        ? `Reopen the test of ${students(n)} with ${minutesWord(minutes)}?`
        : `Reopen the test of ${students(n)}?`;
    case 'reset':
      return `Reset the attempt of ${students(n)}?`;
  }
}

/** What will happen, in a sentence under the question. */
export const actionEffect: Record<ActionName, string> = {
  'add-time':
    'Their overall timer grows at once (their screen shows it within 5 seconds); a student who has not started gets the time when they start.',
  pause:
    'Their clocks stop and no answer is taken until you resume; their screen says the invigilator paused it and who.',
  resume: 'Their clocks start again where they stopped.',
  end: 'Their test ends and is scored now, with your reason on their end screen and for reviewers.',
  reopen:
    'Their answers so far are kept and they continue at the next unanswered question, with the time the test had left when it ended unless you give minutes.',
  reset:
    "Their attempt is ended if it runs and set aside: kept for review but counted in no result, as if wiped. They may start the test again from the beginning. Any share link to the attempt's report stops working, and the reset is logged on the attempt with your name and reason.",
};

/**
 * What each button does, in a line: its tooltip and its accessible description on the board (the confirmation
 * says it in full). Reset most needs it: it is the one that takes a result away.
 */
export const actionHint: Record<ActionName, string> = {
  'add-time': 'Give more time for the whole test.',
  pause: 'Stop the clocks until you resume.',
  resume: 'Start the stopped clocks again.',
  end: 'End the test now and score it.',
  reopen: 'Let a student whose test ended carry on.',
  reset:
    "Wipe the attempt from the results so the student can start again; its report's share links stop working; logged.",
};
