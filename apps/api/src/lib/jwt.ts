import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sid: string;
  sub: string;
  role: string;
}

/** How many verified tokens each process remembers (a drive's students, each with one session). */
const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * Session tokens: HS256, signed and verified synchronously with node's own HMAC. Every request of a signed-in
 * caller verifies one, so a token seen before is answered from a cache of verified tokens (its expiry is still
 * checked on every use).
 */
export function createJwt(secret: string) {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: VERIFIED_TOKENS_KEPT });
  return {
    async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return signer({
        sid: claims.sid,
        role: claims.role,
        sub: claims.sub,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
      });
    },
    verify(token: string): TokenClaims | null {
      try {
        const payload = verifier(token) as Record<string, unknown>;
        if (
          typeof payload.sid !== 'string' ||
          typeof payload.sub !== 'string' ||
          typeof payload.role !== 'string'
        ) {
          return null;
        }
        return { sid: payload.sid, sub: payload.sub, role: payload.role };
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
