import { Worker } from 'bullmq';
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

  const worker = new Worker<JudgeJob, JudgeJobResult>(
    options.queueName ?? DEFAULT_QUEUE_NAME,
    async (job) => {
      const data = job.data;
      if (data.kind === 'judge') return judgeJob(data.request);
      if (data.kind === 'run') return judge.run(data.request);
      return judge.selfCheck();
    },
    {
      connection: { url: options.redisUrl, maxRetriesPerRequest: null },
      concurrency: options.concurrency ?? judge.info.poolSize,
    },
  );
  await worker.waitUntilReady();
  return { close: () => worker.close() };
}
