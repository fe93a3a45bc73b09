import { createHash } from 'node:crypto';
import { messages, type Role } from '@placement/contract';
import { sessions, users } from '@placement/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../lib/http-error';
import type { Actor } from '../../plugins/auth';

/**
 * EventSource cannot send the auth-token header, and a session token must never sit in a URL (logs,
 * history). So the browser trades its header for a ticket: a one-minute token naming the session, signed
 * with a key derived for this purpose alone (a ticket is never a session token, nor the reverse). Each use
 * checks the session again, so logging out kills the ticket too.
 */

export const TICKET_SECONDS = 60;
const AUDIENCE = 'live-events';

const keyOf = (app: FastifyInstance) =>
  createHash('sha256').update(`${app.deps.config.jwtSecret}\0live-events-ticket`).digest();

export async function issueTicket(app: FastifyInstance, { user, session }: Actor): Promise<string> {
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + TICKET_SECONDS)
    .sign(keyOf(app));
}

/** The live, fully signed-in session a ticket names, for a user of `role`; 401 otherwise. */
export async function actorOfTicket(app: FastifyInstance, ticket: string, role: Role): Promise<Actor> {
  let sid: unknown;
  let sub: unknown;
  try {
    const { payload } = await jwtVerify(ticket, keyOf(app), { algorithms: ['HS256'], audience: AUDIENCE });
    sid = payload.sid;
    sub = payload.sub;
  } catch {
    throw unauthorized('This events ticket is invalid or has expired', 'TICKET_INVALID');
  }
  if (typeof sid !== 'string' || typeof sub !== 'string') {
    throw unauthorized('This events ticket is invalid or has expired', 'TICKET_INVALID');
  }
  const [row] = await app.deps.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)))
    .limit(1);
  if (
    !row ||
    row.user.id !== sub ||
    row.user.role !== role ||
    row.session.stage !== 'full' ||
    row.session.expiresAt <= new Date()
  ) {
    throw unauthorized(messages.tokenBlacklisted, 'TOKEN_BLACKLISTED');
  }
  return row;
}

/** Whether the session behind an open stream is still live (checked on every heartbeat). */
export async function sessionAlive(app: FastifyInstance, sessionId: string): Promise<boolean> {
  const [row] = await app.deps.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  return Boolean(row && row.expiresAt > new Date());
}
