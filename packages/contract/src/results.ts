import { type Static, Type } from 'typebox';
import { CalibratedResultView } from './calibrations';
import { Id, Nullable } from './common';
import { RiskSummary } from './risk';

// ---------- an assessment's results: the words staff read, decisions, grading ----------

/** The words staff read for an attempt's state, why it ended and the decision (results, review, export). */
export const resultWords = {
  status: {
    in_progress: 'In progress',
    ended: 'Being graded',
    awaiting_grading: 'Awaiting grading',
    graded: 'Graded',
  } as Record<string, string>,
  endReason: {
    manual: 'Submitted by the student',
    time_up: 'Time ran out',
    tab_switches: 'Too many tab switches',
    fullscreen_exit: 'Left fullscreen',
    connection_lost: 'Connection lost',
    camera_disconnected: 'Camera disconnected',
    left_page: 'Left the test page',
    audio_limit: 'Too much noise',
    face_events: 'The camera could not see the student alone',
    ended_by_staff: 'Ended by the invigilator',
  } as Record<string, string>,
  decision: { selected: 'Selected', rejected: 'Rejected' } as Record<string, string>,
};

/** Whether an attempt ended before the student finished it: ended by a proctoring rule or a lost connection. */
export const endedEarly = (endReason: string | null): boolean =>
  endReason !== null && endReason !== 'manual' && endReason !== 'time_up';

/** An attempt's end in words: its reason, else how it was ended, else nothing ('' while it runs). */
export function endReasonText(endReason: string | null, endType: string | null): string {
  if (endReason) return resultWords.endReason[endReason] ?? endReason.replaceAll('_', ' ');
  if (endType === 'manual') return resultWords.endReason.manual ?? '';
  return endType ? 'Ended automatically' : '';
}

/**
 * An attempt's end in words as the student's end screen and the live board show it: with the reason the
 * staff typed when they ended it ("Ended by the invigilator: Wrong lab").
 */
export function endedInWords(
  endReason: string | null,
  endType: string | null,
  staffReason?: string | null,
): string {
  const ended = endReasonText(endReason, endType);
  return staffReason ? `${ended}: ${staffReason}` : ended;
}

export const ResultRow = Type.Object({
  attemptId: Type.String(),
  studentId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  score: Type.Union([Type.Number(), Type.Null()]),
  maxScore: Type.Union([Type.Number(), Type.Null()]),
  percentage: Type.Union([Type.Number(), Type.Null()]),
  status: Type.String(),
  endType: Type.Union([Type.String(), Type.Null()]),
  endReason: Type.Union([Type.String(), Type.Null()]),
  timeTaken: Type.Union([Type.Number(), Type.Null()]),
  integrityEvents: Type.Integer(),
  decision: Type.Union([Type.String(), Type.Null()]),
  risk: RiskSummary,
  /** 0 to 1: the attempt's code's highest similarity to another attempt's; null until the check has run */
  highestSimilarity: Type.Union([Type.Number(), Type.Null()]),
  /** a calibrated adaptive attempt's θ, its standard error and reported score, once it has ended */
  calibrated: Type.Optional(CalibratedResultView),
});
export type ResultRow = Static<typeof ResultRow>;

export const GradeBody = Type.Object(
  {
    questionId: Id,
    marks: Type.Number({ minimum: 0, maximum: 100 }),
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type GradeBody = Static<typeof GradeBody>;

export const DecisionBody = Type.Union([
  Type.Object(
    {
      studentIds: Type.Array(Id, { minItems: 1, maxItems: 5000 }),
      decision: Type.Union([Type.Literal('selected'), Type.Literal('rejected'), Type.Null()]),
    },
    { additionalProperties: false },
  ),
  Type.Object({ minPercentage: Type.Number({ minimum: 0, maximum: 100 }) }, { additionalProperties: false }),
]);
export type DecisionBody = Static<typeof DecisionBody>;
export const DecisionsReply = Type.Object({ success: Type.Literal(true), updated: Type.Integer() });
export type DecisionsReply = Static<typeof DecisionsReply>;
export const ResultsReply = Type.Object({ success: Type.Literal(true), results: Type.Array(ResultRow) });
export type ResultsReply = Static<typeof ResultsReply>;
export const GradeReply = Type.Object({
  success: Type.Literal(true),
  score: Nullable(Type.Number()),
  percentage: Nullable(Type.Number()),
  status: Type.String(),
});
export type GradeReply = Static<typeof GradeReply>;
