import { JudgeError } from '../errors';
import { resolveLanguage } from '../languages/registry';
import { StandardNormaliser, StreamingComparator } from './compare';

/**
 * How a testcase's output is compared with the expected output:
 * - `exact` (the default, what every question had before checkers): byte for byte after CRLF becomes LF and
 *   trailing whitespace is trimmed off each line and off the end;
 * - `standard`: DMOJ's standard checker: the same tokens in the same order, with a line break wherever the
 *   expected output has one; any run of spaces and tabs matches any other, blank lines and whitespace at
 *   the start and end count for nothing (compare.ts, StandardNormaliser);
 * - `tokens`: the same tokens in the same order, whatever whitespace (spaces, tabs, newlines, blank lines)
 *   separates them (what `standard` meant until issue #31);
 * - `float`: tokens again, and two tokens that both read as numbers match when they are within the absolute
 *   or the relative tolerance; any other token must match exactly;
 * - `custom`: a program the question's author wrote, in any judge language, run in the sandbox with the
 *   testcase's input, expected output and the program's output as files (see custom-checker.ts); its exit
 *   code decides.
 */
export type Checker = BuiltInChecker | CustomChecker;
export type BuiltInChecker =
  | { kind: 'exact' }
  | { kind: 'standard' }
  | { kind: 'tokens' }
  | { kind: 'float'; absolute?: number; relative?: number };
export interface CustomChecker {
  kind: 'custom';
  /** Any name resolveLanguage knows (Python, Cpp, java, ...). */
  language: string;
  code: string;
}

export type CheckerKind = Checker['kind'];
export const checkerKinds: readonly CheckerKind[] = ['exact', 'standard', 'tokens', 'float', 'custom'];
export const DEFAULT_FLOAT_TOLERANCE = 1e-6;

export class InvalidCheckerError extends JudgeError {
  constructor(message: string) {
    super('INVALID_CHECKER', message);
    this.name = 'InvalidCheckerError';
  }
}

/** Refuses a checker the judge does not know, or a tolerance that is not a finite number ≥ 0. */
export function validateChecker(checker: Checker | undefined): Checker {
  if (checker === undefined) return { kind: 'exact' };
  if (!checkerKinds.includes(checker.kind)) {
    throw new InvalidCheckerError(
      `Unknown checker '${String(checker.kind)}'. Use one of: ${checkerKinds.join(', ')}.`,
    );
  }
  if (checker.kind === 'custom') {
    if (typeof checker.language !== 'string' || typeof checker.code !== 'string' || !checker.code.trim()) {
      throw new InvalidCheckerError('A custom checker needs a language and its code');
    }
    try {
      resolveLanguage(checker.language);
    } catch {
      throw new InvalidCheckerError(`Unknown custom checker language '${checker.language}'`);
    }
  }
  if (checker.kind === 'float') {
    for (const name of ['absolute', 'relative'] as const) {
      const value = checker[name];
      if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value >= 0)) {
        throw new InvalidCheckerError(`The float checker's ${name} tolerance must be a number ≥ 0`);
      }
    }
  }
  return checker;
}

/** Takes a program's output as it arrives; says once, at the end, whether it matched. */
export interface OutputComparator {
  push(chunk: Uint8Array): void;
  end(): boolean;
}

// Whitespace as C's isspace sees it: tokens are what scanf("%s") would read.
const TOKEN = /[^ \t\n\v\f\r]+/g;
const WHITESPACE = /[ \t\n\v\f\r]/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

type TokenMatcher = (actual: string, expected: string) => boolean;

const sameToken: TokenMatcher = (actual, expected) => actual === expected;

function floatMatcher(absolute: number, relative: number): TokenMatcher {
  return (actual, expected) => {
    if (actual === expected) return true;
    if (!NUMBER.test(actual) || !NUMBER.test(expected)) return false;
    const a = Number(actual);
    const e = Number(expected);
    if (!Number.isFinite(a) || !Number.isFinite(e)) return false;
    const difference = Math.abs(a - e);
    return difference <= absolute || difference <= relative * Math.abs(e);
  };
}

/**
 * Compares token by token as the output streams in: only a token cut by a chunk boundary is held back, and
 * the expected output is read one token at a time, only as far as the output has got.
 */
export class TokenComparator implements OutputComparator {
  private readonly decoder = new TextDecoder('utf-8');
  private readonly expectedTokens: Iterator<RegExpMatchArray>;
  private partial = '';
  private mismatch = false;

  constructor(
    expected: string,
    private readonly matches: TokenMatcher = sameToken,
  ) {
    this.expectedTokens = expected.matchAll(TOKEN);
  }

  push(chunk: Uint8Array): void {
    if (!this.mismatch) this.take(this.decoder.decode(chunk, { stream: true }), false);
  }

  end(): boolean {
    if (!this.mismatch) this.take(this.decoder.decode(), true);
    return !this.mismatch && this.expectedTokens.next().done === true;
  }

  private take(text: string, last: boolean): void {
    const combined = this.partial + text;
    // A token touching the end of this piece may go on in the next one.
    const cut =
      last || combined.length === 0 || WHITESPACE.test(combined.at(-1) ?? '')
        ? combined.length
        : lastTokenStart(combined);
    this.partial = combined.slice(cut);
    for (const [token] of combined.slice(0, cut).matchAll(TOKEN)) {
      const next = this.expectedTokens.next();
      if (next.done || !this.matches(token, next.value[0])) {
        this.mismatch = true;
        this.partial = '';
        return;
      }
    }
  }
}

function lastTokenStart(text: string): number {
  let index = text.length;
  while (index > 0 && !WHITESPACE.test(text[index - 1] ?? '')) index--;
  return index;
}

export function createComparator(
  expected: string,
  checker: BuiltInChecker = { kind: 'exact' },
): OutputComparator {
  switch (checker.kind) {
    case 'standard':
      return new StreamingComparator(expected, () => new StandardNormaliser());
    case 'tokens':
      return new TokenComparator(expected);
    case 'float':
      return new TokenComparator(
        expected,
        floatMatcher(
          checker.absolute ?? DEFAULT_FLOAT_TOLERANCE,
          checker.relative ?? DEFAULT_FLOAT_TOLERANCE,
        ),
      );
    default:
      return new StreamingComparator(expected);
  }
}

/** The whole output at once, through the same comparator a run uses. */
export function outputMatches(actual: string, expected: string, checker?: BuiltInChecker): boolean {
  const comparator = createComparator(expected, checker);
  comparator.push(Buffer.from(actual));
  return comparator.end();
}
