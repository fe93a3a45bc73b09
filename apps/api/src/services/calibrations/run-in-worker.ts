import { runWorkerOnce, workerProgram } from '@placement/worker-thread';
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
export async function calibrateInWorker(
  input: CalibrationInput,
  limits: CalibrationLimits = CALIBRATION_LIMITS,
): Promise<CalibrationOutput> {
  const program = workerProgram(import.meta.url, 'calibration-worker.js', './worker.ts');
  const reply = await runWorkerOnce<WorkerReply>(
    program,
    input,
    { timeoutMs: limits.timeoutMs, resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb } },
    ({ timedOut, error, exitCode }) =>
      timedOut
        ? new Error(`the calibration took longer than ${limits.timeoutMs / 1000} s`)
        : (error ?? new Error(`the calibration stopped (exit ${exitCode})`)),
  );
  if (!reply.ok) throw new Error(reply.message);
  return reply.output;
}
