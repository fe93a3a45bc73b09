export type CsvCell = string | number | null;

/**
 * OWASP's CSV injection list: a spreadsheet runs a cell starting with `=`, `+`, `-` or `@` as a formula, and tab,
 * CR and LF before them are skipped on the way (ASVS adds NUL).
 */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;
/**
 * A cell holding any character a spreadsheet may split on (`,` here, `;` where the list separator is a comma
 * decimal, tab when pasted, `|`), a quote or a line break is quoted whole, so that no part of it becomes a cell of
 * its own in any locale: `Rahul;=1+1; Nair` unquoted is the formula `=1+1` to Excel in a `;` locale.
 */
const NEEDS_QUOTES = /[",;\t|\n\r]/;

/** Text stays text: a leading apostrophe makes a spreadsheet show the cell as typed instead of running it. */
export const spreadsheetText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

function cell(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : spreadsheetText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The one CSV writer of every export: RFC 4180 quoting, CRLF rows, formula-looking text neutralised. */
export function csvOf(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
