import { CONNECTION_LOST_COUNTDOWN_SECONDS, CONNECTION_PAUSE_CAP_MAX_MINUTES } from '@placement/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AttemptOwners } from '../services/attempts/attempt-owners';
import { Presence } from '../services/live/presence';
import { databaseTransport, redisTransport } from '../services/live-events/live-events';
import { liveActor } from './auth';

export const PRESENCE_CHANNEL = 'placement_presence';

declare module 'fastify' {
  interface FastifyInstance {
    /** which test pages are alive, across processes (services/live/presence.ts) */
    presence: Presence;
    /** whose attempt an id is, so a probe speaks only for its student's own (services/attempts/attempt-owners.ts) */
    attemptOwners: AttemptOwners;
  }
}

/**
 * The student a connection probe speaks for: a live session's (the actor cache holds it, or the database is
 * asked once and the cache then does); a signed-out or revoked token speaks for nobody.
 */
export async function probeStudent(app: FastifyInstance, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const actor = await liveActor(app, token);
  return actor?.user.role === 'student' ? actor.user.id : null;
}

/** Decorates the app with `presence`, shared through Redis when configured, else the database's notices. */
export const presencePlugin = fp(async (app: FastifyInstance) => {
  const { config, redis } = app.deps;
  const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);
  let presence: Presence | null = null;
  // while the notices are down no process hears the others' pages: nobody is judged silent meanwhile
  const gap = { onLost: () => presence?.pauseJudging(), onReconnect: () => presence?.resumeJudging() };
  const transport = redis
    ? redisTransport(redis, PRESENCE_CHANNEL, gap)
    : databaseTransport(app, PRESENCE_CHANNEL, gap);
  const windowMs = config.disconnectSeconds * 1000;
  const keepMs =
    windowMs + (CONNECTION_LOST_COUNTDOWN_SECONDS + CONNECTION_PAUSE_CAP_MAX_MINUTES * 60) * 1000 + 60_000;
  presence = new Presence(transport, windowMs, keepMs, Date.now, warn);
  app.decorate('presence', presence);
  app.decorate('attemptOwners', new AttemptOwners(app.deps.db));
  const started = presence.start().catch((error) => {
    // alone, this process still hears its own probes; it will simply not hear the others'
    presence?.listenAlone();
    warn(error, 'presence notices unavailable: this process knows only the pages it hears itself');
  });
  // in the background: a Redis that is down must not hold the server's start (nobody is judged meanwhile)
  app.addHook('onReady', async () => {
    await Promise.race([started, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  });
  app.addHook('onClose', () => presence.stop());
});
