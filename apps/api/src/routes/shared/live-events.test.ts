import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { type LiveEvent, messages } from '@placement/contract';
import { users } from '@placement/db';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  LiveEvents,
  type LiveTransport,
  pgliteTransport,
  postgresTransport,
  redisTransport,
} from '../../services/live-events/live-events';
import { client } from '../../test/client';
import { readStream, type Stream } from '../../test/event-stream';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let base: string;
let asha: string;
let rahul: string;
let free: string;
let staff: string;
let company: string;
/** everything the app logs, request lines included */
const logged: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  platform = await startTestPlatform({}, { logStream });
  api = client(platform.app);
  asha = await api.login('student@demo.test', 'Student@123');
  rahul = await api.login('student2@demo.test', 'Student@123');
  free = await api.login('free@demo.test', 'Student@123');
  staff = await api.login('college@demo.test', 'College@123', 'college');
  company = await api.login('company@demo.test', 'Company@123', 'company');
  base = await platform.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => platform.close());

const openStream = (path: string, headers: Record<string, string> = {}) => readStream(base, path, headers);

const isReady = (e: { event: string }) => e.event === 'ready';
const mailEvent = (mailId: string) => (e: { event: string; data: string }) =>
  e.event === 'message' && JSON.parse(e.data).mailId === mailId;

describe('inbox events: who may listen', () => {
  it('refuses the anonymous, the wrong role, a student of no college and bad tickets', async () => {
    expect((await api.get('/api/student/inbox/events')).status).toBe(401);
    expect((await api.get('/api/college/inbox/events')).status).toBe(401);
    expect((await api.get('/api/student/inbox/events', staff)).status).toBe(403);
    expect((await api.get('/api/student/inbox/events', company)).status).toBe(403);
    expect((await api.get('/api/college/inbox/events', asha)).status).toBe(403);
    expect((await api.get('/api/student/inbox/events', free)).status).toBe(403);
    expect((await api.post('/api/student/inbox/events/ticket', {})).status).toBe(401);
    expect((await api.post('/api/student/inbox/events/ticket', {}, staff)).status).toBe(403);
    expect((await api.post('/api/student/inbox/events/ticket', {}, free)).status).toBe(403);
    expect((await api.post('/api/college/inbox/events/ticket', {}, asha)).status).toBe(403);
    expect((await api.post('/api/college/inbox/events/ticket', {}, company)).status).toBe(403);

    const { body } = await api.post<{ ticket: string; expiresIn: number }>(
      '/api/student/inbox/events/ticket',
      {},
      asha,
    );
    expect(body.expiresIn).toBe(60);
    // a ticket is not a session token, a session token is not a ticket, and a ticket keeps to its role
    expect((await api.get('/api/student/me', body.ticket)).status).toBe(401);
    expect((await api.get(`/api/student/inbox/events?ticket=${asha}`)).status).toBe(401);
    expect((await api.get(`/api/college/inbox/events?ticket=${body.ticket}`)).status).toBe(401);
    expect((await api.get('/api/student/inbox/events?ticket=nonsense')).status).toBe(401);
  });
});

describe('inbox events: a ticket opens one stream', () => {
  it('refuses a second use of a ticket, in this process or another one on the same database', async () => {
    const ticketOf = async () =>
      (await api.post<{ ticket: string }>('/api/student/inbox/events/ticket', {}, asha)).body.ticket;
    const ticket = await ticketOf();
    const path = `/api/student/inbox/events?ticket=${encodeURIComponent(ticket)}`;
    const first = await openStream(path);
    expect(first.status).toBe(200);
    expect(await first.waitFor(isReady)).toBe(true);
    first.close();

    // refusals go through inject, so no socket lingers
    const again = await api.get<{ message: string; code: string }>(path);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(messages.eventTicketUsed);
    expect(again.body.code).toBe('TICKET_USED');

    // a second API process: the same database, its own memory
    const other = await buildApp(platform.app.deps);
    try {
      const elsewhere = await client(other).get<{ code: string }>(path);
      expect(elsewhere.status).toBe(401);
      expect(elsewhere.body.code).toBe('TICKET_USED');
      // while a fresh ticket is refused there only as a ticket of the wrong role would be: it is not spent
      const fresh = `/api/college/inbox/events?ticket=${encodeURIComponent(await ticketOf())}`;
      expect((await client(other).get<{ code: string }>(fresh)).body.code).toBe('TOKEN_BLACKLISTED');
    } finally {
      await other.close();
    }
  });

  it('keeps the ticket out of the request log', async () => {
    const ticket = (await api.post<{ ticket: string }>('/api/student/inbox/events/ticket', {}, rahul)).body
      .ticket;
    const stream = await openStream(`/api/student/inbox/events?ticket=${encodeURIComponent(ticket)}`);
    expect(await stream.waitFor(isReady)).toBe(true);
    stream.close();
    // the stream's line is written when it closes
    const deadline = Date.now() + 3000;
    while (!logged.join('').includes('/inbox/events?ticket=') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const lines = logged.join('').split('\n');
    const requestLines = lines.filter((line) => line.includes('/inbox/events?ticket='));
    expect(requestLines.length).toBeGreaterThanOrEqual(1);
    expect(requestLines.every((line) => line.includes('ticket=[redacted]'))).toBe(true);
    expect(logged.join('')).not.toContain(ticket);
  });
});

describe('inbox events: delivery', () => {
  it('pushes a new mail to its recipient only, by header or by ticket, and stops after logout', async () => {
    const ashaStream = await openStream('/api/student/inbox/events', { 'auth-token': asha });
    expect(ashaStream.status).toBe(200);
    expect(ashaStream.contentType).toMatch(/^text\/event-stream/);
    const ticket = (await api.post<{ ticket: string }>('/api/student/inbox/events/ticket', {}, rahul)).body
      .ticket;
    const rahulStream = await openStream(`/api/student/inbox/events?ticket=${encodeURIComponent(ticket)}`);
    expect(rahulStream.status).toBe(200);
    const staffStream = await openStream('/api/college/inbox/events', { 'auth-token': staff });
    try {
      expect(await ashaStream.waitFor(isReady)).toBe(true);
      expect(await rahulStream.waitFor(isReady)).toBe(true);
      expect(await staffStream.waitFor(isReady)).toBe(true);

      const toAsha = await api.post<{ mail: { _id: string } }>(
        '/api/college/inbox/sendMail/college',
        { Email: 'student@demo.test', Subject: 'Drive tomorrow', Message: 'Bring your CV' },
        staff,
      );
      expect(toAsha.status).toBe(200);
      const mailId = toAsha.body.mail._id;
      expect(await ashaStream.waitFor(mailEvent(mailId))).toBe(true);
      expect(JSON.parse(ashaStream.events.find(mailEvent(mailId))!.data)).toEqual({ type: 'mail', mailId });
      // the sender and the other student hear nothing of it
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(rahulStream.events.some(mailEvent(mailId))).toBe(false);
      expect(staffStream.events.some(mailEvent(mailId))).toBe(false);

      const toAll = await api.post<{ mail: { _id: string } }>(
        '/api/college/inbox/sendMail/college',
        { all: true, Subject: 'Placement week', Message: 'Schedule attached soon' },
        staff,
      );
      expect(toAll.status).toBe(200);
      expect(await ashaStream.waitFor(mailEvent(toAll.body.mail._id))).toBe(true);
      expect(await rahulStream.waitFor(mailEvent(toAll.body.mail._id))).toBe(true);

      const toStaff = await api.post<{ mail: { _id: string } }>(
        '/api/student/inbox/sendMail',
        { Email: 'college@demo.test', Subject: 'Question', Message: 'Which room?' },
        rahul,
      );
      expect(toStaff.status).toBe(200);
      expect(await staffStream.waitFor(mailEvent(toStaff.body.mail._id))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(ashaStream.events.some(mailEvent(toStaff.body.mail._id))).toBe(false);
    } finally {
      ashaStream.close();
      rahulStream.close();
      staffStream.close();
    }

    // a ticket dies with its session
    const late = (await api.post<{ ticket: string }>('/api/student/inbox/events/ticket', {}, rahul)).body
      .ticket;
    expect((await api.get('/api/student/logout', rahul)).status).toBe(200);
    expect((await api.get(`/api/student/inbox/events?ticket=${encodeURIComponent(late)}`)).status).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('inbox events: a gap in the database notices', () => {
  it('ends open streams once the notices resume (a PostgreSQL restart), so that each page refetches', async () => {
    const token = await api.login('student2@demo.test', 'Student@123');
    const stream = await openStream('/api/student/inbox/events', { 'auth-token': token });
    try {
      expect(await stream.waitFor(isReady)).toBe(true);
      // the connection that LISTENs goes, as in a restart; mail announced meanwhile is never heard
      const { rows } = await platform.app.deps.db.execute(
        sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
      expect(rows).toHaveLength(1);
      let ended = stream.ended();
      for (const until = Date.now() + 5000; !ended && Date.now() < until; ended = stream.ended())
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ended).toBe(true);
    } finally {
      stream.close();
    }
  });
});

describe('inbox events: streams per user', () => {
  it('refuses a sixth open stream with a 429 and a clear message, and frees the place on disconnect', async () => {
    const [staffRow] = await platform.app.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'college@demo.test'));
    const streams: Stream[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        const stream = await openStream('/api/college/inbox/events', { 'auth-token': staff });
        expect(stream.status).toBe(200);
        expect(await stream.waitFor(isReady)).toBe(true);
        streams.push(stream);
      }
      // by ticket as by header: the same places (refusals go through inject, so no socket lingers)
      const ticket = (await api.post<{ ticket: string }>('/api/college/inbox/events/ticket', {}, staff)).body
        .ticket;
      const sixth = await api.get(`/api/college/inbox/events?ticket=${encodeURIComponent(ticket)}`);
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe(
        'At most 5 live connections may be open for one account. Close other tabs of the portal and try again.',
      );
      expect((await api.get('/api/college/inbox/events', staff)).status).toBe(429);
      // another user is not affected
      const other = await openStream('/api/student/inbox/events', { 'auth-token': asha });
      expect(other.status).toBe(200);
      expect(await other.waitFor(isReady)).toBe(true);
      other.close();

      streams.shift()!.close();
      const deadline = Date.now() + 3000;
      while (platform.app.liveEvents.openStreamsOf(staffRow!.id) > 4 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const again = await openStream('/api/college/inbox/events', { 'auth-token': staff });
      streams.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

/** Two event hubs over one channel stand for two API processes. */
async function crossProcess(make: () => LiveTransport) {
  const a = new LiveEvents(make());
  const b = new LiveEvents(make());
  const alice = `u${randomBytes(8).toString('hex')}`;
  const bob = `u${randomBytes(8).toString('hex')}`;
  const seen: string[] = [];
  const what = (e: LiveEvent) => (e.type === 'mail' ? e.mailId : e.type);
  await b.subscribe(alice, (e) => seen.push(`alice:${what(e)}`));
  await b.subscribe(bob, (e) => seen.push(`bob:${what(e)}`));
  // a topic several may watch (a test's live board) beside user ids
  const board = `board:${randomBytes(8).toString('hex')}`;
  await b.subscribe(board, (e) => seen.push(`board:${what(e)}`));
  await a.publish([alice], { type: 'mail', mailId: 'm1' });
  await a.publish([board], { type: 'board' });
  // more recipients than fit in one NOTIFY payload
  const many = Array.from({ length: 250 }, (_, i) => `x${i}`);
  await a.publish([...many, bob], { type: 'mail', mailId: 'm2' });
  const deadline = Date.now() + 3000;
  while (seen.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await a.close();
  await b.close();
  return seen.sort();
}

describe('live events across processes', () => {
  it('carries events between hubs over the database channel', async () => {
    const { deps } = platform.app;
    const make = () =>
      deps.database.kind === 'postgres'
        ? postgresTransport(deps.database, () => {})
        : pgliteTransport(deps.database);
    expect(await crossProcess(make)).toEqual(['alice:m1', 'board:board', 'bob:m2']);
  });

  it('carries events between hubs over Redis pub/sub (when a Redis server answers)', async (context) => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      connectTimeout: 500,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    try {
      await redis.connect();
    } catch {
      context.skip();
      return;
    }
    try {
      expect(await crossProcess(() => redisTransport(redis))).toEqual(['alice:m1', 'board:board', 'bob:m2']);
    } finally {
      redis.disconnect();
    }
  });
});
