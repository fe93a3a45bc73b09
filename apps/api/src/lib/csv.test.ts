import { describe, expect, it } from 'vitest';
import { csvOf } from './csv';

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
      `'\t=1`,
      `"'\r=1"`,
    ]);
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
