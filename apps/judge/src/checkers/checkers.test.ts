import { describe, expect, it } from 'vitest';
import {
  type BuiltInChecker,
  type Checker,
  createComparator,
  InvalidCheckerError,
  outputMatches,
  validateChecker,
} from './checkers';
import { outputsMatch } from './compare';

const standard: BuiltInChecker = { kind: 'standard' };
const tokens: BuiltInChecker = { kind: 'tokens' };
const exact: BuiltInChecker = { kind: 'exact' };

/** Feeds the output in chunks of 1..5 bytes, so tokens, CRLFs and UTF-8 sequences get cut everywhere. */
function streamed(actual: string, expected: string, checker: BuiltInChecker, seed = 7): boolean {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const comparator = createComparator(expected, checker);
  const bytes = Buffer.from(actual);
  for (let offset = 0; offset < bytes.length; ) {
    const size = 1 + Math.floor(random() * 5);
    comparator.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return comparator.end();
}

/** Whole and streamed must agree; returns the answer. */
function match(actual: string, expected: string, checker?: BuiltInChecker): boolean {
  const whole = outputMatches(actual, expected, checker);
  for (let seed = 1; seed < 6; seed++) expect(streamed(actual, expected, checker ?? exact, seed)).toBe(whole);
  return whole;
}

const whitespaceVariants = ['1  2', ' 1 2', '\n1 2', '1\n\n2', '1\t2\r\n', '1\n2\n\n\n', '  1 \n 2  '];

/** DMOJ's check_standard (dmoj/checkers/_checker.c), on whole strings: the oracle for the streaming one. */
function dmojStandard(expected: string, actual: string): boolean {
  const white = (c: string | undefined) => c !== undefined && ' \t\v\f\n\r'.includes(c);
  // 2 when the whitespace skipped held a line break, 1 when only spaces, 0 when there was none
  const skip = (text: string, at: { i: number }) => {
    let line = false;
    let space = false;
    while (at.i < text.length && white(text[at.i])) {
      if (text[at.i] === '\n' || text[at.i] === '\r') line = true;
      at.i++;
      space = true;
    }
    return line ? 2 : space ? 1 : 0;
  };
  const j = { i: 0 };
  const p = { i: 0 };
  skip(expected, j);
  skip(actual, p);
  for (;;) {
    const js = skip(expected, j);
    const ps = skip(actual, p);
    if (j.i === expected.length || p.i === actual.length)
      return j.i === expected.length && p.i === actual.length;
    if (js !== ps) return false;
    while (j.i < expected.length && !white(expected[j.i])) {
      if (p.i >= actual.length || expected[j.i++] !== actual[p.i++]) return false;
    }
  }
}

describe("standard checker (DMOJ's)", () => {
  it.each(['1  2', '1\t 2', ' 1 2', '\n1 2', '1 2\r\n', '1 2  \n\n\n'])('accepts %j for "1 2"', (actual) => {
    expect(match(actual, '1 2', standard)).toBe(true);
  });

  it('wants a line break wherever the expected output has one, and only there', () => {
    expect(match('1 2 3 4', '1 2\n3 4', standard)).toBe(false);
    expect(match('1 2\n3 4', '1 2 3 4', standard)).toBe(false);
    expect(match('1\n2', '1 2', standard)).toBe(false);
    expect(match('1 2 \r\n3\t4\n', '1 2\n3 4', standard)).toBe(true);
    // as DMOJ's: blank lines between lines count as one line break
    expect(match('1 2\n\n3 4', '1 2\n3 4', standard)).toBe(true);
  });

  it('still wants the same tokens in the same order', () => {
    expect(match('1 2 3', '1 2', standard)).toBe(false);
    expect(match('1', '1 2', standard)).toBe(false);
    expect(match('2 1', '1 2', standard)).toBe(false);
    expect(match('12', '1 2', standard)).toBe(false);
    expect(match('1.0 2', '1 2', standard)).toBe(false);
    expect(match('YES', 'yes', standard)).toBe(false);
    expect(match('', '\n \n', standard)).toBe(true);
    expect(match('0', '', standard)).toBe(false);
  });

  it("agrees with DMOJ's own checker however the output is cut", () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = ['1', '2', ' ', '\t', '\r', '\n', 'é', '\v'];
    const text = () =>
      Array.from(
        { length: Math.floor(random() * 10) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
    for (let i = 0; i < 2000; i++) {
      const expected = text();
      const actual = random() < 0.5 ? text() : expected.replace(/ /g, () => (random() < 0.5 ? ' \t' : '\n'));
      expect(streamed(actual, expected, standard, i + 1), JSON.stringify([actual, expected])).toBe(
        dmojStandard(expected, actual),
      );
    }
  });

  it('matches 200,000 lines streamed in 64 KiB chunks', () => {
    const numbers = Array.from({ length: 200_000 }, (_, i) => `${i} ${i}`);
    const comparator = createComparator(numbers.join('\n'), standard);
    const bytes = Buffer.from(`${numbers.join('  \r\n')}\r\n`);
    for (let offset = 0; offset < bytes.length; offset += 65_536)
      comparator.push(bytes.subarray(offset, offset + 65_536));
    expect(comparator.end()).toBe(true);
  });
});

describe('tokens checker (what standard was before issue #31)', () => {
  it.each(whitespaceVariants)('accepts %j for "1 2"', (actual) => {
    expect(match(actual, '1 2', tokens)).toBe(true);
    expect(match('1 2\n', actual, tokens)).toBe(true);
  });

  it('still wants the same tokens in the same order', () => {
    expect(match('1 2 3', '1 2', tokens)).toBe(false);
    expect(match('1', '1 2', tokens)).toBe(false);
    expect(match('2 1', '1 2', tokens)).toBe(false);
    expect(match('12', '1 2', tokens)).toBe(false);
    expect(match('1.0 2', '1 2', tokens)).toBe(false);
    expect(match('YES', 'yes', tokens)).toBe(false);
  });

  it('treats empty and all-whitespace outputs alike', () => {
    expect(match('', '\n \n', tokens)).toBe(true);
    expect(match(' \n', '', tokens)).toBe(true);
    expect(match('0', '', tokens)).toBe(false);
  });

  it('agrees with comparing whitespace-split token lists however the output is cut', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = ['1', '2', ' ', '\t', '\r', '\n', 'é', '\v'];
    const text = () =>
      Array.from(
        { length: Math.floor(random() * 10) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
    const tokenList = (value: string) =>
      value
        .split(/[ \t\n\v\f\r]+/)
        .filter(Boolean)
        .join('|');
    for (let i = 0; i < 2000; i++) {
      const expected = text();
      const actual =
        random() < 0.5 ? text() : expected.replace(/ /g, () => (random() < 0.5 ? '\n\n' : '\t '));
      expect(streamed(actual, expected, tokens, i + 1), JSON.stringify([actual, expected])).toBe(
        tokenList(actual) === tokenList(expected),
      );
    }
  });

  it('matches a long line of numbers streamed in 64 KiB chunks', () => {
    const numbers = Array.from({ length: 200_000 }, (_, i) => i);
    const comparator = createComparator(numbers.join('\n'), tokens);
    const bytes = Buffer.from(`${numbers.join('   ')}\r\n`);
    for (let offset = 0; offset < bytes.length; offset += 65_536)
      comparator.push(bytes.subarray(offset, offset + 65_536));
    expect(comparator.end()).toBe(true);
  });
});

describe('exact checker (the default)', () => {
  it('is what outputsMatch always was', () => {
    for (const actual of whitespaceVariants) {
      expect(match(actual, '1 2', exact)).toBe(outputsMatch(actual, '1 2'));
      expect(match(actual, '1 2')).toBe(outputsMatch(actual, '1 2'));
    }
  });

  it('forgives trailing whitespace at line ends and at the end only', () => {
    expect(match('1 2  \r\n3\t\n\n', '1 2\n3', exact)).toBe(true);
    expect(match('1  2', '1 2', exact)).toBe(false);
    expect(match(' 1 2', '1 2', exact)).toBe(false);
    expect(match('\n1 2', '1 2', exact)).toBe(false);
    expect(match('1\n\n2', '1\n2', exact)).toBe(false);
  });
});

describe('float checker', () => {
  const float: BuiltInChecker = { kind: 'float' };

  it('accepts numbers within the default 1e-6 tolerance, in any whitespace', () => {
    expect(match('0.3333333', '0.333333333', float)).toBe(true);
    expect(match('  3.14159265\n\n2.0', '3.141592653589793 2', float)).toBe(true);
    expect(match('1e3', '1000.0000001', float)).toBe(true);
    expect(match('-0.0000001', '0', float)).toBe(true);
    expect(match('0.3334', '0.3333', float)).toBe(false);
  });

  it('uses the absolute or the relative tolerance the caller sets', () => {
    const loose: BuiltInChecker = { kind: 'float', absolute: 0.01, relative: 0 };
    expect(match('3.14', '3.14159', loose)).toBe(true);
    expect(match('3.1', '3.14159', loose)).toBe(false);
    const relative: BuiltInChecker = { kind: 'float', absolute: 0, relative: 1e-3 };
    expect(match('1000000.5', '1000000', relative)).toBe(true);
    expect(match('0.0015', '0.001', relative)).toBe(false);
  });

  it('compares words exactly and never takes a word for a number', () => {
    expect(match('Case #1: 0.5000001', 'Case #1: 0.5', float)).toBe(true);
    expect(match('case #1: 0.5', 'Case #1: 0.5', float)).toBe(false);
    expect(match('nan', '0', float)).toBe(false);
    expect(match('Infinity', '1e400', float)).toBe(false);
    expect(match('0x10', '16', float)).toBe(false);
    expect(match('1.5', '1.5 2', float)).toBe(false);
  });
});

describe('validateChecker', () => {
  it('defaults to exact and refuses unknown kinds and bad tolerances', () => {
    expect(validateChecker(undefined)).toEqual({ kind: 'exact' });
    expect(validateChecker({ kind: 'tokens' })).toEqual({ kind: 'tokens' });
    expect(() => validateChecker({ kind: 'custom' } as unknown as Checker)).toThrow(InvalidCheckerError);
    expect(() => validateChecker({ kind: 'sloppy' } as unknown as Checker)).toThrow(/Unknown checker/);
    expect(() => validateChecker({ kind: 'custom', language: 'Rust', code: 'fn main(){}' })).toThrow(
      /Unknown custom checker language 'Rust'/,
    );
    expect(() => validateChecker({ kind: 'custom', language: 'Python', code: '  ' })).toThrow(
      InvalidCheckerError,
    );
    expect(() => validateChecker({ kind: 'float', absolute: -1 })).toThrow(InvalidCheckerError);
    expect(() => validateChecker({ kind: 'float', relative: Number.NaN })).toThrow(InvalidCheckerError);
    expect(validateChecker({ kind: 'float', absolute: 0.5 })).toEqual({ kind: 'float', absolute: 0.5 });
  });
});
