import type { Plan } from '@placement/domain';
import { runWorkerOnce, workerProgram } from '@placement/worker-thread';
import type { CalibrationInput, CalibrationOutput } from './job';

export interface CalibrationLimits {
  timeoutMs: number;
  memoryMb: number;
}

export const CALIBRATION_LIMITS: CalibrationLimits = { timeoutMs: 10 * 60_000, memoryMb: 1024 };
const EXPOSURE_LIMITS: CalibrationLimits = { timeoutMs: 5 * 60_000, memoryMb: 512 };

/** What the worker thread is asked to do. */
export type WorkerJob = { kind: 'calibration'; input: CalibrationInput } | { kind: 'exposure'; plan: Plan };

type WorkerReply<T> = { ok: true; output: T } | { ok: false; message: string };

/**
 * Runs one job in a worker thread: the EM fit and the exposure simulations take seconds of CPU that must never
 * hold the event loop serving students.
 */
async function inWorker<T>(job: WorkerJob, limits: CalibrationLimits, what: string): Promise<T> {
  const program = workerProgram(import.meta.url, 'calibration-worker.js', './worker.ts');
  const reply = await runWorkerOnce<WorkerReply<T>>(
    program,
    job,
    { timeoutMs: limits.timeoutMs, resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb } },
    ({ timedOut, error, exitCode }) =>
      timedOut
        ? new Error(`the ${what} took longer than ${limits.timeoutMs / 1000} s`)
        : (error ?? new Error(`the ${what} stopped (exit ${exitCode})`)),
  );
  if (!reply.ok) throw new Error(reply.message);
  return reply.output;
}

export const calibrateInWorker = (
  input: CalibrationInput,
  limits: CalibrationLimits = CALIBRATION_LIMITS,
): Promise<CalibrationOutput> => inWorker({ kind: 'calibration', input }, limits, 'calibration');

/** An assessment's own eligibility per question (`assessmentEligibility`), as pairs. */
export const exposureInWorker = (plan: Plan): Promise<[string, number][]> =>
  inWorker({ kind: 'exposure', plan }, EXPOSURE_LIMITS, 'exposure simulation');
