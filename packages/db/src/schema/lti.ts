import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { assessments, attempts } from './assessments';
import { at, createdAt, id, parentId } from './columns';
import { colleges } from './organisations';
import { users } from './users';

/** An LMS a college registered (LTI 1.3 platform): who signs its launches and where its endpoints are. */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: id(),
    collegeId: parentId('college_id', () => colleges.id),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** the LMS's deployments of our tool that belong to this college */
    deploymentIds: jsonb('deployment_ids').$type<string[]>().notNull(),
    jwksUrl: text('jwks_url').notNull(),
    authUrl: text('auth_url').notNull(),
    tokenUrl: text('token_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // a client id at an LMS is one college's: the LMS trusts that college's key for it (see ltiKeys)
    uniqueIndex('lti_platforms_issuer_client_idx').on(t.issuer, t.clientId),
    index('lti_platforms_college_idx').on(t.collegeId),
  ],
);

/**
 * Our RS256 signing keys, a set per college: each college's LMS registrations trust only its own JWKS URL,
 * so no college can have a client assertion signed that another college's LMS would accept. The newest key
 * without retiredAt signs; a retired key stays in the JWKS for a while so that messages signed just before a
 * rotation still verify. The private JWK is kept encrypted (JWE). Keys without a college are the single key
 * set of earlier versions: published nowhere and never used again.
 */
export const ltiKeys = pgTable(
  'lti_keys',
  {
    kid: text('kid').primaryKey(),
    collegeId: text('college_id').references(() => colleges.id, { onDelete: 'cascade' }),
    publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
    privateJwe: text('private_jwe').notNull(),
    createdAt: createdAt(),
    retiredAt: at('retired_at'),
  },
  (t) => [index('lti_keys_college_idx').on(t.collegeId)],
);

/** The state and nonce of one OIDC login initiation; a launch uses it once, before it expires. */
export const ltiNonces = pgTable(
  'lti_nonces',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    platformId: parentId('platform_id', () => ltiPlatforms.id),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('lti_nonces_expires_idx').on(t.expiresAt)],
);

/** A placement of our tool in an LMS course, bound to one of the college's assessments. */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    id: id(),
    platformId: parentId('platform_id', () => ltiPlatforms.id),
    resourceLinkId: text('resource_link_id').notNull(),
    title: text('title').notNull().default(''),
    assessmentId: text('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lti_resource_links_platform_link_idx').on(t.platformId, t.resourceLinkId)],
);

/** An LMS user (the platform's stable `sub`) and the student account it signs in as. */
export const ltiUsers = pgTable(
  'lti_users',
  {
    platformId: parentId('platform_id', () => ltiPlatforms.id),
    sub: text('sub').notNull(),
    userId: parentId('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.sub] }), index('lti_users_user_idx').on(t.userId)],
);

/**
 * A single-use, short-lived code handed from a verified launch to the browser: for a student it becomes a
 * session; for an instructor's deep-linking request it carries where to send the pick.
 */
export const ltiHandoffs = pgTable('lti_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  kind: text('kind').$type<'session' | 'deep_link'>().notNull(),
  platformId: parentId('platform_id', () => ltiPlatforms.id),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  payload: jsonb('payload').$type<Record<string, string>>().notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Where a student's score goes in the LMS gradebook (an AGS line item). The sweeper sends the latest graded
 * attempt once its result is released, and again when a newer one is; failures wait and are retried.
 */
export const ltiGradePassbacks = pgTable(
  'lti_grade_passbacks',
  {
    id: id(),
    platformId: parentId('platform_id', () => ltiPlatforms.id),
    assessmentId: parentId('assessment_id', () => assessments.id),
    userId: parentId('user_id', () => users.id),
    lmsUserId: text('lms_user_id').notNull(),
    lineItemUrl: text('line_item_url').notNull(),
    sentAttemptId: text('sent_attempt_id'),
    sentScore: real('sent_score'),
    sentAt: at('sent_at'),
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    nextTryAt: at('next_try_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lti_grade_passbacks_line_user_idx').on(t.platformId, t.lineItemUrl, t.userId),
    index('lti_grade_passbacks_assessment_idx').on(t.assessmentId),
  ],
);

/**
 * A course of an LMS in which one of the college's assessments is linked (by deep linking or a launch), and
 * where its roster is read (NRPS context_memberships_url, with the course's resource links as rlid).
 */
export const ltiCourses = pgTable(
  'lti_courses',
  {
    id: id(),
    platformId: parentId('platform_id', () => ltiPlatforms.id),
    contextId: text('context_id').notNull(),
    assessmentId: parentId('assessment_id', () => assessments.id),
    title: text('title').notNull().default(''),
    label: text('label').notNull().default(''),
    membershipsUrl: text('memberships_url'),
    resourceLinkIds: jsonb('resource_link_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    seenAt: at('seen_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lti_courses_platform_context_assessment_idx').on(t.platformId, t.contextId, t.assessmentId),
    index('lti_courses_assessment_idx').on(t.assessmentId),
  ],
);

export type RosterWithoutEmail = 'invite' | 'skip' | 'report';
export type RosterSyncStatus = 'running' | 'done' | 'failed';

/**
 * One roster sync of a course into its assessment's invitations: what it found and did, or why it failed. It runs
 * in the background of the process that took the request, which writes its progress on the row as it goes and
 * touches heartbeatAt meanwhile, so any process can tell a sync under way from one a stopped process left.
 */
export const ltiRosterSyncs = pgTable(
  'lti_roster_syncs',
  {
    id: id(),
    courseId: parentId('course_id', () => ltiCourses.id),
    startedBy: text('started_by').references(() => users.id, { onDelete: 'set null' }),
    withoutEmail: text('without_email').$type<RosterWithoutEmail>().notNull(),
    status: text('status').$type<RosterSyncStatus>().notNull().default('running'),
    /** members read, over every page */
    members: integer('members').notNull().default(0),
    learners: integer('learners').notNull().default(0),
    invited: integer('invited').notNull().default(0),
    alreadyInvited: integer('already_invited').notNull().default(0),
    /** learners without an e-mail left out (skip or report) */
    leftOut: integer('left_out').notNull().default(0),
    inactive: integer('inactive').notNull().default(0),
    /** learners written so far (invited or found invited), of the learners to invite */
    processed: integer('processed').notNull().default(0),
    /** student accounts the sync made for learners who had none */
    created: integer('created').notNull().default(0),
    /** with 'report': the learners left out for want of an e-mail */
    reported: jsonb('reported').$type<{ name: string; lmsUserId: string }[]>().notNull().default([]),
    error: text('error'),
    createdAt: createdAt(),
    heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('lti_roster_syncs_course_idx').on(t.courseId, t.createdAt),
    // one sync of a course at a time: a second request while one runs is shown the running one
    uniqueIndex('lti_roster_syncs_running_idx').on(t.courseId).where(sql`${t.status} = 'running'`),
  ],
);

/**
 * Every score post to an LMS gradebook and what came of it: the reply's status (null when none came: a
 * timeout, an unreachable LMS), the failure in words, and when it is tried again.
 */
export const ltiScorePosts = pgTable(
  'lti_score_posts',
  {
    id: id(),
    passbackId: parentId('passback_id', () => ltiGradePassbacks.id),
    attemptId: text('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    scoreGiven: real('score_given').notNull(),
    scoreMaximum: real('score_maximum').notNull(),
    status: integer('status'),
    error: text('error'),
    retryAt: at('retry_at'),
    createdAt: createdAt(),
  },
  (t) => [index('lti_score_posts_passback_idx').on(t.passbackId, t.createdAt)],
);

/**
 * The launches an LMS made, kept a month for its college's LMS page: who (the LMS's sub and role, once the
 * token is verified), what we answered, and the refusal in words.
 */
export const ltiLaunches = pgTable(
  'lti_launches',
  {
    id: id(),
    platformId: parentId('platform_id', () => ltiPlatforms.id),
    kind: text('kind').$type<'learner' | 'instructor' | 'deep-link'>(),
    sub: text('sub'),
    status: integer('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('lti_launches_platform_idx').on(t.platformId, t.createdAt)],
);
