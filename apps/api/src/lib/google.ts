/** Asks Google (or the configured stand-in) who owns an access token obtained by the browser. */
export interface GoogleProfile {
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
}

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
    firstName: typeof body.given_name === 'string' ? body.given_name : body.email.split('@')[0]!,
    lastName: typeof body.family_name === 'string' ? body.family_name : '',
    picture: typeof body.picture === 'string' ? body.picture : null,
  };
}
