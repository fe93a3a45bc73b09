import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchDatabase, benchSecret } from '../bench/exam/database';
import { type RunningServer, startServer } from '../bench/exam/server';
import { DEMO_LINEAR } from './demo/assessments';
import { seedDemo } from './demo/seed';

const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Scale-out by configuration alone: two API processes on PostgreSQL, judge jobs through Redis to two
 * `judge worker` processes. Runs in the PostgreSQL pass of the suite (TEST_DATABASE_URL).
 */
describe.runIf(databaseServer)(
  'scale-out: two API processes, two judge workers, PostgreSQL and Redis',
  () => {
    let server: RunningServer;
    let workers: ChildProcess[] = [];
    let drop: () => Promise<void>;
    const queue = `placement-judge-test-${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      const db = await benchDatabase(databaseServer);
      drop = db.drop;
      await seedDemo(db.database.db);
      await db.database.close();
      workers = [1, 2].map(() =>
        spawn('node_modules/.bin/tsx', ['apps/api/src/cli/judge.ts', 'worker'], {
          env: {
            ...process.env,
            REDIS_URL: redisUrl,
            // jobs carry a reference to the question's testcases, which the worker reads from the database
            DATABASE_URL: db.url,
            JUDGE_QUEUE: queue,
            JUDGE_POOL_SIZE: '1',
            NODE_ENV: 'test',
          },
          stdio: 'ignore',
          detached: true,
        }),
      );
      server = await startServer({
        databaseUrl: db.url,
        redisUrl,
        port: 3944,
        jwtSecret: benchSecret(),
        workers: 2,
        nodeEnv: 'test',
        env: { JUDGE_QUEUE: queue },
      });
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await Promise.all(
        workers.map(async (worker) => {
          if (worker.exitCode !== null || worker.signalCode !== null) return;
          const exited = once(worker, 'exit');
          // the worker's whole process group (tsx and node); a worker finishing a job gets a few seconds
          const group = (signal: NodeJS.Signals) => {
            try {
              process.kill(-worker.pid!, signal);
            } catch {
              // already gone
            }
          };
          group('SIGTERM');
          const timer = setTimeout(() => group('SIGKILL'), 5000);
          await exited;
          clearTimeout(timer);
        }),
      );
      await drop?.();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`bull:${queue}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }, 90_000);

    async function call(method: string, path: string, token?: string, body?: unknown) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          ...(token ? { 'auth-token': token } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }

    it('serves a whole linear test with a coding answer judged by the queue workers', async () => {
      const login = await call('POST', '/api/student/login', undefined, {
        Email: 'student@demo.test',
        Password: 'Student@123',
      });
      const token = login.body.token as string;
      const list = await call('GET', '/api/student/test', token);
      const test = (list.body.assessments as { _id: string; name: string }[]).find(
        (a) => a.name === DEMO_LINEAR,
      )!;
      const start = await call('POST', `/api/student/test/start/${test._id}`, token, {});
      expect(start.status).toBe(200);
      let state = start.body.firstQuestion as {
        question: { _id: string; type: string } | null;
        finished: boolean;
      };
      while (state.question) {
        const q = state.question;
        const code = 'a, b = map(int, input().split())\nprint(a + b)\n';
        const response =
          q.type === 'compiler' ? { answerCode: code, codeLanguage: 'Python' } : q.type === 'mcq' ? 0 : null;
        if (q.type === 'compiler') {
          const log = await call('POST', `/api/compiler/log/${test._id}`, token, {
            questionId: q._id,
            code,
            codeLanguage: 'Python',
          });
          expect(log.status).toBe(200);
          expect(log.body.log).toMatchObject({ totalTestCases: 4, totalPassedTestCases: 4 });
        }
        const next = await call('POST', `/api/student/test/response/non-adaptive/${test._id}`, token, {
          response,
          questionId: q._id,
        });
        expect(next.status).toBe(200);
        state = next.body as unknown as typeof state;
      }
      const results = await call('GET', '/api/studentDummy/test/result', token);
      const mine = (
        results.body.studentResponse as {
          assessmentId: string;
          questions: { type: string; status: string }[];
        }[]
      ).find((r) => r.assessmentId === test._id)!;
      // the verdict per question stays hidden while the test window is open
      expect(mine.questions.find((q) => q.type === 'compiler')?.status).toBe('answered');
    }, 120_000);

    it('keeps a session valid on every process and revokes it on every process within a second', async () => {
      const login = await call('POST', '/api/student/login', undefined, {
        Email: 'student2@demo.test',
        Password: 'Student@123',
      });
      const token = login.body.token as string;
      const seen = await Promise.all(Array.from({ length: 20 }, () => call('GET', '/api/student/me', token)));
      expect(seen.every((r) => r.status === 200)).toBe(true);
      await call('GET', '/api/student/logout', token);
      // each process caches sessions and forgets one when the database's change notice reaches it
      const refusedEverywhere = async () =>
        (await Promise.all(Array.from({ length: 20 }, () => call('GET', '/api/student/me', token)))).every(
          (r) => r.status === 401,
        );
      let refused = await refusedEverywhere();
      for (const until = Date.now() + 1000; !refused && Date.now() < until; )
        refused = await refusedEverywhere();
      expect(refused, 'refused on every process within a second').toBe(true);
    });
  },
);
