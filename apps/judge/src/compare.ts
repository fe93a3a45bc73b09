/** CRLF to LF, trailing whitespace off each line, trailing blank lines off. */
export function normaliseOutput(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

export function outputsMatch(actual: string, expected: string): boolean {
  return normaliseOutput(actual) === normaliseOutput(expected);
}

// CSI sequences, OSC sequences (ended by BEL or ST), and lone two-byte escapes.
const ESC = '\\u001b';
const ANSI = new RegExp(
  [
    `${ESC}\\[[0-?]*[ -/]*[@-~]`,
    `${ESC}\\][^\\u0007${ESC}]*(?:\\u0007|${ESC}\\\\)`,
    `${ESC}[@-Z\\\\-_]`,
    '\\u009b[0-?]*[ -/]*[@-~]',
  ].join('|'),
  'g',
);

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}
