import { availableParallelism } from 'node:os';
import { createJudge, type Judge, type JudgeService } from './judge';
import { createQueueJudge } from './queue/queue-judge';
import type { TestcaseLoader } from './queue/testcase-store';
import { startJudgeWorker } from './queue/worker';
import { buildStandaloneServer, directoryTestcaseSource } from './server';
import type { SelfCheckReport } from './types';

export interface JudgeCliOptions {
  /** How `worker` reads the testcases of jobs that carry a reference (the platform's database, say). */
  loadTestcases?: TestcaseLoader;
}

const USAGE = `usage: npm run judge -- <command>
  serve       compiler service over HTTP (PORT, HOST, JWT_SECRET, JUDGE_TESTCASES_DIR; REDIS_URL to use workers)
  worker      take jobs from the BullMQ queue (REDIS_URL, JUDGE_QUEUE, JUDGE_POOL_SIZE; testcases from DATABASE_URL)
  self-check  compile and run hello world in each language inside the sandbox`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function poolSize(): number | undefined {
  const raw = process.env.JUDGE_POOL_SIZE;
  if (raw === undefined) return undefined;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > 4 * availableParallelism()) {
    fail(`JUDGE_POOL_SIZE must be an integer from 1 to ${4 * availableParallelism()}, got '${raw}'`);
  }
  return size;
}

/** The languages a self-check found broken, with what each said. */
export function failedLanguages(report: SelfCheckReport): string[] {
  return Object.entries(report.languages)
    .filter(([, entry]) => !entry.ok)
    .map(([id, entry]) => `${id}: ${entry.detail}`);
}

async function localJudge(): Promise<{ judge: Judge; report: SelfCheckReport }> {
  const judge = await createJudge({ poolSize: poolSize(), cacheDir: process.env.JUDGE_CACHE_DIR });
  console.log(
    `judge: sandbox ${judge.info.sandbox}, cgroups: ${judge.info.cgroups} (${judge.info.cgroupsWhy})`,
  );
  const report = await judge.selfCheck();
  console.log(JSON.stringify(report));
  for (const failure of failedLanguages(report)) console.error(`judge: self-check failed for ${failure}`);
  return { judge, report };
}

function onSignal(close: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void close().finally(() => process.exit(0));
    });
  }
}

async function serve(): Promise<void> {
  const jwtSecret = process.env.JWT_SECRET;
  if (!jwtSecret || jwtSecret.length < 32) fail('JWT_SECRET must be set (at least 32 characters)');
  const redisUrl = process.env.REDIS_URL;
  const judge: JudgeService = redisUrl
    ? await createQueueJudge({ redisUrl, queueName: process.env.JUDGE_QUEUE })
    : (await localJudge()).judge;
  const app = await buildStandaloneServer({
    judge,
    jwtSecret,
    testcases: directoryTestcaseSource(process.env.JUDGE_TESTCASES_DIR ?? './data/testcases'),
  });
  const port = Number(process.env.PORT ?? 3100);
  await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
  onSignal(async () => {
    await app.close();
    await judge.close();
  });
}

async function worker(options: JudgeCliOptions): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) fail('REDIS_URL must be set for a judge worker');
  const { judge } = await localJudge();
  const running = await startJudgeWorker({
    redisUrl,
    judge,
    queueName: process.env.JUDGE_QUEUE,
    loadTestcases: options.loadTestcases,
  });
  console.log(`judge worker ready on queue ${process.env.JUDGE_QUEUE ?? 'placement-judge'}`);
  onSignal(async () => {
    await running.close();
    await judge.close();
  });
}

/** Exits non-zero when any language fails, naming each (a health check can run it). */
async function selfCheck(): Promise<void> {
  const { judge, report } = await localJudge();
  await judge.close();
  const failed = failedLanguages(report);
  if (failed.length > 0) fail(`self-check failed: ${failed.map((line) => line.split(':')[0]).join(', ')}`);
}

const commands: Record<string, (options: JudgeCliOptions) => Promise<void>> = {
  serve,
  worker,
  'self-check': selfCheck,
};

/** `npm run judge -- <command>`: serve, worker or self-check. */
export function runJudgeCli(command: string | undefined, options: JudgeCliOptions = {}): void {
  const run = commands[command ?? ''];
  if (!run) fail(USAGE);
  run(options).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
}
