import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/http-error';

export type Row = Record<string, string>;

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/** Reads the first sheet of an XLSX file, or a CSV file, into rows keyed by the header row. */
export async function readSheet(
  data: Buffer,
): Promise<{ header: string[]; rows: { line: number; cells: Row }[] }> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (isZip(data)) {
      await workbook.xlsx.load(data as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else {
      const text = data.toString('utf8');
      if (text.includes('\uFFFD') || text.includes('\0')) throw new Error('not text');
      sheet = await workbook.csv.read(Readable.from([text.replace(/^\uFEFF/, '')]));
    }
  } catch {
    throw badRequest('The file must be an XLSX workbook or a UTF-8 CSV file');
  }
  if (!sheet || sheet.rowCount === 0) throw badRequest('The file is empty');
  const header = cellsOf(sheet.getRow(1)).map((h) => h.trim());
  const rows: { line: number; cells: Row }[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values = cellsOf(row);
    if (values.every((v) => v.trim() === '')) return;
    rows.push({ line, cells: Object.fromEntries(header.map((h, i) => [h, (values[i] ?? '').trim()])) });
  });
  if (rows.length > 2000) throw badRequest('A file may hold at most 2000 rows');
  return { header, rows };
}

function cellsOf(row: ExcelJS.Row): string[] {
  const values: string[] = [];
  for (let i = 1; i <= row.cellCount; i++) values.push(row.getCell(i).text ?? '');
  return values;
}

/** Throws 400 unless the header is exactly the template's. */
export function expectHeader(header: string[], template: readonly string[]): void {
  const actual = header.filter((h) => h !== '');
  if (actual.join(',') !== template.join(',')) {
    throw badRequest(`The header row must be exactly: ${template.join(',')}`);
  }
}

/** An XLSX workbook with one sheet, for templates and exports. */
export async function workbookOf(
  sheetName: string,
  header: readonly string[],
  rows: (string | number)[][],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
