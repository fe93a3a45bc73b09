import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge';
import type { LanguageId } from '../languages/registry';
import { createTestJudge, type TestJudge } from '../testing/test-judge';

/** Each language's idiom for reading standard input through the /dev/stdin path (a sum of the numbers). */
const readsDevStdin: Record<LanguageId, string> = {
  py: 'print(sum(map(int, open("/dev/stdin").read().split())))\n',
  c: '#include <stdio.h>\nint main(void){FILE *f = fopen("/dev/stdin", "r"); if (!f) { perror("fopen"); return 1; } long x, s = 0; while (fscanf(f, "%ld", &x) == 1) s += x; printf("%ld\\n", s); return 0;}\n',
  cpp: '#include <fstream>\n#include <iostream>\nint main(){std::ifstream in("/dev/stdin"); if (!in) { std::cerr << "cannot open\\n"; return 1; } long x, s = 0; while (in >> x) s += x; std::cout << s << "\\n";}\n',
  java: 'import java.io.*;\nimport java.util.*;\npublic class Main { public static void main(String[] a) throws IOException { Scanner in = new Scanner(new File("/dev/stdin")); long s = 0; while (in.hasNextLong()) s += in.nextLong(); System.out.println(s); } }\n',
  js: 'const text = require("fs").readFileSync("/dev/stdin", "utf8");\nconsole.log(text.split(/\\s+/).filter(Boolean).map(Number).reduce((a, b) => a + b, 0));\n',
};

let fixture: TestJudge;
let judge: Judge;

beforeAll(async () => {
  fixture = await createTestJudge({ poolSize: 2, precompileHeaders: false });
  judge = fixture.judge;
}, 120_000);
afterAll(() => fixture?.dispose());

describe.each(Object.entries(readsDevStdin))('/dev/stdin in %s', (language, code) => {
  it('reads the input through the path, small and 1 MB', async () => {
    const big = '7 '.repeat(512 * 1024);
    const result = await judge.judge({
      language,
      code,
      testcases: [
        { input: '2 3\n', expectedOutput: '5' },
        { input: big, expectedOutput: String(7 * 512 * 1024) },
      ],
      limits: { timeMs: 3_000, memoryMb: 128 },
    });
    expect(result.results.map((r) => r.error)).toEqual(['', '']);
    expect(result.results.map((r) => r.verdict)).toEqual(['accepted', 'accepted']);
  });
});
