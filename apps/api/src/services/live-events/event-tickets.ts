import { createHash } from 'node:crypto';
import { messages, type Role } from '@placement/contract';
import { sessions, usedEventTickets, users } from '@placement/db';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../lib/http-error';
import { randomToken } from '../../lib/secrets';
import type { Actor } from '../../plugins/auth';

/**
 * EventSource cannot send the auth-token header, and a session token must never sit in a URL (logs,
 * history). So the browser trades its header for a ticket: a one-minute token naming the session, signed
 * with a key derived for this purpose alone (a ticket is never a session token, nor the reverse). A ticket
 * opens one stream: the database remembers it as used, for every API process. Its use checks the session
 * again, so logging out kills the ticket too.
 */

export const TICKET_SECONDS = 60;
const AUDIENCE = 'live-events';

const keyOf = (app: FastifyInstance) =>
  createHash('sha256').update(`${app.deps.config.jwtSecret}\0live-events-ticket`).digest();

/**
 * A ticket for the user's own events, or for one topic they may watch (`board:<test id>`): a ticket opens only
 * the stream it was issued for.
 */
export async function issueTicket(
  app: FastifyInstance,
  { user, session }: Actor,
  topic?: string,
): Promise<string> {
  return new SignJWT({ sid: session.id, ...(topic ? { topic } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setJti(randomToken(16))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + TICKET_SECONDS)
    .sign(keyOf(app));
}

/**
 * The live, fully signed-in session a ticket names, for a user of one of `roles`, issued for `topic` (none:
 * the user's own events); 401 otherwise.
 */
export async function actorOfTicket(
  app: FastifyInstance,
  ticket: string,
  roles: Role | Role[],
  topic?: string,
): Promise<Actor> {
  let sid: unknown;
  let sub: unknown;
  let jti: unknown;
  let exp: unknown;
  let issuedFor: unknown;
  try {
    const { payload } = await jwtVerify(ticket, keyOf(app), { algorithms: ['HS256'], audience: AUDIENCE });
    ({ sid, sub, jti, exp, topic: issuedFor } = payload);
  } catch {
    throw unauthorized(messages.eventTicketInvalid, 'TICKET_INVALID');
  }
  if (
    typeof sid !== 'string' ||
    typeof sub !== 'string' ||
    typeof jti !== 'string' ||
    typeof exp !== 'number' ||
    (issuedFor ?? null) !== (topic ?? null)
  ) {
    throw unauthorized(messages.eventTicketInvalid, 'TICKET_INVALID');
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
    !(Array.isArray(roles) ? roles : [roles]).includes(row.user.role) ||
    row.session.stage !== 'full' ||
    row.session.expiresAt <= new Date()
  ) {
    throw unauthorized(messages.tokenBlacklisted, 'TOKEN_BLACKLISTED');
  }
  // used once: the first connection to present it records it, in one statement, whichever process it reaches
  const used = await app.deps.db
    .insert(usedEventTickets)
    .values({ ticketId: jti, expiresAt: new Date(exp * 1000) })
    .onConflictDoNothing()
    .returning({ ticketId: usedEventTickets.ticketId });
  if (used.length === 0) throw unauthorized(messages.eventTicketUsed, 'TICKET_USED');
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

/** Forgets used tickets past their expiry: an expired ticket is refused by its signature check anyway. */
export async function sweepUsedTickets(app: FastifyInstance, now = new Date()): Promise<void> {
  await app.deps.db.delete(usedEventTickets).where(lt(usedEventTickets.expiresAt, now));
}
