import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgeService } from '../judge';
import { REDIS_URL } from '../testing/backends';
import { createTestJudge, type TestJudge } from '../testing/test-judge';
import type { Testcase } from '../types';
import { createQueueJudge } from './queue-judge';
import { testcaseRef, testcasesVersion } from './testcase-store';
import { type JudgeWorker, startJudgeWorker } from './worker';

const countTokens = 'import sys\nprint(len(sys.stdin.buffer.read().split()))\n';
const MiB = 1024 * 1024;

/** The host's storage, as the worker sees it: question id → testcases, counting the reads. */
const stored = new Map<string, Testcase[]>();
let loads = 0;
async function load(questionId: string) {
  loads++;
  return stored.get(questionId) ?? null;
}

let local: TestJudge;
let worker: JudgeWorker;
let bare: JudgeWorker;
let service: JudgeService;
let withoutStore: JudgeService;
const queueName = `judge-test-refs-${randomUUID()}`;
const bareQueue = `${queueName}-bare`;

beforeAll(async () => {
  local = await createTestJudge({ poolSize: 2, precompileHeaders: false });
  worker = await startJudgeWorker({
    redisUrl: REDIS_URL,
    judge: local.judge,
    queueName,
    loadTestcases: load,
  });
  bare = await startJudgeWorker({ redisUrl: REDIS_URL, judge: local.judge, queueName: bareQueue });
  service = await createQueueJudge({ redisUrl: REDIS_URL, queueName });
  withoutStore = await createQueueJudge({ redisUrl: REDIS_URL, queueName: bareQueue });
}, 120_000);

afterAll(async () => {
  await service?.close();
  await withoutStore?.close();
  await worker?.close();
  await bare?.close();
  for (const name of [queueName, bareQueue]) {
    const queue = new Queue(name, { connection: { url: REDIS_URL } });
    await queue.obliterate({ force: true });
    await queue.close();
  }
  await local?.dispose();
});

async function jobsOf(name: string) {
  const queue = new Queue(name, { connection: { url: REDIS_URL } });
  try {
    return await queue.getJobs(['completed', 'failed']);
  } finally {
    await queue.close();
  }
}

describe('judge jobs carry a reference to the testcases, not the testcases', () => {
  it('judges a 16 MiB testcase the worker reads from storage, and Redis holds only the reference', async () => {
    const input = '7 '.repeat(8 * MiB);
    const testcases = [
      { input, expectedOutput: String(8 * MiB) },
      { input: 'a b c', expectedOutput: '3' },
    ];
    stored.set('q-big', testcases);
    const result = await service.judge({
      language: 'py',
      code: countTokens,
      testcases,
      testcasesRef: testcaseRef('q-big', testcases),
      limits: { timeMs: 3_000 },
    });
    expect(result.results.map((r) => r.verdict)).toEqual(['accepted', 'accepted']);
    const [job] = await jobsOf(queueName);
    expect(job?.data).toMatchObject({
      kind: 'judge',
      request: { testcasesRef: { questionId: 'q-big', version: testcasesVersion(testcases) } },
    });
    expect(JSON.stringify(job?.data).length).toBeLessThan(2_000);
  }, 60_000);

  it('reads a question once for many submissions', async () => {
    const testcases = [{ input: '1 2 3', expectedOutput: '3' }];
    stored.set('q-often', testcases);
    const before = loads;
    for (const code of [countTokens, `${countTokens}# again\n`, `${countTokens}# and again\n`]) {
      const result = await service.judge({
        language: 'py',
        code,
        testcases,
        testcasesRef: testcaseRef('q-often', testcases),
      });
      expect(result.verdict).toBe('accepted');
    }
    expect(loads - before).toBe(1);
  });

  it('refuses to judge against testcases that changed after the job was queued', async () => {
    const meant = [{ input: '1 2', expectedOutput: '2' }];
    stored.set('q-edited', [{ input: '1 2 3', expectedOutput: '3' }]);
    await expect(
      service.judge({
        language: 'py',
        code: countTokens,
        testcases: meant,
        testcasesRef: testcaseRef('q-edited', meant),
      }),
    ).rejects.toThrow(/changed after this submission was queued/);
  });

  it('says so when a worker has no testcase store', async () => {
    const testcases = [{ input: '1', expectedOutput: '1' }];
    await expect(
      withoutStore.judge({
        language: 'py',
        code: countTokens,
        testcases,
        testcasesRef: testcaseRef('q', testcases),
      }),
    ).rejects.toThrow(/cannot load testcases by reference/);
    // without a reference, the testcases travel in the job as before
    const inline = await withoutStore.judge({ language: 'py', code: countTokens, testcases });
    expect(inline.verdict).toBe('accepted');
  });
});
