import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJudge, createQueueJudge, type JudgeService, startJudgeWorker } from '@placement/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/**
 * #44 item 4: with a judge queue and no worker connected, /api/health says so and a student's run is refused at
 * once with a clear message (it waited 120 s and failed before); once a worker connects, both are well again.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const queueName = `health-judge-${process.pid}-${Date.now()}`;
let platform: TestPlatform;
let queueJudge: JudgeService;
let token: string;

beforeAll(async () => {
  queueJudge = await createQueueJudge({ redisUrl: REDIS_URL, queueName });
  platform = await startTestPlatform({}, { judge: queueJudge });
  token = await client(platform.app).login('student@demo.test', 'Student@123');
});
afterAll(async () => {
  await platform?.close();
  await queueJudge?.close();
});

const health = () => platform.app.inject({ method: 'GET', url: '/api/health' });
const runThroughRoute = () =>
  platform.app.inject({
    method: 'POST',
    url: '/compiler/',
    headers: { 'auth-token': token },
    payload: { code: 'print("hello")', language: 'py', input: '' },
  });

describe('a judge queue with no worker', () => {
  it('is not healthy, refuses a run at once with a message, and is well again once a worker connects', {
    timeout: 120_000,
  }, async () => {
    const sick = await health();
    expect(sick.statusCode).toBe(503);
    expect(sick.json()).toMatchObject({
      ok: false,
      checks: { judge: 'down' },
      message: 'Not answering: judge.',
    });

    const started = Date.now();
    const refused = await runThroughRoute();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(
      'No judge is running right now, so code cannot be run. Your code stays in the editor; try again in a minute.',
    );
    expect(Date.now() - started).toBeLessThan(5000);

    const judge = await createJudge({
      cacheDir: mkdtempSync(join(tmpdir(), 'placement-api-judge-')),
      precompileHeaders: false,
      poolSize: 1,
      warn: () => {},
    });
    const worker = await startJudgeWorker({ redisUrl: REDIS_URL, judge, queueName });
    try {
      const deadline = Date.now() + 15_000;
      let well = await health();
      while (well.statusCode !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        well = await health();
      }
      expect(well.json().checks.judge).toBe('ok');
      // the run path no longer refuses (the route's own 20 s limit is for a busy machine to miss, not this test)
      expect(await queueJudge.available()).toBeNull();
      const ran = await queueJudge.run({ language: 'py', code: 'print("hello")', input: '' });
      expect(ran.output.trim()).toBe('hello');
    } finally {
      await worker.close();
      await judge.close();
    }
  });
});
