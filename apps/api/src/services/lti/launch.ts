import { ltiMessages, oneLineText } from '@placement/contract';
import {
  assessments,
  invitations,
  ltiGradePassbacks,
  ltiHandoffs,
  ltiResourceLinks,
  ltiUsers,
  students,
  users,
} from '@placement/db';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomToken, sha256 } from '../../lib/secrets';
import { stillUsable } from '../../lib/single-use';
import { type ClientInfo, startSession } from '../account/sessions';
import { LtiError } from './errors';
import { lineItemFor } from './grade-passback';
import { isStaffRole } from './roles';
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
const nameClaim = (value: unknown) => (typeof value === 'string' ? oneLineText(value, 120) : '');

/**
 * The student account of an LMS user, found by (platform, sub) only; the first launch provisions one in the
 * platform's college, without a password (it signs in through the LMS). The LMS's email is kept when no other
 * student uses it; a name or an email alone never links an LMS user to an existing account.
 */
async function studentFor(app: FastifyInstance, launch: VerifiedLaunch): Promise<string> {
  const { platform, sub, claims } = launch;
  const [known] = await app.deps.db
    .select({ userId: ltiUsers.userId })
    .from(ltiUsers)
    .where(and(eq(ltiUsers.platformId, platform.id), eq(ltiUsers.sub, sub)))
    .limit(1);
  if (known) return known.userId;
  // names are shown in lists, mail and exports: one line, no direction overrides, as a typed name must be
  const given = nameClaim(claims.given_name) || nameClaim(claims.name) || 'LMS';
  const family = nameClaim(claims.family_name);
  const email = claimText(claims.email, 254).toLowerCase();
  const placeholder = `lti-${sha256(`${platform.id}:${sub}`).slice(0, 24)}@lti.invalid`;
  return app.deps.db.transaction(async (tx) => {
    const values = {
      role: 'student' as const,
      firstName: given,
      lastName: family,
      collegeId: platform.collegeId,
    };
    const [user] =
      (email
        ? await tx
            .insert(users)
            .values({ ...values, email })
            .onConflictDoNothing()
            .returning({ id: users.id })
        : []) ?? [];
    const created =
      user ??
      (
        await tx
          .insert(users)
          .values({ ...values, email: placeholder })
          .returning({ id: users.id })
      )[0];
    if (!created) throw new Error('student insert returned nothing');
    await tx.insert(students).values({ userId: created.id });
    await tx.insert(ltiUsers).values({ platformId: platform.id, sub, userId: created.id });
    return created.id;
  });
}

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
  const userId = await studentFor(app, launch);
  await app.deps.db
    .insert(invitations)
    .values({ assessmentId: assessment.id, studentId: userId })
    .onConflictDoNothing();
  await registerPassback(app, launch, userId, assessment, link.resourceLinkId);
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
