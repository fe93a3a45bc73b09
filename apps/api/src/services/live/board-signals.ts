import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveEvents } from '../live-events/live-events';

/**
 * How long changes to tests' live boards are gathered before they are published: at most one message per
 * test per this many ms per process (all the tests changed meanwhile share it), so 2,000 students answering
 * make a couple of notices a second, not 2,000. A board hears of a change within this plus the channel's
 * delay, well inside the 2 s it promises.
 */
export const BOARD_FLUSH_MS = 500;

/** The live-events topic a test's board listens on (beside user ids: no id has a colon). */
export const boardTopic = (assessmentId: string) => `board:${assessmentId}`;

/**
 * A dirty set of tests whose live board changed, flushed on a timer as one `{"type":"board"}` event per test
 * over the live-events channel (Redis, PostgreSQL NOTIFY or PGlite), so every process's board streams hear it.
 * Marking costs a set insertion: no database work, whatever calls it (an answer, a probe).
 */
export class BoardSignals {
  private dirty = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly events: LiveEvents,
    private readonly warn: (error: unknown, message: string) => void = () => {},
    private readonly flushMs = BOARD_FLUSH_MS,
  ) {}

  /** Something the board of this test shows changed (call it once the change is committed). */
  changed(assessmentId: string): void {
    if (this.stopped) return;
    this.dirty.add(assessmentId);
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  async flush(): Promise<void> {
    this.timer = null;
    if (this.dirty.size === 0) return;
    const topics = [...this.dirty].map(boardTopic);
    this.dirty = new Set();
    try {
      await this.events.publish(topics, { type: 'board' });
    } catch (error) {
      // the boards' safety poll covers a lost notice
      this.warn(error, 'live board event not published');
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.dirty.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    boardSignals: BoardSignals;
  }
}

/** Decorates the app with `boardSignals`, over its `liveEvents` (register after liveEventsPlugin). */
export const boardSignalsPlugin = fp(async (app: FastifyInstance) => {
  const signals = new BoardSignals(app.liveEvents, (error, message) => app.log.warn({ err: error }, message));
  app.decorate('boardSignals', signals);
  // nothing is published on the way out: the database may be closing, and the boards poll anyway
  app.addHook('preClose', async () => signals.stop());
});

/** Tells the boards watching this test to refetch; safe in an app built without the live plugins. */
export function boardChanged(app: FastifyInstance, assessmentId: string): void {
  if (app.hasDecorator('boardSignals')) app.boardSignals.changed(assessmentId);
}
