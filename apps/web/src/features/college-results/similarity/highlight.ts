import type { CodeSpan } from '@placement/contract';

/** A piece of one line of code: plain, or inside the shared fragment numbered `fragment`. */
export interface Segment {
  text: string;
  fragment: number | null;
}

/**
 * Splits code into lines of segments, marking the characters each span covers (rows and columns zero-based,
 * the end column exclusive). Where spans overlap, the later one wins.
 */
export function segmentLines(code: string, spans: CodeSpan[]): Segment[][] {
  const lines = code.split('\n');
  return lines.map((line, row) => {
    const owner: (number | null)[] = Array.from({ length: line.length }, () => null);
    spans.forEach((span, index) => {
      if (row < span.startRow || row > span.endRow) return;
      const from = row === span.startRow ? span.startCol : 0;
      const to = row === span.endRow ? Math.min(span.endCol, line.length) : line.length;
      for (let col = from; col < to; col++) owner[col] = index;
    });
    const segments: Segment[] = [];
    for (let col = 0; col < line.length; col++) {
      const last = segments.at(-1);
      if (last && last.fragment === owner[col]) last.text += line[col];
      else segments.push({ text: line[col] ?? '', fragment: owner[col] ?? null });
    }
    return segments;
  });
}
