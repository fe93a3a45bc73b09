import { runWorkerOnce, workerProgram } from '@placement/worker-thread';
import { badRequest } from '../../../lib/http-error';
import { workerSlots } from '../../../lib/worker-slots';
import type { ParsedBank } from './types';

export interface BankLimits {
  /** wall time before the read is stopped */
  timeoutMs: number;
  /** V8 old-generation heap of the worker */
  memoryMb: number;
}

export const BANK_LIMITS: BankLimits = { timeoutMs: 30_000, memoryMb: 512 };

type WorkerReply = { ok: true; bank: ParsedBank } | { ok: false; message: string | null };

const take = workerSlots(
  2,
  8,
  'The server is busy reading other question banks. Please try again in a minute.',
);

/**
 * Reads an uploaded bank (a 50 MB package is seconds of parsing) in a worker thread with a heap cap and a
 * wall-time cap, so neither a large file nor a hostile one ever holds the event loop that serves students.
 */
export async function readBankInWorker(
  fileName: string,
  data: Uint8Array,
  limits: BankLimits = BANK_LIMITS,
): Promise<ParsedBank> {
  const release = await take();
  try {
    const reply = await runWorker(fileName, data, limits);
    if (reply.ok) return reply.bank;
    throw badRequest(reply.message ?? 'The file could not be read as Moodle XML, QTI 2.1 or GIFT');
  } finally {
    release();
  }
}

function runWorker(fileName: string, data: Uint8Array, limits: BankLimits): Promise<WorkerReply> {
  const program = workerProgram(import.meta.url, 'interchange-worker.js', './worker.ts');
  // out of memory (ERR_WORKER_OUT_OF_MEMORY), any crash of a parser, or too long: the same words
  return runWorkerOnce<WorkerReply>(
    program,
    { fileName, data },
    {
      timeoutMs: limits.timeoutMs,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
    },
    () => badRequest('The file is too large or too complex to read. Split it and import the parts.'),
  );
}
