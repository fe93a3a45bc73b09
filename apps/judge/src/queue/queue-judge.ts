import { Queue, QueueEvents } from 'bullmq';
import { validateChecker } from '../checkers/checkers';
import { InputTooLargeError } from '../errors';
import type { JudgeService } from '../judge';
import { resolveLanguage } from '../languages/registry';
import type { JudgeRequest, JudgeResult, RunRequest, RunResult, SelfCheckReport } from '../types';
import { DEFAULT_QUEUE_NAME, type JudgeJob, type JudgeJobResult } from './jobs';

const WORKER_COUNT_TTL_MS = 2000;

export interface QueueJudgeOptions {
  redisUrl: string;
  queueName?: string;
  /** How long a caller waits for a worker to finish a job. */
  timeoutMs?: number;
  maxCodeBytes?: number;
}

/**
 * The judge API over BullMQ: jobs wait in Redis and any number of `judge worker` processes take them. Requests
 * are checked here first, so a bad language is the same typed error as with the in-process pool.
 */
export async function createQueueJudge(options: QueueJudgeOptions): Promise<JudgeService> {
  const name = options.queueName ?? DEFAULT_QUEUE_NAME;
  const connection = { url: options.redisUrl };
  const queue = new Queue<JudgeJob, JudgeJobResult>(name, { connection });
  const events = new QueueEvents(name, { connection });
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  const timeoutMs = options.timeoutMs ?? 120_000;
  const maxCodeBytes = options.maxCodeBytes ?? 64 * 1024;

  async function submit(job: JudgeJob): Promise<JudgeJobResult> {
    const added = await queue.add(job.kind, job, {
      // A job's result is read right after it completes; an age keeps it long enough without racing.
      removeOnComplete: { age: 300 },
      removeOnFail: { age: 3600 },
      attempts: 1,
    });
    return added.waitUntilFinished(events, timeoutMs);
  }

  // asked before each run a student waits for, so the count is kept for a moment
  let workers: { checkedAt: number; count: Promise<number> } | null = null;
  async function available(): Promise<string | null> {
    if (!workers || Date.now() - workers.checkedAt > WORKER_COUNT_TTL_MS) {
      workers = { checkedAt: Date.now(), count: queue.getWorkersCount() };
    }
    // a Redis that refuses CLIENT LIST (some managed ones) cannot tell: the queue's own wait decides then
    const count = await workers.count.catch(() => 1);
    return count > 0 ? null : 'No judge worker is connected to the queue';
  }

  function check(request: { language: string; code: string }): void {
    resolveLanguage(request.language);
    if (Buffer.byteLength(request.code) > maxCodeBytes) throw new InputTooLargeError('code', maxCodeBytes);
  }

  return {
    async judge(request: JudgeRequest) {
      check(request);
      validateChecker(request.checker);
      // With a reference the worker reads the testcases from the host's storage: Redis never holds them.
      const { testcases: _inline, ...rest } = request;
      const job = request.testcasesRef ? rest : request;
      return (await submit({ kind: 'judge', request: job })) as JudgeResult;
    },
    async run(request: RunRequest) {
      check(request);
      return (await submit({ kind: 'run', request })) as RunResult;
    },
    available,
    async selfCheck() {
      return (await submit({ kind: 'selfCheck' })) as SelfCheckReport;
    },
    async close() {
      await events.close();
      await queue.close();
    },
  };
}
