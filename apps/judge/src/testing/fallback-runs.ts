/**
 * A judge without cgroups (rlimits only), as rlimits-fallback.test.ts runs it inside an outer memory cgroup so
 * that a limit that failed could not hurt the machine. Prints one JSON line: each case's verdict, time,
 * memory and message, and how long the compile bomb took.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJudge } from '../judge';
import type { LanguageId } from '../languages/language';

const cases: Record<string, { language: LanguageId; code: string }> = {
  c300mb: {
    language: 'c',
    code: `#include <stdio.h>
#include <stdlib.h>
int main(void) {
  size_t n = 300u << 20;
  volatile char *p = malloc(n);
  if (!p) return 3;
  for (size_t i = 0; i < n; i += 4096) p[i] = 1;
  long sum = 0;
  for (size_t i = 0; i < n; i += 4096) sum += p[i];
  printf("%ld\\n", sum);
}
`,
  },
  js600mb: {
    language: 'js',
    code: `const held = []; for (let i = 0; i < 6; i++) held.push(Buffer.alloc(100 << 20, 1)); console.log(held.length);\n`,
  },
  cpu1300ms: {
    language: 'c',
    code: `#include <stdio.h>
#include <time.h>
int main(void) { volatile long n = 0; while (clock() < 1.3 * CLOCKS_PER_SEC) n++; printf("%ld\\n", n > 0 ? 1L : 0L); }
`,
  },
  sleep500ms: {
    language: 'c',
    code: '#include <unistd.h>\nint main(void) { usleep(500000); return 0; }\n',
  },
  compileBomb: { language: 'c', code: '#include </dev/zero>\nint main(void) { return 0; }\n' },
};

const cacheDir = await mkdtemp(join(tmpdir(), 'judge-fallback-'));
const judge = await createJudge({
  cacheDir,
  cgroups: false,
  poolSize: 1,
  precompileHeaders: false,
  javaCds: false,
  warmJavac: false,
  warn: () => {},
});
const report: Record<string, unknown> = { cgroups: judge.info.cgroups };
try {
  for (const [name, { language, code }] of Object.entries(cases)) {
    const started = performance.now();
    const run = await judge.run({ language, code, input: '', limits: { timeMs: 1_000, memoryMb: 128 } });
    report[name] = {
      verdict: run.verdict,
      timeMs: run.timeMs,
      wallMs: run.wallMs,
      memoryKb: run.memoryKb,
      message: (run.error || run.compile.message).slice(0, 300),
      tookMs: Math.round(performance.now() - started),
    };
  }
} finally {
  await judge.close();
  await rm(cacheDir, { recursive: true, force: true });
}
console.log(JSON.stringify(report));
