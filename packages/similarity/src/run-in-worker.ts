import { runWorkerOnce, workerProgram } from '@placement/worker-thread';
import type { CompareInput, SimilarPair } from './compare';

export interface WorkerLimits {
  /** wall time before the comparison is stopped */
  timeoutMs: number;
  /** V8 old-generation heap of the worker */
  memoryMb: number;
}

export const WORKER_LIMITS: WorkerLimits = { timeoutMs: 10 * 60_000, memoryMb: 1024 };

/**
 * Runs the comparisons in a worker thread with a heap cap and a wall-time cap: tokenizing and pairing a whole
 * assessment's code takes seconds of CPU that must never block the event loop serving students. The bundled
 * program is apps/api/dist/similarity-worker.js next to main.js (scripts/build.mjs).
 */
export function compareInWorker(
  groups: CompareInput[],
  limits: WorkerLimits = WORKER_LIMITS,
): Promise<SimilarPair[][]> {
  return runWorkerOnce<SimilarPair[][]>(
    workerProgram(import.meta.url, 'similarity-worker.js', './worker.ts'),
    groups,
    { timeoutMs: limits.timeoutMs, resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb } },
    ({ timedOut, error, exitCode }) =>
      timedOut
        ? new Error(`the comparison took longer than ${limits.timeoutMs / 1000} s`)
        : (error ?? new Error(`the comparison stopped (exit ${exitCode})`)),
  );
}
