import { parentPort, workerData } from 'node:worker_threads';
import { type CalibrationInput, runCalibration } from './job';

/** The worker thread's program: one calibration, posted back, or why it failed. */
try {
  parentPort?.postMessage({ ok: true, output: runCalibration(workerData as CalibrationInput) });
} catch (error) {
  parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
}
