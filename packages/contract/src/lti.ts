import { type Static, Type } from 'typebox';
import { Id, SingleLine } from './common';

/** An http(s) address, one line. */
const Url = Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://[^\\s]+$' });
const LtiText = (max: number) => SingleLine(max, 1);

/** What a college enters about its LMS (LTI 1.3 platform). */
export const LtiPlatformBody = Type.Object(
  {
    name: LtiText(120),
    issuer: Url,
    clientId: LtiText(255),
    deploymentIds: Type.Array(LtiText(255), { minItems: 1, maxItems: 20 }),
    jwksUrl: Url,
    authUrl: Url,
    tokenUrl: Url,
  },
  { additionalProperties: false },
);
export type LtiPlatformBody = Static<typeof LtiPlatformBody>;

export const LtiPlatform = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    issuer: Type.String(),
    clientId: Type.String(),
    deploymentIds: Type.Array(Type.String()),
    jwksUrl: Type.String(),
    authUrl: Type.String(),
    tokenUrl: Type.String(),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type LtiPlatform = Static<typeof LtiPlatform>;

/** The addresses a college enters in its LMS when it registers Placement as an external tool. */
export const LtiToolUrls = Type.Object(
  {
    launchUrl: Type.String(),
    loginUrl: Type.String(),
    redirectUrls: Type.Array(Type.String()),
    jwksUrl: Type.String(),
    deepLinkingUrl: Type.String(),
  },
  { additionalProperties: false },
);
export type LtiToolUrls = Static<typeof LtiToolUrls>;

export const LtiPlatformsReply = Type.Object(
  { success: Type.Literal(true), platforms: Type.Array(LtiPlatform), tool: LtiToolUrls },
  { additionalProperties: false },
);
export type LtiPlatformsReply = Static<typeof LtiPlatformsReply>;

export const LtiPlatformReply = Type.Object(
  { success: Type.Literal(true), platform: LtiPlatform },
  { additionalProperties: false },
);
export type LtiPlatformReply = Static<typeof LtiPlatformReply>;

export const LtiPlatformParams = Type.Object({ platformId: Id }, { additionalProperties: false });

/** OIDC third-party login initiation (query of a GET, or form fields of a POST). */
export const LtiLoginParams = Type.Object(
  {
    iss: Type.String({ minLength: 1, maxLength: 2000 }),
    login_hint: Type.String({ minLength: 1, maxLength: 2000 }),
    target_link_uri: Type.String({ minLength: 1, maxLength: 2000 }),
    lti_message_hint: Type.Optional(Type.String({ maxLength: 4000 })),
    client_id: Type.Optional(Type.String({ maxLength: 255 })),
    lti_deployment_id: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
);
export type LtiLoginParams = Static<typeof LtiLoginParams>;

/** The platform's form_post back to us. Both fields are checked by the handler so a refusal gets a page. */
export const LtiLaunchBody = Type.Object(
  {
    id_token: Type.Optional(Type.String({ maxLength: 100_000 })),
    state: Type.Optional(Type.String({ maxLength: 200 })),
    error: Type.Optional(Type.String({ maxLength: 200 })),
    error_description: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type LtiLaunchBody = Static<typeof LtiLaunchBody>;

/** An instructor's pick on the deep-linking page. */
export const LtiDeepLinkBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 200 }), assessmentId: Id },
  { additionalProperties: false },
);

/** The single-use code a launch hands to the browser, exchanged for a student session. */
export const LtiSessionBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const LtiSessionReply = Type.Object(
  { success: Type.Literal(true), token: Type.String(), next: Type.String() },
  { additionalProperties: false },
);

const Jwk = Type.Object(
  {
    kty: Type.String(),
    kid: Type.String(),
    alg: Type.String(),
    use: Type.String(),
    n: Type.String(),
    e: Type.String(),
  },
  { additionalProperties: false },
);
export const LtiJwksParams = Type.Object({ collegeId: Type.String({ minLength: 1, maxLength: 64 }) });

export const LtiJwksReply = Type.Object({ keys: Type.Array(Jwk) }, { additionalProperties: false });

export const LtiKeyRotationBody = Type.Object(
  { collegeId: Type.Optional(Id) },
  { additionalProperties: false, description: 'one college; without it, every college that has a key' },
);

/** A college's signing keys as the admin sees them: the current one and the previous ones still published. */
export const LtiCollegeKeys = Type.Object(
  {
    collegeId: Type.String(),
    collegeName: Type.String(),
    registrations: Type.Integer({ description: 'LMS registrations that trust this key set' }),
    current: Type.Union([
      Type.Object({ kid: Type.String(), createdAt: Type.String() }, { additionalProperties: false }),
      Type.Null(),
    ]),
    previous: Type.Array(
      Type.Object(
        {
          kid: Type.String(),
          createdAt: Type.String(),
          retiredAt: Type.String(),
          publishedUntil: Type.String({ description: 'when it leaves the JWKS' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type LtiCollegeKeys = Static<typeof LtiCollegeKeys>;

export const LtiKeysReply = Type.Object(
  { success: Type.Literal(true), colleges: Type.Array(LtiCollegeKeys) },
  { additionalProperties: false },
);
export type LtiKeysReply = Static<typeof LtiKeysReply>;

export const LtiKeyRotationReply = Type.Object(
  { success: Type.Literal(true), rotated: Type.Integer({ description: 'colleges given a new key' }) },
  { additionalProperties: false },
);
export type LtiKeyRotationReply = Static<typeof LtiKeyRotationReply>;

/** An HTML page (launch, refusal, deep-linking picker). */
export const LtiPage = Type.String({ description: 'text/html page' });

/** What a roster sync does with a learner the LMS gives no e-mail for. */
export const LtiRosterWithoutEmail = Type.Union(
  [Type.Literal('invite'), Type.Literal('skip'), Type.Literal('report')],
  {
    description:
      'invite: an account that signs in from the LMS; skip: left out and counted; report: left out and listed by name',
  },
);
export type LtiRosterWithoutEmail = Static<typeof LtiRosterWithoutEmail>;

export const LtiRosterSyncBody = Type.Object(
  { withoutEmail: LtiRosterWithoutEmail },
  { additionalProperties: false },
);
export type LtiRosterSyncBody = Static<typeof LtiRosterSyncBody>;

/** Where a roster sync stands: it runs in the background after its request is answered. */
export const LtiRosterSyncStatus = Type.Union(
  [Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')],
  { description: 'running: the counts are its progress so far; done; failed: error says why' },
);
export type LtiRosterSyncStatus = Static<typeof LtiRosterSyncStatus>;

/** One roster sync: its progress or what it read and did, or why it failed (error, in words). */
export const LtiRosterSync = Type.Object(
  {
    _id: Type.String(),
    at: Type.String(),
    status: LtiRosterSyncStatus,
    finishedAt: Type.Union([Type.String(), Type.Null()]),
    withoutEmail: LtiRosterWithoutEmail,
    members: Type.Integer({ description: 'members read from the LMS so far, over every page' }),
    learners: Type.Integer(),
    processed: Type.Integer({
      description: 'learners written so far (invited or already invited), of learners − leftOut − inactive',
    }),
    created: Type.Integer({ description: 'student accounts made for learners who had none' }),
    invited: Type.Integer(),
    alreadyInvited: Type.Integer(),
    leftOut: Type.Integer({ description: 'learners without an e-mail not invited (skip or report)' }),
    inactive: Type.Integer({ description: 'learners the LMS marks inactive or deleted' }),
    reported: Type.Array(
      Type.Object({ name: Type.String(), lmsUserId: Type.String() }, { additionalProperties: false }),
    ),
    error: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type LtiRosterSync = Static<typeof LtiRosterSync>;

/** An LMS course that links the assessment (deep linking or launches), and its last roster sync. */
export const LtiCourse = Type.Object(
  {
    _id: Type.String(),
    platformName: Type.String(),
    title: Type.String(),
    label: Type.String(),
    rosterAvailable: Type.Boolean({ description: 'the LMS offers the course roster (NRPS)' }),
    resourceLinks: Type.Integer({ description: 'links to the assessment seen in the course' }),
    lastSync: Type.Union([LtiRosterSync, Type.Null()]),
  },
  { additionalProperties: false },
);
export type LtiCourse = Static<typeof LtiCourse>;

export const LtiAssessmentParams = Type.Object({ assessmentId: Id }, { additionalProperties: false });
export const LtiCourseParams = Type.Object(
  { assessmentId: Id, courseId: Id },
  { additionalProperties: false },
);
export const LtiRosterSyncParams = Type.Object(
  { assessmentId: Id, syncId: Id },
  { additionalProperties: false },
);

/** One score post to the LMS gradebook: its reply status (null: no reply), the failure in words, the retry. */
export const LtiScorePost = Type.Object(
  {
    _id: Type.String(),
    at: Type.String(),
    scoreGiven: Type.Number(),
    scoreMaximum: Type.Number(),
    status: Type.Union([Type.Integer(), Type.Null()]),
    error: Type.Union([Type.String(), Type.Null()]),
    retryAt: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type LtiScorePost = Static<typeof LtiScorePost>;

export const LtiPassbackState = Type.Union(
  [
    Type.Literal('no-score'),
    Type.Literal('awaiting-release'),
    Type.Literal('due'),
    Type.Literal('retrying'),
    Type.Literal('sent'),
  ],
  {
    description:
      'no-score: no graded attempt; awaiting-release: held by the result policy; due: sent at the next sweep; retrying: failed, tried again at nextTryAt; sent: the LMS has the newest score',
  },
);
export type LtiPassbackState = Static<typeof LtiPassbackState>;

/** A student's grade passback to one LMS gradebook: where it stands, and its last posts. */
export const LtiPassback = Type.Object(
  {
    _id: Type.String(),
    studentName: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    lmsUserId: Type.String(),
    platformName: Type.String(),
    state: LtiPassbackState,
    score: Type.Union([Type.Number(), Type.Null()]),
    maxScore: Type.Union([Type.Number(), Type.Null()]),
    sentScore: Type.Union([Type.Number(), Type.Null()]),
    sentAt: Type.Union([Type.String(), Type.Null()]),
    failures: Type.Integer(),
    lastError: Type.Union([Type.String(), Type.Null()]),
    nextTryAt: Type.Union([Type.String(), Type.Null()]),
    posts: Type.Array(LtiScorePost, { description: 'the newest five, newest first' }),
  },
  { additionalProperties: false },
);
export type LtiPassback = Static<typeof LtiPassback>;

export const LtiAssessmentReply = Type.Object(
  { success: Type.Literal(true), courses: Type.Array(LtiCourse), passbacks: Type.Array(LtiPassback) },
  { additionalProperties: false },
);
export type LtiAssessmentReply = Static<typeof LtiAssessmentReply>;

export const LtiRosterSyncReply = Type.Object(
  { success: Type.Literal(true), sync: LtiRosterSync },
  { additionalProperties: false },
);
export type LtiRosterSyncReply = Static<typeof LtiRosterSyncReply>;

const LtiLaunchRow = Type.Object(
  {
    _id: Type.String(),
    at: Type.String(),
    kind: Type.Union([
      Type.Literal('learner'),
      Type.Literal('instructor'),
      Type.Literal('deep-link'),
      Type.Null(),
    ]),
    sub: Type.Union([Type.String(), Type.Null()], { description: "the LMS's user id, once verified" }),
    status: Type.Integer({ description: 'what Placement answered' }),
    error: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

const LtiPostRow = Type.Object(
  {
    _id: Type.String(),
    at: Type.String(),
    studentName: Type.String(),
    assessmentName: Type.String(),
    scoreGiven: Type.Number(),
    scoreMaximum: Type.Number(),
    status: Type.Union([Type.Integer(), Type.Null()], { description: 'what the LMS answered' }),
    error: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

/** A registration's recent launches and score posts, each with what we or the LMS answered. */
export interface LtiActivity {
  launches: Static<typeof LtiLaunchRow>[];
  passbacks: Static<typeof LtiPostRow>[];
}

export const LtiActivityReply = Type.Object(
  { success: Type.Literal(true), launches: Type.Array(LtiLaunchRow), passbacks: Type.Array(LtiPostRow) },
  { additionalProperties: false },
);
export type LtiActivityReply = Static<typeof LtiActivityReply>;

/** One step of a registration's connection test, in words. */
export const LtiCheck = Type.Object(
  { name: Type.String(), ok: Type.Boolean(), detail: Type.String() },
  { additionalProperties: false },
);
export type LtiCheck = Static<typeof LtiCheck>;

export const LtiCheckReply = Type.Object(
  { success: Type.Literal(true), checks: Type.Array(LtiCheck) },
  { additionalProperties: false },
);
export type LtiCheckReply = Static<typeof LtiCheckReply>;
