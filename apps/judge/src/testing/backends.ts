import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll } from 'vitest';
import type { JudgeOptions, JudgeService } from '../judge';
import { createQueueJudge } from '../queue/queue-judge';
import { startJudgeWorker } from '../queue/worker';
import { createTestJudge } from './test-judge';

export type Backend = 'pool' | 'bullmq';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestBackend {
  service: JudgeService;
  dispose: () => Promise<void>;
}

/** The in-process pool, or the same judge behind BullMQ with a worker, on a queue unique to this run. */
export async function createBackend(backend: Backend, options: JudgeOptions = {}): Promise<TestBackend> {
  const local = await createTestJudge(options);
  if (backend === 'pool') return { service: local.judge, dispose: local.dispose };
  const queueName = `judge-test-${randomUUID()}`;
  const worker = await startJudgeWorker({ redisUrl: REDIS_URL, judge: local.judge, queueName });
  const service = await createQueueJudge({ redisUrl: REDIS_URL, queueName });
  return {
    service,
    dispose: async () => {
      await service.close();
      await worker.close();
      const queue = new Queue(queueName, { connection: { url: REDIS_URL } });
      await queue.obliterate({ force: true });
      await queue.close();
      await local.dispose();
    },
  };
}

/**
 * A backend for the surrounding describe block: made before its tests and disposed after them. The service
 * returned forwards to it, so tests can hold it from the start.
 */
export function useBackend(backend: Backend, options: JudgeOptions = {}): JudgeService {
  let fixture: TestBackend | undefined;
  beforeAll(async () => {
    fixture = await createBackend(backend, options);
  }, 120_000);
  afterAll(() => fixture?.dispose());
  const current = (): JudgeService => {
    if (!fixture) throw new Error('the judge backend is not ready');
    return fixture.service;
  };
  return {
    judge: (request) => current().judge(request),
    run: (request) => current().run(request),
    selfCheck: () => current().selfCheck(),
    available: () => current().available(),
    close: async () => {},
  };
}
