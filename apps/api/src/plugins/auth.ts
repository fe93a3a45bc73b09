import { messages, type Role } from '@placement/contract';
import { sessions, users } from '@placement/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import { prepared } from '../lib/prepared';
import type { ActorCache } from './actor-cache';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * What a route accepts: 'public', or the roles allowed. `secondFactor: true` marks the few routes a
 * half-authenticated session (authenticator or text-message code still to come) may reach.
 */
/** 'public' routes still learn who is calling when a token is sent; 'anyone' routes never look. */
export type RouteAuth = 'public' | 'anyone' | { roles: Role[]; secondFactor?: true };

export interface Actor {
  user: UserRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** the route never changes its caller's account or sessions, so a write keeps their cached session */
    keepsActor?: true;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** who each token belongs to, kept by plugins/actor-cache.ts; null: ask the database every time */
    actorCache: ActorCache | null;
  }
}

const TOUCH_EVERY_MS = 60_000;

/** the session a token names with its user, unless revoked (every signed-in request the actor cache misses) */
const liveSession = prepared((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('live_session'),
);

/** Default-deny: every /api route must say who may call it, and the check runs before the body is read. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.config?.auth === undefined) {
      throw new Error(`route ${route.method} ${route.url} does not declare config.auth`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.auth;
    if (rule === 'anyone') return;
    if (rule === 'public') {
      request.actor = await optionalActor(app, request);
      return;
    }
    if (!rule) {
      if (request.routeOptions.url?.startsWith('/api/')) throw forbidden(messages.forbidden);
      return;
    }
    await authenticate(app, request, rule);
  });
});

/** Checks the caller against a route's rule and remembers them on the request; throws 401 or 403. */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: Exclude<RouteAuth, 'public' | 'anyone'>,
): Promise<Actor> {
  const found = await actorOf(app, request);
  if (!found) throw unauthorized(messages.loginRequired, 'LOGIN_REQUIRED');
  if (!rule.roles.includes(found.user.role)) throw forbidden(messages.forbidden, 'WRONG_ROLE');
  if (found.session.stage !== 'full' && !rule.secondFactor) {
    throw forbidden(messages.secondFactorRequired, 'SECOND_FACTOR_REQUIRED');
  }
  request.actor = found;
  return found;
}

/** The actor named by the auth-token header: null without a header, 401 for a bad or revoked token. */
async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  const header = request.headers['auth-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return null;
  const now = new Date();
  const found = await liveActor(app, token, now);
  if (!found) throw unauthorized(messages.tokenBlacklisted, 'TOKEN_BLACKLISTED');
  await touch(app, found.session, now);
  return found;
}

/**
 * The actor of a token whose session is live (signed, not revoked, not expired, its user's): from the actor
 * cache when it holds the session, else from the database (then cached). Null otherwise.
 */
export async function liveActor(
  app: FastifyInstance,
  token: string,
  now = new Date(),
): Promise<Actor | null> {
  const claims = app.deps.jwt.verify(token);
  if (!claims) return null;
  const cached = app.actorCache?.get(claims.sid, now.getTime());
  const found = cached ?? (await liveSession(app.deps.db).execute({ sid: claims.sid }))[0];
  if (!found || found.session.expiresAt <= now || found.user.id !== claims.sub) return null;
  if (!cached) app.actorCache?.put(found, now.getTime());
  return found;
}

/** Notes when a session was last used, at most once a minute (Settings → Activity shows it). */
async function touch(app: FastifyInstance, session: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return;
  session.lastSeenAt = now;
  await app.deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
}

async function optionalActor(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  try {
    return await actorOf(app, request);
  } catch {
    return null;
  }
}

/** The actor of a route that declared roles; the onRequest hook guarantees it is there. */
export function actor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized(messages.loginRequired, 'LOGIN_REQUIRED');
  return request.actor;
}
