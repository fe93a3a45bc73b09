import { PROCTOR_EVENT_TYPES, type ProctorEventName } from '@placement/domain';
import { type Static, Type } from 'typebox';
import { AssessmentFlow } from './assessments';
import { Id, Nullable } from './common';
import { AnswerKey, StoredResponse, StudentQuestion } from './question-types';

export const TestStatus = Type.Union([
  Type.Literal('upcoming'),
  Type.Literal('active'),
  Type.Literal('completed'),
]);
export type TestStatus = Static<typeof TestStatus>;

export const Sender = Type.Object({ name: Type.String(), avatar: Nullable(Type.String()) });

export const TopicCard = Type.Object({
  Heading: Type.String(),
  Description: Type.String(),
  Type: Type.String(),
  totalQuestions: Type.Integer(),
});

export const StudentConfig = Type.Object({
  instructions: Type.Array(Type.Object({ title: Type.String(), description: Type.String() })),
  isCameraRequired: Type.Boolean(),
  maxTabSwitches: Type.Integer(),
  maxAudioLimitExceedCount: Type.Integer(),
  maxCameraSwitches: Type.Integer(),
  /** 'limit': face events also end the test at maxFaceEvents (issue #20); 'flag': they are only recorded */
  faceEventPolicy: Type.Union([Type.Literal('flag'), Type.Literal('limit')]),
  maxFaceEvents: Type.Integer(),
  /** 'end': leaving fullscreen ends the test; 'count': it counts as a tab switch */
  fullscreenExitPolicy: Type.Union([Type.Literal('end'), Type.Literal('count')]),
  /** 'end': a lost connection ends the test after the countdown; 'pause': the clock stops until the student returns */
  connectionLossPolicy: Type.Union([Type.Literal('end'), Type.Literal('pause')]),
  /** 'pause': the most time lost connections give back over the whole attempt */
  connectionPauseCapMinutes: Type.Integer(),
});

/** An attempt as both the student's test list and the staff's review show it. */
export const AttemptFields = {
  _id: Type.String(),
  number: Type.Integer(),
  status: Type.String(),
  score: Nullable(Type.Number()),
  maxScore: Nullable(Type.Number()),
  percentage: Nullable(Type.Number()),
  startedAt: Type.String(),
  endedAt: Nullable(Type.String()),
  endReason: Nullable(Type.String()),
};

export const AttemptSummary = Type.Object({
  ...AttemptFields,
  /** false while the college has not published results (manual policy) */
  resultVisible: Type.Boolean(),
});

export const AssessmentSummary = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  isAdaptive: Type.Boolean(),
  flow: AssessmentFlow,
  totalTime: Type.Integer(),
  startDate: Type.String(),
  endDate: Nullable(Type.String()),
  totalAttempts: Type.Integer(),
  attemptsUsed: Type.Integer(),
  status: TestStatus,
  inProgress: Type.Boolean(),
  /** the attempt in progress: seconds left on the server's clock; null when none is */
  resumeSeconds: Nullable(Type.Integer()),
  sender: Sender,
  topicNames: Type.Array(Type.String()),
  totalQuestions: Type.Integer(),
  /** the student's time accommodation (1 = none): every timer of the test runs this many times as long */
  timeMultiplier: Type.Number(),
  /** the overall time, in minutes, this student gets: totalTime × timeMultiplier */
  yourTime: Type.Number(),
});

export const AssessmentOverview = Type.Intersect([
  AssessmentSummary,
  Type.Object({
    topics: Type.Array(TopicCard),
    studentsAppeared: Type.Integer(),
    config: StudentConfig,
    attempts: Type.Array(AttemptSummary),
    serverTime: Type.String(),
  }),
]);

export const TestListQuery = Type.Object({ status: Type.Optional(TestStatus) });
export const TestListReply = Type.Object({
  success: Type.Literal(true),
  assessments: Type.Array(AssessmentSummary),
});
export const TestDetailReply = Type.Object({
  success: Type.Literal(true),
  assessment: AssessmentOverview,
  sender: Sender,
});

export const TestIdParams = Type.Object({ id: Id });
export const TestIdParamsAlias = Type.Object({ testId: Id });
export const AdaptiveQuery = Type.Object({ adaptive: Type.Optional(Type.Boolean()) });

/**
 * One tab holds an attempt (#28): the test screen names its page instance in `x-test-tab` on every call of the
 * attempt. Start claims the attempt for that tab when no other tab holds it (or the holder's page went away);
 * with `x-test-tab-take-over: 1` (the student chose "Continue here") it takes it from the tab holding it. An
 * answer, event or end from a tab that no longer holds the attempt is refused with 409 `TAB_NOT_HOLDER`.
 * Calls without the header (API clients) are not held to a tab.
 */
export const TabHeaders = Type.Object({
  'x-test-tab': Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  'x-test-tab-take-over': Type.Optional(Type.Literal('1')),
});
export type TabHeaders = Static<typeof TabHeaders>;
/** 409 codes of the tab hold */
export const TAB_CODES = { openElsewhere: 'TEST_OPEN_ELSEWHERE', notHolder: 'TAB_NOT_HOLDER' } as const;

/** What the student sees of the question being asked: a type's student view, never its key. */
export const QuestionState = Type.Object({
  question: Nullable(StudentQuestion),
  topic: Nullable(Type.String()),
  topicName: Nullable(Type.String()),
  topicType: Nullable(Type.String()),
  topicIndex: Nullable(Type.Integer()),
  count: Type.Integer(),
  isLast: Type.Boolean(),
  /** seconds left for this question (its Duration, less what has passed since it was served) */
  questionRemainingSeconds: Nullable(Type.Integer()),
  /** no further question: the attempt has ended */
  finished: Type.Boolean(),
});
export type QuestionState = Static<typeof QuestionState>;

export const StartReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  attemptId: Type.String(),
  resumed: Type.Boolean(),
  isAdaptive: Type.Boolean(),
  /** the order of questions: an adaptive test by levels names the question's level, a calibrated one does not */
  flow: AssessmentFlow,
  /** minutes left on the attempt, as the spec's local `timer` */
  timer: Type.Number(),
  remainingSeconds: Type.Integer(),
  deadline: Type.String(),
  topicNames: Type.Array(Type.String()),
  totalQuestions: Type.Integer(),
  isLast: Type.Boolean(),
  firstQuestion: QuestionState,
  config: StudentConfig,
  /**
   * The server's DISCONNECT_SECONDS: it ends an attempt (policy 'end') whose page it has not heard for this
   * long plus the 30-second countdown, so the page's countdown can be the server's.
   */
  disconnectSeconds: Type.Integer({ minimum: 1 }),
});
export type StartReply = Static<typeof StartReply>;

export const ResponseBody = Type.Object({
  /**
   * The answer, in its question's type's shape (StoredResponse). Checked against that type alone, once the
   * question is known: the route's validation coerces types, and in a union it would turn an essay's "3" into 3.
   * Absent (Skip): the type's own empty answer (`noAnswer` of its slice in packages/domain; an mcq's -1).
   */
  response: Type.Optional(Type.Unknown()),
  timeTaken: Type.Optional(Type.Number({ minimum: 0 })),
  /** the question this answers; a retried request with the same id changes nothing */
  questionId: Type.Optional(Id),
});
export const ResponseReply = Type.Intersect([Type.Object({ success: Type.Literal(true) }), QuestionState]);

export const EndBody = Type.Object({
  timeTaken: Type.Optional(Type.Number({ minimum: 0 })),
  endType: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 200 }),
      Type.Object({
        type: Type.String({ maxLength: 50 }),
        description: Type.Optional(Type.String({ maxLength: 200 })),
      }),
    ]),
  ),
});
export const EndReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  attempt: AttemptSummary,
});

/** The events of packages/domain/src/proctoring/proctor-events.ts. */
export const ProctorEventType = Type.Unsafe<ProctorEventName>(
  Type.Union(PROCTOR_EVENT_TYPES.map((name) => Type.Literal(name))),
);
export const ProctorEventBody = Type.Object({
  type: ProctorEventType,
  detail: Type.Optional(Type.String({ maxLength: 500 })),
  /** paste and typing_burst: how many characters */
  chars: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  /** paste: whether the page refused it (the code editor does, SPEC §5) */
  blocked: Type.Optional(Type.Boolean()),
  /** face events: the snapshot taken with it (POST …/screenshot replies with its id) */
  screenshotId: Type.Optional(Id),
  /**
   * connection_lost, sent once the page is back: how long it had no reply. A loss the server logged itself
   * (the page unheard past DISCONNECT_SECONDS) is then not counted a second time.
   */
  offlineSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
});
export const ProctorEventReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  tabSwitches: Type.Integer(),
  maxTabSwitches: Type.Integer(),
  audioExceeds: Type.Integer(),
  maxAudioLimitExceedCount: Type.Integer(),
  faceEvents: Type.Integer(),
  /** null: face events only flag the attempt (config faceEventPolicy 'flag') */
  maxFaceEvents: Nullable(Type.Integer()),
  ended: Type.Boolean(),
});
export type ProctorEventReply = Static<typeof ProctorEventReply>;
export const ScreenshotReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  screenshotId: Type.String(),
});

export const CompilerLogBody = Type.Object({
  questionId: Id,
  code: Type.String({ maxLength: 64 * 1024 }),
  codeLanguage: Type.String({ maxLength: 20 }),
});
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

export const CompilerLogItem = Type.Object({
  _id: Type.String(),
  questionId: Type.String(),
  createdAt: Type.String(),
  codeLanguage: Type.String(),
  totalTestCases: Type.Integer(),
  totalPassedTestCases: Type.Integer(),
  testcase: Type.Array(TestcaseVerdict),
});
export type CompilerLogItem = Static<typeof CompilerLogItem>;
export const CompilerLogReply = Type.Object({ success: Type.Literal(true), log: CompilerLogItem });
export type CompilerLogReply = Static<typeof CompilerLogReply>;
export const CompilerLogListReply = Type.Object({
  success: Type.Literal(true),
  logs: Type.Array(CompilerLogItem),
});
export type CompilerLogListReply = Static<typeof CompilerLogListReply>;

export const QuestionResult = Type.Object({
  questionId: Type.String(),
  topic: Type.String(),
  type: Type.String(),
  status: Type.String(),
  /** false for a skip, and for a question whose time ran out with nothing entered */
  answered: Type.Boolean(),
  marks: Nullable(Type.Number()),
  maxMarks: Type.Number(),
  timedOut: Type.Boolean(),
  response: StoredResponse,
  /** only once the assessment's result policy allows it, and only for the types that have a key */
  correctAnswer: Type.Optional(AnswerKey),
});

export const AttemptResult = Type.Intersect([
  AttemptSummary,
  Type.Object({
    assessmentId: Type.String(),
    assessmentName: Type.String(),
    timeTaken: Nullable(Type.Number()),
    endType: Nullable(Type.String()),
    perTopic: Type.Array(
      Type.Object({
        topic: Type.String(),
        score: Type.Number(),
        maxScore: Type.Number(),
        correct: Type.Integer(),
        wrong: Type.Integer(),
        skipped: Type.Integer(),
        pending: Type.Integer(),
      }),
    ),
    questions: Type.Array(QuestionResult),
    proctoring: Type.Object({
      tabSwitches: Type.Integer(),
      events: Type.Integer(),
      screenshots: Type.Integer(),
    }),
  }),
]);
export type AttemptResult = Static<typeof AttemptResult>;

/** An announcement as the student sees it on the test screen. */
export const TestAnnouncement = Type.Object({
  id: Type.String(),
  message: Type.String(),
  at: Type.String(),
  by: Type.String(),
  acknowledged: Type.Boolean(),
});
export type TestAnnouncement = Static<typeof TestAnnouncement>;

/**
 * The running test as the server has it now, for the test screen to follow what the people running the drive
 * did (added time, a pause, an end, an announcement) without a reload. The connection probe says when to ask.
 */
export const TestLiveReply = Type.Object({
  success: Type.Literal(true),
  status: Type.Union([Type.Literal('on_test'), Type.Literal('paused'), Type.Literal('ended')]),
  remainingSeconds: Type.Integer(),
  deadline: Type.String(),
  questionRemainingSeconds: Nullable(Type.Integer()),
  /** while paused: by whom and since when */
  paused: Nullable(Type.Object({ by: Type.String(), at: Type.String(), reason: Nullable(Type.String()) })),
  /** once ended: how, in words (with the invigilator's reason when they ended it) */
  endReason: Nullable(Type.String()),
  /** the newest action of the people running the test on this attempt, in words */
  notice: Nullable(Type.Object({ version: Type.Integer(), text: Type.String(), at: Type.String() })),
  announcements: Type.Array(TestAnnouncement),
});
export type TestLiveReply = Static<typeof TestLiveReply>;
export const AnnouncementParams = Type.Object({ id: Id, announcementId: Id });
