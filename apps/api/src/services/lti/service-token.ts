import { randomBytes } from 'node:crypto';
import type { ltiPlatforms } from '@placement/db';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { outboundFetch } from '../../lib/outbound';
import { signingKey } from './keys';

type PlatformRow = typeof ltiPlatforms.$inferSelect;

/** Fetch toward an LMS: its addresses pass the outbound policy (no internal ones in production). */
export const lmsFetch = (app: FastifyInstance) => outboundFetch(app.deps.config);

/** A reply of the LMS that was not what we asked for, with its status (and Retry-After, when it sent one). */
export class LmsReplyError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfter: string | null = null,
    /** 'token': the token endpoint refused us; 'service': the roster or gradebook call did */
    readonly step: 'token' | 'service' = 'service',
  ) {
    super(message);
  }
}

/**
 * An LTI Advantage access token (AGS, NRPS): the client-credentials grant with a JWT bearer client assertion
 * signed by the college's key (LTI Security Framework §4.1).
 */
export async function grantToken(
  app: FastifyInstance,
  platform: PlatformRow,
  scope: string,
): Promise<{ token: string; scope: string | null }> {
  const key = await signingKey(app, platform.collegeId);
  const assertion = await new SignJWT({ jti: randomBytes(16).toString('base64url') })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.tokenUrl)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key.privateKey);
  const response = await lmsFetch(app)(platform.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; scope?: unknown };
  if (!response.ok || typeof body.access_token !== 'string')
    throw new LmsReplyError(
      `token endpoint answered ${response.status}`,
      response.status,
      response.headers.get('retry-after'),
      'token',
    );
  return { token: body.access_token, scope: typeof body.scope === 'string' ? body.scope : null };
}

export const accessToken = async (app: FastifyInstance, platform: PlatformRow, scope: string) =>
  (await grantToken(app, platform, scope)).token;
