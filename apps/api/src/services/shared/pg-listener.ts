import pg from 'pg';

const RECONNECT_MS = 1000;

interface Subscriber {
  onMessage: (payload: string) => void;
  onReconnect: () => void;
}

/**
 * One LISTEN connection per pool (per API process) for every channel it follows (sessions, test bundles, live
 * events), instead of one each: a connection is PostgreSQL's costliest resource. It reconnects if dropped,
 * listens again on every channel, and then tells each subscriber, which may have missed notices meanwhile.
 */
export class SharedListener {
  private static readonly byPool = new WeakMap<pg.Pool, SharedListener>();
  private readonly channels = new Map<string, Set<Subscriber>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private timer: NodeJS.Timeout | null = null;

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
      this.timer = setTimeout(() => this.reconnect(), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    for (const channel of this.channels.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    this.client = next;
    return next;
  }

  private reconnect(): void {
    this.timer = null;
    if (this.channels.size === 0) return;
    this.connected()
      .then(() => {
        for (const subscribers of this.channels.values()) for (const s of subscribers) s.onReconnect();
      })
      .catch((error) => {
        this.warn(error, 'database notices reconnect failed');
        this.timer = setTimeout(() => this.reconnect(), RECONNECT_MS);
      });
  }

  private async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const open = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await open?.end().catch(() => {});
  }
}
