import { messages, type Role } from '@placement/contract';
import { passwordResets, users } from '@placement/db';
import { isStrongPassword, passwordRule } from '@placement/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isCommonPassword } from '../../lib/common-passwords';
import { badRequest } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import { stillUsable } from '../../lib/single-use';
import type { UserRow } from '../../plugins/auth';
import { audit, revokeOtherSessions } from './sessions';

const RESET_TTL_MS = 60 * 60_000;

/** Throws 400 with the spec's rule when the password is weak or common, or the two entries differ. */
export function assertNewPassword(password: string, confirm: string): void {
  if (!isStrongPassword(password)) {
    throw badRequest(
      `Password must have ${passwordRule(password)
        .map((r) => r.message.toLowerCase())
        .join(', ')}`,
      'WEAK_PASSWORD',
    );
  }
  if (isCommonPassword(password)) throw badRequest(messages.commonPassword, 'COMMON_PASSWORD');
  if (password !== confirm) throw badRequest(messages.passwordsDoNotMatch, 'PASSWORD_MISMATCH');
}

/** Mails a one-hour, single-use link to `${publicUrl}${pagePath}/${token}`, the reset page of the user's portal. */
export async function sendResetLink(app: FastifyInstance, user: UserRow, pagePath: string): Promise<void> {
  const token = randomToken();
  await app.deps.db
    .insert(passwordResets)
    .values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const link = `${app.deps.config.publicUrl}${pagePath}/${token}`;
  await app.deps.mailer.send({
    to: user.email,
    subject: 'Reset your Placement password',
    text: `Hello ${user.firstName},\n\nOpen this link to choose a new password. It works once and expires in one hour.\n\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Open this link to choose a new password. It works once and expires in one hour.</p><p><a href="${link}">${link}</a></p><p>If you did not ask for this, ignore this mail.</p>`,
    secrets: [token],
  });
}

/** Uses a reset token once (only at its own role's portal): sets the password and signs out every session. */
export async function resetPassword(
  app: FastifyInstance,
  role: Role,
  token: string,
  password: string,
  ip: string,
) {
  const { db } = app.deps;
  const claimed = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        stillUsable(passwordResets),
        inArray(passwordResets.userId, db.select({ id: users.id }).from(users).where(eq(users.role, role))),
      ),
    )
    .returning({ userId: passwordResets.userId });
  const userId = claimed[0]?.userId;
  if (!userId) throw badRequest('Reset link is invalid or has expired', 'RESET_TOKEN_INVALID');
  await setPassword(app, userId, password, { action: 'password.reset', ip });
}

/**
 * Stores a new password after a reset or a change: every reset link still outstanding stops working, and
 * every session but `keepSession` ends.
 */
export async function setPassword(
  app: FastifyInstance,
  userId: string,
  password: string,
  how: { action: 'password.reset' | 'password.update'; ip: string; keepSession?: string },
): Promise<void> {
  const { db } = app.deps;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await revokeOtherSessions(app, userId, how.keepSession);
  await audit(app, userId, how.action, how.ip);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
