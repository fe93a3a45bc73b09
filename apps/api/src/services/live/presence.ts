import { randomBytes } from 'node:crypto';
import { batchesByBytes, type LiveTransport } from '../live-events/live-events';

/** How often each process tells the others which test pages it heard (and that it is still there). */
export const PRESENCE_FLUSH_MS = 2_000;
/**
 * A process that has said nothing for this long (it flushes every PRESENCE_FLUSH_MS, even with nothing heard)
 * died, or its messages are not getting through: what it heard meanwhile is unknown, so nobody is judged
 * until a full window has been listened to again.
 */
const PEER_SILENCE_MS = 3 * PRESENCE_FLUSH_MS + 1_000;
/**
 * A silence longer than this between two probes of one page is a loss (the page probes every 5 s and waits
 * 10 s for a reply); a shorter one is the ordinary rhythm of the probes, batches and a slow network.
 */
export const PRESENCE_GAP_MS = 12_000;
/** a page that was away longer than this fetches the test's state when it comes back anyway */
const NOTICE_KEEP_MS = 6 * 3600_000;
/** a page's age beside its key in a message: up to nine digits and a comma */
const AGE_BYTES = 10;

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

/** An error's first line, short: a failed NOTICE's error quotes its whole payload (8 KB of ids). */
const briefly = (error: unknown): Error =>
  new Error((error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 200));

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
 * A process that has just started, or may have missed a message (its notices were interrupted, a batch of
 * its own or another process's could not be sent, another process fell silent), knows nothing of the time
 * before: it calls nobody disconnected until it has listened for a full window (`isWarm`). An outage of the
 * notices is never read as the students' silence.
 */
export class Presence {
  private readonly heardAt = new Map<string, number>();
  /** when the people running a test last changed something a test page must fetch (per attempt or test) */
  private readonly noticedAt = new Map<string, number>();
  private pending = new Set<string>();
  private listeningSince: number;
  private timer: NodeJS.Timeout | null = null;
  /** this process among the others, and the number of its last message: a gap in a peer's numbers is a loss */
  private readonly self = randomBytes(6).toString('hex');
  private sent = 0;
  private readonly peers = new Map<string, { seq: number; at: number }>();

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
    // a window already restarted later (or judging paused) stands
    this.listeningSince = Math.max(this.listeningSince, this.now());
  }

  /** The notices are down: nobody is judged until they are back (`restartWindow`) and a window has passed. */
  pauseJudging(): void {
    this.listeningSince = Number.POSITIVE_INFINITY;
  }

  /** The notices are back: judge again once a full window has been listened to. */
  resumeJudging(): void {
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

  /** Whether this process has been listening without a break since `at` (epoch ms): it would have heard the page. */
  listenedSince(at: number): boolean {
    return this.listeningSince <= at;
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
    for (const batch of batchesByBytes(ids)) await this.transport.publish(JSON.stringify({ at, n: batch }));
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

  /**
   * Tells the other processes what this one heard since the last flush, each page with when it was heard, in
   * messages that fit a NOTICE (sized by bytes); forgets pages silent too long. A message that cannot be sent
   * keeps its pages for the next flush, and its number is skipped, so the others know they missed one.
   */
  async flush(): Promise<void> {
    const now = this.now();
    for (const [key, at] of this.heardAt) if (now - at > this.keepMs) this.heardAt.delete(key);
    for (const [id, at] of this.noticedAt) if (now - at > NOTICE_KEEP_MS) this.noticedAt.delete(id);
    this.checkPeers(now);
    const keys = [...this.pending].filter((key) => this.heardAt.has(key));
    this.pending = new Set();
    // with other processes listening, an empty flush still says this one is there
    const batches = batchesByBytes(keys, AGE_BYTES);
    if (batches.length === 0 && this.transport.kind !== 'pglite') batches.push([]);
    for (const batch of batches) {
      const ages = batch.map((key) => Math.max(0, now - (this.heardAt.get(key) ?? now)));
      const payload = JSON.stringify({ p: this.self, s: ++this.sent, at: now, k: batch, a: ages });
      try {
        await this.transport.publish(payload);
      } catch (error) {
        for (const key of batch) this.pending.add(key);
        // the others missed what this process heard: it assumes the same of theirs
        this.restartWindow();
        this.warn(briefly(error), `presence batch of ${batch.length} pages not published; kept for the next`);
      }
    }
  }

  /** A process that fell silent may have heard pages nobody else did: listen a full window again. */
  private checkPeers(now: number): void {
    for (const [peer, { at }] of this.peers) {
      if (now - at <= PEER_SILENCE_MS) continue;
      this.peers.delete(peer);
      this.restartWindow();
    }
  }

  private receive(payload: string): void {
    let message: {
      p?: unknown;
      s?: unknown;
      at?: unknown;
      k?: unknown;
      a?: unknown;
      n?: unknown;
      bye?: unknown;
    };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof message.at !== 'number') return;
    const now = this.now();
    // another machine's clock may run ahead: never later than now
    const at = Math.min(message.at, now);
    if (Array.isArray(message.n)) {
      for (const id of message.n) {
        if (typeof id === 'string' && (this.noticedAt.get(id) ?? 0) < at) this.noticedAt.set(id, at);
      }
    }
    if (message.p === this.self) return;
    // another process stopping on purpose: its pages are heard elsewhere within a probe, nothing was missed
    if (message.bye === true && typeof message.p === 'string') {
      this.peers.delete(message.p);
      return;
    }
    if (!Array.isArray(message.k)) return;
    if (typeof message.p === 'string' && typeof message.s === 'number') {
      const last = this.peers.get(message.p);
      if (last && message.s !== last.seq + 1) this.restartWindow();
      this.peers.set(message.p, { seq: message.s, at: now });
    }
    const ages = Array.isArray(message.a) ? message.a : [];
    message.k.forEach((key, i) => {
      if (typeof key !== 'string' || !key.includes(':')) return;
      const age = typeof ages[i] === 'number' ? Math.max(0, ages[i] as number) : 0;
      if ((this.heardAt.get(key) ?? 0) < at - age) this.heardAt.set(key, at - age);
    });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // The pages probe again within 5 s, elsewhere: what was heard is not published on the way out. The others
    // are told this process leaves on purpose (briefly: the database may be closing), so they do not take its
    // silence for a lost message and stop judging for a window.
    if (this.peers.size > 0) {
      const bye = this.transport.publish(JSON.stringify({ p: this.self, bye: true, at: this.now() }));
      await Promise.race([bye.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 500))]);
    }
    this.pending.clear();
    this.peers.clear();
    await this.transport.stop();
  }
}
