import type { LtiCheck } from '@placement/contract';
import { ltiMessages } from '@placement/contract';
import { ltiPlatforms } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { NRPS_SCOPE } from './courses';
import { lmsErrorInWords } from './lms-errors';
import { grantToken, LmsReplyError, lmsFetch } from './service-token';
import { LINEITEM_SCOPE, SCORE_SCOPE } from './verify';

const SERVICES: [string, string][] = [
  [SCORE_SCOPE, 'scores'],
  [LINEITEM_SCOPE, 'gradebook columns'],
  [NRPS_SCOPE, 'course rosters'],
];

/** The LMS's key set: the keys its launches are checked against. */
async function lmsKeys(app: FastifyInstance, jwksUrl: string): Promise<LtiCheck> {
  const name = "The LMS's key set";
  try {
    const response = await lmsFetch(app)(jwksUrl, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new LmsReplyError(`key set answered ${response.status}`, response.status);
    const body = (await response.json().catch(() => ({}))) as { keys?: unknown };
    const keys = (Array.isArray(body.keys) ? body.keys : []).filter(
      (key: { kty?: unknown; kid?: unknown }) => key?.kty === 'RSA' && typeof key.kid === 'string',
    );
    if (keys.length === 0)
      return {
        name,
        ok: false,
        detail: 'It holds no RSA signing key with a kid: every launch would be refused.',
      };
    return {
      name,
      ok: true,
      detail: `It publishes ${keys.length === 1 ? 'one signing key' : `${keys.length} signing keys`}; launches can be checked.`,
    };
  } catch (error) {
    return { name, ok: false, detail: lmsErrorInWords(error, 'key set') };
  }
}

/** Our key at the LMS: a token for the services, asked for with the college's signed assertion. */
async function ourKey(app: FastifyInstance, platform: typeof ltiPlatforms.$inferSelect): Promise<LtiCheck> {
  const name = "This college's key at the LMS";
  try {
    const granted = await grantToken(app, platform, SERVICES.map(([scope]) => scope).join(' '));
    if (granted.scope === null)
      return { name, ok: true, detail: 'The LMS accepted the key and gave a token for grades and rosters.' };
    const scopes = granted.scope.split(' ');
    const given = SERVICES.filter(([scope]) => scopes.includes(scope)).map(([, label]) => label);
    const missing = SERVICES.filter(([scope]) => !scopes.includes(scope)).map(([, label]) => label);
    return {
      name,
      ok: true,
      detail:
        `The LMS accepted the key and gave access to ${given.join(', ') || 'nothing'}.` +
        (missing.length
          ? ` Not given: ${missing.join(', ')}; turn those services on for the tool in the LMS.`
          : ''),
    };
  } catch (error) {
    return { name, ok: false, detail: lmsErrorInWords(error, 'grade and roster services') };
  }
}

/**
 * Tries a registration from our side, as far as we can reach without a person at the LMS: its key set (which
 * checks its launches) and its token endpoint with the college's key (which grade passback and roster sync
 * use). A launch itself starts in the LMS; it then shows on the registration's activity.
 */
export async function checkConnection(
  app: FastifyInstance,
  collegeId: string,
  platformId: string,
): Promise<LtiCheck[]> {
  const [platform] = await app.deps.db
    .select()
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.id, platformId), eq(ltiPlatforms.collegeId, collegeId)))
    .limit(1);
  if (!platform) throw notFound(ltiMessages.platformNotFound);
  return [await lmsKeys(app, platform.jwksUrl), await ourKey(app, platform)];
}
