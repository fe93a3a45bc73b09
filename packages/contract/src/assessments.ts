import { CONNECTION_PAUSE_CAP_MAX_MINUTES } from '@placement/domain';
import { type Static, Type } from 'typebox';
import { Id, Nullable } from './common';
import { LIVE_ACTION_MAX_MINUTES } from './live-board';

// ---------- a college's assessments: what staff send and what they read back ----------

export const FaceEventPolicy = Type.Union([Type.Literal('flag'), Type.Literal('limit')]);
/** 'end': leaving fullscreen ends the test; 'count': it counts as a tab switch */
export const FullscreenExitPolicy = Type.Union([Type.Literal('end'), Type.Literal('count')]);
/** 'end': a lost connection ends the test after the countdown; 'pause': the student's clock stops until they return */
export const ConnectionLossPolicy = Type.Union([Type.Literal('end'), Type.Literal('pause')]);
/** The order of questions; 'calibrated-adaptive' needs a finished calibration of the college's bank (issue #35). */
export const AssessmentFlow = Type.Union([
  Type.Literal('linear'),
  Type.Literal('adaptive'),
  Type.Literal('calibrated-adaptive'),
]);
export type AssessmentFlow = Static<typeof AssessmentFlow>;

/** A calibrated adaptive test's stopping, exposure and pilot rules (the domain's DEFAULT_CAT_RULES where absent). */
export const CatRulesInput = Type.Object(
  {
    targetSe: Type.Optional(Type.Number({ minimum: 0.1, maximum: 1 })),
    maxItems: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    minItems: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    randomesque: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
    pilotRate: Type.Optional(Type.Number({ minimum: 0, maximum: 0.5 })),
  },
  { additionalProperties: false },
);
export type CatRulesInput = Static<typeof CatRulesInput>;
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
    connectionPauseCapMinutes: Type.Optional(
      Type.Integer({ minimum: 1, maximum: CONNECTION_PAUSE_CAP_MAX_MINUTES }),
    ),
    maxAddedMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: LIVE_ACTION_MAX_MINUTES })),
    invigilatorMaxAddedMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: LIVE_ACTION_MAX_MINUTES })),
    enableRandomShuffling: Type.Optional(Type.Boolean()),
    resultPolicy: Type.Optional(Type.Union([Type.Literal('auto'), Type.Literal('manual')])),
    cat: Type.Optional(CatRulesInput),
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
    /** when given, decides the flow (and isAdaptive follows: true for both adaptive flows) */
    flow: Type.Optional(AssessmentFlow),
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
  connectionPauseCapMinutes: Type.Integer(),
  maxAddedMinutes: Type.Integer(),
  invigilatorMaxAddedMinutes: Type.Integer(),
  enableRandomShuffling: Type.Boolean(),
  resultPolicy: Type.Union([Type.Literal('auto'), Type.Literal('manual')]),
  cat: Type.Optional(CatRulesInput),
});
export type AssessmentConfig = Static<typeof AssessmentConfig>;

export const AssessmentTopicPlan = Type.Object({
  topicId: Type.String(),
  questionIds: Type.Array(Type.String()),
  totalL1Question: Type.Optional(Type.Integer()),
  totalL2Question: Type.Optional(Type.Integer()),
  totalL3Question: Type.Optional(Type.Integer()),
});

/** An assessment as its college sees it (services/assessments/assessments.ts presentAssessment). */
export const Assessment = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  isAdaptive: Type.Boolean(),
  flow: AssessmentFlow,
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
