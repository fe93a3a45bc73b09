import { messages } from '@placement/contract';
import { otpCodes } from '@placement/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { numericCode, sha256 } from '../../lib/secrets';
import { stillUsable } from '../../lib/single-use';
import type { UserRow } from '../../plugins/auth';

const OTP_TTL_MS = 10 * 60_000;
const MAX_TRIES = 5;

/** 'second_factor': texted after the password; 'sign_in': mailed when an account's sign-ins need a code. */
export type CodePurpose = 'second_factor' | 'sign_in';

/** Stores a fresh 6-digit code for `purpose`, valid 10 minutes; the user's earlier ones of it stop working. */
export async function issueCode(app: FastifyInstance, userId: string, purpose: CodePurpose): Promise<string> {
  const code = numericCode(6);
  const { db } = app.deps;
  await db
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)));
  await db
    .insert(otpCodes)
    .values({ userId, purpose, codeHash: sha256(code), expiresAt: new Date(Date.now() + OTP_TTL_MS) });
  return code;
}

/**
 * Whether `code` is the user's live code for `purpose`: single use, expiring, dead after a few wrong tries.
 * With `spend: false` it only looks (the same queries' worth of time), using nothing up.
 */
export async function checkCode(
  app: FastifyInstance,
  userId: string,
  code: string,
  purpose: CodePurpose,
  spend = true,
): Promise<boolean> {
  const { db } = app.deps;
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), stillUsable(otpCodes)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row || row.attempts >= MAX_TRIES || !spend) return false;
  if (row.codeHash !== sha256(code)) {
    await db
      .update(otpCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(otpCodes.id, row.id));
    return false;
  }
  const used = await db
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return used.length > 0;
}

/** Texts a fresh 6-digit code; earlier codes stop working. */
export async function sendOtp(app: FastifyInstance, user: UserRow): Promise<void> {
  assertTextSignIn(app);
  if (!user.phoneNumber) throw badRequest('Add a phone number to your profile to use text-message codes');
  const code = await issueCode(app, user.id, 'second_factor');
  await app.deps.sms.send(
    user.phoneNumber,
    `Your Placement sign-in code is ${code}. It expires in 10 minutes.`,
    [code],
  );
}

/** Throws 400 unless this server can text codes (production needs SMS_URL; see loadConfig). */
export function assertTextSignIn(app: FastifyInstance): void {
  if (!app.deps.config.textSignIn) throw badRequest(messages.textSignInUnavailable, 'TEXT_SIGN_IN_OFF');
}

/** Checks a texted code: single use, expiring, and locked after a few wrong tries. */
export async function verifyOtp(app: FastifyInstance, userId: string, code: string): Promise<void> {
  if (!(await checkCode(app, userId, code, 'second_factor'))) {
    throw badRequest(messages.invalidToken, 'INVALID_CODE');
  }
}
