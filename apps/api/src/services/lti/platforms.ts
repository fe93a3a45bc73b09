import { type LtiPlatform, type LtiPlatformBody, ltiMessages } from '@placement/contract';
import { ltiPlatforms } from '@placement/db';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { pointsInside } from '../../lib/outbound';
import { signingKey } from './keys';
import { presentPlatform } from './presenters';

export type PlatformRow = typeof ltiPlatforms.$inferSelect;

/** The addresses the college enters in its LMS; the key set is the college's own. */
export function toolUrls(app: FastifyInstance, collegeId: string) {
  const base = app.deps.config.publicUrl;
  return {
    launchUrl: `${base}/api/lti/launch`,
    loginUrl: `${base}/api/lti/login`,
    redirectUrls: [`${base}/api/lti/launch`],
    jwksUrl: `${base}/api/lti/jwks/${collegeId}`,
    deepLinkingUrl: `${base}/api/lti/launch`,
  };
}

export async function listPlatforms(app: FastifyInstance, collegeId: string): Promise<LtiPlatform[]> {
  const rows = await app.deps.db
    .select()
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.collegeId, collegeId))
    .orderBy(asc(ltiPlatforms.createdAt));
  return rows.map(presentPlatform);
}

/** Production talks to an LMS over HTTPS only: its keys and tokens must not cross the network in clear. */
function checkUrls(app: FastifyInstance, body: LtiPlatformBody) {
  if (app.deps.config.nodeEnv !== 'production') return;
  for (const [field, value] of Object.entries(body)) {
    if (field.endsWith('Url') && typeof value === 'string' && !value.startsWith('https://'))
      throw badRequest(`${field} must be an https:// address`);
  }
}

/**
 * A client id at an LMS is one college's: a login names its registration by issuer and client id, and the LMS
 * trusts the assertions of that college's key alone. A second claim to it is refused, whoever makes it.
 */
async function checkClient(
  app: FastifyInstance,
  collegeId: string,
  body: LtiPlatformBody,
  exceptId: string | null,
) {
  const [other] = await app.deps.db
    .select({ id: ltiPlatforms.id, collegeId: ltiPlatforms.collegeId })
    .from(ltiPlatforms)
    .where(
      and(
        eq(ltiPlatforms.issuer, body.issuer),
        eq(ltiPlatforms.clientId, body.clientId),
        exceptId ? ne(ltiPlatforms.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (!other) return;
  throw conflict(other.collegeId === collegeId ? ltiMessages.clientRegistered : ltiMessages.clientTaken);
}

const clean = (body: LtiPlatformBody) => ({
  ...body,
  issuer: body.issuer.trim(),
  clientId: body.clientId.trim(),
  deploymentIds: [...new Set(body.deploymentIds.map((id) => id.trim()))],
});

/** The server fetches the LMS's keys and tokens itself: in production, never from an internal address. */
async function checkReachable(app: FastifyInstance, body: LtiPlatformBody) {
  for (const field of ['jwksUrl', 'tokenUrl'] as const)
    if (await pointsInside(body[field], app.deps.config))
      throw badRequest(`${field}: ${ltiMessages.privateNetwork}`);
}

export async function createPlatform(
  app: FastifyInstance,
  collegeId: string,
  input: LtiPlatformBody,
): Promise<LtiPlatform> {
  const body = clean(input);
  checkUrls(app, body);
  await checkReachable(app, body);
  await checkClient(app, collegeId, body, null);
  const [row] = await app.deps.db
    .insert(ltiPlatforms)
    .values({ ...body, collegeId })
    .returning();
  if (!row) throw new Error('platform insert returned nothing');
  // the key set the LMS is told to trust has its key from now on, not from the first launch
  await signingKey(app, collegeId);
  return presentPlatform(row);
}

export async function updatePlatform(
  app: FastifyInstance,
  collegeId: string,
  platformId: string,
  input: LtiPlatformBody,
): Promise<LtiPlatform> {
  const body = clean(input);
  checkUrls(app, body);
  await checkReachable(app, body);
  await checkClient(app, collegeId, body, platformId);
  const [row] = await app.deps.db
    .update(ltiPlatforms)
    .set(body)
    .where(and(eq(ltiPlatforms.id, platformId), eq(ltiPlatforms.collegeId, collegeId)))
    .returning();
  if (!row) throw notFound(ltiMessages.platformNotFound);
  return presentPlatform(row);
}

export async function deletePlatform(app: FastifyInstance, collegeId: string, platformId: string) {
  const removed = await app.deps.db
    .delete(ltiPlatforms)
    .where(and(eq(ltiPlatforms.id, platformId), eq(ltiPlatforms.collegeId, collegeId)))
    .returning({ id: ltiPlatforms.id });
  if (removed.length === 0) throw notFound(ltiMessages.platformNotFound);
}
