import { trustedDevices } from '@placement/db';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/secrets';

/**
 * The device cookie: an opaque secret a browser gets when it signs in, bound in `trusted_devices` to each
 * account that signed in with it (a lab computer serves many students). Sent only to the API.
 */
const COOKIE_NAME = 'placement_device';
const COOKIE_PATH = '/api';
const TRUST_DAYS = 180;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The device secret the request's cookies carry, or null. */
export function deviceTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE_NAME) {
      const token = value.join('=');
      return TOKEN_SHAPE.test(token) ? token : null;
    }
  }
  return null;
}

/** Whether this account has signed in with this device before (and the trust has not run out). */
export async function isTrustedDevice(
  app: FastifyInstance,
  token: string | null,
  userId: string,
): Promise<boolean> {
  if (!token) return false;
  const [row] = await app.deps.db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.deviceHash, sha256(token)),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Trusts the device for this account after a sign-in, for another 180 days; returns the secret its cookie
 * holds. A secret we issued before is kept (the device's other accounts stay trusted); anything else is
 * replaced, so a value planted in a browser never becomes trusted.
 */
export async function trustDevice(
  app: FastifyInstance,
  token: string | null,
  userId: string,
): Promise<string> {
  const { db } = app.deps;
  const now = new Date();
  const known =
    token !== null &&
    (
      await db
        .select({ userId: trustedDevices.userId })
        .from(trustedDevices)
        .where(and(eq(trustedDevices.deviceHash, sha256(token)), gt(trustedDevices.expiresAt, now)))
        .limit(1)
    ).length > 0;
  const secret = known && token ? token : randomToken();
  const expiresAt = new Date(now.getTime() + TRUST_DAYS * 86_400_000);
  await db
    .insert(trustedDevices)
    .values({ deviceHash: sha256(secret), userId, expiresAt })
    .onConflictDoUpdate({ target: [trustedDevices.deviceHash, trustedDevices.userId], set: { expiresAt } });
  await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), lt(trustedDevices.expiresAt, now)));
  return secret;
}

/** The Set-Cookie value: script cannot read it, other sites cannot send it, https only in production. */
export function deviceCookie(secret: string, production: boolean): string {
  return [
    `${COOKIE_NAME}=${secret}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${TRUST_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(production ? ['Secure'] : []),
  ].join('; ');
}
