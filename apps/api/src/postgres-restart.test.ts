import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { authMessages } from '@placement/contract';
import { openDatabase, scratchDatabase } from '@placement/db';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchSecret } from '../bench/exam/database';
import { type ExamFixture, prepareExam } from '../bench/exam/fixtures';
import { lostAnswers, storedAnswers } from '../bench/exam/lost';
import { type RunningServer, startServer } from '../bench/exam/server';
import { DATABASE_RETRY_AFTER_SECONDS } from './plugins/errors';
import { type PrivatePostgres, startPrivatePostgres } from './test/private-postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The API processes under the server's primary (its node:cluster workers; not helpers such as esbuild). */
function workerPids(server: RunningServer): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(server.process.pid)])
      .toString()
      .split('\n')
      .filter((line) => line.includes('apps/api/src/main.ts'))
      .map((line) => Number.parseInt(line.trim(), 10))
      .sort();
  } catch {
    return [];
  }
}

/** One API process (no --workers) as `npm start` runs it, its log and messages collected. */
function spawnApi(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return {
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface Outcome {
  sentAt: number;
  at: number;
  status: number | 'network';
  detail?: string;
}

/**
 * Students answering as fast as the server lets them; an answer refused or unanswered is sent again with the
 * same question id, as the browser's journal does. Every outcome is kept with its time.
 */
async function answerLoop(baseUrl: string, fixture: ExamFixture) {
  const pool = new Pool(baseUrl, { connections: 32 });
  const outcomes: Outcome[] = [];
  const acknowledged = new Set<string>();
  let running = true;
  const answerPath = `/api/student/test/response/non-adaptive/${fixture.assessmentId}`;

  async function post(path: string, token: string, body: unknown) {
    const response = await pool.request({
      method: 'POST',
      path,
      headers: { 'auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
    const text = await response.body.text();
    return { status: response.statusCode, headers: response.headers, body: JSON.parse(text) };
  }

  async function begin(token: string) {
    const started = await post(`/api/student/test/start/${fixture.assessmentId}`, token, {});
    if (started.status !== 200) throw new Error(`start answered ${started.status}`);
    return (started.body.firstQuestion as { question: { _id: string } | null }).question;
  }

  async function student(id: string, token: string, first: { _id: string } | null) {
    let question = first;
    while (running && question) {
      const questionId = question._id;
      const sentAt = Date.now();
      try {
        const reply = await post(answerPath, token, {
          response: fixture.keys.get(questionId) ?? 0,
          questionId,
        });
        let detail: string | undefined;
        if (reply.status === 503) {
          detail = `${reply.body.message} (retry-after ${reply.headers['retry-after']})`;
        } else if (reply.status >= 300) {
          detail = JSON.stringify(reply.body);
        }
        outcomes.push({ sentAt, at: Date.now(), status: reply.status, detail });
        if (reply.status < 300) {
          acknowledged.add(`${id}/${questionId}`);
          question = (reply.body as { question: { _id: string } | null }).question;
        } else {
          await sleep(100);
        }
      } catch (error) {
        outcomes.push({
          sentAt,
          at: Date.now(),
          status: 'network',
          detail: String((error as Error).message),
        });
        await sleep(100);
      }
    }
  }

  // every attempt started before PostgreSQL goes away: the outage hits answers only
  const firsts = await Promise.all(fixture.students.map((s) => begin(s.token)));
  const done = Promise.all(fixture.students.map((s, i) => student(s.id, s.token, firsts[i] ?? null)));
  return {
    outcomes,
    acknowledged,
    async stop() {
      running = false;
      await done;
      await pool.close();
    },
  };
}

/**
 * PostgreSQL restarting under an exam: two API processes on a private PostgreSQL cluster (so that the shared
 * server other suites use is never touched), restarted with `pg_ctl restart -m fast` and then stopped for
 * several seconds while students answer. Runs in the PostgreSQL pass of the suite (TEST_DATABASE_URL).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('when PostgreSQL restarts', () => {
  let cluster: PrivatePostgres;
  let databaseUrl: string;
  let fixture: ExamFixture;
  const jwtSecret = benchSecret();

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    const scratch = await scratchDatabase(cluster.url);
    databaseUrl = scratch.url;
    fixture = await prepareExam(scratch.db, jwtSecret, 24, 2000, 60);
    await scratch.close();
  }, 120_000);

  afterAll(async () => {
    await cluster?.remove();
  }, 60_000);

  it('keeps every API process up, answers 503 during the outage, loses no acknowledged answer and recovers by itself', async () => {
    const server = await startServer({ databaseUrl, port: 3951, jwtSecret, workers: 2, nodeEnv: 'test' });
    try {
      const pids = workerPids(server);
      expect(pids).toHaveLength(2);
      const load = await answerLoop(server.url, fixture);
      await sleep(3000);

      const restartAt = Date.now();
      await cluster.restart();
      const restartedAt = Date.now();
      await sleep(4000);

      const stopAt = Date.now();
      await cluster.stop();
      await sleep(3000);
      const health = await fetch(`${server.url}/api/health`).catch(() => null);
      await sleep(3000);
      await cluster.start();
      const backAt = Date.now();
      await sleep(10_000);
      await load.stop();

      const { outcomes, acknowledged } = load;
      const count = (from: number, to: number, test: (o: Outcome) => boolean) =>
        outcomes.filter((o) => o.at >= from && o.at < to && test(o)).length;
      const firstSuccessAfter = (from: number) => outcomes.find((o) => o.at >= from && o.status === 200)?.at;
      const firstSentAfter = (from: number) =>
        outcomes.find((o) => o.sentAt >= from && o.status === 200)?.at ?? Infinity;
      const slowest = (from: number, to: number) =>
        Math.max(0, ...outcomes.filter((o) => o.at >= from && o.at < to).map((o) => o.at - o.sentAt));
      const figures = {
        answers: outcomes.length,
        acknowledged: acknowledged.size,
        unavailable503: outcomes.filter((o) => o.status === 503).length,
        during: {
          restart: count(restartAt, restartedAt + 2000, (o) => o.status === 503),
          outage: count(stopAt, backAt, (o) => o.status === 503),
        },
        network: outcomes.filter((o) => o.status === 'network').length,
        other: outcomes
          .filter((o) => o.status !== 200 && o.status !== 503)
          .map((o) => `${o.status} ${o.detail}`),
        recoveredAfterRestartMs: (firstSuccessAfter(restartedAt) ?? Infinity) - restartedAt,
        recoveredAfterOutageMs: (firstSuccessAfter(backAt) ?? Infinity) - backAt,
        // a request sent after PostgreSQL was back, answered 200
        firstSentAndAnsweredAfterRestartMs: firstSentAfter(restartedAt) - restartedAt,
        firstSentAndAnsweredAfterOutageMs: firstSentAfter(backAt) - backAt,
        slowestReplyAroundRestartMs: slowest(restartAt, restartedAt + 3000),
        slowestReplyBeforeRestartMs: slowest(restartAt - 2500, restartAt),
        // what became of the answers sent in the first 5 s after PostgreSQL was back
        sentInFirst5sAfterOutage: outcomes
          .filter((o) => o.sentAt >= backAt && o.sentAt < backAt + 5000)
          .reduce<Record<string, number>>((byStatus, o) => {
            byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
            return byStatus;
          }, {}),
      };
      console.log('PostgreSQL restart under load:', JSON.stringify(figures, null, 2));

      // no process ended, and the primary started none in place of one
      expect(alive(server.process.pid!)).toBe(true);
      expect(pids.every(alive)).toBe(true);
      expect(workerPids(server)).toEqual(pids);

      expect(health?.status, 'the health check tells a load balancer').toBe(503);
      expect(health?.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(figures.other, 'no 500, no other error').toEqual([]);
      expect(figures.network, 'no request left without an answer').toBe(0);
      expect(figures.during.outage, 'requests during the outage were answered 503').toBeGreaterThan(0);
      for (const o of outcomes.filter((x) => x.status === 503)) {
        expect(o.detail).toBe(
          `${authMessages.databaseUnavailable} (retry-after ${DATABASE_RETRY_AFTER_SECONDS})`,
        );
      }
      // within 5 s of PostgreSQL being back, plus however slow an answer already was before the restart (on a
      // busy 2-core machine, a couple of seconds)
      const settleMs = 5000 + figures.slowestReplyBeforeRestartMs;
      expect(figures.recoveredAfterRestartMs).toBeLessThan(settleMs);
      expect(figures.recoveredAfterOutageMs).toBeLessThan(settleMs);
      // and from then on every answer goes through again
      const late = outcomes.filter((o) => o.sentAt > backAt + settleMs);
      expect(late.length).toBeGreaterThan(0);
      expect(late.every((o) => o.status === 200)).toBe(true);

      const database = await openDatabase({ url: databaseUrl, migrate: false });
      try {
        const stored = await storedAnswers(database.db, fixture.assessmentId);
        expect(lostAnswers(acknowledged, stored), 'acknowledged answers missing').toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('a single process started while PostgreSQL is down waits, then comes up once it is back', async () => {
    await cluster.stop();
    const api = spawnApi({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      PORT: '3952',
    });
    const health = () =>
      fetch('http://127.0.0.1:3952/api/health').then(
        (r) => r.status,
        () => 'refused',
      );
    try {
      // a start takes a few seconds on a busy machine: wait for it to say that it waits, then a little longer
      for (let i = 0; i < 600 && !api.output().includes('waiting for PostgreSQL'); i++) await sleep(100);
      expect(api.output()).toContain('waiting for PostgreSQL');
      await sleep(3000);
      expect(api.child.exitCode, 'still running while PostgreSQL is down').toBeNull();
      expect(await health()).toBe('refused');
      await cluster.start();
      const backAt = Date.now();
      let answeredAt: number | undefined;
      let status = await health();
      while (status !== 200 && Date.now() - backAt < 60_000) {
        await sleep(100);
        if (!answeredAt && api.output().includes('PostgreSQL answered after')) answeredAt = Date.now();
        status = await health();
      }
      expect(status).toBe(200);
      expect(api.output()).toContain('PostgreSQL answered after');
      console.log('single process after PostgreSQL started:', {
        connectedMs: (answeredAt ?? Date.now()) - backAt,
        servingMs: Date.now() - backAt,
      });
    } finally {
      await api.stop();
      await cluster.start();
    }
  }, 120_000);

  it('in production, gives up after DATABASE_WAIT_SECONDS with a clear message', async () => {
    await cluster.stop();
    try {
      const api = spawnApi({
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATABASE_WAIT_SECONDS: '2',
        JWT_SECRET: jwtSecret,
        PORT: '3953',
      });
      const [code] = await api.exited;
      expect(code).toBe(1);
      expect(api.output()).toMatch(
        /PostgreSQL at 127\.0\.0\.1:\d+\/\w+ did not answer within 2 s \(DATABASE_WAIT_SECONDS\)/,
      );
    } finally {
      await cluster.start();
    }
  }, 60_000);
});
