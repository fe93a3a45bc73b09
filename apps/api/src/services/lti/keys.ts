import { createHash, randomBytes } from 'node:crypto';
import { colleges, ltiKeys } from '@placement/db';
import { and, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
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

async function createKey(app: FastifyInstance, collegeId: string): Promise<string> {
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
    collegeId,
    publicJwk: { kty: pub.kty ?? 'RSA', n: pub.n ?? '', e: pub.e ?? '', kid, alg: 'RS256', use: 'sig' },
    privateJwe,
  });
  return kid;
}

/**
 * Gives every college that has a signing key (or the one named) a new one and retires the old: it stays
 * published for RETIRED_KEY_DAYS, far longer than anything signed with it lives. Answers how many colleges got
 * a new key.
 */
export async function rotateKeys(app: FastifyInstance, only?: string): Promise<{ rotated: number }> {
  const retired = await app.deps.db
    .update(ltiKeys)
    .set({ retiredAt: new Date() })
    .where(and(isNull(ltiKeys.retiredAt), only ? eq(ltiKeys.collegeId, only) : isNotNull(ltiKeys.collegeId)))
    .returning({ collegeId: ltiKeys.collegeId });
  const colleges = new Set(retired.map((row) => row.collegeId ?? ''));
  if (only) colleges.add(only);
  for (const collegeId of colleges) await createKey(app, collegeId);
  return { rotated: colleges.size };
}

/** A college's public keys as a JWKS: its current one and those retired recently. */
export async function publicKeys(app: FastifyInstance, collegeId: string) {
  const since = new Date(Date.now() - RETIRED_KEY_DAYS * 86_400_000);
  const rows = await app.deps.db
    .select({ publicJwk: ltiKeys.publicJwk })
    .from(ltiKeys)
    .where(and(eq(ltiKeys.collegeId, collegeId), or(isNull(ltiKeys.retiredAt), gt(ltiKeys.retiredAt, since))))
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

const currentKey = (app: FastifyInstance, collegeId: string) =>
  app.deps.db
    .select()
    .from(ltiKeys)
    .where(and(eq(ltiKeys.collegeId, collegeId), isNull(ltiKeys.retiredAt)))
    .orderBy(desc(ltiKeys.createdAt))
    .limit(1);

/** A college's current signing key, made on first use. */
export async function signingKey(app: FastifyInstance, collegeId: string): Promise<SigningKey> {
  let [row] = await currentKey(app, collegeId);
  if (!row) {
    await createKey(app, collegeId);
    [row] = await currentKey(app, collegeId);
  }
  if (!row) throw new Error('no LTI signing key');
  const { plaintext } = await compactDecrypt(row.privateJwe, wrappingKey(app));
  const jwk = JSON.parse(new TextDecoder().decode(plaintext)) as JWK;
  const privateKey = (await importJWK(jwk, 'RS256')) as JoseKey;
  return { kid: row.kid, privateKey };
}

/** The key set a college's LMS fetches (its first key made on first use); null for no such college. */
export async function keySetOf(app: FastifyInstance, collegeId: string) {
  const [college] = await app.deps.db
    .select({ id: colleges.id })
    .from(colleges)
    .where(eq(colleges.id, collegeId))
    .limit(1);
  if (!college) return null;
  await signingKey(app, collegeId);
  return publicKeys(app, collegeId);
}
