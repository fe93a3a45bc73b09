import type { LiveEvent } from '@placement/contract';
import type { Database, Db } from '@placement/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { SharedListener, type Subscriber } from './pg-listener';

/**
 * Live events for signed-in users ("you have new mail") and for topics several may watch (`board:<test id>`,
 * see board-signals.ts), across any number of API processes. A message on the shared channel names its
 * recipients (user ids or topics); every process hands it to the streams it holds for them, so a user only
 * ever sees their own events, and a topic's only whoever was let in to watch it. The channel is Redis pub/sub when REDIS_URL is set, otherwise
 * PostgreSQL LISTEN/NOTIFY, and PGlite's own listen/notify on the embedded database (one process).
 * Delivery is best effort: a stream that reconnects should refetch (it gets a fresh `ready`).
 */

export const LIVE_CHANNEL = 'placement_live';
/**
 * NOTIFY payloads must stay under 8000 bytes (a longer one fails, and with it every id it carried): the ids of
 * one message, counted in bytes, leave room for the rest of the message.
 */
const MESSAGE_BUDGET_BYTES = 7_000;

/**
 * Splits strings into lists whose JSON takes at most `budget` bytes, each item counted with its quotes, its
 * comma and `extraPerItem` bytes of what the message carries beside it. An item alone over the budget is left
 * out: it could never be sent.
 */
export function batchesByBytes(items: string[], extraPerItem = 0, budget = MESSAGE_BUDGET_BYTES): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item)) + 1 + extraPerItem;
    if (size > budget) continue;
    if (bytes + size > budget) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(item);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
/** live streams one user may hold open on one API process (a few tabs and devices) */
export const STREAMS_PER_USER = 5;

export interface LiveTransport {
  readonly kind: 'redis' | 'postgres' | 'pglite';
  /** resolves once every message published afterwards will reach `onMessage` */
  start(onMessage: (payload: string) => void): Promise<void>;
  publish(payload: string): Promise<void>;
  stop(): Promise<void>;
}

type Listener = (event: LiveEvent) => void;

export class LiveEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  private started: Promise<void> | null = null;
  /** open streams, ended when the app closes so the server can stop */
  readonly streams = new Set<() => void>();
  private readonly openPerUser = new Map<string, number>();

  constructor(
    readonly transport: LiveTransport,
    private readonly warn: (error: unknown, message: string) => void = () => {},
  ) {}

  /** Listens for one user's (or topic's) events; the returned function stops listening. */
  async subscribe(userId: string, listener: Listener): Promise<() => void> {
    this.started ??= this.transport
      .start((payload) => this.dispatch(payload))
      .catch((error) => {
        this.started = null;
        throw error;
      });
    await this.started;
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /**
   * Claims one of the user's stream places, synchronously so that simultaneous requests cannot all pass;
   * returns the release (safe to call twice), or null when the user already holds STREAMS_PER_USER.
   */
  claimStream(userId: string): (() => void) | null {
    const open = this.openPerUser.get(userId) ?? 0;
    if (open >= STREAMS_PER_USER) return null;
    this.openPerUser.set(userId, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.openPerUser.get(userId) ?? 1) - 1;
      if (left > 0) this.openPerUser.set(userId, left);
      else this.openPerUser.delete(userId);
    };
  }

  /** streams the user holds open on this process */
  openStreamsOf(userId: string): number {
    return this.openPerUser.get(userId) ?? 0;
  }

  async publish(userIds: string[], event: LiveEvent): Promise<void> {
    for (const to of batchesByBytes([...new Set(userIds)])) {
      await this.transport.publish(JSON.stringify({ to, event }));
    }
  }

  private dispatch(payload: string) {
    let message: { to?: unknown; event?: { type?: unknown; mailId?: unknown } };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    const { to, event } = message;
    if (!Array.isArray(to)) return;
    // rebuilt field by field: nothing but what the contract names reaches a browser
    let clean: LiveEvent;
    if (event?.type === 'mail' && typeof event.mailId === 'string')
      clean = { type: 'mail', mailId: event.mailId };
    else if (event?.type === 'board') clean = { type: 'board' };
    else return;
    for (const userId of to) {
      for (const listener of this.listeners.get(String(userId)) ?? []) {
        try {
          listener(clean);
        } catch (error) {
          this.warn(error, 'live event listener failed');
        }
      }
    }
  }

  async close(): Promise<void> {
    for (const end of [...this.streams]) end();
    this.listeners.clear();
    if (this.started) {
      this.started = null;
      await this.transport.stop();
    }
  }
}

type PgliteDatabase = Extract<Database, { kind: 'pglite' }>;
type PostgresDatabase = Extract<Database, { kind: 'postgres' }>;

const notify = (db: Db, channel: string, payload: string) =>
  db.execute(sql`select pg_notify(${channel}, ${payload})`).then(() => undefined);

/** The embedded database: one process, PGlite's listen/notify on its single connection. */
export function pgliteTransport(database: PgliteDatabase, channel = LIVE_CHANNEL): LiveTransport {
  const { db, pglite: client } = database;
  let unlisten: (() => Promise<void>) | null = null;
  return {
    kind: 'pglite',
    async start(onMessage) {
      unlisten = await client.listen(channel, onMessage);
    },
    publish: (payload) => notify(db, channel, payload),
    async stop() {
      await unlisten?.();
      unlisten = null;
    },
  };
}

/** PostgreSQL: NOTIFY through the pool, LISTEN on the process's one listening connection (pg-listener.ts). */
export function postgresTransport(
  database: PostgresDatabase,
  warn: (error: unknown, message: string) => void,
  channel = LIVE_CHANNEL,
  gap: NoticeGap = {},
): LiveTransport {
  const { db, pool } = database;
  const listener = SharedListener.of(pool, warn);
  let subscriber: Subscriber | null = null;
  return {
    kind: 'postgres',
    start(onMessage) {
      subscriber = { onMessage, onReconnect: gap.onReconnect ?? (() => {}), onLost: gap.onLost };
      return listener.add(channel, subscriber);
    },
    publish: (payload) => notify(db, channel, payload),
    async stop() {
      if (subscriber) await listener.remove(channel, subscriber);
      subscriber = null;
    },
  };
}

/**
 * A gap in PostgreSQL's notices: the listening connection dropped (`onLost`), and listens again (`onReconnect`);
 * notices sent in between never arrive. PGlite, in the process itself, has no such gap.
 */
export interface NoticeGap {
  onLost?: () => void;
  onReconnect?: () => void;
}

/** Notices on the app's own database, whichever it is; `gap` hears when some may have been missed. */
export function databaseTransport(app: FastifyInstance, channel: string, gap: NoticeGap = {}): LiveTransport {
  const { deps } = app;
  const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);
  return deps.database.kind === 'postgres'
    ? postgresTransport(deps.database, warn, channel, gap)
    : pgliteTransport(deps.database, channel);
}

/**
 * Redis pub/sub: publish on the shared connection, subscribe on a duplicate (a subscriber can do nothing else).
 * `gap` hears when the subscriber's connection drops and when it is back (ioredis re-subscribes by itself).
 */
export function redisTransport(redis: Redis, channel = LIVE_CHANNEL, gap: NoticeGap = {}): LiveTransport {
  let subscriber: Redis | null = null;
  return {
    kind: 'redis',
    async start(onMessage) {
      const sub = redis.duplicate({ maxRetriesPerRequest: null });
      sub.on('message', (from: string, payload: string) => {
        if (from === channel) onMessage(payload);
      });
      sub.on('error', () => {});
      await sub.subscribe(channel);
      let lost = false;
      sub.on('close', () => {
        if (lost || subscriber !== sub) return;
        lost = true;
        gap.onLost?.();
      });
      sub.on('ready', () => {
        if (!lost) return;
        lost = false;
        gap.onReconnect?.();
      });
      subscriber = sub;
    },
    publish: async (payload) => {
      await redis.publish(channel, payload);
    },
    async stop() {
      subscriber?.disconnect();
      subscriber = null;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

/** Decorates the app with `liveEvents`, choosing the channel from the configuration. */
export const liveEventsPlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;
  const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);
  // Mail sent while the notices were down was never announced: ending the streams makes each browser open a
  // new one, whose `ready` refetches the mails.
  const endStreams = () => {
    for (const end of [...events.streams]) end();
  };
  const transport = deps.redis
    ? redisTransport(deps.redis)
    : databaseTransport(app, LIVE_CHANNEL, { onReconnect: endStreams });
  const events = new LiveEvents(transport, warn);
  app.decorate('liveEvents', events);
  // streams never end by themselves: end them before the server waits for its connections to close
  app.addHook('preClose', async () => {
    for (const end of [...events.streams]) end();
  });
  app.addHook('onClose', () => events.close());
});

/** Tells the recipients of a new mail; a failure here never fails the send (the mail is stored). */
export async function publishMail(app: FastifyInstance, recipients: { id: string }[], mailId: string) {
  if (!app.hasDecorator('liveEvents') || recipients.length === 0) return;
  try {
    await app.liveEvents.publish(
      recipients.map((r) => r.id),
      { type: 'mail', mailId },
    );
  } catch (error) {
    app.log.warn({ err: error }, 'live mail event not published');
  }
}
