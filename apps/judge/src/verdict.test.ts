import { describe, expect, it } from 'vitest';
import type { SandboxResult } from './sandbox/request';
import { classifyRun } from './verdict';

const ended = (overrides: Partial<SandboxResult>): SandboxResult => ({
  exitCode: 0,
  signal: null,
  stdout: Buffer.alloc(0),
  stderr: Buffer.alloc(0),
  stdoutTruncated: false,
  stderrTruncated: false,
  wallTimedOut: false,
  cpuExceeded: false,
  outputExceeded: false,
  oomKilled: false,
  pidsLimitHit: false,
  cpuMs: 10,
  wallMs: 12,
  memoryKb: 2048,
  setupFailure: null,
  ...overrides,
});

const LIMIT_KB = 128 * 1024;

describe('classifyRun', () => {
  it('says a failed run that met the process cap reached it, in words of its own', () => {
    const outcome = classifyRun(ended({ exitCode: 1, pidsLimitHit: true }), LIMIT_KB);
    expect(outcome.outcome).toBe('runtime_error');
    expect(outcome.detail).toMatch(/more processes or threads than a run may have/);
  });

  it('accepts a run that met the process cap and still finished well', () => {
    expect(classifyRun(ended({ pidsLimitHit: true }), LIMIT_KB).outcome).toBe('ok');
  });

  it("takes Node.js's failed buffer allocation and a refused mmap for what they are: memory", () => {
    for (const message of [
      'RangeError: Array buffer allocation failed\n    at new ArrayBuffer (<anonymous>)',
      'OSError: [Errno 12] Cannot allocate memory',
    ]) {
      const outcome = classifyRun(ended({ exitCode: 1, stderr: Buffer.from(message) }), LIMIT_KB);
      expect(outcome.outcome, message).toBe('memory_limit_exceeded');
    }
  });
});
