import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { badRequest } from './http-error';
import { workerSlots } from './worker-slots';

export interface SheetLimits {
  /** wall time before the parse is stopped */
  timeoutMs: number;
  /** V8 old-generation heap of the worker */
  memoryMb: number;
  /** data rows (below the header) a sheet may hold */
  maxRows: number;
}

export const SHEET_LIMITS: SheetLimits = { timeoutMs: 15_000, memoryMb: 256, maxRows: 2000 };

export type ParsedSheet = { header: string[]; rows: { line: number; values: string[] }[] };

type WorkerReply = { ok: true; sheet: ParsedSheet } | { ok: false; reason: 'unreadable' | 'empty' | 'rows' };

/**
 * The worker's whole program, as plain CommonJS that needs nothing but exceljs (passed in by absolute path).
 * It is a string run with `eval: true`, not a module file beside this one, so it works the same under
 * tsx/vitest (which run this file as TypeScript) and once the API is bundled into one file by esbuild.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Readable } = require('node:stream');
const ExcelJS = require(workerData.exceljs);
const cellsOf = (row) => {
  const values = [];
  for (let i = 1; i <= row.cellCount; i++) values.push(row.getCell(i).text ?? '');
  return values;
};
async function parse() {
  const workbook = new ExcelJS.Workbook();
  let sheet;
  try {
    if (workerData.kind === 'xlsx') {
      await workbook.xlsx.load(workerData.data);
      sheet = workbook.worksheets[0];
    } else {
      sheet = await workbook.csv.read(Readable.from([workerData.text]));
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!sheet || sheet.rowCount === 0) return { ok: false, reason: 'empty' };
  const header = cellsOf(sheet.getRow(1)).map((h) => h.trim());
  const rows = [];
  let tooMany = false;
  sheet.eachRow((row, line) => {
    if (line === 1 || tooMany) return;
    const values = cellsOf(row);
    if (values.every((v) => v.trim() === '')) return;
    if (rows.length === workerData.maxRows) tooMany = true;
    else rows.push({ line, values });
  });
  return tooMany ? { ok: false, reason: 'rows' } : { ok: true, sheet: { header, rows } };
}
parse().then((reply) => parentPort.postMessage(reply), () => parentPort.postMessage({ ok: false, reason: 'unreadable' }));
`;

const exceljsPath = createRequire(import.meta.url).resolve('exceljs');

/** At most two parses run at once; a few more wait their turn, and the rest are turned away. */
const slot = workerSlots(
  2,
  8,
  'The server is busy reading other spreadsheets. Please try again in a minute.',
);

/**
 * Parses an XLSX workbook (or CSV text) in a worker thread with a heap cap and a wall-time cap, so a hostile
 * file costs the worker, never the event loop that serves everyone else.
 */
export async function parseSheetInWorker(
  input: { kind: 'xlsx'; data: Buffer } | { kind: 'csv'; text: string },
  limits: SheetLimits = SHEET_LIMITS,
): Promise<ParsedSheet> {
  const release = await slot();
  try {
    const reply = await runWorker(input, limits);
    if (reply.ok) return reply.sheet;
    if (reply.reason === 'empty') throw badRequest('The file is empty');
    if (reply.reason === 'rows') throw badRequest(`A file may hold at most ${limits.maxRows} rows`);
    throw badRequest('The file must be an XLSX workbook or a UTF-8 CSV file');
  } finally {
    release();
  }
}

function runWorker(
  input: { kind: 'xlsx'; data: Buffer } | { kind: 'csv'; text: string },
  limits: SheetLimits,
): Promise<WorkerReply> {
  const tooHeavy = badRequest(
    'The spreadsheet is too complex to read. Keep to one sheet of plain values and split large files.',
  );
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { ...input, exceljs: exceljsPath, maxRows: limits.maxRows },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(tooHeavy);
    }, limits.timeoutMs);
    const done = () => clearTimeout(timer);
    worker.once('message', (reply: WorkerReply) => {
      done();
      resolve(reply);
      void worker.terminate();
    });
    // out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash of the parser
    worker.once('error', () => {
      done();
      reject(tooHeavy);
    });
    worker.once('exit', () => {
      done();
      reject(tooHeavy);
    });
  });
}
