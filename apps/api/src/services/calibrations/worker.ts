import { parentPort, workerData } from 'node:worker_threads';
import { assessmentEligibility } from '@placement/domain';
import { runCalibration } from './job';
import type { WorkerJob } from './run-in-worker';

/** The worker thread's program: one calibration, or one assessment's exposure simulation, posted back, or why it failed. */
try {
  const job = workerData as WorkerJob;
  const output = job.kind === 'exposure' ? [...assessmentEligibility(job.plan)] : runCalibration(job.input);
  parentPort?.postMessage({ ok: true, output });
} catch (error) {
  parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
}
