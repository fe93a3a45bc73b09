import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseTransport } from '../services/live-events/live-events';
import type { Actor } from './auth';

/** The database names a user on this channel whenever their row or one of their sessions changes (migration 0007). */
export const ACTOR_CHANNEL = 'placement_actor';
/** A backstop for a change notice that never came; a dropped listening connection also clears the cache. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  actor: Actor;
  until: number;
}

/**
 * Who each token's session belongs to, so that most requests check their token without a database round trip.
 * Only full sessions are kept. An entry goes when the database says its user or one of their sessions
 * changed (a logout, a revoked session, a new role or password, a profile edit), on every API process.
 */
export class ActorCache {
  private readonly bySession = new Map<string, Entry>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();

  get(sessionId: string, now: number): Actor | null {
    const entry = this.bySession.get(sessionId);
    if (!entry) return null;
    if (entry.until <= now) {
      this.forget(sessionId);
      return null;
    }
    return entry.actor;
  }

  put(actor: Actor, now: number): void {
    if (actor.session.stage !== 'full') return;
    if (this.bySession.size >= MAX_ENTRIES) {
      const oldest = this.bySession.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    const sessionId = actor.session.id;
    this.bySession.set(sessionId, { actor, until: now + TTL_MS });
    let sessions = this.sessionsOfUser.get(actor.user.id);
    if (!sessions) {
      sessions = new Set();
      this.sessionsOfUser.set(actor.user.id, sessions);
    }
    sessions.add(sessionId);
  }

  forgetUser(userId: string): void {
    for (const sessionId of this.sessionsOfUser.get(userId) ?? []) this.bySession.delete(sessionId);
    this.sessionsOfUser.delete(userId);
  }

  clear(): void {
    this.bySession.clear();
    this.sessionsOfUser.clear();
  }

  get size(): number {
    return this.bySession.size;
  }

  private forget(sessionId: string): void {
    const entry = this.bySession.get(sessionId);
    if (!entry) return;
    this.bySession.delete(sessionId);
    const sessions = this.sessionsOfUser.get(entry.actor.user.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOfUser.delete(entry.actor.user.id);
  }
}

/**
 * Decorates the app with `actorCache`, listening for the database's change notices. Without the notices
 * (listening failed) there is no cache: every request asks the database, as before.
 */
export const actorCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new ActorCache();
  const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);
  // No notices, no cache: while the listening connection is down a change would go unseen, and what the cache
  // held when it came back may be stale.
  const transport = databaseTransport(app, ACTOR_CHANNEL, {
    onLost: () => {
      app.actorCache = null;
      cache.clear();
    },
    onReconnect: () => {
      cache.clear();
      app.actorCache = cache;
    },
  });
  app.decorate('actorCache', null);
  try {
    await transport.start((userId) => cache.forgetUser(userId));
    app.actorCache = cache;
  } catch (error) {
    warn(error, 'actor change notices unavailable: every request checks its session in the database');
  }
  // A write by this process is seen by its next request at once, before the notice arrives.
  app.addHook('onResponse', async (request) => {
    if (request.method === 'GET' || !request.actor || request.routeOptions.config.keepsActor) return;
    cache.forgetUser(request.actor.user.id);
  });
  app.addHook('onClose', async () => {
    cache.clear();
    await transport.stop();
  });
});
