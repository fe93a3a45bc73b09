import { attemptSteps, attempts } from '@placement/db';
import { CONNECTION_PAUSE_CAP_SECONDS } from '@placement/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO_LINEAR } from '../../demo/assessments';
import { sweepLostConnections } from '../../services/attempts/connection-loss';
import { sweepOverdueAttempts } from '../../services/attempts/sweep';
import { cloneAssessment, userId } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let asha: string;
let rahul: string;
let ashaId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  asha = await api.login('student@demo.test', 'Student@123');
  rahul = await api.login('student2@demo.test', 'Student@123');
  ashaId = await userId(platform.app, 'student@demo.test');
});
afterAll(() => platform.close());

const WINDOW_MS = 30_000;
const COUNTDOWN_MS = 30_000;

async function startAttempt(policy: 'end' | 'pause' = 'end', token = asha) {
  const source = await cloneAssessment(platform.app, DEMO_LINEAR, {});
  const test = await cloneAssessment(platform.app, DEMO_LINEAR, {
    config: { ...source.config, connectionLossPolicy: policy },
  });
  const start = await api.post<{ attemptId: string }>(
    `/api/student/test/start/${test.id}?adaptive=false`,
    {},
    token,
  );
  expect(start.status).toBe(200);
  return { testId: test.id, attemptId: start.body.attemptId };
}

const probe = (app: FastifyInstance, attemptId: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/ping?attempt=${attemptId}&t=1`,
    headers: token ? { 'auth-token': token } : {},
  });

const attemptRow = async (id: string) =>
  (await platform.app.deps.db.select().from(attempts).where(eq(attempts.id, id)))[0]!;

const stepsOf = (id: string) =>
  platform.app.deps.db
    .select()
    .from(attemptSteps)
    .where(eq(attemptSteps.attemptId, id))
    .orderBy(asc(attemptSteps.seq));

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return check();
}

describe('presence: the connection probe tells the server which test page is alive', () => {
  it('records the attempt of a signed student without any database work, and nobody else’s', async () => {
    const { attemptId } = await startAttempt();
    // the start's live board notice (published by a timer, board-signals.ts) is not the probe's work
    const dbWork = () => platform.queries.filter((q) => !/pg_notify/i.test(q)).length;
    const before = dbWork();
    const reply = await probe(platform.app, attemptId, asha);
    expect(reply.statusCode).toBe(204);
    expect(dbWork()).toBe(before);
    expect(platform.app.presence.lastHeard(attemptId, ashaId)).toBeGreaterThan(Date.now() - 5_000);

    // another student's token, no token, or a bad one never speak for Asha's attempt
    const { attemptId: other } = await startAttempt();
    expect((await probe(platform.app, other, rahul)).statusCode).toBe(204);
    expect((await probe(platform.app, other)).statusCode).toBe(204);
    expect((await probe(platform.app, other, 'not-a-token')).statusCode).toBe(204);
    expect(platform.app.presence.lastHeard(other, ashaId)).toBeNull();
    expect((await probe(platform.app, 'bad id!', asha)).statusCode).toBe(400);
  });

  it('is shared with another API process on the same database, which waits a full window before judging', async () => {
    const other = await buildApp(platform.app.deps);
    try {
      await other.ready();
      const { attemptId } = await startAttempt();
      await probe(platform.app, attemptId, asha);
      await platform.app.presence.flush();
      expect(await until(() => other.presence.lastHeard(attemptId, ashaId) !== null)).toBe(true);
      // just started: it calls nobody disconnected until it has listened for DISCONNECT_SECONDS
      const soon = Date.now() + 5_000;
      expect(other.presence.isWarm(soon)).toBe(false);
      expect(other.presence.disconnectedSince(attemptId, ashaId, 1_000, soon)).toBeNull();
      const later = Date.now() + WINDOW_MS + 1_000;
      expect(other.presence.disconnectedSince(attemptId, ashaId, WINDOW_MS, later)).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('the server ends an attempt whose page went silent', () => {
  it('ends it as connection lost after DISCONNECT_SECONDS plus the countdown, on its log; a heard one goes on', async () => {
    const silent = await startAttempt();
    const heard = await startAttempt('end', rahul);
    await probe(platform.app, silent.attemptId, asha);
    await probe(platform.app, heard.attemptId, rahul);

    // before the window and the countdown are over: nothing ends
    await sweepLostConnections(platform.app, new Date(Date.now() + WINDOW_MS + COUNTDOWN_MS - 3_000));
    expect((await attemptRow(silent.attemptId)).status).toBe('in_progress');

    // Rahul's page is still heard; Asha's is not
    const later = Date.now() + WINDOW_MS + COUNTDOWN_MS + 2_000;
    platform.app.presence.heard(
      heard.attemptId,
      await userId(platform.app, 'student2@demo.test'),
      later - 5_000,
    );
    await sweepLostConnections(platform.app, new Date(later));
    expect(await attemptRow(silent.attemptId)).toMatchObject({
      status: 'graded',
      endReason: 'connection_lost',
      endType: 'auto',
    });
    expect((await attemptRow(heard.attemptId)).status).toBe('in_progress');
    const end = (await stepsOf(silent.attemptId)).find((s) => s.kind === 'end');
    expect(end?.payload).toMatchObject({
      reason: 'connection_lost',
      detail: expect.stringMatching(/Not heard from/),
    });

    // the student comes back: the test list names the reason
    const list = await api.get<{ assessment: { attempts: { endReason: string | null }[] } }>(
      `/api/student/test/${silent.testId}`,
      asha,
    );
    expect(list.body.assessment.attempts.at(-1)?.endReason).toBe('connection_lost');
  });

  it('never ends an attempt whose page it has not heard since it started listening', async () => {
    const { attemptId } = await startAttempt();
    const other = await buildApp(platform.app.deps);
    try {
      await other.ready();
      // this process never heard the page: a restart forgets, it does not accuse
      expect(await sweepLostConnections(other, new Date(Date.now() + 10 * 60_000))).toBe(0);
      expect((await attemptRow(attemptId)).status).toBe('in_progress');
    } finally {
      await other.close();
    }
  });
});

describe("the 'pause' policy: the student's clock stops while the server does not hear them", () => {
  it('moves the deadlines by the time unheard on return and logs it; time does not run out while away', async () => {
    const { attemptId } = await startAttempt('pause');
    const started = await attemptRow(attemptId);
    // heard, then silent for 60 s; meanwhile the deadline passes
    platform.app.presence.heard(attemptId, ashaId, Date.now() - 60_000);
    const deadline = new Date(Date.now() - 10_000);
    await platform.app.deps.db
      .update(attempts)
      .set({ deadlineAt: deadline })
      .where(eq(attempts.id, attemptId));
    await sweepOverdueAttempts(platform.app, new Date(Date.now() + WINDOW_MS + 1_000));
    await sweepLostConnections(platform.app, new Date(Date.now() + WINDOW_MS + COUNTDOWN_MS));
    expect((await attemptRow(attemptId)).status).toBe('in_progress');

    // the page is back: 60 s unheard, less one probe interval, is given back
    expect((await probe(platform.app, attemptId, asha)).statusCode).toBe(204);
    const back = await attemptRow(attemptId);
    const moved = back.deadlineAt.getTime() - deadline.getTime();
    expect(moved).toBeGreaterThan(53_000);
    expect(moved).toBeLessThan(58_000);
    if (started.questionDeadlineAt)
      expect(back.questionDeadlineAt!.getTime()).toBeGreaterThan(
        started.questionDeadlineAt.getTime() + 53_000,
      );
    const pause = (await stepsOf(attemptId)).find((s) => s.kind === 'connection_pause');
    expect(pause?.payload).toMatchObject({ pausedSeconds: expect.any(Number), reason: 'connection lost' });
    // a second probe is no second pause
    await probe(platform.app, attemptId, asha);
    expect((await attemptRow(attemptId)).deadlineAt.getTime()).toBe(back.deadlineAt.getTime());
  });

  it('ends as connection lost past the cap', async () => {
    const { attemptId } = await startAttempt('pause');
    platform.app.presence.heard(attemptId, ashaId, Date.now() - 1_000);
    const beyond = Date.now() + CONNECTION_PAUSE_CAP_SECONDS * 1000 - 60_000;
    await sweepLostConnections(platform.app, new Date(beyond));
    expect((await attemptRow(attemptId)).status).toBe('in_progress');
    await sweepLostConnections(platform.app, new Date(beyond + WINDOW_MS + COUNTDOWN_MS + 120_000));
    expect(await attemptRow(attemptId)).toMatchObject({ status: 'graded', endReason: 'connection_lost' });
  });

  it('with the default policy the deadline stays', async () => {
    const { attemptId } = await startAttempt('end');
    const before = await attemptRow(attemptId);
    platform.app.presence.heard(attemptId, ashaId, Date.now() - 40_000);
    await probe(platform.app, attemptId, asha);
    expect((await attemptRow(attemptId)).deadlineAt.getTime()).toBe(before.deadlineAt.getTime());
  });
});

describe('presence over Redis (when a Redis server answers)', () => {
  it('is shared between two API processes', async (context) => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const probeRedis = new Redis(url, { lazyConnect: true, connectTimeout: 500, retryStrategy: () => null });
    probeRedis.on('error', () => {});
    try {
      await probeRedis.connect();
    } catch {
      context.skip();
      return;
    } finally {
      probeRedis.disconnect();
    }
    const withRedis = await startTestPlatform({ REDIS_URL: url });
    const other = await buildApp(withRedis.app.deps);
    try {
      await other.ready();
      expect(withRedis.app.deps.redis).toBeDefined();
      const redisApi = client(withRedis.app);
      const token = await redisApi.login('student@demo.test', 'Student@123');
      const student = await userId(withRedis.app, 'student@demo.test');
      const test = await cloneAssessment(withRedis.app, DEMO_LINEAR, {});
      const start = await redisApi.post<{ attemptId: string }>(
        `/api/student/test/start/${test.id}?adaptive=false`,
        {},
        token,
      );
      await probe(withRedis.app, start.body.attemptId, token);
      await withRedis.app.presence.flush();
      expect(await until(() => other.presence.lastHeard(start.body.attemptId, student) !== null)).toBe(true);
    } finally {
      await other.close();
      await withRedis.close();
    }
  }, 60_000);
});

describe('the start reply', () => {
  it("names the server's DISCONNECT_SECONDS, so the page counts down to the server's end", async () => {
    const { testId } = await startAttempt();
    const resumed = await api.post<{ disconnectSeconds: number }>(
      `/api/student/test/start/${testId}?adaptive=false`,
      {},
      asha,
    );
    expect(resumed.body.disconnectSeconds).toBe(WINDOW_MS / 1000);
  });
});
