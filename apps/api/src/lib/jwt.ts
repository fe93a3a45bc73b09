import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sid: string;
  sub: string;
  role: string;
}

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sid, role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
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
