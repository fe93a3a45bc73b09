import { createHash, randomBytes } from 'node:crypto';
import { ltiKeys } from '@placement/db';
import { desc, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CompactEncrypt,
  compactDecrypt,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey as JoseKey,
  type JWK,
} from 'jose';

/** How long a retired key stays in our JWKS: longer than any token or message signed with it lives. */
export const RETIRED_KEY_DAYS = 7;

export interface SigningKey {
  kid: string;
  privateKey: JoseKey;
}

/** The key that encrypts private keys at rest, derived from JWT_SECRET (a separate purpose, a separate key). */
function wrappingKey(app: FastifyInstance): Uint8Array {
  return createHash('sha256').update(`lti-signing-keys:${app.deps.config.jwtSecret}`).digest();
}

async function createKey(app: FastifyInstance): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomBytes(12).toString('base64url');
  const pub = await exportJWK(publicKey);
  const priv = await exportJWK(privateKey);
  const privateJwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(priv)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(wrappingKey(app));
  await app.deps.db.insert(ltiKeys).values({
    kid,
    publicJwk: { kty: pub.kty ?? 'RSA', n: pub.n ?? '', e: pub.e ?? '', kid, alg: 'RS256', use: 'sig' },
    privateJwe,
  });
  return kid;
}

/** Adds a new signing key and retires the current one (it stays published for RETIRED_KEY_DAYS). */
export async function rotateKeys(app: FastifyInstance): Promise<{ kid: string; keys: number }> {
  const now = new Date();
  await app.deps.db.update(ltiKeys).set({ retiredAt: now }).where(isNull(ltiKeys.retiredAt));
  const kid = await createKey(app);
  return { kid, keys: (await publicKeys(app)).length };
}

/** Our public keys as a JWKS: the current one and those retired recently. */
export async function publicKeys(app: FastifyInstance) {
  const since = new Date(Date.now() - RETIRED_KEY_DAYS * 86_400_000);
  const rows = await app.deps.db
    .select({ publicJwk: ltiKeys.publicJwk })
    .from(ltiKeys)
    .where(or(isNull(ltiKeys.retiredAt), gt(ltiKeys.retiredAt, since)))
    .orderBy(desc(ltiKeys.createdAt));
  return rows.map((row) => ({
    kty: row.publicJwk.kty ?? 'RSA',
    kid: row.publicJwk.kid ?? '',
    alg: 'RS256',
    use: 'sig',
    n: row.publicJwk.n ?? '',
    e: row.publicJwk.e ?? '',
  }));
}

/** The current signing key, made on first use. */
export async function signingKey(app: FastifyInstance): Promise<SigningKey> {
  let [row] = await app.deps.db
    .select()
    .from(ltiKeys)
    .where(isNull(ltiKeys.retiredAt))
    .orderBy(desc(ltiKeys.createdAt))
    .limit(1);
  if (!row) {
    await createKey(app);
    [row] = await app.deps.db
      .select()
      .from(ltiKeys)
      .where(isNull(ltiKeys.retiredAt))
      .orderBy(desc(ltiKeys.createdAt))
      .limit(1);
  }
  if (!row) throw new Error('no LTI signing key');
  const { plaintext } = await compactDecrypt(row.privateJwe, wrappingKey(app));
  const jwk = JSON.parse(new TextDecoder().decode(plaintext)) as JWK;
  const privateKey = (await importJWK(jwk, 'RS256')) as JoseKey;
  return { kid: row.kid, privateKey };
}
