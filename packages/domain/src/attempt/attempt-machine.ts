import { err, ok, type Result } from '../result';
import { type Instant, toMs } from './timing';

export type AttemptStatus = 'in_progress' | 'ended' | 'graded' | 'awaiting_grading' | 'archived';

export const END_REASONS = [
  'manual',
  'time_up',
  'tab_switches',
  'fullscreen_exit',
  'connection_lost',
  'camera_disconnected',
  'left_page',
  'audio_limit',
  /** the camera missed the face, or saw others, more often than the test allows */
  'face_events',
  /** the people running the drive ended it from the live board ("End now"), with a reason */
  'ended_by_staff',
] as const;

export type EndReason = (typeof END_REASONS)[number];

export interface Attempt {
  status: AttemptStatus;
  startedAt: number;
  endedAt: number | null;
  endReason: EndReason | null;
}

export type AttemptEvent =
  | { type: 'answer' }
  | { type: 'end'; reason: EndReason; at: Instant }
  /** Scoring ran; `pending` answers still wait for a person. Repeats after grading are regrades. */
  | { type: 'grade'; pending: number };

export interface TransitionError {
  code: 'illegal_transition';
  from: AttemptStatus;
  event: AttemptEvent['type'];
}

export const startAttempt = (startedAt: Instant): Attempt => ({
  status: 'in_progress',
  startedAt: toMs(startedAt),
  endedAt: null,
  endReason: null,
});

const LEGAL: Readonly<Record<AttemptEvent['type'], readonly AttemptStatus[]>> = {
  answer: ['in_progress'],
  end: ['in_progress'],
  grade: ['ended', 'awaiting_grading', 'graded'],
};

export const transition = (attempt: Attempt, event: AttemptEvent): Result<Attempt, TransitionError> => {
  if (!LEGAL[event.type].includes(attempt.status)) {
    return err({ code: 'illegal_transition', from: attempt.status, event: event.type });
  }
  switch (event.type) {
    case 'answer':
      return ok(attempt);
    case 'end':
      return ok({ ...attempt, status: 'ended', endedAt: toMs(event.at), endReason: event.reason });
    case 'grade':
      return ok({ ...attempt, status: event.pending > 0 ? 'awaiting_grading' : 'graded' });
  }
};
