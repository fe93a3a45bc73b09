import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputTooLargeError } from '../errors';
import type { Judge } from '../judge';
import { type LanguageId, languageIds } from '../languages/registry';
import { createTestJudge, type TestJudge } from '../testing/test-judge';

const N = 1_000_000;
const numbers = Array.from({ length: N }, (_, i) => (i * 7919) % 1_000_003);
const bigInput = `${N}\n${numbers.join(' ')}\n`;
const bigSum = String(numbers.reduce((sum, value) => sum + value, 0));

/** Reads n and then n integers, prints their sum: the performance testcase shape. */
const sumMany: Record<LanguageId, string> = {
  py: 'import sys\ndata = sys.stdin.buffer.read().split()\nprint(sum(map(int, data[1:int(data[0]) + 1])))\n',
  c: '#include <stdio.h>\nint main(void){long n, x, s = 0; if (scanf("%ld", &n) != 1) return 1; for (long i = 0; i < n; i++) { if (scanf("%ld", &x) != 1) return 2; s += x; } printf("%ld\\n", s); return 0;}\n',
  cpp: '#include <bits/stdc++.h>\nint main(){std::ios::sync_with_stdio(false); std::cin.tie(nullptr); long n, x, s = 0; std::cin >> n; for (long i = 0; i < n; i++) { std::cin >> x; s += x; } std::cout << s << "\\n";}\n',
  java: 'import java.io.*;\npublic class Solution { public static void main(String[] a) throws IOException { DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16)); long n = next(in), s = 0; for (long i = 0; i < n; i++) s += next(in); System.out.println(s); }\n static long next(DataInputStream in) throws IOException { int c = in.read(); while (c <= 32) c = in.read(); long v = 0; while (c > 32) { v = v * 10 + (c - 48); c = in.read(); } return v; } }\n',
  js: 'const data = require("fs").readFileSync(0, "latin1").split(/\\s+/).filter(Boolean).map(Number);\nlet s = 0;\nfor (let i = 1; i <= data[0]; i++) s += data[i];\nconsole.log(s);\n',
};

/** Echoes the numbers back, one a line: an expected output larger than the default output limit. */
const echoMany: Partial<Record<LanguageId, string>> = {
  py: 'import sys\ndata = sys.stdin.buffer.read().split()\nsys.stdout.write("\\n".join(x.decode() for x in data[1:]) + "\\n")\n',
  c: '#include <stdio.h>\nint main(void){long n, x; if (scanf("%ld", &n) != 1) return 1; for (long i = 0; i < n; i++) { if (scanf("%ld", &x) != 1) return 2; printf("%ld\\n", x); } return 0;}\n',
};

/** A static (or load-time) allocation of 1 GiB against a 64 MB limit. */
const hugeStatic: Record<LanguageId, string> = {
  py: 'a = [0] * (1 << 27)\nprint(len(a))\n',
  c: '#include <stdio.h>\nchar a[1 << 30];\nint main(void){long n; if (scanf("%ld", &n) != 1) return 1; for (long j = 0; j < n; j++) a[j] = 48; printf("%d\\n", a[n / 2] + 1); return 0;}\n',
  cpp: '#include <cstdio>\nint a[1 << 28];\nint main(){long n; if (std::scanf("%ld", &n) != 1) return 1; for (long j = 0; j < n; j++) a[j] = 48; std::printf("%d\\n", a[n / 2] + 1);}\n',
  java: 'public class Main { static int[] a = new int[1 << 28]; public static void main(String[] x) { System.out.println(a.length); } }\n',
  js: 'const a = new Float64Array(1 << 27).fill(1);\nconsole.log(a.length);\n',
};

let fixture: TestJudge;
let judge: Judge;

beforeAll(async () => {
  fixture = await createTestJudge({ poolSize: 2 });
  judge = fixture.judge;
}, 120_000);
afterAll(() => fixture?.dispose());

describe.each(languageIds)('real sizes in %s', (language) => {
  it('judges a performance testcase of 10^6 integers', async () => {
    const result = await judge.judge({
      language,
      code: sumMany[language],
      testcases: [{ input: bigInput, expectedOutput: bigSum }],
      limits: { timeMs: 5_000, memoryMb: 256 },
    });
    expect(result.results[0]?.error).toBe('');
    expect(result.verdict).toBe('accepted');
  }, 60_000);

  it('reports a static array over the limit as memory limit exceeded', async () => {
    const result = await judge.judge({
      language,
      code: hugeStatic[language],
      testcases: [{ input: '1', expectedOutput: '49' }],
      limits: { memoryMb: 64 },
    });
    expect(result.results[0]?.verdict).toBe('memory_limit_exceeded');
  });

  it.runIf(echoMany[language] !== undefined)(
    'streams an expected output of 10^6 lines larger than the default output limit',
    async () => {
      const expected = `${numbers.join('\n')}\n`;
      const code = echoMany[language] as string;
      const ok = await judge.judge({
        language,
        code,
        testcases: [{ input: bigInput, expectedOutput: expected }],
        limits: { timeMs: 5_000, memoryMb: 256, outputBytes: 1024 * 1024 },
      });
      expect(ok.verdict).toBe('accepted');
      const wrong = await judge.judge({
        language,
        code,
        testcases: [{ input: bigInput, expectedOutput: expected.replace(/\n5\n/, '\n6\n') }],
        limits: { timeMs: 5_000, memoryMb: 256 },
      });
      expect(wrong.verdict).toBe('wrong_answer');
    },
    60_000,
  );
});

describe('a custom checker at real sizes', () => {
  it('gets the 10^6-integer input, expected output and output whole, as files', async () => {
    const expected = `${numbers.join('\n')}\n`;
    // accepts the numbers in any order: sorts both lists of 10^6 numbers
    const checker = {
      kind: 'custom' as const,
      language: 'Cpp',
      code: '#include <bits/stdc++.h>\nstd::vector<long> read(const char* p){std::ifstream f(p); std::vector<long> v; long x; while (f >> x) v.push_back(x); std::sort(v.begin(), v.end()); return v;}\nint main(int argc, char** argv){std::ifstream in(argv[1]); long n; in >> n; auto e = read(argv[2]), o = read(argv[3]); if ((long)o.size() != n) { std::cout << o.size() << " numbers, not " << n << "\\n"; return 1; } return e == o ? 0 : 1;}\n',
    };
    const reversed =
      '#include <stdio.h>\nstatic long a[1000000];\nint main(void){long n; if (scanf("%ld", &n) != 1) return 1; for (long i = 0; i < n; i++) if (scanf("%ld", &a[i]) != 1) return 2; for (long i = n - 1; i >= 0; i--) printf("%ld\\n", a[i]); return 0;}\n';
    const result = await judge.judge({
      language: 'c',
      code: reversed,
      testcases: [{ input: bigInput, expectedOutput: expected }],
      limits: { timeMs: 5_000, memoryMb: 256 },
      checker,
    });
    expect(result.results[0]?.checkerMessage).toBe('');
    expect(result.verdict).toBe('accepted');
    const short = await judge.judge({
      language: 'c',
      code: reversed.replace('i >= 0', 'i >= 1'),
      testcases: [{ input: bigInput, expectedOutput: expected }],
      limits: { timeMs: 5_000, memoryMb: 256 },
      checker,
    });
    expect(short.verdict).toBe('wrong_answer');
    expect(short.results[0]?.checkerMessage).toBe('999999 numbers, not 1000000');
  }, 60_000);
});

describe('testcase size limit', () => {
  it('is configurable and covers input and expected output', async () => {
    const small = await createTestJudge({ maxInputBytes: 1000, precompileHeaders: false, poolSize: 1 });
    try {
      const code = 'print(1)\n';
      await expect(
        small.judge.judge({
          language: 'py',
          code,
          testcases: [{ input: 'x'.repeat(1001), expectedOutput: '1' }],
        }),
      ).rejects.toBeInstanceOf(InputTooLargeError);
      await expect(
        small.judge.judge({
          language: 'py',
          code,
          testcases: [{ input: '', expectedOutput: 'é'.repeat(501) }],
        }),
      ).rejects.toThrow(/expected output exceeds 1000 bytes/);
      const fits = await small.judge.judge({
        language: 'py',
        code,
        testcases: [{ input: 'x'.repeat(1000), expectedOutput: '1' }],
      });
      expect(fits.verdict).toBe('accepted');
    } finally {
      await small.dispose();
    }
  });

  it('takes 64 MiB testcases by default', async () => {
    const input = '7 '.repeat(32 * 1024 * 1024); // 64 MiB
    const result = await judge.judge({
      language: 'c',
      code: '#include <stdio.h>\nint main(void){static char b[1 << 16]; long n = 0, r; while ((r = fread(b, 1, sizeof b, stdin)) > 0) n += r; printf("%ld\\n", n); return 0;}\n',
      testcases: [{ input, expectedOutput: String(input.length) }],
      limits: { timeMs: 5_000 },
    });
    expect(result.verdict).toBe('accepted');
  }, 60_000);
});
