import { describe, expect, it } from 'vitest';
import { normaliseOutput, OutputNormaliser, outputsMatch, StreamingComparator, stripAnsi } from './compare';

describe('outputsMatch', () => {
  it('ignores CRLF, trailing spaces and trailing blank lines', () => {
    expect(outputsMatch('1 2 \r\n3\t\r\n\r\n\n', '1 2\n3')).toBe(true);
  });

  it('keeps leading whitespace and inner blank lines significant', () => {
    expect(outputsMatch(' 1', '1')).toBe(false);
    expect(outputsMatch('1\n\n2', '1\n2')).toBe(false);
    expect(outputsMatch('12', '1 2')).toBe(false);
  });

  it('normalises to LF without trailing newline', () => {
    expect(normaliseOutput('a  \r\nb\r\n\r\n')).toBe('a\nb');
  });
});

describe('stripAnsi', () => {
  it('removes colour, cursor and OSC sequences', () => {
    expect(stripAnsi('\u001b[1;31mred\u001b[0m \u001b[2K\u001b]0;title\u0007ok')).toBe('red ok');
  });
});

function randomText(random: () => number, length: number): string {
  const alphabet = ['a', 'b', ' ', '\t', '\r', '\n', 'é'];
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

function streamedMatch(actual: string, expected: string, random: () => number): boolean {
  const comparator = new StreamingComparator(expected);
  const bytes = Buffer.from(actual);
  for (let offset = 0; offset < bytes.length; ) {
    const size = 1 + Math.floor(random() * 5);
    comparator.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return comparator.end();
}

describe('StreamingComparator', () => {
  it('agrees with outputsMatch however the output is cut into chunks', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++) {
      const expected = randomText(random, Math.floor(random() * 12));
      // Half the time a variant of the expected output that may or may not normalise the same.
      const actual =
        random() < 0.5
          ? randomText(random, Math.floor(random() * 12))
          : expected.replace(/\n/g, () => (random() < 0.5 ? '\r\n' : ' \n')) +
            (random() < 0.5 ? '\n\n ' : '');
      expect(streamedMatch(actual, expected, random), JSON.stringify([actual, expected])).toBe(
        outputsMatch(actual, expected),
      );
    }
  });

  it('normalises a stream to what normaliseOutput gives', () => {
    const normaliser = new OutputNormaliser();
    const text = 'a \r\n\r\nb\t\r\n\n';
    const out = [...text].map((char) => normaliser.push(char)).join('');
    expect(out).toBe(normaliseOutput(text));
  });

  it('matches 10^6 numbers on one line without splitting it', () => {
    const expected = `${Array.from({ length: 1_000_000 }, (_, i) => i).join(' ')}\n`;
    const comparator = new StreamingComparator(expected);
    const bytes = Buffer.from(expected.replace(/\n$/, ' \r\n'));
    for (let offset = 0; offset < bytes.length; offset += 65_536)
      comparator.push(bytes.subarray(offset, offset + 65_536));
    expect(comparator.end()).toBe(true);
  });
});
