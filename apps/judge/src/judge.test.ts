import { describe, expect, it } from 'vitest';
import type { Checker } from './checkers/checkers';
import { UnknownLanguageError } from './errors';
import { type LanguageId, languageIds } from './languages/registry';
import { type Backend, useBackend } from './testing/backends';
import { programs } from './testing/programs';

const limits = { timeMs: 1_000, memoryMb: 64, outputBytes: 1024 * 1024 };
const sumCase = { input: '2 3\n', expectedOutput: '5' };

const backends: Backend[] = ['pool', 'bullmq'];

describe.each(backends)('judge via %s', (backend) => {
  const judge = useBackend(backend);

  it('maps the spec language names and refuses unknown ones with a typed error', async () => {
    for (const name of ['Python', 'Python3', 'python', 'py']) {
      expect((await judge.run({ language: name, code: programs.py.escape, input: '' })).language).toBe('py');
    }
    await expect(judge.run({ language: 'Rust', code: 'fn main(){}', input: '' })).rejects.toBeInstanceOf(
      UnknownLanguageError,
    );
  });

  it('self-checks every language, JavaScript included, with its hello world', async () => {
    const report = await judge.selfCheck();
    expect(Object.keys(report.languages).sort()).toEqual([...languageIds].sort());
    expect(languageIds).toContain('js');
    for (const [id, entry] of Object.entries(report.languages)) expect(entry, id).toMatchObject({ ok: true });
  }, 60_000);

  it('maps JavaScript, javascript, js and node onto Node.js', async () => {
    for (const name of ['JavaScript', 'javascript', 'js', 'node']) {
      expect((await judge.run({ language: name, code: programs.js.escape, input: '' })).language).toBe('js');
    }
  });

  function only(language: LanguageId, code: string, testcases = [sumCase]) {
    return judge.judge({ language, code, testcases, limits });
  }

  describe.each(languageIds)('%s', (language) => {
    const p = programs[language];

    it('accepts a correct program and reports time and memory', async () => {
      const result = await only(language, p.sum);
      expect(result.compile.ok).toBe(true);
      const [first] = result.results;
      expect(first?.verdict).toBe('accepted');
      expect(first?.output.trim()).toBe('5');
      expect(first?.timeMs).toBeGreaterThanOrEqual(0);
      expect(first?.memoryKb).toBeGreaterThan(0);
      expect(result.verdict).toBe('accepted');
    });

    it('gives wrong answer for a wrong output', async () => {
      const result = await only(language, p.wrong);
      expect(result.results[0]?.verdict).toBe('wrong_answer');
      expect(result.results[0]?.output.trim()).toBe('6');
    });

    it('reports a compile error with the message and no host paths', async () => {
      const result = await only(language, p.syntax, [sumCase, sumCase]);
      expect(result.compile.ok).toBe(false);
      expect(result.compile.verdict).toBe('compile_error');
      expect(result.compile.message.length).toBeGreaterThan(0);
      expect(result.compile.message).not.toMatch(/\/box\/|\/usr\//);
      expect(result.results.map((r) => r.verdict)).toEqual(['compile_error', 'compile_error']);
      expect(result.results[0]?.error).toBe(result.compile.message);
    });

    it('reports a runtime error', async () => {
      const result = await only(language, p.crash);
      const [first] = result.results;
      expect(first?.verdict).toBe('runtime_error');
      expect(first?.error).toMatch(/Runtime error/);
    });

    it('stops an infinite loop with time limit exceeded', async () => {
      const started = Date.now();
      const result = await only(language, p.spin);
      expect(result.results[0]?.verdict).toBe('time_limit_exceeded');
      expect(Date.now() - started).toBeLessThan(10_000);
    });

    it('stops a memory hog with memory limit exceeded', async () => {
      const result = await only(language, p.hog);
      expect(result.results[0]?.verdict).toBe('memory_limit_exceeded');
    });

    it('stops a flood of output with output limit exceeded, truncated', async () => {
      const result = await only(language, p.flood);
      const [first] = result.results;
      expect(first?.verdict).toBe('output_limit_exceeded');
      expect(first?.outputTruncated).toBe(true);
      expect(first?.output.length).toBeLessThanOrEqual(limits.outputBytes);
    });

    it('reads stdin, including 1 MB of input', async () => {
      const tokens = 250_000;
      const input = '1234 '.repeat(tokens).slice(0, 1024 * 1024 - 1);
      const expected = String(input.trim().split(/\s+/).length);
      const result = await only(language, p.countTokens, [
        { input: 'a b c\nd', expectedOutput: '4' },
        { input, expectedOutput: expected },
      ]);
      expect(result.results.map((r) => r.verdict)).toEqual(['accepted', 'accepted']);
    });

    it('runs many testcases of one submission with one compile', async () => {
      const testcases = Array.from({ length: 24 }, (_, i) => ({
        input: `${i} ${i}`,
        expectedOutput: String(2 * i),
      }));
      testcases[5] = { input: '1 1', expectedOutput: '3' };
      const result = await only(language, p.sum, testcases);
      expect(result.results).toHaveLength(24);
      expect(result.passedCount).toBe(23);
      expect(result.results[5]?.verdict).toBe('wrong_answer');
      expect(result.verdict).toBe('wrong_answer');
    });

    it('runs custom input and strips ANSI escapes', async () => {
      const result = await judge.run({ language, code: p.escape, input: '' });
      expect(result.verdict).toBe('ok');
      expect(result.output).toContain('\u001b[31m');
      expect(result.realtimeOutputEscapeRemoved.trim()).toBe('red');
    });
  });

  describe('checkers', () => {
    const spaced = 'print(" 1  2\\n\\n3.0000001 ")\n';
    const testcases = [{ input: '', expectedOutput: '1 2\n3' }];

    it('keeps exact as the default and lets a request choose standard, tokens or float', async () => {
      const run = (checker?: Checker) =>
        judge.judge({ language: 'py', code: spaced, testcases, limits, checker });
      expect((await run()).verdict).toBe('wrong_answer');
      expect((await run({ kind: 'exact' })).verdict).toBe('wrong_answer');
      expect((await run({ kind: 'standard' })).verdict).toBe('wrong_answer');
      expect((await run({ kind: 'float' })).verdict).toBe('accepted');
      expect((await run({ kind: 'float', absolute: 0, relative: 0 })).verdict).toBe('wrong_answer');
      const loose = await judge.judge({
        language: 'py',
        code: 'print(" 1  2\\n\\n3 ")\n',
        testcases,
        limits,
        checker: { kind: 'standard' },
      });
      expect(loose.verdict).toBe('accepted');
      // standard keeps the expected output's line breaks (DMOJ's); tokens ignores them
      const oneLine = (checker: Checker) =>
        judge.judge({ language: 'py', code: 'print("1 2 3")\n', testcases, limits, checker });
      expect((await oneLine({ kind: 'standard' })).verdict).toBe('wrong_answer');
      expect((await oneLine({ kind: 'tokens' })).verdict).toBe('accepted');
    });

    it('refuses an unknown checker with a typed error', async () => {
      await expect(
        judge.judge({
          language: 'py',
          code: spaced,
          testcases,
          limits,
          checker: { kind: 'custom' } as never,
        }),
      ).rejects.toMatchObject({ code: 'INVALID_CHECKER' });
    });
  });

  describe('compile cache', () => {
    it('compiles the same code once', async () => {
      const code = `${programs.c.sum}/* cache ${Date.now()} */\n`;
      const first = await only('c', code);
      const second = await only('c', code);
      expect(first.compile.cached).toBe(false);
      expect(second.compile.cached).toBe(true);
    });
  });

  describe('stability', () => {
    it('gives the same verdicts over 20 runs', async () => {
      const kinds = ['sum', 'wrong', 'crash'] as const;
      for (const kind of kinds) {
        const testcases = Array.from({ length: 20 }, () => sumCase);
        const result = await judge.judge({ language: 'c', code: programs.c[kind], testcases, limits });
        expect(new Set(result.results.map((r) => r.verdict)).size).toBe(1);
      }
      const tle = await judge.judge({
        language: 'py',
        code: programs.py.spin,
        testcases: Array.from({ length: 20 }, () => sumCase),
        limits: { ...limits, timeMs: 200 },
      });
      expect(new Set(tle.results.map((r) => r.verdict))).toEqual(new Set(['time_limit_exceeded']));
    });
  });
});
