import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileInSandbox } from '../job/compile';
import type { Judge } from '../judge';
import { detectSandbox } from '../sandbox/detect';
import { createTestJudge, SHARED_PCH_DIR, type TestJudge } from '../testing/test-judge';
import { type LanguageId, languages } from './registry';

const limits = { timeMs: 1_000, memoryMb: 64, outputBytes: 1024 * 1024 };
const COMPILE_TIME_MS = 2_000;

let fixture: TestJudge;
let judge: Judge;

beforeAll(async () => {
  fixture = await createTestJudge({ poolSize: 2, uidBase: 61_200, compileTimeMs: COMPILE_TIME_MS });
  judge = fixture.judge;
  // the precompiled header is built before any C++ compile is timed against the compile limit
  await judge.toolchainReady;
}, 300_000);

afterAll(async () => {
  await fixture?.dispose();
});

const sum = (language: LanguageId, code: string) =>
  judge.judge({ language, code, testcases: [{ input: '2 3\n', expectedOutput: '5' }], limits });

describe('compile flags contestants rely on', () => {
  // The idiom of every contest template: read a local file at home, stdin on the judge.
  it.each([
    ['c', '#include <stdio.h>'],
    ['cpp', '#include <cstdio>'],
  ] as const)(
    '%s defines ONLINE_JUDGE, so `#ifndef ONLINE_JUDGE freopen(...)` reads stdin',
    async (language, include) => {
      const code = `${include}
int main(void) {
#ifndef ONLINE_JUDGE
  freopen("input.txt", "r", stdin);
#endif
  long a, b;
  if (scanf("%ld %ld", &a, &b) != 2) return 1;
  printf("%ld\\n", a + b);
  return 0;
}
`;
      const result = await sum(language, code);
      expect(result.verdict, result.results[0]?.error).toBe('accepted');
    },
  );

  it('compiles C in the GNU dialect: M_PI and strdup work', async () => {
    const code = `#include <math.h>
#include <stdio.h>
#include <string.h>
int main(void) { char *s = strdup("pi"); printf("%s %.2f\\n", s, M_PI); return 0; }
`;
    const result = await judge.run({ language: 'c', code, input: '' });
    expect(result.compile.message).toBe('');
    expect(result.output).toBe('pi 3.14\n');
  });

  it('stops a compile after five errors, so a cascade is a short compile error', async () => {
    const statements = Array.from({ length: 30 }, (_, i) => `  undeclared${i} = ${i};`).join('\n');
    const result = await sum('cpp', `int main() {\n${statements}\n}\n`);
    expect(result.verdict).toBe('compile_error');
    const errors = result.compile.message.match(/error:/g) ?? [];
    expect(errors.length).toBeLessThanOrEqual(6);
    expect(result.compile.message).toContain('undeclared0');
    expect(result.compile.message).toMatch(/fmax-errors=5/);
  });

  it('shows what the compiler said before a compile was stopped for time', async () => {
    const code = `#warning "the constant below takes minutes"
template <int N> constexpr long spin() {
  long s = 0;
  for (long i = 0; i < 2000; i++)
    for (long j = 0; j < 2000; j++) s += i ^ j ^ N;
  return s;
}
template <int N> struct Sum { static constexpr long value = spin<N>() + Sum<N - 1>::value; };
template <> struct Sum<0> { static constexpr long value = 0; };
long total = Sum<800>::value;
int main() { return total == 42; }
`;
    const result = await sum('cpp', code);
    expect(result.verdict).toBe('compile_error');
    expect(result.compile.message).toMatch(/^Compilation took too long/);
    expect(result.compile.message).toContain('the constant below takes minutes');
  }, 30_000);

  it('builds the C++ precompiled header with the flags submissions use, so g++ uses it', async () => {
    const host = await detectSandbox({
      cacheDir: SHARED_PCH_DIR,
      preference: 'auto',
      production: false,
      cgroups: true,
      warn: () => {},
    });
    const cpp = languages.cpp;
    const command = cpp.compile?.command('main.cpp', { javaCds: null }) ?? [];
    // -H lists each header as it is read; `!` marks a precompiled header that was used, `x` one refused.
    const probe = await compileInSandbox(
      cpp,
      '#include <bits/stdc++.h>\n#error probe\n',
      { host, uid: 61_210, pchDir: SHARED_PCH_DIR },
      [...command, '-H'],
    );
    const message = 'error' in probe ? probe.error.message : '';
    expect(message).toMatch(/^! .*stdc\+\+\.h\.gch$/m);
    expect(message).not.toMatch(/^x /m);
  }, 60_000);
});
