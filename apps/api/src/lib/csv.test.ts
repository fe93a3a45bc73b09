import { describe, expect, it } from 'vitest';
import { csvOf } from './csv';

/**
 * How a spreadsheet reads a CSV in a locale whose list separator is `separator` (Excel in much of Europe splits
 * on `;`; a paste splits on tab): RFC 4180 quoting honoured, every other separator character splits a cell.
 */
function cellsAsRead(csv: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator || c === '\n' || c === '\r') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
}

describe('csvOf', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    const cells = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
    const lines = csvOf(
      ['v'],
      cells.map((c) => [c]),
    ).split('\r\n');
    expect(lines.slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://evil.test"",""x"")"`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      `"'\t=1"`,
      `"'\r=1"`,
    ]);
  });

  it('keeps a separator inside a name from starting a formula in a locale that splits on ; | or tab', () => {
    const names = [
      'Rahul;=1+1; Nair',
      'Asha|@SUM(A1)',
      'Ravi\t+1',
      'Gita,-2+3',
      '=1+2";=1+2',
      `=1+2'" ;,=1+2`,
    ];
    const csv = csvOf(
      ['Name', 'Email'],
      names.map((name) => [name, 'x@demo.test']),
    );
    for (const separator of [',', ';', '\t', '|']) {
      const formulas = cellsAsRead(csv, separator).filter((cell) => /^[=+\-@\t\r]/.test(cell));
      expect({ separator, formulas }).toEqual({ separator, formulas: [] });
    }
    // what a spreadsheet in the CSV's own locale shows: the names as they were typed, formula ones marked as text
    expect(csvOf(['Name'], [['Rahul;=1+1; Nair'], ['=1+2";=1+2']])).toBe(
      'Name\r\n"Rahul;=1+1; Nair"\r\n"\'=1+2"";=1+2"\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and leaves numbers and plain text alone', () => {
    expect(
      csvOf(
        ['a', 'b', 'c', 'd'],
        [
          ['x, y', 'say "hi"', 'two\nlines', -5],
          [null, 3.5, 'plain', 0],
        ],
      ),
    ).toBe('a,b,c,d\r\n"x, y","say ""hi""","two\nlines",-5\r\n,3.5,plain,0\r\n');
  });
});
