import type { LiveTransport } from '../live-events/live-events';

/** How often each process tells the others which test pages it heard. */
export const PRESENCE_FLUSH_MS = 2_000;
/** NOTIFY payloads must stay under 8000 bytes: a key is two ids (~74 characters with quotes): ~6.7 KB */
const KEYS_PER_MESSAGE = 90;
/**
 * A silence longer than this between two probes of one page is a loss (the page probes every 5 s and waits
 * 10 s for a reply); a shorter one is the ordinary rhythm of the probes, batches and a slow network.
 */
export const PRESENCE_GAP_MS = 12_000;
/** a page that was away longer than this fetches the test's state when it comes back anyway */
const NOTICE_KEEP_MS = 6 * 3600_000;

/** A page's silence that ended: heard at `from`, not again until `to` (epoch ms). */
export interface PresenceGap {
  from: number;
  to: number;
}

export interface Unheard {
  attemptId: string;
  studentId: string;
  lastHeard: number;
}

const keyOf = (attemptId: string, studentId: string) => `${attemptId}:${studentId}`;
const splitKey = (key: string): { attemptId: string; studentId: string } => {
  const at = key.indexOf(':');
  return { attemptId: key.slice(0, at), studentId: key.slice(at + 1) };
};

/**
 * Which test pages are alive: the last time any API process heard each attempt's page (its connection probe),
 * held in memory and shared between processes in batches, so a probe costs no database work. An attempt is
 * named with its student (from the probe's verified token), so nobody can speak for another's attempt.
 *
 * A process that has just started (or whose notices were interrupted) knows nothing of the time before: it
 * calls nobody disconnected until it has listened for a full window (`isWarm`).
 */
export class Presence {
  private readonly heardAt = new Map<string, number>();
  /** when the people running a test last changed something a test page must fetch (per attempt or test) */
  private readonly noticedAt = new Map<string, number>();
  private pending = new Set<string>();
  private listeningSince: number;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly transport: LiveTransport,
    /** silence after which a page counts as disconnected */
    readonly windowMs: number,
    /** how long a silent page is remembered (the longest any rule looks back) */
    private readonly keepMs: number,
    private readonly now: () => number = Date.now,
    private readonly warn: (error: unknown, message: string) => void = () => {},
  ) {
    // not listening yet: nobody is called disconnected before start() (or listenAlone()) says from when
    this.listeningSince = Number.POSITIVE_INFINITY;
  }

  /** The notices cannot be had: judge from this process's own probes, from now on. */
  listenAlone(): void {
    this.listeningSince = this.now();
  }

  async start(): Promise<void> {
    await this.transport.start((payload) => this.receive(payload));
    this.listeningSince = this.now();
    this.timer = setInterval(() => void this.flush(), PRESENCE_FLUSH_MS);
    this.timer.unref();
  }

  /** What was heard while the notices were down never arrived: listen a full window again before judging. */
  restartWindow(): void {
    this.listeningSince = this.now();
  }

  /**
   * This process heard the attempt's page now. Returns the silence this ends when it was a loss (longer than
   * PRESENCE_GAP_MS since the page was last heard by any process), else null.
   */
  heard(attemptId: string, studentId: string, at = this.now()): PresenceGap | null {
    const key = keyOf(attemptId, studentId);
    const before = this.heardAt.get(key);
    this.heardAt.set(key, at);
    this.pending.add(key);
    return before !== undefined && at - before > PRESENCE_GAP_MS ? { from: before, to: at } : null;
  }

  /** When any process last heard the attempt's page (epoch ms), or null when it was not heard lately. */
  lastHeard(attemptId: string, studentId: string): number | null {
    return this.heardAt.get(keyOf(attemptId, studentId)) ?? null;
  }

  /** Whether this process has listened long enough to call a page disconnected. */
  isWarm(now = this.now()): boolean {
    return now - this.listeningSince >= this.windowMs;
  }

  /**
   * Since when the attempt's page has been silent, when it was heard and then not for `windowMs` (or the
   * silence given); null while it is heard, was never heard, or this process is still warming up.
   */
  disconnectedSince(
    attemptId: string,
    studentId: string,
    silenceMs = this.windowMs,
    now = this.now(),
  ): number | null {
    if (!this.isWarm(now)) return null;
    const last = this.lastHeard(attemptId, studentId);
    return last !== null && now - last > silenceMs ? last : null;
  }

  /** Every page heard and then silent for more than `silenceMs` (none while warming up). */
  unheardFor(silenceMs: number, now = this.now()): Unheard[] {
    if (!this.isWarm(now)) return [];
    const before = now - silenceMs;
    const found: Unheard[] = [];
    for (const [key, lastHeard] of this.heardAt) {
      if (lastHeard < before) found.push({ ...splitKey(key), lastHeard });
    }
    return found;
  }

  /** The attempt ended: nothing more to watch. */
  forget(attemptId: string, studentId: string): void {
    const key = keyOf(attemptId, studentId);
    this.heardAt.delete(key);
    this.pending.delete(key);
  }

  /**
   * The people running a test changed these attempts or tests (ids): every process learns it at once, so the
   * next probe of an affected page tells it to fetch the test's live state.
   */
  async notify(ids: string[]): Promise<void> {
    const at = this.now();
    for (const id of ids) this.noticedAt.set(id, at);
    for (let i = 0; i < ids.length; i += KEYS_PER_MESSAGE) {
      await this.transport.publish(JSON.stringify({ at, n: ids.slice(i, i + KEYS_PER_MESSAGE) }));
    }
  }

  /** The newest change of any of these ids (epoch ms), or null when nothing changed lately. */
  noticeOf(...ids: string[]): number | null {
    let newest: number | null = null;
    for (const id of ids) {
      const at = this.noticedAt.get(id);
      if (at !== undefined && (newest === null || at > newest)) newest = at;
    }
    return newest;
  }

  get size(): number {
    return this.heardAt.size;
  }

  /** Tells the other processes what this one heard since the last flush; forgets pages silent too long. */
  async flush(): Promise<void> {
    const now = this.now();
    for (const [key, at] of this.heardAt) if (now - at > this.keepMs) this.heardAt.delete(key);
    for (const [id, at] of this.noticedAt) if (now - at > NOTICE_KEEP_MS) this.noticedAt.delete(id);
    if (this.pending.size === 0) return;
    const keys = [...this.pending];
    this.pending = new Set();
    for (let i = 0; i < keys.length; i += KEYS_PER_MESSAGE) {
      const payload = JSON.stringify({ at: now, k: keys.slice(i, i + KEYS_PER_MESSAGE) });
      try {
        await this.transport.publish(payload);
      } catch (error) {
        this.warn(error, 'presence batch not published');
      }
    }
  }

  private receive(payload: string): void {
    let message: { at?: unknown; k?: unknown; n?: unknown };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof message.at !== 'number') return;
    // another machine's clock may run ahead: never later than now
    const at = Math.min(message.at, this.now());
    if (Array.isArray(message.n)) {
      for (const id of message.n) {
        if (typeof id === 'string' && (this.noticedAt.get(id) ?? 0) < at) this.noticedAt.set(id, at);
      }
    }
    if (!Array.isArray(message.k)) return;
    for (const key of message.k) {
      if (typeof key !== 'string' || !key.includes(':')) continue;
      if ((this.heardAt.get(key) ?? 0) < at) this.heardAt.set(key, at);
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // nothing is published on the way out: the database may be closing, and the pages probe again within 5 s
    this.pending.clear();
    await this.transport.stop();
  }
}
