import { describe, expect, it } from 'vitest';
import { normaliseOutput, outputsMatch, stripAnsi } from './compare';

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
