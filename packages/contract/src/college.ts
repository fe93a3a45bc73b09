import { type Static, Type } from 'typebox';
import { Id, SingleLine } from './common';

const Html = Type.String({ minLength: 1, maxLength: 20_000 });
const Text = (max = 2000) => Type.String({ minLength: 1, maxLength: max });
export const TopicType = Type.Union([
  Type.Literal('mcq'),
  Type.Literal('compiler'),
  Type.Literal('findAnswer'),
  Type.Literal('essay'),
  Type.Literal('video'),
]);
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
export const CompilerBody = Type.Object(
  {
    ...common,
    codeQuestion: Html,
    code: Type.Record(
      Type.String({ pattern: '^(Python|C|Cpp|Java)$' }),
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
