import { QUESTION_TYPE_NAMES, type QuestionTypeName } from '@placement/domain';
import { type Static, Type } from 'typebox';
import { Id, Nullable, SingleLine } from './common';
import { Education } from './profile';
import { AttemptResult } from './tests';

const Html = Type.String({ minLength: 1, maxLength: 20_000 });
const Text = (max = 2000) => Type.String({ minLength: 1, maxLength: max });
/** The question types, from the domain's registry (one folder per type in packages/domain). */
export const TopicType = Type.Unsafe<QuestionTypeName>(
  Type.Union(QUESTION_TYPE_NAMES.map((name) => Type.Literal(name))),
);
export type TopicType = Static<typeof TopicType>;
export const Level = Type.Union([Type.Literal('L1'), Type.Literal('L2'), Type.Literal('L3')]);
const OptionIndex = Type.Integer({ minimum: 0, maximum: 3 });
const FourOptions = Type.Array(Text(500), { minItems: 4, maxItems: 4 });

export const TopicBody = Type.Object(
  { Heading: Text(120), Description: Type.String({ maxLength: 2000 }), Type: TopicType },
  { additionalProperties: false },
);

export const TopicItem = Type.Object({
  _id: Type.String(),
  Heading: Type.String(),
  Description: Type.String(),
  Type: TopicType,
  shared: Type.Boolean(),
  totalL1Question: Type.Integer(),
  totalL2Question: Type.Integer(),
  totalL3Question: Type.Integer(),
});

const common = {
  level: Level,
  Duration: Type.Number({ exclusiveMinimum: 0, maximum: 240 }),
  marks: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
};

export const McqBody = Type.Object(
  {
    ...common,
    Title: Html,
    Options: FourOptions,
    answer: OptionIndex,
    image: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export const FindAnswerBody = Type.Object(
  {
    ...common,
    Title: Html,
    questions: Type.Array(Type.Object({ question: Text(), answer: Text(500) }), {
      minItems: 1,
      maxItems: 20,
    }),
  },
  { additionalProperties: false },
);
export const EssayBody = Type.Object(
  { ...common, Title: Html, essayType: Type.Union([Type.Literal('long'), Type.Literal('short')]) },
  { additionalProperties: false },
);
export const VideoBody = Type.Object(
  {
    ...common,
    /** '' for none, or the url of a video uploaded through POST /api/college/qb/videos */
    videoFile: Type.String({ pattern: '^(/api/files/[A-Za-z0-9_-]{1,64})?$' }),
    long: Type.Array(Type.Object({ question: Text() }), { maxItems: 10 }),
    short: Type.Array(Type.Object({ question: Text() }), { maxItems: 10 }),
    mcq: Type.Array(Type.Object({ question: Text(), options: FourOptions, answer: OptionIndex }), {
      maxItems: 10,
    }),
  },
  { additionalProperties: false },
);
const Solution = Type.Object({
  language: Type.String({ maxLength: 20 }),
  code: Type.String({ minLength: 1, maxLength: 64 * 1024 }),
});
const CodeLanguage = Type.Union([
  Type.Literal('Python'),
  Type.Literal('C'),
  Type.Literal('Cpp'),
  Type.Literal('Java'),
  Type.Literal('JavaScript'),
]);
/**
 * How the judge compares outputs; absent means exact (trailing whitespace trimmed). `custom` is the author's
 * checker program, run with the input, expected output and the student's output (apps/judge/README.md).
 */
export const CodeChecker = Type.Union([
  Type.Object(
    {
      kind: Type.Union([Type.Literal('standard'), Type.Literal('exact'), Type.Literal('float')]),
      absolute: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
      relative: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('custom'),
      language: CodeLanguage,
      code: Type.String({ minLength: 1, maxLength: 64 * 1024, pattern: '\\S' }),
    },
    { additionalProperties: false },
  ),
]);
export const CompilerBody = Type.Object(
  {
    ...common,
    codeQuestion: Html,
    code: Type.Record(
      Type.String({ pattern: '^(Python|C|Cpp|Java|JavaScript)$' }),
      Type.Object({ defaultCode: Type.String({ maxLength: 16_000 }) }),
    ),
    testcases: Type.Array(
      Type.Object({
        input: Type.String({ maxLength: 1024 * 1024 }),
        expectedOutput: Type.Optional(Type.String({ maxLength: 1024 * 1024 })),
        isHidden: Type.Boolean(),
      }),
      { minItems: 1, maxItems: 50 },
    ),
    timeLimitMs: Type.Integer({ minimum: 100, maximum: 5000 }),
    memoryLimitMb: Type.Integer({ minimum: 16, maximum: 512 }),
    checker: Type.Optional(CodeChecker),
    referenceSolution: Solution,
    wrongSolutions: Type.Optional(Type.Array(Solution, { maxItems: 5 })),
  },
  { additionalProperties: false },
);

export const QuestionQuery = Type.Object({
  level: Type.Optional(Level),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

// ---------- question bank replies ----------
// Reply shapes carry no length limits: they describe what is stored (spreadsheet imports included), and a
// limit the stored value breaks would make the serializer refuse the reply.

/** The last check of a coding question's reference solution (services/college/coding-gate.ts). */
export const Verification = Type.Object({
  status: Type.Union([Type.Literal('passed'), Type.Literal('failed')]),
  checkedAt: Type.String(),
  message: Type.String(),
  reference: Type.Array(
    Type.Object({
      verdict: Type.String(),
      timeMs: Type.Number(),
      memoryKb: Type.Number(),
      error: Type.String(),
    }),
  ),
  wrongSolutions: Type.Array(
    Type.Object({
      language: Type.String(),
      failed: Type.Integer(),
      total: Type.Integer(),
      ok: Type.Boolean(),
    }),
  ),
});
export type Verification = Static<typeof Verification>;
export const VerifyReply = Type.Object({ success: Type.Literal(true), verification: Verification });

const StoredSolution = Type.Object({ language: Type.String(), code: Type.String() });
export const StoredTestcase = Type.Object({
  input: Type.String(),
  expectedOutput: Type.Optional(Type.String()),
  isHidden: Type.Boolean(),
});

/** What each question type stores beside the fields every question has (the key included). */
const mcqFields = {
  type: Type.Literal('mcq'),
  Title: Type.String(),
  Options: Type.Array(Type.String()),
  answer: Type.Integer(),
  image: Type.Optional(Type.String()),
};
const findAnswerFields = {
  type: Type.Literal('findAnswer'),
  Title: Type.String(),
  questions: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
};
const essayFields = {
  type: Type.Literal('essay'),
  Title: Type.String(),
  essayType: Type.Union([Type.Literal('long'), Type.Literal('short')]),
};
const videoFields = {
  type: Type.Literal('video'),
  videoFile: Type.String(),
  long: Type.Array(Type.Object({ question: Type.String() })),
  short: Type.Array(Type.Object({ question: Type.String() })),
  mcq: Type.Array(
    Type.Object({ question: Type.String(), options: Type.Array(Type.String()), answer: Type.Integer() }),
  ),
};
const compilerFields = {
  type: Type.Literal('compiler'),
  codeQuestion: Type.String(),
  code: Type.Record(Type.String(), Type.Object({ defaultCode: Type.String() })),
  testcases: Type.Array(StoredTestcase),
  timeLimitMs: Type.Integer(),
  memoryLimitMb: Type.Integer(),
  checker: Type.Optional(CodeChecker),
  referenceSolution: Type.Optional(StoredSolution),
  wrongSolutions: Type.Optional(Type.Array(StoredSolution)),
};

const authorCommon = {
  _id: Type.String(),
  topicId: Type.String(),
  level: Level,
  Duration: Type.Number(),
  /** null: the level's default marks */
  marks: Nullable(Type.Number()),
  verification: Nullable(Verification),
};

/** A question as its author sees it (services/college/question-bank.ts presentQuestion), one shape per type. */
export const QuestionView = Type.Union([
  Type.Object({ ...authorCommon, ...mcqFields }),
  Type.Object({ ...authorCommon, ...findAnswerFields }),
  Type.Object({ ...authorCommon, ...essayFields }),
  Type.Object({ ...authorCommon, ...videoFields }),
  Type.Object({ ...authorCommon, ...compilerFields }),
]);
export type QuestionView = Static<typeof QuestionView>;
export const QuestionReply = Type.Object({ success: Type.Literal(true), question: QuestionView });
export const QuestionListReply = Type.Object({
  success: Type.Literal(true),
  questions: Type.Array(QuestionView),
  total: Type.Integer(),
});

export const ImportReply = Type.Object({
  success: Type.Boolean(),
  imported: Type.Integer(),
  errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
});

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

export const AssessmentConfigInput = Type.Object(
  {
    instructions: Type.Optional(
      Type.Array(Type.Object({ title: Text(200), description: Text(2000) }), { maxItems: 20 }),
    ),
    isCameraRequired: Type.Optional(Type.Boolean()),
    maxTabSwitches: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    maxAudioLimitExceedCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    maxCameraSwitches: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    enableRandomShuffling: Type.Optional(Type.Boolean()),
    resultPolicy: Type.Optional(Type.Union([Type.Literal('auto'), Type.Literal('manual')])),
  },
  { additionalProperties: false },
);

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
});

export const GradeBody = Type.Object(
  {
    questionId: Id,
    marks: Type.Number({ minimum: 0, maximum: 100 }),
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

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

export const StudentInviteBody = Type.Object(
  {
    Email: Type.String({ format: 'email', maxLength: 254 }),
    FirstName: Type.Optional(SingleLine(80)),
    LastName: Type.Optional(SingleLine(80)),
    Batch: Type.Optional(SingleLine(40)),
  },
  { additionalProperties: false },
);

// ---------- assessment replies ----------

export const AssessmentConfig = Type.Object({
  instructions: Type.Array(Type.Object({ title: Type.String(), description: Type.String() })),
  isCameraRequired: Type.Boolean(),
  maxTabSwitches: Type.Integer(),
  maxAudioLimitExceedCount: Type.Integer(),
  maxCameraSwitches: Type.Integer(),
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
export const AssessmentsReply = Type.Object({
  success: Type.Literal(true),
  assessments: Type.Array(Assessment),
});

export const AssessmentInviteReply = Type.Object({
  success: Type.Literal(true),
  /** invited now */
  invited: Type.Integer(),
  /** eligible, but invited before */
  alreadyInvited: Type.Integer(),
});
export const DecisionsReply = Type.Object({ success: Type.Literal(true), updated: Type.Integer() });
export const ResultsReply = Type.Object({ success: Type.Literal(true), results: Type.Array(ResultRow) });
export const GradeReply = Type.Object({
  success: Type.Literal(true),
  score: Nullable(Type.Number()),
  percentage: Nullable(Type.Number()),
  status: Type.String(),
});

// ---------- attempt review ----------

const reviewCommon = {
  id: Type.String(),
  level: Level,
  Duration: Type.Number(),
  /** absent: the level's default marks */
  marks: Type.Optional(Type.Number()),
};

/** A question as scoring sees it (services/shared/assessments/bundle.ts toDomainQuestion): the key included. */
export const ReviewQuestion = Type.Union([
  Type.Object({ ...reviewCommon, ...mcqFields }),
  Type.Object({ ...reviewCommon, ...findAnswerFields }),
  Type.Object({ ...reviewCommon, ...essayFields }),
  Type.Object({ ...reviewCommon, ...videoFields }),
  Type.Object({ ...reviewCommon, ...compilerFields }),
]);
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
  /** the answer as the question's type parsed it (packages/domain/src/question-types: parseAnswer) */
  response: Type.Unknown(),
  grade: Grade,
  judged: Nullable(CodeVerdict),
  timedOut: Type.Boolean(),
  manualMarks: Nullable(Type.Number()),
  comment: Nullable(Type.String()),
  answeredAt: Type.String(),
});

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
  }),
  student: Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
  answers: Type.Array(ReviewAnswer),
  timeline: Type.Array(
    Type.Object({
      seq: Type.Integer(),
      kind: Type.String(),
      questionId: Nullable(Type.String()),
      /** what the step recorded; its shape follows `kind` (services/shared/assessments/attempts.ts) */
      payload: Type.Unknown(),
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

export const CollegeStudentsReply = Type.Object({
  success: Type.Literal(true),
  students: Type.Array(CollegeStudent),
  total: Type.Integer(),
  invitesOutstanding: Type.Integer(),
  /** invited addresses that have not registered yet (the latest invite of each), with its status */
  invites: Type.Array(
    Type.Object({
      Email: Type.String(),
      FirstName: Nullable(Type.String()),
      LastName: Nullable(Type.String()),
      Batch: Nullable(Type.String()),
      status: Type.Union([Type.Literal('pending'), Type.Literal('expired')]),
      invitedAt: Type.String(),
      expiresAt: Type.String(),
    }),
  ),
});

/** Education as stored: the profile's fields, with the id of the attached file rather than its details. */
export const StoredEducation = Type.Object({
  ...Type.Omit(Education, ['media']).properties,
  mediaId: Nullable(Type.String()),
});

export const CollegeStudentReply = Type.Object({
  success: Type.Literal(true),
  student: Type.Object({
    ...CollegeStudent.properties,
    Education: Type.Array(StoredEducation),
    skills: Type.Array(Type.String()),
    links: Type.Record(Type.String(), Type.String()),
  }),
  results: Type.Array(AttemptResult),
});
