import { parentPort, workerData } from 'node:worker_threads';
import { readBank } from './read';
import { FormatError } from './xml';

/** The worker thread's program: reads one uploaded bank and posts it back, or why it cannot be read. */
const { fileName, data } = workerData as { fileName: string; data: Uint8Array };
try {
  parentPort?.postMessage({ ok: true, bank: readBank(fileName, data) });
} catch (error) {
  parentPort?.postMessage({ ok: false, message: error instanceof FormatError ? error.message : null });
}
