import { type Static, Type } from 'typebox';
import { Id, Nullable, SingleLine } from './common';
import { StudentProfileView } from './profile';
import { ImportReply, storedQuestion } from './question-bank';
import { Level, StoredResponse } from './question-types';
import { RiskSummary } from './risk';
import { AttemptResult } from './tests';

export const FaceEventPolicy = Type.Union([Type.Literal('flag'), Type.Literal('limit')]);
/** 'end': leaving fullscreen ends the test; 'count': it counts as a tab switch */
export const FullscreenExitPolicy = Type.Union([Type.Literal('end'), Type.Literal('count')]);
/** 'end': a lost connection ends the test after the countdown; 'pause': the student's clock stops until they return */
export const ConnectionLossPolicy = Type.Union([Type.Literal('end'), Type.Literal('pause')]);
const Text = (max = 2000) => Type.String({ minLength: 1, maxLength: max });
export const AssessmentTopicInput = Type.Object(
  {
    topicId: Id,
    questionIds: Type.Optional(Type.Array(Id, { maxItems: 200 })),
    totalL1Question: Type.Optional(Type.Integer({ minimum: 0, maximum: 50 })),
    totalL2Question: Type.Optional(Type.Integer({ minimum: 0, maximum: 50 })),
    totalL3Question: Type.Optional(Type.Integer({ minimum: 0, maximum: 50 })),
  },
  { additionalProperties: false },
);
export type AssessmentTopicInput = Static<typeof AssessmentTopicInput>;

export const AssessmentConfigInput = Type.Object(
  {
    instructions: Type.Optional(
      Type.Array(Type.Object({ title: Text(200), description: Text(2000) }), { maxItems: 20 }),
    ),
    isCameraRequired: Type.Optional(Type.Boolean()),
    maxTabSwitches: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    maxAudioLimitExceedCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    maxCameraSwitches: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    faceEventPolicy: Type.Optional(FaceEventPolicy),
    maxFaceEvents: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    fullscreenExitPolicy: Type.Optional(FullscreenExitPolicy),
    connectionLossPolicy: Type.Optional(ConnectionLossPolicy),
    enableRandomShuffling: Type.Optional(Type.Boolean()),
    resultPolicy: Type.Optional(Type.Union([Type.Literal('auto'), Type.Literal('manual')])),
  },
  { additionalProperties: false },
);
export type AssessmentConfigInput = Static<typeof AssessmentConfigInput>;

export const AssessmentBody = Type.Object(
  {
    name: Text(200),
    description: Type.String({ maxLength: 5000 }),
    categoryId: Type.Optional(Id),
    isAdaptive: Type.Boolean(),
    totalTime: Type.Integer({ minimum: 1, maximum: 600 }),
    startDate: Type.String({ format: 'date-time' }),
    endDate: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    totalAttempts: Type.Integer({ minimum: 1, maximum: 20 }),
    isNegativeMarking: Type.Optional(Type.Boolean()),
    config: Type.Optional(AssessmentConfigInput),
    topics: Type.Array(AssessmentTopicInput, { minItems: 1, maxItems: 5 }),
  },
  { additionalProperties: false },
);
export type AssessmentBody = Static<typeof AssessmentBody>;

export const InviteBody = Type.Union([
  Type.Object(
    { all: Type.Literal(true), batch: Type.Optional(Type.String({ maxLength: 40 })) },
    { additionalProperties: false },
  ),
  Type.Object(
    { studentIds: Type.Array(Id, { minItems: 1, maxItems: 5000 }) },
    { additionalProperties: false },
  ),
]);
export type InviteBody = Static<typeof InviteBody>;

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

export const StudentInviteBody = Type.Object(
  {
    Email: Type.String({ format: 'email', maxLength: 254 }),
    FirstName: Type.Optional(SingleLine(80)),
    LastName: Type.Optional(SingleLine(80)),
    Batch: Type.Optional(SingleLine(40)),
  },
  { additionalProperties: false },
);
export type StudentInviteBody = Static<typeof StudentInviteBody>;

// ---------- assessment replies ----------

export const AssessmentConfig = Type.Object({
  instructions: Type.Array(Type.Object({ title: Type.String(), description: Type.String() })),
  isCameraRequired: Type.Boolean(),
  maxTabSwitches: Type.Integer(),
  maxAudioLimitExceedCount: Type.Integer(),
  maxCameraSwitches: Type.Integer(),
  faceEventPolicy: FaceEventPolicy,
  maxFaceEvents: Type.Integer(),
  fullscreenExitPolicy: FullscreenExitPolicy,
  connectionLossPolicy: ConnectionLossPolicy,
  enableRandomShuffling: Type.Boolean(),
  resultPolicy: Type.Union([Type.Literal('auto'), Type.Literal('manual')]),
});
export type AssessmentConfig = Static<typeof AssessmentConfig>;

export const AssessmentTopicPlan = Type.Object({
  topicId: Type.String(),
  questionIds: Type.Array(Type.String()),
  totalL1Question: Type.Optional(Type.Integer()),
  totalL2Question: Type.Optional(Type.Integer()),
  totalL3Question: Type.Optional(Type.Integer()),
});

/** An assessment as its college sees it (services/college/assessments.ts presentAssessment). */
export const Assessment = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  isAdaptive: Type.Boolean(),
  isNegativeMarking: Type.Boolean(),
  totalTime: Type.Integer(),
  startDate: Type.String(),
  endDate: Nullable(Type.String()),
  totalAttempts: Type.Integer(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  config: AssessmentConfig,
  topics: Type.Array(AssessmentTopicPlan),
  resultsPublishedAt: Nullable(Type.String()),
});
export type Assessment = Static<typeof Assessment>;
export const AssessmentReply = Type.Object({ success: Type.Literal(true), assessment: Assessment });
export type AssessmentReply = Static<typeof AssessmentReply>;
export const AssessmentsReply = Type.Object({
  success: Type.Literal(true),
  assessments: Type.Array(Assessment),
});
export type AssessmentsReply = Static<typeof AssessmentsReply>;

export const AssessmentInviteReply = Type.Object({
  success: Type.Literal(true),
  /** invited now */
  invited: Type.Integer(),
  /** eligible, but invited before */
  alreadyInvited: Type.Integer(),
});
export type AssessmentInviteReply = Static<typeof AssessmentInviteReply>;
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

// ---------- attempt review ----------

const reviewCommon = {
  id: Type.String(),
  level: Level,
  Duration: Type.Number(),
  /** absent: the level's default marks */
  marks: Type.Optional(Type.Number()),
};

/** A question as scoring sees it (services/shared/assessments/bundle.ts toDomainQuestion): the key included. */
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

export const TestcaseVerdict = Type.Object({
  isHidden: Type.Boolean(),
  passed: Type.Boolean(),
  verdict: Type.String(),
  /** hidden testcases carry their verdict only */
  input: Type.Optional(Type.String()),
  expectedOutput: Type.Optional(Type.String()),
  output: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
});
export type TestcaseVerdict = Static<typeof TestcaseVerdict>;

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
  /** start: the attempt's number */
  number: Type.Optional(Type.Integer()),
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
  /** manual_grade: the reviewer, the new and previous marks, the comment */
  by: Type.Optional(Type.String()),
  marks: Type.Optional(Nullable(Type.Number())),
  previous: Type.Optional(Nullable(Type.Number())),
  comment: Type.Optional(Nullable(Type.String())),
});
export type TimelinePayload = Static<typeof TimelinePayload>;

export const AttemptReviewReply = Type.Object({
  success: Type.Literal(true),
  attempt: Type.Object({
    _id: Type.String(),
    number: Type.Integer(),
    status: Type.String(),
    score: Nullable(Type.Number()),
    maxScore: Nullable(Type.Number()),
    percentage: Nullable(Type.Number()),
    startedAt: Type.String(),
    endedAt: Nullable(Type.String()),
    endReason: Nullable(Type.String()),
    endType: Nullable(Type.String()),
    timeTaken: Nullable(Type.Number()),
    tabSwitches: Type.Integer(),
    decision: Nullable(Type.String()),
    perTopic: Type.Array(TopicScore),
    risk: RiskSummary,
    /** as in ResultRow: absent until code similarity has been computed */
    highestSimilarity: Type.Optional(Nullable(Type.Number())),
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

// ---------- students of a college ----------

export const StudentInviteReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  inviteUrl: Type.String(),
});
export type StudentInviteReply = Static<typeof StudentInviteReply>;

/** A spreadsheet of students to invite (POST /api/college/students/invite/bulk). */
export const BulkInviteReply = Type.Object({
  success: Type.Boolean(),
  invited: Type.Integer(),
  /** rows not invited because the address is a student already or holds a waiting invite */
  skipped: ImportReply.properties.errors,
  errors: ImportReply.properties.errors,
});
export type BulkInviteReply = Static<typeof BulkInviteReply>;

export const CollegeStudentsQuery = Type.Object({
  batch: Type.Optional(Type.String({ maxLength: 40 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union([Type.Literal('approved'), Type.Literal('pending')])),
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type CollegeStudentsQuery = Static<typeof CollegeStudentsQuery>;

export const CollegeStudent = Type.Object({
  _id: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Type.String(),
  PhoneNumber: Nullable(Type.String()),
  Batch: Nullable(Type.String()),
  approved: Type.Boolean(),
});
export type CollegeStudent = Static<typeof CollegeStudent>;

/** An invited address that has not registered yet: its latest invite. */
export const StudentInvite = Type.Object({
  Email: Type.String(),
  FirstName: Nullable(Type.String()),
  LastName: Nullable(Type.String()),
  Batch: Nullable(Type.String()),
  status: Type.Union([Type.Literal('pending'), Type.Literal('expired')]),
  invitedAt: Type.String(),
  expiresAt: Type.String(),
});
export type StudentInvite = Static<typeof StudentInvite>;

export const CollegeStudentsReply = Type.Object({
  success: Type.Literal(true),
  students: Type.Array(CollegeStudent),
  total: Type.Integer(),
  invitesOutstanding: Type.Integer(),
  /** invited addresses that have not registered yet (the latest invite of each), with its status */
  invites: Type.Array(StudentInvite),
});
export type CollegeStudentsReply = Static<typeof CollegeStudentsReply>;

/** One student of the college: the account, the profile as recruiters see it, and every attempt. */
export const CollegeStudentReply = Type.Object({
  success: Type.Literal(true),
  student: CollegeStudent,
  profile: StudentProfileView,
  results: Type.Array(AttemptResult),
});
export type CollegeStudentReply = Static<typeof CollegeStudentReply>;
