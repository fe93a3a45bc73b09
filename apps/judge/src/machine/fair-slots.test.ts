import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Backend, useBackend } from '../testing/backends';
import { programs } from '../testing/programs';

const COMPILE_TIME_MS = 3_000;
const BOMB = readFileSync(join(import.meta.dirname, '..', '..', 'exploits', 'compile-bomb.cpp'), 'utf8');
const limits = { timeMs: 1_000, memoryMb: 64, outputBytes: 1024 * 1024 };
const backends: Backend[] = ['pool', 'bullmq'];

describe.each(backends)('slots are shared fairly between students (%s)', (backend) => {
  const judge = useBackend(backend, { poolSize: 2, uidBase: 61_300, compileTimeMs: COMPILE_TIME_MS });

  it("a stranger's hello world does not wait behind two compile bombs from one student", async () => {
    const finished: string[] = [];
    const bomb = (n: number) =>
      judge
        .judge({
          language: 'cpp',
          code: `${BOMB}// ${n} ${Date.now()}\n`,
          testcases: [{ input: '', expectedOutput: '' }],
          limits,
          owner: 'student-a',
        })
        .then((result) => {
          finished.push(`bomb ${n}`);
          return result;
        });
    const bombs = [bomb(1), bomb(2)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const hello = await judge.judge({
      language: 'c',
      code: `${programs.c.sum}// ${Date.now()}\n`,
      testcases: [{ input: '2 3', expectedOutput: '5' }],
      limits,
      owner: 'student-b',
    });
    const waited = Date.now() - started;
    finished.push('hello');
    expect(hello.verdict).toBe('accepted');
    expect(finished[0]).toBe('hello');
    expect(waited).toBeLessThan(COMPILE_TIME_MS);
    for (const result of await Promise.all(bombs)) expect(result.verdict).toBe('compile_error');
  }, 60_000);

  it("a stranger's testcase runs before the rest of one student's many", async () => {
    const order: string[] = [];
    const slow = 'import time\ntime.sleep(0.4)\nprint(5)\n';
    const many = judge
      .judge({
        language: 'py',
        code: `${slow}# ${Date.now()}\n`,
        testcases: Array.from({ length: 10 }, () => ({ input: '', expectedOutput: '5' })),
        limits,
        owner: 'student-a',
      })
      .then(() => order.push('many'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await judge
      .judge({
        language: 'py',
        code: `print(5)\n# ${Date.now()}\n`,
        testcases: [{ input: '', expectedOutput: '5' }],
        limits,
        owner: 'student-b',
      })
      .then(() => order.push('one'));
    await many;
    expect(order).toEqual(['one', 'many']);
  }, 60_000);
});
