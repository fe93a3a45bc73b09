export type CsvCell = string | number | null;

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection); tab and CR too.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text stays text: a leading apostrophe makes a spreadsheet show the cell as typed instead of running it. */
const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

function cell(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : neutralised(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The one CSV writer of every export: RFC 4180 quoting, CRLF rows, formula-looking text neutralised. */
export function csvOf(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
