import { Worker } from 'bullmq';
import type { Judge } from '../judge';
import { DEFAULT_QUEUE_NAME, type JudgeJob, type JudgeJobResult } from './jobs';

export interface JudgeWorkerOptions {
  redisUrl: string;
  judge: Judge;
  queueName?: string;
  /** Submissions taken at once; their testcases share the judge's pool. */
  concurrency?: number;
}

export interface JudgeWorker {
  close(): Promise<void>;
}

export async function startJudgeWorker(options: JudgeWorkerOptions): Promise<JudgeWorker> {
  const { judge } = options;
  const worker = new Worker<JudgeJob, JudgeJobResult>(
    options.queueName ?? DEFAULT_QUEUE_NAME,
    async (job) => {
      const data = job.data;
      if (data.kind === 'judge') return judge.judge(data.request);
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
