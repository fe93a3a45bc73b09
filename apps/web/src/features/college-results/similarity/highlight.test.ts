import { describe, expect, it } from 'vitest';
import { segmentLines } from './highlight';

describe('segmentLines', () => {
  it('marks the characters a span covers, across lines, and leaves the rest plain', () => {
    const lines = segmentLines('a = 1\nb = a + 2\nprint(b)', [
      { startRow: 0, startCol: 4, endRow: 1, endCol: 5 },
    ]);
    expect(lines).toEqual([
      [
        { text: 'a = ', fragment: null },
        { text: '1', fragment: 0 },
      ],
      [
        { text: 'b = a', fragment: 0 },
        { text: ' + 2', fragment: null },
      ],
      [{ text: 'print(b)', fragment: null }],
    ]);
  });

  it('numbers each fragment so both codes can colour a shared one alike', () => {
    const [line] = segmentLines('x + y', [
      { startRow: 0, startCol: 0, endRow: 0, endCol: 1 },
      { startRow: 0, startCol: 4, endRow: 0, endCol: 5 },
    ]);
    expect(line?.map((s) => s.fragment)).toEqual([0, null, 1]);
  });
});
