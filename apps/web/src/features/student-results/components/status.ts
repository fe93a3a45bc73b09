import { formatMarks } from '@placement/domain';
import { formatDateTime, marksOrDash } from '../../../lib/format';
import type { AttemptResult } from '../api/results';

/** How an attempt's state reads to a student. */
export function statusLabel(result: AttemptResult): string {
  if (result.status === 'in_progress') return 'In progress';
  if (result.status === 'awaiting_grading') return 'Pending manual grading';
  if (!result.resultVisible) return 'Result not yet published';
  if (result.status === 'graded') return 'Graded';
  return 'Submitted';
}

export function scoreText(result: AttemptResult): string | null {
  if (!result.resultVisible || result.score === null) return null;
  return `${formatMarks(result.score)}/${marksOrDash(result.maxScore)}`;
}

export function percentText(result: AttemptResult): string | null {
  if (!result.resultVisible || result.percentage === null) return null;
  return `${Math.round(result.percentage * 10) / 10}%`;
}

const endReasons: Record<string, string> = {
  manual: 'Submitted',
  time_up: 'Time ran out',
  tab_switches: 'Too many tab switches',
  fullscreen_exit: 'Left fullscreen',
  connection_lost: 'Connection lost',
  camera_disconnected: 'Camera disconnected',
  left_page: 'Left the page',
  audio_limit: 'Too much noise',
};

export const endReasonLabel = (reason: string | null) => (reason ? (endReasons[reason] ?? reason) : '—');

/** The one time an attempt is known by, in the list and the overview alike: when it was submitted. */
export function attemptTimeText(result: AttemptResult): string {
  return result.endedAt
    ? `Submitted ${formatDateTime(result.endedAt)}`
    : `Started ${formatDateTime(result.startedAt)}`;
}

/** Questions the student gave an answer to: a skip, or a time-out with nothing entered, is not one. */
export const answeredCount = (result: AttemptResult) => result.questions.filter((q) => q.answered).length;

const questionStatuses: Record<string, string> = {
  correct: 'Correct',
  wrong: 'Wrong',
  answered: 'Answered',
  skipped: 'Skipped',
  'timed out': 'Time ran out',
  pending: 'Pending manual grading',
};

export const questionStatusLabel = (status: string) => questionStatuses[status] ?? status;

/** e.g. 2 min 5 s; under a minute in seconds alone. */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
