import { describe, expect, it } from 'vitest';
import type { LiveTransport } from '../live-events/live-events';
import { PRESENCE_FLUSH_MS, Presence } from './presence';

const WINDOW_MS = 30_000;
const KEEP_MS = 20 * 60_000;
const id = (n: number) => n.toString(16).padStart(24, '0');

/** A channel between processes, as NOTIFY is: a message over 8000 bytes fails, and can be cut off at will. */
function bus() {
  const listeners = new Set<(payload: string) => void>();
  const sent: string[] = [];
  let down = false;
  const transport = (): LiveTransport => ({
    kind: 'postgres',
    async start(onMessage) {
      listeners.add(onMessage);
    },
    async publish(payload) {
      if (down) throw new Error('the channel is down');
      if (Buffer.byteLength(payload) >= 8000) throw new Error('payload string too long');
      sent.push(payload);
      for (const listener of listeners) listener(payload);
    },
    async stop() {},
  });
  return { transport, sent, setDown: (value: boolean) => (down = value) };
}

/** Two processes on one channel, with a clock the test moves. */
async function twoProcesses() {
  const channel = bus();
  let now = 1_000_000;
  const clock = () => now;
  const a = new Presence(channel.transport(), WINDOW_MS, KEEP_MS, clock);
  const b = new Presence(channel.transport(), WINDOW_MS, KEEP_MS, clock);
  await a.start();
  await b.start();
  const tick = async (ms: number) => {
    for (let left = ms; left > 0; left -= PRESENCE_FLUSH_MS) {
      now += Math.min(PRESENCE_FLUSH_MS, left);
      await a.flush();
      await b.flush();
    }
  };
  const advance = (ms: number) => (now += ms);
  return { a, b, channel, tick, advance, now: () => now };
}

describe('presence between processes', () => {
  it('shares every page heard, in messages under the NOTICE limit however many and long the ids', async () => {
    const { a, b, channel, tick } = await twoProcesses();
    const long = (n: number) => id(n).padStart(64, 'f');
    for (let n = 0; n < 1_000; n++) a.heard(long(n), long(n + 5_000));
    await tick(PRESENCE_FLUSH_MS);
    expect(b.lastHeard(long(999), long(5_999))).not.toBeNull();
    expect(b.lastHeard(long(0), long(5_000))).not.toBeNull();
    expect(channel.sent.length).toBeGreaterThan(7);
    for (const payload of channel.sent) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
  });

  it('sends each page with when it was heard, so a page kept for a later message is not made younger', async () => {
    const { a, b, channel, tick, now } = await twoProcesses();
    channel.setDown(true);
    a.heard(id(1), id(2), now());
    await tick(10_000);
    channel.setDown(false);
    await tick(PRESENCE_FLUSH_MS);
    expect(b.lastHeard(id(1), id(2))).toBe(now() - 10_000 - PRESENCE_FLUSH_MS);
  });

  it('never reads a message that could not be sent as silence: the others listen a full window again', async () => {
    const { a, b, channel, tick } = await twoProcesses();
    await tick(WINDOW_MS + 1_000);
    expect(b.isWarm()).toBe(true);
    a.heard(id(1), id(2));
    // A's batch (the page) fails to go out; B hears A's next message and sees a number missing
    channel.setDown(true);
    await a.flush();
    channel.setDown(false);
    await tick(PRESENCE_FLUSH_MS);
    expect(b.isWarm()).toBe(false);
    expect(b.unheardFor(1_000)).toEqual([]);
    // and the page itself arrives with the next message
    expect(b.lastHeard(id(1), id(2))).not.toBeNull();
    await tick(WINDOW_MS + PRESENCE_FLUSH_MS);
    expect(b.isWarm()).toBe(true);
  });

  it('stops judging when another process falls silent (dead, or its messages lost), for one window', async () => {
    const { b, tick, advance, now } = await twoProcesses();
    await tick(WINDOW_MS + 1_000);
    // A dies without a word: B goes on flushing alone and notices A's silence within a few flushes
    for (let i = 0; i < 6; i++) {
      advance(PRESENCE_FLUSH_MS);
      await b.flush();
    }
    expect(b.isWarm()).toBe(false);
    expect(b.isWarm(now() + WINDOW_MS)).toBe(true);
  });

  it('goes on judging when another process stops on purpose (it says so as it leaves)', async () => {
    const { a, b, tick, advance } = await twoProcesses();
    await tick(WINDOW_MS + 1_000);
    await a.stop();
    for (let i = 0; i < 6; i++) {
      advance(PRESENCE_FLUSH_MS);
      await b.flush();
    }
    expect(b.isWarm()).toBe(true);
  });

  it('judges nobody while the notices are down, and only a full window after they are back', async () => {
    const { b, tick, now } = await twoProcesses();
    await tick(WINDOW_MS + 1_000);
    b.heard(id(5), id(6), now() - 60_000);
    b.pauseJudging();
    expect(b.unheardFor(WINDOW_MS, now() + 10 * 60_000)).toEqual([]);
    b.restartWindow();
    expect(b.isWarm(now() + 10 * 60_000)).toBe(false);
    b.resumeJudging();
    expect(b.isWarm(now() + WINDOW_MS - 1)).toBe(false);
    expect(b.unheardFor(WINDOW_MS, now() + WINDOW_MS)).toHaveLength(1);
  });

  it('logs a failed message in one short line, never its payload', async () => {
    const warnings: string[] = [];
    const failing: LiveTransport = {
      kind: 'postgres',
      start: async () => {},
      publish: async (payload) => {
        throw new Error(`Failed query: select pg_notify($1, $2)\nparams: placement_presence,${payload}`);
      },
      stop: async () => {},
    };
    const presence = new Presence(
      failing,
      WINDOW_MS,
      KEEP_MS,
      () => 1_000_000,
      (error) => warnings.push(String((error as Error).message)),
    );
    await presence.start();
    for (let n = 0; n < 300; n++) presence.heard(id(n), id(n + 1_000));
    await presence.flush();
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings) {
      expect(warning.length).toBeLessThanOrEqual(200);
      expect(warning).not.toContain(id(5));
    }
    await presence.stop();
  });
});
