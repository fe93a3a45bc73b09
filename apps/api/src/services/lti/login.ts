import { type LtiLoginParams, ltiMessages } from '@placement/contract';
import { ltiNonces, ltiPlatforms } from '@placement/db';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../../lib/secrets';
import { stillUsable } from '../../lib/single-use';
import { LtiError } from './errors';

/** How long the browser has from our redirect to the LMS until the launch comes back. */
const STATE_MINUTES = 10;

/** The registration the login names: by issuer, then client id and deployment when several share the issuer. */
async function platformFor(app: FastifyInstance, params: LtiLoginParams) {
  const rows = await app.deps.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.issuer, params.iss));
  if (rows.length === 0) throw new LtiError(400, ltiMessages.unknownIssuer(params.iss));
  const fits = rows.filter(
    (row) =>
      (!params.client_id || row.clientId === params.client_id) &&
      (!params.lti_deployment_id || row.deploymentIds.includes(params.lti_deployment_id)),
  );
  if (fits.length !== 1) throw new LtiError(400, ltiMessages.unknownClient);
  return fits[0]!;
}

/**
 * OIDC third-party login initiation: remembers a fresh state and nonce, and answers with the address of the
 * platform's authorization endpoint the browser goes to next.
 */
export async function initiateLogin(app: FastifyInstance, params: LtiLoginParams): Promise<string> {
  const platform = await platformFor(app, params);
  if (!params.target_link_uri.startsWith(`${app.deps.config.publicUrl}/`))
    throw new LtiError(400, ltiMessages.foreignTarget);
  const state = randomToken();
  const nonce = randomToken();
  const now = new Date();
  await app.deps.db.delete(ltiNonces).where(lt(ltiNonces.expiresAt, now));
  await app.deps.db.insert(ltiNonces).values({
    state,
    nonce,
    platformId: platform.id,
    expiresAt: new Date(now.getTime() + STATE_MINUTES * 60_000),
  });
  const target = new URL(platform.authUrl);
  const query = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: `${app.deps.config.publicUrl}/api/lti/launch`,
    login_hint: params.login_hint,
    state,
    nonce,
    ...(params.lti_message_hint ? { lti_message_hint: params.lti_message_hint } : {}),
  };
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target.toString();
}

/**
 * Takes the state of a launch, once: the row is marked used in the same statement that finds it, so two
 * posts of one launch cannot both pass. Used rows stay until they expire, so a replay is named as one.
 */
export async function takeState(app: FastifyInstance, state: string) {
  const now = new Date();
  const [taken] = await app.deps.db
    .update(ltiNonces)
    .set({ usedAt: now })
    .where(and(eq(ltiNonces.state, state), stillUsable(ltiNonces, now)))
    .returning();
  if (taken) return taken;
  const [seen] = await app.deps.db.select().from(ltiNonces).where(eq(ltiNonces.state, state)).limit(1);
  if (seen?.usedAt) throw new LtiError(400, ltiMessages.replayed);
  throw new LtiError(400, ltiMessages.unknownState);
}
