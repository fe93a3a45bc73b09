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
  return `${result.score}/${result.maxScore ?? '—'}`;
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
