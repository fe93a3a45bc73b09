import { type ResourceLimits, Worker } from 'node:worker_threads';

/**
 * What a worker thread runs: `bundledName` beside the API's bundle once built (scripts/build.mjs writes it next
 * to main.js), or the TypeScript `source` module in development and tests, with tsx's loader registered inside
 * the worker: Node 20 neither passes the parent's loader on nor honours `--import tsx` in a worker's execArgv.
 * `from` is the calling module's `import.meta.url`.
 */
export function workerProgram(
  from: string,
  bundledName: string,
  source: string,
): { source: string | URL; eval: boolean } {
  if (!from.endsWith('.ts')) return { source: new URL(`./${bundledName}`, from), eval: false };
  const program = new URL(source, from).href;
  // a development dependency, resolved from the working directory: never a package the built API imports
  const loader = 'tsx/esm/api';
  return {
    source: `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(program)}); });`,
    eval: true,
  };
}

/**
 * Runs `program` once in a worker thread with `workerData` and settles on its first message. A worker that
 * crashes, runs out of memory, exits without a word or outlasts `timeoutMs` is stopped and rejects with the error
 * `failed` makes of what happened; the worker is always terminated.
 */
export function runWorkerOnce<T>(
  program: { source: string | URL; eval: boolean },
  workerData: unknown,
  limits: { timeoutMs: number; resourceLimits: ResourceLimits },
  failed: (why: { timedOut?: true; error?: Error; exitCode?: number }) => Error,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(program.source, {
      eval: program.eval,
      workerData,
      resourceLimits: limits.resourceLimits,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(failed({ timedOut: true }))), limits.timeoutMs);
    worker.once('message', (reply: T) => settle(() => resolve(reply)));
    worker.once('error', (error) => settle(() => reject(failed({ error }))));
    worker.once('exit', (exitCode) => settle(() => reject(failed({ exitCode }))));
  });
}
