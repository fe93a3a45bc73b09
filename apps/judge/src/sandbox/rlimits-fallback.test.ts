import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleForNobody } from '../testing/bundle-for-nobody';

/**
 * The judge without cgroups measures as DMOJ does: CPU time and the largest resident set of the reaped tree,
 * reported by the launcher. Its runs go inside an outer v1 memory group of 3 GiB here, so a limit that
 * failed would stop there, not take the machine.
 */
const JUDGE_MEMORY = '/sys/fs/cgroup/memory/placement-judge';
const canFence = process.getuid?.() === 0 && existsSync(JUDGE_MEMORY);

interface CaseReport {
  verdict: string;
  timeMs: number;
  wallMs: number;
  memoryKb: number;
  message: string;
  tookMs: number;
}

describe.skipIf(!canFence)('the rlimits fallback (no cgroups)', () => {
  const fence = join(JUDGE_MEMORY, `fallback-test-${randomUUID()}`);
  let bundleDir = '';
  let report: Record<string, CaseReport> & { cgroups: string };

  beforeAll(async () => {
    mkdirSync(fence);
    writeFileSync(join(fence, 'memory.limit_in_bytes'), String(3 * 2 ** 30));
    const bundled = await bundleForNobody(join(import.meta.dirname, '..', 'testing', 'fallback-runs.ts'));
    bundleDir = bundled.dir;
    const run = spawnSync(
      '/bin/sh',
      ['-c', `echo $$ > ${fence}/cgroup.procs && exec ${process.execPath} ${bundled.bundle}`],
      { encoding: 'utf8', timeout: 150_000 },
    );
    if (run.status !== 0) throw new Error(`the fallback judge failed (${run.status}): ${run.stderr}`);
    report = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
  }, 180_000);

  afterAll(() => {
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    for (let attempt = 0; attempt < 100 && existsSync(fence); attempt++) {
      try {
        rmdirSync(fence);
      } catch {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
      }
    }
  });

  it('runs without cgroups and says so', () => {
    expect(report.cgroups).toBe('none');
  });

  it('gives a C program holding 300 MB under 128 MB memory limit exceeded, with its peak', () => {
    expect(report.c300mb?.verdict).toBe('memory_limit_exceeded');
    expect(report.c300mb?.memoryKb).toBeGreaterThan(128 * 1024);
  });

  it('gives a JavaScript program holding 600 MB under 128 MB memory limit exceeded', () => {
    expect(report.js600mb?.verdict).toBe('memory_limit_exceeded');
  });

  it('gives 1.3 s of CPU under a 1 s limit time limit exceeded, reporting CPU time, not wall time', () => {
    const run = report.cpu1300ms;
    const seen = JSON.stringify(run);
    expect(run?.verdict, seen).toBe('time_limit_exceeded');
    // never the limit + 1 s of the old RLIMIT_CPU, never the wall time
    expect(run?.timeMs, seen).toBeLessThan(1_100);
    // stopped by RLIMIT_CPU at the limit, unless a machine this busy let the 2 s wall clock come first
    if ((run?.wallMs ?? 0) < 2_000) expect(run?.timeMs, seen).toBeGreaterThanOrEqual(900);
  });

  it('reports a program that sleeps half a second as using almost no CPU', () => {
    expect(report.sleep500ms?.verdict).toBe('ok');
    expect(report.sleep500ms?.wallMs).toBeGreaterThanOrEqual(500);
    expect(report.sleep500ms?.timeMs).toBeLessThan(100);
  });

  it('stops a compile reading /dev/zero within 2 s as using too much memory', () => {
    expect(report.compileBomb?.verdict).toBe('compile_error');
    expect(report.compileBomb?.message).toMatch(/^Compilation used too much memory/);
    expect(report.compileBomb?.tookMs).toBeLessThan(2_000);
  });

  it('kept the outer group under its limit: nothing reached 3 GiB', () => {
    expect(Number(readFileSync(join(fence, 'memory.max_usage_in_bytes'), 'utf8'))).toBeLessThan(3 * 2 ** 30);
  });
});
