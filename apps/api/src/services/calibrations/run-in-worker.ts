import { Worker } from 'node:worker_threads';
import { workerProgram } from '../../lib/worker-program';
import type { CalibrationInput, CalibrationOutput } from './job';

export interface CalibrationLimits {
  timeoutMs: number;
  memoryMb: number;
}

export const CALIBRATION_LIMITS: CalibrationLimits = { timeoutMs: 10 * 60_000, memoryMb: 1024 };

type WorkerReply = { ok: true; output: CalibrationOutput } | { ok: false; message: string };

/**
 * Calibrates in a worker thread: the EM fit and the exposure simulation take seconds of CPU that must never
 * hold the event loop serving students.
 */
export function calibrateInWorker(
  input: CalibrationInput,
  limits: CalibrationLimits = CALIBRATION_LIMITS,
): Promise<CalibrationOutput> {
  const program = workerProgram(import.meta.url, 'calibration-worker.js', './worker.ts');
  return new Promise((resolve, reject) => {
    const worker = new Worker(program.source, {
      eval: program.eval,
      workerData: input,
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
      () => settle(() => reject(new Error(`the calibration took longer than ${limits.timeoutMs / 1000} s`))),
      limits.timeoutMs,
    );
    worker.once('message', (reply: WorkerReply) =>
      settle(() => (reply.ok ? resolve(reply.output) : reject(new Error(reply.message)))),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`the calibration stopped (exit ${code})`))));
  });
}
