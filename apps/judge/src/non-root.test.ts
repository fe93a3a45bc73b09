import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..');

/** testing/non-root-runs.ts as uid 65534 (nobody): a judge without cgroups whose runs all keep that uid. */
async function nonRootRuns() {
  const { stdout } = await run(
    '/usr/bin/setpriv',
    [
      '--reuid=65534',
      '--regid=65534',
      '--clear-groups',
      '--',
      join(root, 'node_modules', '.bin', 'tsx'),
      join(import.meta.dirname, 'testing', 'non-root-runs.ts'),
    ],
    { cwd: root, env: { PATH: '/usr/bin:/bin', HOME: '/tmp' }, timeout: 240_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}

describe.runIf(process.getuid?.() === 0)('a judge that is not root (development only)', () => {
  it("bounds Java and Node.js by address space, and one slot's fork bomb does not starve the other slot", async () => {
    const report = await nonRootRuns();
    expect(report.uid).toBe(65534);
    expect(report.cgroups).toBe(false);
    // every run beside the fork bomb starts and passes ("The sandbox could not start" was an internal error)
    expect(report.others).toEqual(Array(12).fill('accepted'));
    expect(['time_limit_exceeded', 'runtime_error']).toContain(report.bomb);
    // 1.5 GB of buffers under a 64 MB limit is refused, and the runtimes still start under their limits
    expect(report.hog.verdict).not.toBe('accepted');
    expect(report).toMatchObject({
      java64: 'hello\n',
      java256: 'hello\n',
      js64: 'hello\n',
      js256: 'hello\n',
    });
  }, 300_000);
});
