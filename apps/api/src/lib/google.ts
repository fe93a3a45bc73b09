import { LINE_BREAKERS } from '@placement/contract';

/** A name from Google is taken as one line: control characters and line separators become spaces. */
const oneLine = (name: string) =>
  name
    .replace(new RegExp(`[${LINE_BREAKERS}]+`, 'g'), ' ')
    .trim()
    .slice(0, 80);

export interface GoogleProfile {
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
}

/** Asks Google (or the configured stand-in) who owns an access token obtained by the browser. */
export async function fetchGoogleProfile(
  userinfoUrl: string,
  accessToken: string,
): Promise<GoogleProfile | null> {
  let response: Response;
  try {
    response = await fetch(userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return null;
  }
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body.email !== 'string' || body.email_verified === false) return null;
  return {
    email: body.email.toLowerCase(),
    firstName: oneLine(typeof body.given_name === 'string' ? body.given_name : body.email.split('@')[0]!),
    lastName: oneLine(typeof body.family_name === 'string' ? body.family_name : ''),
    picture: typeof body.picture === 'string' ? body.picture : null,
  };
}
