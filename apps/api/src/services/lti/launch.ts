import { ltiMessages } from '@placement/contract';
import {
  assessments,
  invitations,
  ltiGradePassbacks,
  ltiHandoffs,
  ltiResourceLinks,
  users,
} from '@placement/db';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomToken, sha256 } from '../../lib/secrets';
import { stillUsable } from '../../lib/single-use';
import { type ClientInfo, startSession } from '../account/sessions';
import { courseClaims, rememberCourse } from './courses';
import { LtiError } from './errors';
import { lineItemFor } from './grade-passback';
import { isStaffRole } from './roles';
import { studentForLmsUser } from './students';
import { AGS_CLAIM, CLAIM, LINEITEM_SCOPE, SCORE_SCOPE, type VerifiedLaunch } from './verify';

const HANDOFF_MINUTES = 5;

/** A single-use code for the browser; only its hash is stored. */
export async function createHandoff(
  app: FastifyInstance,
  values: Omit<typeof ltiHandoffs.$inferInsert, 'codeHash' | 'expiresAt'>,
): Promise<string> {
  const code = randomToken();
  await app.deps.db.delete(ltiHandoffs).where(lt(ltiHandoffs.expiresAt, new Date()));
  await app.deps.db.insert(ltiHandoffs).values({
    ...values,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + HANDOFF_MINUTES * 60_000),
  });
  return code;
}

/** Takes a handoff code of one kind, once. */
export async function takeHandoff(app: FastifyInstance, code: string, kind: 'session' | 'deep_link') {
  const now = new Date();
  const [row] = await app.deps.db
    .update(ltiHandoffs)
    .set({ usedAt: now })
    .where(
      and(eq(ltiHandoffs.codeHash, sha256(code)), eq(ltiHandoffs.kind, kind), stillUsable(ltiHandoffs, now)),
    )
    .returning();
  if (!row) throw new LtiError(400, ltiMessages.handoffUsed);
  return row;
}

const claimText = (value: unknown, max = 120) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** The resource link's row, bound to an assessment of the college by the link's custom assessment_id. */
async function resourceLink(app: FastifyInstance, launch: VerifiedLaunch) {
  const { platform, claims } = launch;
  const link = claims[`${CLAIM}resource_link`] as { id: string; title?: unknown };
  const custom = (claims[`${CLAIM}custom`] ?? {}) as Record<string, unknown>;
  const [row] = await app.deps.db
    .insert(ltiResourceLinks)
    .values({ platformId: platform.id, resourceLinkId: link.id, title: claimText(link.title, 200) })
    .onConflictDoUpdate({
      target: [ltiResourceLinks.platformId, ltiResourceLinks.resourceLinkId],
      set: { title: claimText(link.title, 200) },
    })
    .returning();
  if (!row) throw new Error('resource link upsert returned nothing');
  const wanted = typeof custom.assessment_id === 'string' ? custom.assessment_id : null;
  if (row.assessmentId || !wanted) return row;
  const [assessment] = await app.deps.db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.id, wanted), eq(assessments.collegeId, platform.collegeId)))
    .limit(1);
  if (!assessment) return row;
  const [bound] = await app.deps.db
    .update(ltiResourceLinks)
    .set({ assessmentId: assessment.id })
    .where(eq(ltiResourceLinks.id, row.id))
    .returning();
  return bound ?? row;
}

/**
 * Remembers the AGS line item so the score goes back once the result may be released: the launch's own
 * `lineitem`, or, when it names only the context's `lineitems`, the one found or made for this link.
 */
async function registerPassback(
  app: FastifyInstance,
  launch: VerifiedLaunch,
  userId: string,
  assessment: { id: string; name: string },
  resourceLinkId: string,
) {
  const ags = launch.claims[AGS_CLAIM] as
    | { lineitem?: unknown; lineitems?: unknown; scope?: unknown }
    | undefined;
  if (!ags) return;
  const scopes = Array.isArray(ags.scope) ? ags.scope : [];
  if (!scopes.includes(SCORE_SCOPE)) return;
  let lineItem = typeof ags.lineitem === 'string' ? ags.lineitem : null;
  if (!lineItem && typeof ags.lineitems === 'string' && scopes.includes(LINEITEM_SCOPE)) {
    lineItem = await lineItemFor(app, launch.platform, ags.lineitems, {
      resourceLinkId,
      label: assessment.name,
      resourceId: assessment.id,
    });
  }
  if (!lineItem) return;
  await app.deps.db
    .insert(ltiGradePassbacks)
    .values({
      platformId: launch.platform.id,
      assessmentId: assessment.id,
      userId,
      lmsUserId: launch.sub,
      lineItemUrl: lineItem,
    })
    .onConflictDoUpdate({
      target: [ltiGradePassbacks.platformId, ltiGradePassbacks.lineItemUrl, ltiGradePassbacks.userId],
      set: { assessmentId: assessment.id, lmsUserId: launch.sub },
    });
}

/** The course of a launch, when it names one: where the college can later read its roster. */
async function noteCourse(
  app: FastifyInstance,
  launch: VerifiedLaunch,
  assessmentId: string,
  linkId: string,
) {
  const course = courseClaims(launch.claims);
  if (course) await rememberCourse(app, launch.platform.id, assessmentId, course, linkId);
}

/**
 * A learner's resource-link launch: their student account, an invitation to the bound assessment when it is
 * open, the line item for grades, and a single-use code that becomes their session in the browser.
 */
export async function studentLaunch(app: FastifyInstance, launch: VerifiedLaunch): Promise<string> {
  if (isStaffRole(launch.roles)) throw new Error('an instructor launch is not a student launch');
  const link = await resourceLink(app, launch);
  if (!link.assessmentId) throw new LtiError(409, ltiMessages.notBound);
  const [assessment] = await app.deps.db
    .select()
    .from(assessments)
    .where(eq(assessments.id, link.assessmentId))
    .limit(1);
  const now = new Date();
  if (assessment?.status !== 'published' || (assessment.endDate && assessment.endDate <= now))
    throw new LtiError(409, ltiMessages.assessmentClosed);
  const { userId } = await studentForLmsUser(app, launch.platform, launch.sub, launch.claims);
  await app.deps.db
    .insert(invitations)
    .values({ assessmentId: assessment.id, studentId: userId })
    .onConflictDoNothing();
  await registerPassback(app, launch, userId, assessment, link.resourceLinkId);
  await noteCourse(app, launch, assessment.id, link.resourceLinkId);
  const next = `/test/start/instruction/${assessment.id}?isAdaptive=${assessment.isAdaptive}`;
  return createHandoff(app, { kind: 'session', platformId: launch.platform.id, userId, payload: { next } });
}

/**
 * An instructor's resource-link launch: no student account, no invitation; the link is bound as a learner's
 * launch would bind it, and the page says which assessment students land in and where to manage it.
 */
export async function instructorLaunch(app: FastifyInstance, launch: VerifiedLaunch) {
  const link = await resourceLink(app, launch);
  if (!link.assessmentId) return { assessment: null };
  await noteCourse(app, launch, link.assessmentId, link.resourceLinkId);
  const [assessment] = await app.deps.db
    .select({ id: assessments.id, name: assessments.name, status: assessments.status })
    .from(assessments)
    .where(eq(assessments.id, link.assessmentId))
    .limit(1);
  return {
    assessment: assessment
      ? { ...assessment, portalUrl: `${app.deps.config.publicUrl}/college/assessments/${assessment.id}/lms` }
      : null,
  };
}

/** Trades a student launch's code for a full session (the LMS has signed the person in), and where to go. */
export async function sessionFromHandoff(app: FastifyInstance, code: string, client: ClientInfo) {
  const handoff = await takeHandoff(app, code, 'session');
  const [user] = handoff.userId
    ? await app.deps.db.select().from(users).where(eq(users.id, handoff.userId)).limit(1)
    : [];
  if (!user) throw new LtiError(400, ltiMessages.handoffUsed);
  const { token } = await startSession(app, user, client, 'full');
  return { token, next: handoff.payload.next ?? '/student/test' };
}
