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

const SEGMENT = /[ \t\f\v]+|\r\n|\r|\n|[^ \t\f\v\r\n]+/g;

/** Takes text in pieces and gives back its normal form in pieces. */
export interface TextNormaliser {
  push(text: string): string;
}

/**
 * normaliseOutput as a stream: takes text in pieces and gives back normalised text in pieces, holding back
 * only a run of whitespace and newlines (which counts only if something other than whitespace follows it).
 */
export class OutputNormaliser implements TextNormaliser {
  private pendingNewlines = 0;
  private pendingSpace = '';
  private pendingCr = false;

  push(text: string): string {
    let input = text;
    if (this.pendingCr) {
      this.pendingCr = false;
      this.newline();
      if (input.startsWith('\n')) input = input.slice(1);
    }
    // A CR at the very end may be the first half of a CRLF split across pieces.
    if (input.endsWith('\r')) {
      this.pendingCr = true;
      input = input.slice(0, -1);
    }
    let out = '';
    for (const [segment] of input.matchAll(SEGMENT)) {
      const first = segment.charCodeAt(0);
      if (first === 13 || first === 10) {
        this.newline();
      } else if (first === 32 || first === 9 || first === 11 || first === 12) {
        this.pendingSpace += segment;
      } else {
        out += '\n'.repeat(this.pendingNewlines) + this.pendingSpace + segment;
        this.pendingNewlines = 0;
        this.pendingSpace = '';
      }
    }
    return out;
  }

  private newline(): void {
    this.pendingNewlines++;
    this.pendingSpace = '';
  }
}

const WHITE_RUN = /[ \t\f\v\r\n]+/g;

/**
 * DMOJ's standard checker as a normal form: the tokens in order, each run of whitespace between two of them
 * a newline if it holds a line break and a space if not. So any run of spaces and tabs equals any other, one
 * line break equals several (blank lines), and whitespace before the first token and after the last counts
 * for nothing; but `1 2 3 4` is not `1 2\n3 4`.
 */
export class StandardNormaliser implements TextNormaliser {
  /** What the whitespace since the last token held: 0 nothing, 1 spaces only, 2 a line break. */
  private pending: 0 | 1 | 2 = 0;
  private started = false;

  push(text: string): string {
    let out = '';
    let position = 0;
    for (const run of text.matchAll(WHITE_RUN)) {
      out += this.token(text.slice(position, run.index));
      this.pending = Math.max(this.pending, /[\r\n]/.test(run[0]) ? 2 : 1) as 1 | 2;
      position = run.index + run[0].length;
    }
    return out + this.token(text.slice(position));
  }

  /** A piece of a token (a token cut by a chunk boundary arrives in two pieces with nothing between). */
  private token(piece: string): string {
    if (piece === '') return '';
    const separator = this.started && this.pending > 0 ? (this.pending === 2 ? '\n' : ' ') : '';
    this.started = true;
    this.pending = 0;
    return separator + piece;
  }
}

const PIECE = 1 << 16;

/**
 * Compares a program's output, as it arrives, with the expected output, without holding either whole: the
 * expected text is normalised a piece at a time, only as far as the output has got.
 */
export class StreamingComparator {
  private readonly actual: TextNormaliser;
  private readonly expectedNormaliser: TextNormaliser;
  private readonly decoder = new TextDecoder('utf-8');
  private expectedBuffer = '';
  private expectedOffset = 0;
  private mismatch = false;

  /** Both sides go through the same normal form: normaliseOutput's by default. */
  constructor(
    private readonly expected: string,
    normaliser: () => TextNormaliser = () => new OutputNormaliser(),
  ) {
    this.actual = normaliser();
    this.expectedNormaliser = normaliser();
  }

  push(chunk: Uint8Array): void {
    if (!this.mismatch) this.match(this.actual.push(this.decoder.decode(chunk, { stream: true })));
  }

  /** Whether the whole output matched; call once, after the last chunk. */
  end(): boolean {
    if (!this.mismatch) this.match(this.actual.push(this.decoder.decode()));
    if (this.mismatch) return false;
    // Whatever is left of the expected output must normalise to nothing.
    return this.expectedBuffer.length === 0 && this.pullExpected(1) === false;
  }

  private match(text: string): void {
    let position = 0;
    while (position < text.length) {
      if (this.expectedBuffer.length === 0 && !this.pullExpected(text.length - position)) {
        this.mismatch = true;
        return;
      }
      const take = Math.min(this.expectedBuffer.length, text.length - position);
      if (this.expectedBuffer.slice(0, take) !== text.slice(position, position + take)) {
        this.mismatch = true;
        return;
      }
      this.expectedBuffer = this.expectedBuffer.slice(take);
      position += take;
    }
  }

  /** Normalises more of the expected output; false once it is used up with nothing more to give. */
  private pullExpected(wanted: number): boolean {
    while (this.expectedBuffer.length < wanted && this.expectedOffset < this.expected.length) {
      const piece = this.expected.slice(this.expectedOffset, this.expectedOffset + Math.max(wanted, PIECE));
      this.expectedOffset += piece.length;
      this.expectedBuffer += this.expectedNormaliser.push(piece);
    }
    return this.expectedBuffer.length > 0;
  }
}
