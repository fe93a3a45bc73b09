import { describe, expect, it } from 'vitest';
import { type Backend, useBackend } from '../testing/backends';
import type { Checker } from './checkers';
import { CHECKER_FAILED_FOR_STUDENT } from './custom-checker';

const limits = { timeMs: 1_000, memoryMb: 64 };

/** "Print the numbers 1..n in any order": any permutation is right, which no token comparison can say. */
const permutationChecker: Checker = {
  kind: 'custom',
  language: 'Python',
  code: [
    'import sys',
    'inp, exp, out = (open(p).read().split() for p in sys.argv[1:4])',
    'if sorted(out, key=int) == sorted(exp, key=int) and len(set(out)) == len(out):',
    '    sys.exit(0)',
    'print("not a permutation of", len(exp), "numbers:", " ".join(out[:10]))',
    'sys.exit(1)',
  ].join('\n'),
};
const permutationCase = { input: '5\n', expectedOutput: '1 2 3 4 5\n' };

/**
 * "Print two positive integers a < b with a + b = n": several answers are right. The checker reads the input,
 * not the expected output, which is only one of them. Written once in C++ and once in Java: any language.
 */
const twoSumCheckers: Record<string, Checker> = {
  'C++': {
    kind: 'custom',
    language: 'Cpp',
    code: `#include <bits/stdc++.h>
int main(int argc, char** argv) {
  std::ifstream in(argv[1]), out(argv[3]);
  long n, a, b;
  in >> n;
  if (!(out >> a >> b)) { std::cout << "expected two integers\\n"; return 1; }
  std::string extra;
  if (out >> extra) { std::cout << "extra output: " << extra << "\\n"; return 1; }
  if (a <= 0 || a >= b || a + b != n) { std::cout << a << " + " << b << " is not a valid split of " << n << "\\n"; return 1; }
  return 0;
}
`,
  },
  Java: {
    kind: 'custom',
    language: 'Java',
    code: `import java.nio.file.*;
import java.util.*;
public class Check {
  public static void main(String[] args) throws Exception {
    long n = Long.parseLong(Files.readString(Path.of(args[0])).trim());
    String[] out = Files.readString(Path.of(args[2])).trim().split("\\\\s+");
    if (out.length != 2) { System.out.println("expected two integers"); System.exit(1); }
    long a, b;
    try { a = Long.parseLong(out[0]); b = Long.parseLong(out[1]); }
    catch (NumberFormatException e) { System.out.println("not integers"); System.exit(1); return; }
    System.exit(a > 0 && a < b && a + b == n ? 0 : 1);
  }
}
`,
  },
};
const twoSumCases = [
  { input: '10\n', expectedOutput: '1 9\n' },
  { input: '7\n', expectedOutput: '3 4\n' },
];

describe.each<Backend>(['pool', 'bullmq'])('custom checkers via %s', (backend) => {
  const judge = useBackend(backend);

  it('accepts any permutation of the set, and rejects a repeat with what the checker said', async () => {
    const reversed = await judge.judge({
      language: 'c',
      code: '#include <stdio.h>\nint main(void){int n; scanf("%d",&n); for(int i=n;i>=1;i--) printf("%d\\n", i); return 0;}\n',
      testcases: [permutationCase],
      limits,
      checker: permutationChecker,
    });
    expect(reversed.verdict).toBe('accepted');
    expect(reversed.results[0]?.output).toBe('5\n4\n3\n2\n1\n');
    // the exact comparison every question had before would call it wrong
    const exact = await judge.judge({
      language: 'c',
      code: '#include <stdio.h>\nint main(void){puts("5 4 3 2 1");return 0;}\n',
      testcases: [permutationCase],
      limits,
    });
    expect(exact.verdict).toBe('wrong_answer');

    const repeated = await judge.judge({
      language: 'py',
      code: 'print("1 1 3 4 5")\n',
      testcases: [permutationCase],
      limits,
      checker: permutationChecker,
    });
    expect(repeated.verdict).toBe('wrong_answer');
    expect(repeated.results[0]?.checkerMessage).toBe('not a permutation of 5 numbers: 1 1 3 4 5');
  });

  it('compiles the checker once and reuses it like a submission', async () => {
    const checker: Checker = { ...permutationChecker, code: `${permutationChecker.code}\n# ${Date.now()}` };
    const run = (code: string) =>
      judge.judge({ language: 'py', code, testcases: [permutationCase], limits, checker });
    const first = await run('print(5, 4, 3, 2, 1)\n');
    const second = await run('print(*range(1, 6))\n');
    expect([first.verdict, second.verdict]).toEqual(['accepted', 'accepted']);
    expect(first.checkerCompile?.cached).toBe(false);
    expect(second.checkerCompile?.cached).toBe(true);
    expect(second.compile.cached).toBe(false);
  });
});

describe('custom checkers (pool)', () => {
  const judge = useBackend('pool');

  describe.each(Object.entries(twoSumCheckers))('a checker in %s', (_, checker) => {
    it('accepts any valid answer to a problem with several, and rejects an invalid one', async () => {
      const other = await judge.judge({
        language: 'py',
        // not the expected "1 9" and "3 4", still right
        code: 'n = int(input())\nprint(2, n - 2)\n',
        testcases: twoSumCases,
        limits,
        checker,
      });
      expect(other.results.map((r) => r.verdict)).toEqual(['accepted', 'accepted']);
      const wrong = await judge.judge({
        language: 'js',
        code: 'const n = Number(require("fs").readFileSync(0, "utf8"));\nconsole.log(n - 1, 2);\n',
        testcases: twoSumCases,
        limits,
        checker,
      });
      // 9 + 2 is not 10; "6 2" adds up to 8
      expect(wrong.results.map((r) => r.verdict)).toEqual(['wrong_answer', 'wrong_answer']);
      expect(wrong.passedCount).toBe(0);
    }, 60_000);
  });

  it('does not run the checker when the program itself fails', async () => {
    const result = await judge.judge({
      language: 'py',
      code: 'raise SystemExit(3)\n',
      testcases: twoSumCases,
      limits,
      checker: twoSumCheckers['C++'],
    });
    expect(result.results.map((r) => r.verdict)).toEqual(['runtime_error', 'runtime_error']);
    expect(result.results[0]?.checkerMessage).toBeUndefined();
  });

  describe('a broken checker is an internal error the author can read, not the student', () => {
    const solve = 'n = int(input())\nprint(1, n - 1)\n';
    const judgeWith = (code: string, language = 'Python') =>
      judge.judge({
        language: 'py',
        code: solve,
        testcases: [{ input: '10\n', expectedOutput: 'secret hidden answer\n' }],
        limits,
        checker: { kind: 'custom', language, code },
      });

    it('exits with neither 0 nor 1', async () => {
      const result = await judgeWith(
        'import sys\nprint("expected was", open(sys.argv[2]).read().strip())\nsys.exit(3)\n',
      );
      const [first] = result.results;
      expect(result.verdict).toBe('internal_error');
      expect(first?.passed).toBe(false);
      expect(first?.error).toBe(CHECKER_FAILED_FOR_STUDENT);
      expect(first?.error).not.toContain('secret');
      expect(first?.checkerMessage).toBe(
        'The checker failed (exit code 3); it must exit 0 to accept or 1 to reject\nexpected was secret hidden answer',
      );
    });

    it('crashes', async () => {
      const result = await judgeWith('int main(void){volatile int *p = 0; return *p;}\n', 'C');
      expect(result.verdict).toBe('internal_error');
      expect(result.results[0]?.checkerMessage).toMatch(/^The checker failed \(killed by SIGSEGV\)/);
    });

    it('does not compile', async () => {
      const result = await judgeWith('int main( { return 0; }\n', 'C');
      expect(result.compile.ok).toBe(true);
      expect(result.checkerCompile?.ok).toBe(false);
      expect(result.results[0]).toMatchObject({
        verdict: 'internal_error',
        error: CHECKER_FAILED_FOR_STUDENT,
      });
      expect(result.results[0]?.checkerMessage).toMatch(/^The checker does not compile:\n.*error/s);
    });

    it('never finishes', async () => {
      const result = await judgeWith('while True:\n    pass\n');
      expect(result.verdict).toBe('internal_error');
      expect(result.results[0]?.checkerMessage).toMatch(/^The checker failed \(time limit exceeded\)/);
    }, 30_000);
  });

  it('refuses a checker in a language the judge does not know before compiling anything', async () => {
    await expect(
      judge.judge({
        language: 'py',
        code: 'print(1)\n',
        testcases: twoSumCases,
        limits,
        checker: { kind: 'custom', language: 'Rust', code: 'fn main() {}' },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_CHECKER' });
  });
});
