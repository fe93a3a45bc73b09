import { DelayedError, Worker } from 'bullmq';
import type { Judge } from '../judge';
import { DEFAULT_QUEUE_NAME, type JudgeJob, type JudgeJobRequest, type JudgeJobResult } from './jobs';
import { TestcaseCache, type TestcaseLoader, TestcasesUnavailableError } from './testcase-store';

export interface JudgeWorkerOptions {
  redisUrl: string;
  judge: Judge;
  queueName?: string;
  /** Submissions taken at once; their testcases share the judge's pool. */
  concurrency?: number;
  /** Reads a question's testcases for jobs that carry a reference (TestcaseRef) instead of them. */
  loadTestcases?: TestcaseLoader;
  /** Bytes of loaded testcases kept for the next job of the same question (default 256 MiB). */
  testcaseCacheBytes?: number;
}

/** How soon a job put back because its owner already has one running here is looked at again. */
const OWNER_BUSY_RETRY_MS = 100;

export interface JudgeWorker {
  close(): Promise<void>;
}

export async function startJudgeWorker(options: JudgeWorkerOptions): Promise<JudgeWorker> {
  const { judge } = options;
  const cache = options.loadTestcases
    ? new TestcaseCache(options.loadTestcases, options.testcaseCacheBytes)
    : null;

  async function judgeJob(request: JudgeJobRequest) {
    if (request.testcases) return judge.judge({ ...request, testcases: request.testcases });
    if (!request.testcasesRef) throw new TestcasesUnavailableError('The job carries no testcases');
    if (!cache) {
      throw new TestcasesUnavailableError(
        'This judge worker cannot load testcases by reference: start it with a testcase store (DATABASE_URL)',
      );
    }
    return judge.judge({ ...request, testcases: await cache.get(request.testcasesRef) });
  }

  // One job per owner at a time here: another job of an owner already running is put back in the queue
  // (delayed a moment) rather than held, so it never takes a place a stranger's job could have.
  const running = new Set<string>();
  const worker = new Worker<JudgeJob, JudgeJobResult>(
    options.queueName ?? DEFAULT_QUEUE_NAME,
    async (job, token) => {
      const data = job.data;
      const owner = data.kind === 'selfCheck' ? undefined : data.request.owner;
      if (owner !== undefined) {
        if (running.has(owner)) {
          await job.moveToDelayed(Date.now() + OWNER_BUSY_RETRY_MS, token);
          throw new DelayedError();
        }
        running.add(owner);
      }
      try {
        if (data.kind === 'judge') return await judgeJob(data.request);
        if (data.kind === 'run') return await judge.run(data.request);
        return await judge.selfCheck();
      } finally {
        if (owner !== undefined) running.delete(owner);
      }
    },
    {
      connection: { url: options.redisUrl, maxRetriesPerRequest: null },
      concurrency: options.concurrency ?? judge.info.poolSize,
    },
  );
  await worker.waitUntilReady();
  return { close: () => worker.close() };
}
