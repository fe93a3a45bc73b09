import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { SHEET_LIMITS } from './sheet-worker';
import { readSheet } from './spreadsheet';

/** A workbook within the unpacked-size cap whose shared strings still take real work to parse. */
async function heavyWorkbook(strings: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRow(['input', 'expectedOutput', 'isHidden']);
  const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
  parts['xl/sharedStrings.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings}" uniqueCount="${strings}"><si><t>input</t></si><si><t>expectedOutput</t></si><si><t>isHidden</t></si>${'<si><t>a</t></si>'.repeat(strings)}</sst>`,
  );
  return Buffer.from(zipSync(parts, { level: 9 }));
}

/** The longest the event loop went without running a timer while `work` ran. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work;
  } catch {
    // only the stall matters here
  } finally {
    clearInterval(timer);
  }
  return longest;
}

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

describe('readSheet', () => {
  it('reads an ordinary workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['input', 'expectedOutput', 'isHidden']);
    sheet.addRow(['1', '2', 'true']);
    const read = await readSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(read.header).toEqual(['input', 'expectedOutput', 'isHidden']);
    expect(read.rows).toEqual([{ line: 2, cells: { input: '1', expectedOutput: '2', isHidden: 'true' } }]);
  });

  it('parses off the main thread: the event loop keeps turning during a heavy parse', async () => {
    const heavy = await heavyWorkbook(1_150_000);
    const parsing = readSheet(heavy);
    const stall = await longestStall(parsing);
    expect(stall).toBeLessThan(250);
    // just under the unpacked-size cap, so it must also fit the worker's default heap and time
    await expect(parsing).resolves.toEqual({ header: ['input', 'expectedOutput', 'isHidden'], rows: [] });
  });

  it('stops a parse that runs past its wall time with a 400', async () => {
    const heavy = await heavyWorkbook(1_000_000);
    const started = performance.now();
    const error = await refusal(readSheet(heavy, { ...SHEET_LIMITS, timeoutMs: 200 }));
    expect(performance.now() - started).toBeLessThan(1500);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toMatch(/too complex to read/);
  });

  it('stops a parse that outgrows its heap with a 400', async () => {
    const heavy = await heavyWorkbook(1_000_000);
    const error = await refusal(readSheet(heavy, { ...SHEET_LIMITS, memoryMb: 16 }));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toMatch(/too complex to read/);
  });

  it('refuses a workbook of too many parts before unpacking it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['a']);
    const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
    for (let i = 0; i < 500; i++) parts[`xl/media/pad${i}.bin`] = new Uint8Array(1);
    const error = await refusal(readSheet(Buffer.from(zipSync(parts))));
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toMatch(/more than 200 parts/);
  });
});
