import { type Static, Type } from 'typebox';
import { AttemptFields, TestcaseVerdict } from './attempts';
import { CalibratedResultView } from './calibrations';
import { Nullable } from './common';
import { storedQuestion } from './question-bank';
import { Level, StoredResponse } from './question-types';
import { RiskSummary } from './risk';

// ---------- attempt review ----------

const reviewCommon = {
  id: Type.String(),
  level: Level,
  Duration: Type.Number(),
  /** absent: the level's default marks */
  marks: Type.Optional(Type.Number()),
};

/** A question as scoring sees it (services/attempts/bundle.ts toDomainQuestion): the key included. */
export const ReviewQuestion = storedQuestion(reviewCommon);
export type ReviewQuestion = Static<typeof ReviewQuestion>;

export const Grade = Type.Union([
  Type.Object({
    status: Type.Literal('graded'),
    marks: Type.Number(),
    maxMarks: Type.Number(),
    correct: Type.Boolean(),
    empty: Type.Boolean(),
  }),
  Type.Object({ status: Type.Literal('pending'), maxMarks: Type.Number(), autoMarks: Type.Number() }),
]);
export type Grade = Static<typeof Grade>;

/** The server's judging of a coding answer, hidden testcases included. */
export const CodeVerdict = Type.Object({
  totalTestCases: Type.Integer(),
  totalPassedTestCases: Type.Integer(),
  compileError: Nullable(Type.String()),
  testcases: Type.Array(TestcaseVerdict),
});

export const TopicScore = Type.Object({
  topicId: Type.String(),
  score: Type.Number(),
  maxScore: Type.Number(),
  correct: Type.Integer(),
  wrong: Type.Integer(),
  skipped: Type.Integer(),
  pending: Type.Integer(),
});

export const ReviewAnswer = Type.Object({
  questionId: Type.String(),
  topic: Type.String(),
  /** null once the question has left the assessment */
  question: Nullable(ReviewQuestion),
  /** the answer as the student sent it, once its type accepted it (packages/domain/src/question-types: parseAnswer) */
  response: StoredResponse,
  grade: Grade,
  judged: Nullable(CodeVerdict),
  timedOut: Type.Boolean(),
  manualMarks: Nullable(Type.Number()),
  comment: Nullable(Type.String()),
  answeredAt: Type.String(),
});
export type ReviewAnswer = Static<typeof ReviewAnswer>;

/** What a step of the attempt's log recorded; which fields are there follows its `kind`. */
export const TimelinePayload = Type.Object({
  /** start: the attempt's number, and the student's time multiplier when their clock ran longer */
  number: Type.Optional(Type.Integer()),
  timeMultiplier: Type.Optional(Type.Number()),
  /** answer */
  timedOut: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.String()),
  clientTimeTaken: Type.Optional(Nullable(Type.Number())),
  /** proctor: the event, its words, pasted or typed characters, a blocked paste, the face snapshot */
  type: Type.Optional(Type.String()),
  detail: Type.Optional(Nullable(Type.String())),
  chars: Type.Optional(Type.Integer()),
  blocked: Type.Optional(Type.Boolean()),
  screenshotId: Type.Optional(Nullable(Type.String())),
  /** proctor and screenshot: where the snapshot is served */
  url: Type.Optional(Nullable(Type.String())),
  /** screenshot and end */
  reason: Type.Optional(Nullable(Type.String())),
  endType: Type.Optional(Nullable(Type.String())),
  /** grade */
  score: Type.Optional(Nullable(Type.Number())),
  maxScore: Type.Optional(Nullable(Type.Number())),
  pending: Type.Optional(Type.Integer()),
  /** manual_grade and regrade: the reviewer, the new and previous marks, the comment (manual_grade) */
  by: Type.Optional(Type.String()),
  marks: Type.Optional(Nullable(Type.Number())),
  previous: Type.Optional(Nullable(Type.Number())),
  comment: Type.Optional(Nullable(Type.String())),
  /** the drive's control room (staff_add_time, staff_pause, staff_resume, staff_reopen, announcement) */
  minutes: Type.Optional(Type.Number()),
  pausedSeconds: Type.Optional(Type.Number()),
  deadline: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  /** report_shared and report_share_revoked: the share link, and how many days it was made for */
  link: Type.Optional(Type.String()),
  days: Type.Optional(Type.Integer()),
});
export type TimelinePayload = Static<typeof TimelinePayload>;

export const AttemptReviewReply = Type.Object({
  success: Type.Literal(true),
  attempt: Type.Object({
    ...AttemptFields,
    endType: Nullable(Type.String()),
    timeTaken: Nullable(Type.Number()),
    tabSwitches: Type.Integer(),
    decision: Nullable(Type.String()),
    perTopic: Type.Array(TopicScore),
    risk: RiskSummary,
    /** as in ResultRow: absent until code similarity has been computed */
    highestSimilarity: Type.Optional(Nullable(Type.Number())),
    /** a calibrated adaptive attempt's θ, SE and reported score, with the calibration version it was scored with */
    calibrated: Type.Optional(CalibratedResultView),
  }),
  student: Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
  answers: Type.Array(ReviewAnswer),
  timeline: Type.Array(
    Type.Object({
      seq: Type.Integer(),
      kind: Type.String(),
      questionId: Nullable(Type.String()),
      payload: TimelinePayload,
      at: Type.String(),
    }),
  ),
  screenshots: Type.Array(
    Type.Object({
      _id: Type.String(),
      createdAt: Type.String(),
      reason: Nullable(Type.String()),
      url: Type.String(),
    }),
  ),
});
export type AttemptReviewReply = Static<typeof AttemptReviewReply>;
