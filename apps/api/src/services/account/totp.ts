import { messages } from '@placement/contract';
import { totpSecrets, users } from '@placement/db';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { badRequest } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';

const ISSUER = 'Placement';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function totpFor(user: UserRow, secretAscii: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: user.email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromLatin1(secretAscii),
  });
}

function randomAscii(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * The authenticator secret to register: a new one until a code has confirmed it, then never shown again
 * (so a stolen password alone cannot enrol another phone).
 */
export async function authenticatorSetup(app: FastifyInstance, user: UserRow) {
  const { db } = app.deps;
  const [existing] = await db.select().from(totpSecrets).where(eq(totpSecrets.userId, user.id));
  if (existing?.confirmedAt) return { success: true as const, secret: null, qr: null };
  const ascii = existing?.secretAscii ?? randomAscii(20);
  if (!existing) await db.insert(totpSecrets).values({ userId: user.id, secretAscii: ascii });
  const totp = totpFor(user, ascii);
  const otpauthUrl = totp.toString();
  const qr = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return {
    success: true as const,
    secret: { ascii, base32: totp.secret.base32, otpauth_url: otpauthUrl },
    qr,
  };
}

/** RFC 6238 check against the stored secret, one step of drift, and no step accepted twice. */
export async function verifyAuthenticatorCode(
  app: FastifyInstance,
  user: UserRow,
  code: string,
): Promise<void> {
  const { db } = app.deps;
  const [stored] = await db.select().from(totpSecrets).where(eq(totpSecrets.userId, user.id));
  if (!stored || !/^\d{6}$/.test(code)) throw badRequest(messages.invalidToken, 'INVALID_CODE');
  const totp = totpFor(user, stored.secretAscii);
  const delta = totp.validate({ token: code, window: 1 });
  if (delta === null) throw badRequest(messages.invalidToken, 'INVALID_CODE');
  const step = totp.counter() + delta;
  const claimed = await db
    .update(totpSecrets)
    .set({ lastStep: step, confirmedAt: stored.confirmedAt ?? new Date() })
    .where(
      and(eq(totpSecrets.userId, user.id), or(isNull(totpSecrets.lastStep), lt(totpSecrets.lastStep, step))),
    )
    .returning({ userId: totpSecrets.userId });
  if (claimed.length === 0) throw badRequest(messages.invalidToken, 'CODE_REUSED');
}

/** Which second factor the account asks for at sign-in from now on. */
export async function chooseSecondFactor(
  app: FastifyInstance,
  userId: string,
  type: (typeof users.$inferSelect)['authType'],
): Promise<void> {
  await app.deps.db.update(users).set({ authType: type }).where(eq(users.id, userId));
}
