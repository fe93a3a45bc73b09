import pg from 'pg';

/** back-off between attempts to listen again: a restart of PostgreSQL takes a second or two, an outage longer */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 2000;

export interface Subscriber {
  onMessage: (payload: string) => void;
  /** listening again after a gap: notices sent meanwhile are lost, so whatever they keep fresh is stale */
  onReconnect: () => void;
  /** the connection dropped: until `onReconnect`, no notice arrives */
  onLost?: () => void;
}

/**
 * One LISTEN connection per pool (per API process) for every channel it follows (sessions, test bundles, live
 * events), instead of one each: a connection is PostgreSQL's costliest resource. It reconnects if dropped,
 * listens again on every channel (with back-off while the server is down), and tells each subscriber when the
 * connection drops and when it listens again: notices sent in between are lost.
 */
export class SharedListener {
  private static readonly byPool = new WeakMap<pg.Pool, SharedListener>();
  private readonly channels = new Map<string, Set<Subscriber>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private retryMs = FIRST_RETRY_MS;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly warn: (error: unknown, message: string) => void,
  ) {}

  static of(pool: pg.Pool, warn: (error: unknown, message: string) => void): SharedListener {
    let listener = SharedListener.byPool.get(pool);
    if (!listener) {
      listener = new SharedListener(pool, warn);
      SharedListener.byPool.set(pool, listener);
    }
    return listener;
  }

  /** Resolves once every notice sent on `channel` afterwards reaches `subscriber`. */
  async add(channel: string, subscriber: Subscriber): Promise<void> {
    const subscribers = this.channels.get(channel) ?? new Set();
    const first = subscribers.size === 0;
    subscribers.add(subscriber);
    this.channels.set(channel, subscribers);
    try {
      const client = await this.connected();
      if (first) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await this.remove(channel, subscriber);
      throw error;
    }
  }

  async remove(channel: string, subscriber: Subscriber): Promise<void> {
    const subscribers = this.channels.get(channel);
    if (!subscribers?.delete(subscriber) || subscribers.size > 0) return;
    this.channels.delete(channel);
    if (this.channels.size === 0) return this.close();
    await this.client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const next = new pg.Client(this.pool.options);
    next.on('notification', (notice) => {
      if (!notice.payload) return;
      for (const subscriber of this.channels.get(notice.channel) ?? []) subscriber.onMessage(notice.payload);
    });
    const lost = (error?: unknown) => {
      if (this.client !== next) return;
      if (error) this.warn(error, 'database notices connection lost');
      this.client = null;
      next.end().catch(() => {});
      for (const subscriber of this.subscribers()) subscriber.onLost?.();
      this.retryMs = FIRST_RETRY_MS;
      this.timer = setTimeout(() => this.reconnect(), this.retryMs);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      for (const channel of this.channels.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    this.client = next;
    return next;
  }

  private reconnect(): void {
    this.timer = null;
    if (this.channels.size === 0) return;
    this.connected()
      .then(() => {
        for (const subscriber of this.subscribers()) subscriber.onReconnect();
      })
      .catch((error) => {
        this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
        this.warn(error, `database notices reconnect failed; trying again in ${this.retryMs} ms`);
        this.timer = setTimeout(() => this.reconnect(), this.retryMs);
      });
  }

  private subscribers(): Subscriber[] {
    return [...this.channels.values()].flatMap((subscribers) => [...subscribers]);
  }

  private async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const open = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await open?.end().catch(() => {});
  }
}
