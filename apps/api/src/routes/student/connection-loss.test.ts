import { attemptSteps, attempts } from '@placement/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO_LINEAR } from '../../demo/assessments';
import { resumeAfterLoss, sweepLostConnections } from '../../services/attempts/connection-loss';
import { sweepOverdueAttempts } from '../../services/attempts/sweep';
import { liveBoard } from '../../services/live/board';
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

async function startAttempt(policy: 'end' | 'pause' = 'end', token = asha, pauseCapMinutes = 15) {
  const source = await cloneAssessment(platform.app, DEMO_LINEAR, {});
  const test = await cloneAssessment(platform.app, DEMO_LINEAR, {
    config: { ...source.config, connectionLossPolicy: policy, connectionPauseCapMinutes: pauseCapMinutes },
  });
  const start = await api.post<{ attemptId: string; firstQuestion: { question: { _id: string } | null } }>(
    `/api/student/test/start/${test.id}?adaptive=false`,
    {},
    token,
  );
  expect(start.status).toBe(200);
  return {
    testId: test.id,
    attemptId: start.body.attemptId,
    questionId: start.body.firstQuestion.question?._id ?? '',
  };
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

  it('never counts a signed-out token as the page (the review found its probes still moved presence)', async () => {
    const token = await api.login('student@demo.test', 'Student@123');
    const { attemptId } = await startAttempt('end', token);
    await probe(platform.app, attemptId, token);
    const heard = platform.app.presence.lastHeard(attemptId, ashaId);
    expect(heard).not.toBeNull();
    expect((await api.get('/api/student/logout', token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await probe(platform.app, attemptId, token)).statusCode).toBe(204);
    expect(platform.app.presence.lastHeard(attemptId, ashaId)).toBe(heard);
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

describe('presence cannot be broken by one student (outside review, issue #50 items 1 and 2)', () => {
  const madeUp = (n: number, length = 24) => n.toString(16).padStart(length, 'a');
  /** another API process on the same database, with its own probe allowances, closed after `use` */
  async function withProcess(use: (app: FastifyInstance) => Promise<void>) {
    const app = await buildApp(platform.app.deps);
    try {
      await app.ready();
      await use(app);
    } finally {
      await app.close();
    }
  }

  it('a flood of long made-up ids on one process ends no classmate on another (one database, no Redis)', () =>
    withProcess(async (flooded) => {
      const rahulId = await userId(platform.app, 'student2@demo.test');
      const honest = [
        { ...(await startAttempt('end', asha)), token: asha, student: ashaId },
        { ...(await startAttempt('end', rahul)), token: rahul, student: rahulId },
      ];
      const free = await api.login('free@demo.test', 'Student@123');
      const heardBefore = flooded.presence.size;
      // the longest ids the probe's schema takes, from a signed student: a batch of them alone passed 8,000 bytes
      const flood = await Promise.all(
        Array.from({ length: 300 }, (_, n) => probe(flooded, madeUp(n, 64), free)),
      );
      expect(flood.every((reply) => reply.statusCode === 204 || reply.statusCode === 429)).toBe(true);
      const heardAt = Date.now();
      for (const page of honest) await probe(flooded, page.attemptId, page.token);
      expect(flooded.presence.size).toBe(heardBefore + 2);
      await flooded.presence.flush();
      // the other process hears both honest pages, so nothing it judges later calls them silent
      for (const page of honest) {
        expect(
          await until(
            () => (platform.app.presence.lastHeard(page.attemptId, page.student) ?? 0) >= heardAt - 1_000,
          ),
        ).toBe(true);
      }
      expect(await sweepLostConnections(platform.app, new Date(heardAt + WINDOW_MS))).toBe(0);
      for (const page of honest) expect((await attemptRow(page.attemptId)).status).toBe('in_progress');
    }));

  it("counts only the student's own attempt in progress, and limits a student's probes (429), not the others'", () =>
    withProcess(async (app) => {
      const { attemptId } = await startAttempt('end', rahul);
      const rahulId = await userId(platform.app, 'student2@demo.test');
      const free = await api.login('free@demo.test', 'Student@123');
      const freeId = await userId(platform.app, 'free@demo.test');
      // a well-formed id of nobody's attempt, and Rahul's attempt named by another student: neither is a page
      expect((await probe(app, madeUp(7), free)).statusCode).toBe(204);
      expect((await probe(app, attemptId, free)).statusCode).toBe(204);
      expect(app.presence.lastHeard(madeUp(7), freeId)).toBeNull();
      expect(app.presence.lastHeard(attemptId, freeId)).toBeNull();
      const replies = [];
      for (let i = 0; i < 70; i++) replies.push(await probe(app, madeUp(i), free));
      const refused = replies.filter((reply) => reply.statusCode === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]?.json()).toMatchObject({
        message: 'Too many connection checks from your account. Please wait a minute.',
      });
      expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
      // Rahul's page is still heard, on a process that never saw his attempt start
      expect((await probe(app, attemptId, rahul)).statusCode).toBe(204);
      expect(app.presence.lastHeard(attemptId, rahulId)).toBeGreaterThan(Date.now() - 5_000);
    }));

  it(
    '20,000 made-up pings leave the server as quick as before: the sweeper reads only real attempts',
    () =>
      withProcess(async (app) => {
        const { attemptId } = await startAttempt('end', rahul);
        const rahulId = await userId(platform.app, 'student2@demo.test');
        await probe(app, attemptId, rahul);
        const students = [asha, await api.login('free@demo.test', 'Student@123')];
        const before = platform.queries.length;
        for (let sent = 0; sent < 20_000; sent += 500) {
          await Promise.all(
            Array.from({ length: 500 }, (_, i) =>
              probe(app, madeUp(sent + i), students[(sent + i) % students.length]),
            ),
          );
        }
        // one lookup per id within each student's allowance at most; nothing else reaches the database
        const lookups = platform.queries.slice(before).filter((q) => /from "attempts"/.test(q)).length;
        expect(lookups).toBeLessThanOrEqual(2 * 60);
        expect(app.presence.lastHeard(madeUp(1), ashaId)).toBeNull();
        // a minute later, past every window: the sweep and another client's probe, side by side
        const later = new Date(Date.now() + WINDOW_MS + COUNTDOWN_MS + 60_000);
        const sweep = sweepLostConnections(app, later);
        const asked = Date.now();
        const reply = await app.inject({ method: 'GET', url: '/api/ping?t=2' });
        expect(reply.statusCode).toBe(204);
        expect(Date.now() - asked).toBeLessThan(1_000);
        await sweep;
        // Rahul's page, silent in this imagined minute, is the one the sweep judged
        expect((await attemptRow(attemptId)).endReason).toBe('connection_lost');
        expect(app.presence.lastHeard(attemptId, rahulId)).toBeNull();
      }),
    120_000,
  );
});

describe('a lost connection counts on the live board and stays counted (outside review, #50 item 6)', () => {
  let staff: string;
  beforeAll(async () => {
    staff = await api.login('college@demo.test', 'College@123', 'college');
  });

  const boardRow = async (testId: string, now = new Date()) => {
    const board = await liveBoard(platform.app, { collegeId: platform.collegeId }, testId, now);
    return { row: board.rows.find((r) => r.studentId === ashaId), counts: board.counts };
  };
  const lossSteps = async (attemptId: string) =>
    (await stepsOf(attemptId)).filter((s) => s.kind === 'proctor' && s.payload.type === 'connection_lost');

  it('the sweep logs a page Disconnected past DISCONNECT_SECONDS as a connection loss, once, kept after it is back', async () => {
    const { testId, attemptId } = await startAttempt();
    await probe(platform.app, attemptId, asha);
    const disconnected = new Date(Date.now() + WINDOW_MS + 5_000);
    expect((await boardRow(testId, disconnected)).row?.status).toBe('disconnected');
    await sweepLostConnections(platform.app, disconnected);
    // a later sweep of the same silence logs nothing more
    await sweepLostConnections(platform.app, new Date(disconnected.getTime() + 10_000));
    expect(await lossSteps(attemptId)).toHaveLength(1);
    const during = await boardRow(testId, disconnected);
    expect(during.row?.risk?.counts.connectionLosses).toBe(1);
    expect(during.row?.risk?.flagged).toBe(true);
    expect(during.counts.flagged).toBeGreaterThan(0);

    // back: on the test again, the loss still counted; the page's own report of it counts no second time
    await probe(platform.app, attemptId, asha);
    const report = await api.post(
      `/api/student/test/${testId}/event`,
      { type: 'connection_lost', detail: 'offline for 36 s', offlineSeconds: 36 },
      asha,
    );
    expect(report.status).toBe(200);
    const back = await boardRow(testId);
    expect(back.row?.status).toBe('on_test');
    expect(back.row?.risk?.counts.connectionLosses).toBe(1);
    // and the college's review says so too
    const review = await api.get<{ attempt: { risk: { counts: { connectionLosses: number } } } }>(
      `/api/college/attempts/${attemptId}`,
      staff,
    );
    expect(review.body.attempt.risk.counts.connectionLosses).toBe(1);

    // a later short loss only the page saw is one more
    await api.post(
      `/api/student/test/${testId}/event`,
      { type: 'connection_lost', detail: 'offline for 8 s', offlineSeconds: 8 },
      asha,
    );
    expect((await boardRow(testId)).row?.risk?.counts.connectionLosses).toBe(2);
  });

  it(
    'a silence past DISCONNECT_SECONDS that no sweep fell inside is logged when the page is back',
    async () => {
      const { testId, attemptId } = await startAttempt();
      // this process has listened throughout the silence, so it is a real one
      const silent = WINDOW_MS + 2_000;
      expect(
        await until(() => platform.app.presence.listenedSince(Date.now() - silent), silent + 5_000),
      ).toBe(true);
      platform.app.presence.heard(attemptId, ashaId, Date.now() - silent);
      await probe(platform.app, attemptId, asha);
      const [loss] = await lossSteps(attemptId);
      expect(loss?.payload).toMatchObject({ detail: expect.stringMatching(/^Not heard from for 3\d s$/) });
      expect((await boardRow(testId)).row?.risk?.counts.connectionLosses).toBe(1);
    },
    WINDOW_MS + 20_000,
  );

  it('a page the student closed (page_left) is no connection loss', async () => {
    const closed = await startAttempt();
    await probe(platform.app, closed.attemptId, asha);
    await api.post(`/api/student/test/${closed.testId}/event`, { type: 'page_left' }, asha);
    await sweepLostConnections(platform.app, new Date(Date.now() + WINDOW_MS + 5_000));
    expect(await lossSteps(closed.attemptId)).toHaveLength(0);
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
    const beyond = Date.now() + 15 * 60_000 - 60_000;
    await sweepLostConnections(platform.app, new Date(beyond));
    expect((await attemptRow(attemptId)).status).toBe('in_progress');
    await sweepLostConnections(platform.app, new Date(beyond + WINDOW_MS + COUNTDOWN_MS + 120_000));
    expect(await attemptRow(attemptId)).toMatchObject({ status: 'graded', endReason: 'connection_lost' });
  });

  it("gives back at most the college's total cap over every silence of the attempt, then ends the next", async () => {
    // the review's case: four 15-minute silences on a 60-minute test moved its deadline by 59.7 minutes
    const { attemptId } = await startAttempt('pause', asha, 20);
    const started = await attemptRow(attemptId);
    const t0 = Date.now();
    for (let i = 0; i < 4; i++) {
      const from = t0 + i * 16 * 60_000;
      await resumeAfterLoss(platform.app, attemptId, ashaId, { from, to: from + 15 * 60_000 });
    }
    const moved = (await attemptRow(attemptId)).deadlineAt.getTime() - started.deadlineAt.getTime();
    expect(moved).toBe(20 * 60_000);
    const pauses = (await stepsOf(attemptId)).filter((s) => s.kind === 'connection_pause');
    expect(pauses.map((s) => s.payload.pausedSeconds)).toEqual([895, 305]);
    // the cap is spent: the next silence is judged as under the 'end' policy
    platform.app.presence.heard(attemptId, ashaId, Date.now() - 1_000);
    await sweepLostConnections(platform.app, new Date(Date.now() + WINDOW_MS + COUNTDOWN_MS + 5_000));
    expect(await attemptRow(attemptId)).toMatchObject({ status: 'graded', endReason: 'connection_lost' });
  });

  it(
    'refuses an answer while the clock is stopped, keeps it for the page (409), and takes it once heard',
    async () => {
      expect(await until(() => platform.app.presence.isWarm(), WINDOW_MS + 5_000)).toBe(true);
      const { testId, attemptId, questionId } = await startAttempt('pause', asha);
      const answer = () =>
        api.post<{ message: string; code: string }>(
          `/api/student/test/response/non-adaptive/${testId}`,
          { questionId },
          asha,
        );
      // heard 20 s ago, not since: the page is away and its clock stopped
      platform.app.presence.heard(attemptId, ashaId, Date.now() - 20_000);
      const refused = await answer();
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'TEST_PAUSED',
        message:
          'Your connection was lost, so your time is paused. Your answer is kept: it is sent as soon as the connection is back.',
      });
      expect((await stepsOf(attemptId)).some((s) => s.kind === 'answer')).toBe(false);
      // the page probes again: the pause ends and the same answer counts
      expect((await probe(platform.app, attemptId, asha)).statusCode).toBe(204);
      expect((await answer()).status).toBe(200);
    },
    WINDOW_MS + 20_000,
  );

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
