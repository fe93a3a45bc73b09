import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { spreadsheetText } from './csv';
import { badRequest } from './http-error';
import { parseSheetInWorker, SHEET_LIMITS, type SheetLimits } from './sheet-worker';

export type Row = Record<string, string>;

/** What an XLSX upload may unpack to: ample for 2000 rows of text, far below a zip bomb. */
export const ARCHIVE_LIMITS = { maxEntries: 200, maxUnpackedBytes: 20 * 1024 * 1024 };

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/**
 * Refuses a workbook whose central directory declares too many entries or too many unpacked bytes, before
 * anything is inflated. The declared sizes can lie, but exceljs's unzipper (jszip) rejects an entry whose
 * inflated size differs from the declared one, and the parse runs in a capped worker anyway.
 */
export function checkArchive(data: Buffer, limits = ARCHIVE_LIMITS): void {
  let entries = 0;
  let unpacked = 0;
  try {
    unzipSync(data, {
      filter: (file) => {
        entries++;
        unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    throw badRequest('The file must be an XLSX workbook or a UTF-8 CSV file');
  }
  if (entries > limits.maxEntries) {
    throw badRequest(`The workbook holds more than ${limits.maxEntries} parts; save it as a plain workbook`);
  }
  if (unpacked > limits.maxUnpackedBytes) {
    const mb = Math.round(limits.maxUnpackedBytes / 1024 / 1024);
    throw badRequest(`The workbook unpacks to more than ${mb} MB; split it into smaller files`);
  }
}

/** Reads the first sheet of an XLSX file, or a CSV file, into rows keyed by the header row. */
export async function readSheet(
  data: Buffer,
  limits: SheetLimits = SHEET_LIMITS,
): Promise<{ header: string[]; rows: { line: number; cells: Row }[] }> {
  let sheet: Awaited<ReturnType<typeof parseSheetInWorker>>;
  if (isZip(data)) {
    checkArchive(data);
    sheet = await parseSheetInWorker({ kind: 'xlsx', data }, limits);
  } else {
    const text = data.toString('utf8');
    if (text.includes('\uFFFD') || text.includes('\0')) {
      throw badRequest('The file must be an XLSX workbook or a UTF-8 CSV file');
    }
    sheet = await parseSheetInWorker({ kind: 'csv', text: text.replace(/^\uFEFF/, '') }, limits);
  }
  const header = sheet.header;
  const rows = sheet.rows.map(({ line, values }) => ({
    line,
    cells: Object.fromEntries(header.map((h, i) => [h, (values[i] ?? '').trim()])),
  }));
  return { header, rows };
}

/** Throws 400 unless the header is exactly the template's. */
export function expectHeader(
  header: string[],
  template: readonly string[],
  optional: readonly string[] = [],
): void {
  const actual = header.filter((h) => h !== '').join(',');
  const allowed = optional.map((_, n) => [...template, ...optional.slice(0, n + 1)].join(','));
  if (actual !== template.join(',') && !allowed.includes(actual)) {
    const extra = optional.length > 0 ? ` (optionally followed by ${optional.join(',')})` : '';
    throw badRequest(`The header row must be exactly: ${template.join(',')}${extra}`);
  }
}

/** An XLSX workbook with one sheet, for templates and exports; text that looks like a formula is marked as text. */
export async function workbookOf(
  sheetName: string,
  header: readonly string[],
  rows: (string | number)[][],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(row.map((value) => (typeof value === 'string' ? spreadsheetText(value) : value)));
  }
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
