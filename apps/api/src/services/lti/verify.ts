import { ltiMessages } from '@placement/contract';
import { ltiPlatforms } from '@placement/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createRemoteJWKSet,
  customFetch,
  decodeProtectedHeader,
  errors,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import { type OutboundPolicy, outboundFetch, refusedAsInternal } from '../../lib/outbound';
import { LtiError } from './errors';
import { takeState } from './login';

export const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const DL_CLAIM = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
export const AGS_CLAIM = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
export const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
export const LINEITEM_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem';

export type PlatformRow = typeof ltiPlatforms.$inferSelect;

/** One remote key set per JWKS address; jose caches the keys and refetches on an unknown kid. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string, policy: OutboundPolicy) {
  const key = `${policy.lmsAllowPrivateNetwork}|${policy.publicUrl}|${url}`;
  let set = keySets.get(key);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
      [customFetch]: outboundFetch(policy),
    });
    keySets.set(key, set);
  }
  return set;
}

export interface VerifiedLaunch {
  platform: PlatformRow;
  claims: JWTPayload & Record<string, unknown>;
  messageType: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  deploymentId: string;
  sub: string;
  roles: string[];
}

function refusal(error: unknown): LtiError {
  if (error instanceof LtiError) return error;
  if (error instanceof errors.JWTExpired) return new LtiError(401, ltiMessages.expired);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return new LtiError(401, ltiMessages.wrongAudience);
    if (error.claim === 'iss') return new LtiError(401, ltiMessages.wrongIssuer);
    if (error.claim === 'iat' || error.claim === 'nbf') return new LtiError(401, ltiMessages.expired);
    return new LtiError(401, ltiMessages.badClaims(`${error.claim} ${error.reason}`));
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSEAlgNotAllowed
  ) {
    return new LtiError(401, ltiMessages.forged);
  }
  if (refusedAsInternal(error)) return new LtiError(502, ltiMessages.privateNetwork);
  return new LtiError(502, 'The LMS keys could not be fetched to check this launch. Try again shortly.');
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** A compact JWS whose header names its key (kid). */
function namesKey(token: string): boolean {
  try {
    const { kid } = decodeProtectedHeader(token);
    return typeof kid === 'string' && kid.length > 0;
  } catch {
    return false;
  }
}

/**
 * Checks a platform's launch: the state we issued (once), the signature against the platform's JWKS, issuer,
 * audience (and azp), the named key (kid), expiry, nonce, the deployment registered for that college, and the
 * LTI claims. Every failure becomes an LtiError with the sentence to show.
 */
export async function verifyLaunch(
  app: FastifyInstance,
  body: { id_token?: string; state?: string },
): Promise<VerifiedLaunch> {
  if (!body.id_token || !body.state) throw new LtiError(400, ltiMessages.missingToken);
  const login = await takeState(app, body.state);
  const [platform] = await app.deps.db
    .select()
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.id, login.platformId))
    .limit(1);
  if (!platform) throw new LtiError(400, ltiMessages.unknownState);
  try {
    return await checkToken(app, platform, login.nonce, body.id_token);
  } catch (error) {
    // from here on a refusal is the registration's: its college's LMS page lists it
    const refused = refusal(error);
    refused.platformId = platform.id;
    throw refused;
  }
}

async function checkToken(
  app: FastifyInstance,
  platform: PlatformRow,
  nonce: string,
  token: string,
): Promise<VerifiedLaunch> {
  // the key must be named: a platform's JWKS holds several during its rotations
  if (!namesKey(token)) throw new LtiError(401, ltiMessages.forged);
  const verified = await jwtVerify(token, keySet(platform.jwksUrl, app.deps.config), {
    issuer: platform.issuer,
    audience: platform.clientId,
    algorithms: ['RS256'],
    requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    maxTokenAge: '10m',
    clockTolerance: 30,
  });
  const claims = verified.payload as VerifiedLaunch['claims'];
  // OIDC Core §3.1.3.7: several audiences need an azp; an azp, when there, must be this tool
  const audiences = Array.isArray(claims.aud) ? claims.aud.length : 1;
  if ((audiences > 1 || claims.azp !== undefined) && claims.azp !== platform.clientId)
    throw new LtiError(401, ltiMessages.wrongAzp);
  if (claims.nonce !== nonce) throw new LtiError(400, ltiMessages.nonceMismatch);
  const deploymentId = claims[`${CLAIM}deployment_id`];
  if (typeof deploymentId !== 'string' || !deploymentId)
    throw new LtiError(400, ltiMessages.badClaims('deployment_id is missing'));
  if (!platform.deploymentIds.includes(deploymentId))
    throw new LtiError(403, ltiMessages.wrongDeployment(deploymentId));
  if (claims[`${CLAIM}version`] !== '1.3.0')
    throw new LtiError(400, ltiMessages.badClaims('version must be 1.3.0'));
  const messageType = claims[`${CLAIM}message_type`];
  if (messageType !== 'LtiResourceLinkRequest' && messageType !== 'LtiDeepLinkingRequest')
    throw new LtiError(400, ltiMessages.badClaims(`message_type ${String(messageType)} is not supported`));
  const roles = claims[`${CLAIM}roles`];
  if (!isStringArray(roles)) throw new LtiError(400, ltiMessages.badClaims('roles must be a list'));
  const sub = claims.sub;
  if (typeof sub !== 'string' || !sub) throw new LtiError(400, ltiMessages.badClaims('sub is missing'));
  if (messageType === 'LtiResourceLinkRequest') {
    const link = claims[`${CLAIM}resource_link`] as { id?: unknown } | undefined;
    if (typeof link?.id !== 'string' || !link.id)
      throw new LtiError(400, ltiMessages.badClaims('resource_link.id is missing'));
  } else {
    const settings = claims[`${DL_CLAIM}deep_linking_settings`] as
      | { deep_link_return_url?: unknown }
      | undefined;
    if (typeof settings?.deep_link_return_url !== 'string')
      throw new LtiError(400, ltiMessages.badClaims('deep_linking_settings.deep_link_return_url is missing'));
  }
  return { platform, claims, messageType, deploymentId, sub, roles };
}
