import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestJudge, type TestJudge } from '../testing/test-judge';

const limits = { timeMs: 2_000, memoryMb: 128, outputBytes: 1 << 20 };

const C_THREADS = `#include <pthread.h>
#include <stdio.h>
#include <string.h>
static void *square(void *arg) { long n = (long)arg; return (void *)(n * n); }
int main(void) {
  pthread_t threads[8];
  for (long i = 0; i < 8; i++) {
    int error = pthread_create(&threads[i], NULL, square, (void *)i);
    if (error) { printf("thread %ld: %s\\n", i, strerror(error)); return 1; }
  }
  long sum = 0;
  for (int i = 0; i < 8; i++) { void *out; pthread_join(threads[i], &out); sum += (long)out; }
  printf("%ld\\n", sum);
}
`;

const CPP_THREADS = `#include <bits/stdc++.h>
int main() {
  std::vector<std::thread> threads;
  std::atomic<long> sum{0};
  for (long i = 0; i < 8; i++) threads.emplace_back([i, &sum] { sum += i * i; });
  for (auto &t : threads) t.join();
  std::cout << sum << "\\n";
}
`;

/** A main thread that recurses deeply still has its large stack: only new threads default to 8 MB. */
const C_DEEP_RECURSION = `#include <stdio.h>
static long depth(long n) { volatile char pad[256]; pad[0] = (char)n; return n == 0 ? pad[0] : depth(n - 1) + 1; }
int main(void) { printf("%ld\\n", depth(200000)); }
`;

describe('C and C++ threads under a 128 MB memory limit', () => {
  let fixture: TestJudge;

  beforeAll(async () => {
    fixture = await createTestJudge({
      poolSize: 1,
      javaCds: false,
      warmJavac: false,
      precompileHeaders: false,
    });
  }, 120_000);
  afterAll(() => fixture?.dispose());

  it('lets a C program start eight threads', async () => {
    const run = await fixture.judge.run({ language: 'c', code: C_THREADS, input: '', limits });
    expect(run.output.trim()).toBe('140');
    expect(run.verdict).toBe('ok');
  });

  it('lets a C++ program start eight std::threads', async () => {
    const run = await fixture.judge.run({ language: 'cpp', code: CPP_THREADS, input: '', limits });
    expect(run.output.trim()).toBe('140');
    expect(run.verdict).toBe('ok');
  }, 30_000);

  it('keeps the deep main-thread stack', async () => {
    const run = await fixture.judge.run({ language: 'c', code: C_DEEP_RECURSION, input: '', limits });
    expect(run.verdict).toBe('ok');
    expect(run.output.trim()).toBe('200000');
  });
});
