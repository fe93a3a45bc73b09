import { Worker } from 'node:worker_threads';
import type { CompareInput, SimilarPair } from './compare';

export interface WorkerLimits {
  /** wall time before the comparison is stopped */
  timeoutMs: number;
  /** V8 old-generation heap of the worker */
  memoryMb: number;
}

export const WORKER_LIMITS: WorkerLimits = { timeoutMs: 10 * 60_000, memoryMb: 1024 };

/**
 * The worker's program: beside the API's bundle once built (scripts/build.mjs makes
 * apps/api/dist/similarity-worker.js next to main.js), or this package's TypeScript in development and tests,
 * with tsx's loader registered inside the worker: Node 20 neither passes the parent's loader on nor honours
 * `--import tsx` in a worker's execArgv. (tsx is a development dependency, resolved from the working directory.)
 */
function workerProgram(): { source: string | URL; eval: boolean } {
  const bundled = new URL('./similarity-worker.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts')) return { source: bundled, eval: false };
  const program = new URL('./worker.ts', import.meta.url).href;
  const loader = 'tsx/esm/api';
  return {
    source: `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(program)}); });`,
    eval: true,
  };
}

/**
 * Runs the comparisons in a worker thread with a heap cap and a wall-time cap: tokenizing and pairing a whole
 * assessment's code takes seconds of CPU that must never block the event loop serving students.
 */
export function compareInWorker(
  groups: CompareInput[],
  limits: WorkerLimits = WORKER_LIMITS,
): Promise<SimilarPair[][]> {
  const program = workerProgram();
  return new Promise((resolve, reject) => {
    const worker = new Worker(program.source, {
      eval: program.eval,
      workerData: groups,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Error(`the comparison took longer than ${limits.timeoutMs / 1000} s`))),
      limits.timeoutMs,
    );
    worker.once('message', (pairs: SimilarPair[][]) => settle(() => resolve(pairs)));
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`the comparison stopped (exit ${code})`))));
  });
}
