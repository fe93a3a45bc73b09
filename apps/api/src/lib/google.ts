import { messages, oneLineText } from '@placement/contract';
import { badRequest, unauthorized } from './http-error';

/** A name from Google is taken as one line: what a typed name may not hold becomes a space. */
const oneLine = (name: string) => oneLineText(name, 80);

/** Who owns an access token the browser obtained from Google (implicit flow, apps/web/src/lib/google-oauth.ts). */
export interface GoogleProfile {
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
}

export interface GoogleEndpoints {
  /** our OAuth client id; a token issued to any other client is refused */
  clientId: string | undefined;
  tokeninfoUrl: string;
  userinfoUrl: string;
}

type Json = Record<string, unknown>;

async function getJson(url: string, headers: Record<string, string> = {}): Promise<Json | null> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Json) : null;
  } catch {
    return null;
  }
}

/**
 * Checks at tokeninfo that the token was issued to our client (an access token given to another app could
 * otherwise be replayed here), then reads the profile at userinfo and requires a verified address.
 * Throws 401 or 400 with a message the person can act on.
 */
export async function fetchGoogleProfile(
  google: GoogleEndpoints,
  accessToken: string,
): Promise<GoogleProfile> {
  if (!google.clientId) throw badRequest(messages.googleNotConfigured, 'GOOGLE_NOT_CONFIGURED');
  const tokeninfo = new URL(google.tokeninfoUrl);
  tokeninfo.searchParams.set('access_token', accessToken);
  const info = await getJson(tokeninfo.href);
  if (!info || typeof info.sub !== 'string') throw unauthorized(messages.googleFailed, 'GOOGLE_FAILED');
  if (info.aud !== google.clientId) throw unauthorized(messages.googleWrongApp, 'GOOGLE_WRONG_AUDIENCE');

  const body = await getJson(google.userinfoUrl, { authorization: `Bearer ${accessToken}` });
  if (!body || body.sub !== info.sub) throw unauthorized(messages.googleFailed, 'GOOGLE_FAILED');
  if (typeof body.email !== 'string' || body.email_verified !== true) {
    throw badRequest(messages.googleEmailUnverified, 'GOOGLE_EMAIL_UNVERIFIED');
  }
  return {
    email: body.email.toLowerCase(),
    firstName: oneLine(typeof body.given_name === 'string' ? body.given_name : body.email.split('@')[0]!),
    lastName: oneLine(typeof body.family_name === 'string' ? body.family_name : ''),
    picture: typeof body.picture === 'string' ? body.picture : null,
  };
}
