import { execFile } from 'node:child_process';
import { chmod, copyFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bundleForNobody } from './testing/bundle-for-nobody';

const run = promisify(execFile);

/**
 * testing/non-root-runs.ts as uid 65534 (nobody): a judge without cgroups whose runs all keep that uid. It is
 * bundled into a folder that user can read, so a checkout it cannot read (a private temporary clone) is fine.
 */
async function nonRootRuns() {
  const { dir, bundle } = await bundleForNobody(join(import.meta.dirname, 'testing', 'non-root-runs.ts'));
  try {
    const forkBomb = join(dir, 'fork-bomb.c');
    await copyFile(join(import.meta.dirname, '..', 'exploits', 'fork-bomb.c'), forkBomb);
    await chmod(forkBomb, 0o644);
    const { stdout } = await run(
      '/usr/bin/setpriv',
      ['--reuid=65534', '--regid=65534', '--clear-groups', '--', process.execPath, bundle, forkBomb],
      { cwd: dir, env: { PATH: '/usr/bin:/bin', HOME: '/tmp' }, timeout: 240_000 },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.runIf(process.getuid?.() === 0)('a judge that is not root (development only)', () => {
  it("bounds Java and Node.js by address space, and one slot's fork bomb does not starve the other slot", async () => {
    const report = await nonRootRuns();
    expect(report.uid).toBe(65534);
    expect(report.cgroups).toBe('none');
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
