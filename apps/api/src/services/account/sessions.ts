import { auditEvents, sessions } from '@placement/db';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describeDevice } from '../../lib/device';
import type { SessionRow, UserRow } from '../../plugins/auth';

const SESSION_DAYS = 7;

export interface ClientInfo {
  ip: string;
  claimedIp: string | null;
  device: string;
}

/** The request's own IP (Fastify honours TRUST_PROXY); the body's `ip` is kept only as a claim. */
export function clientInfo(request: FastifyRequest, claimedIp?: string): ClientInfo {
  return {
    ip: request.ip,
    claimedIp: claimedIp ?? null,
    device: describeDevice(request.headers['user-agent']),
  };
}

/** Opens a session and signs a token naming it. */
export async function startSession(
  app: FastifyInstance,
  user: UserRow,
  client: ClientInfo,
  stage: SessionRow['stage'],
): Promise<{ token: string; session: SessionRow }> {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const [session] = await app.deps.db
    .insert(sessions)
    .values({
      userId: user.id,
      stage,
      ip: client.ip,
      claimedIp: client.claimedIp,
      device: client.device,
      expiresAt,
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  await audit(app, user.id, 'login', client.ip, { sessionId: session.id, stage });
  const token = await app.deps.jwt.sign({ sid: session.id, sub: user.id, role: user.role }, expiresAt);
  return { token, session };
}

export async function completeSecondFactor(app: FastifyInstance, session: SessionRow): Promise<void> {
  await app.deps.db.update(sessions).set({ stage: 'full' }).where(eq(sessions.id, session.id));
}

export async function revokeSession(
  app: FastifyInstance,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const revoked = await app.deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // this process's next request must not wait for the database's change notice
  app.actorCache?.forgetUser(userId);
  return revoked.length > 0;
}

/** Revokes every session of the user but `keep` (after a password change or reset). */
export async function revokeOtherSessions(
  app: FastifyInstance,
  userId: string,
  keep?: string,
): Promise<void> {
  const where = keep
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keep))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await app.deps.db.update(sessions).set({ revokedAt: new Date() }).where(where);
  app.actorCache?.forgetUser(userId);
}

/** Drops a session from the activity list (revoking it first if it is still live). */
export async function hideSession(app: FastifyInstance, userId: string, sessionId: string): Promise<boolean> {
  const now = new Date();
  const [row] = await app.deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.hiddenAt)));
  if (!row) return false;
  await app.deps.db
    .update(sessions)
    .set({ hiddenAt: now, revokedAt: row.revokedAt ?? now })
    .where(eq(sessions.id, sessionId));
  app.actorCache?.forgetUser(userId);
  return true;
}

export async function listSessions(app: FastifyInstance, userId: string, currentId: string) {
  const rows = await app.deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.hiddenAt)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
  const now = new Date();
  return rows.map((s) => ({
    _id: s.id,
    device: s.device,
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    active: !s.revokedAt && s.expiresAt > now,
    current: s.id === currentId,
  }));
}

export async function audit(
  app: FastifyInstance,
  userId: string | null,
  action: string,
  ip: string | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await app.deps.db.insert(auditEvents).values({ userId, action, ip, detail });
}
