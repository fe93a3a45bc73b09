import { randomBytes } from 'node:crypto';
import { ltiMessages } from '@placement/contract';
import { assessments, ltiPlatforms } from '@placement/db';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { courseClaims, rememberCourse } from './courses';
import { LtiError } from './errors';
import { signingKey } from './keys';
import { createHandoff, takeHandoff } from './launch';
import { isStaffRole } from './roles';
import { CLAIM, DL_CLAIM, type VerifiedLaunch } from './verify';

/** An instructor's deep-linking request: a code for the picker page, and the college's assessments to pick from. */
export async function startDeepLinking(app: FastifyInstance, launch: VerifiedLaunch) {
  if (!isStaffRole(launch.roles)) throw new LtiError(403, ltiMessages.instructorOnly);
  const settings = launch.claims[`${DL_CLAIM}deep_linking_settings`] as {
    deep_link_return_url: string;
    data?: unknown;
  };
  const course = courseClaims(launch.claims);
  const code = await createHandoff(app, {
    kind: 'deep_link',
    platformId: launch.platform.id,
    userId: null,
    payload: {
      returnUrl: settings.deep_link_return_url,
      deploymentId: launch.deploymentId,
      ...(typeof settings.data === 'string' ? { data: settings.data } : {}),
      ...(course ? { course: JSON.stringify(course) } : {}),
    },
  });
  const choices = await app.deps.db
    .select({ id: assessments.id, name: assessments.name, description: assessments.description })
    .from(assessments)
    .where(and(eq(assessments.collegeId, launch.platform.collegeId), eq(assessments.status, 'published')))
    .orderBy(asc(assessments.name));
  return { code, choices };
}

/**
 * The instructor's pick as an LtiDeepLinkingResponse signed with our key: one ltiResourceLink whose custom
 * assessment_id binds the link on its first launch, with a line item so the LMS makes a gradebook column.
 */
export async function finishDeepLinking(app: FastifyInstance, code: string, assessmentId: string) {
  const handoff = await takeHandoff(app, code, 'deep_link');
  const [platform] = await app.deps.db
    .select()
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.id, handoff.platformId))
    .limit(1);
  if (!platform) throw new LtiError(400, ltiMessages.handoffUsed);
  const [assessment] = await app.deps.db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.collegeId, platform.collegeId)))
    .limit(1);
  if (!assessment) throw new LtiError(404, 'Assessment not found');
  if (handoff.payload.course)
    await rememberCourse(app, platform.id, assessment.id, JSON.parse(handoff.payload.course), null);
  const key = await signingKey(app, platform.collegeId);
  const item = {
    type: 'ltiResourceLink',
    title: assessment.name,
    text: assessment.description.slice(0, 500),
    url: `${app.deps.config.publicUrl}/api/lti/launch`,
    custom: { assessment_id: assessment.id },
    lineItem: { scoreMaximum: 100, label: assessment.name, resourceId: assessment.id },
  };
  const jwt = await new SignJWT({
    nonce: randomBytes(16).toString('base64url'),
    [`${CLAIM}message_type`]: 'LtiDeepLinkingResponse',
    [`${CLAIM}version`]: '1.3.0',
    [`${CLAIM}deployment_id`]: handoff.payload.deploymentId,
    [`${DL_CLAIM}content_items`]: [item],
    ...(handoff.payload.data ? { [`${DL_CLAIM}data`]: handoff.payload.data } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key.privateKey);
  return { returnUrl: handoff.payload.returnUrl ?? '', jwt };
}
