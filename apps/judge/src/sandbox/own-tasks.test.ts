import { execFile } from 'node:child_process';
import { chown, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bundleForNobody } from '../testing/bundle-for-nobody';
import { tasksOfOwnUid } from './own-tasks';

const run = promisify(execFile);
const NOBODY = 65_534;

describe('a judge that is not root', () => {
  it('counts the tasks of its uid, its own threads among them', () => {
    expect(tasksOfOwnUid(0)).toBeGreaterThanOrEqual(2);
  });

  // Only root can start a process as another user; the program is bundled into a folder that user can read.
  it.skipIf(process.getuid?.() !== 0)(
    'runs programs while its uid already has many processes (a developer’s desktop)',
    async () => {
      const { dir, bundle } = await bundleForNobody(
        resolve(import.meta.dirname, '../testing/busy-user-runs.ts'),
      );
      try {
        const cache = join(dir, 'cache');
        await mkdir(cache);
        await chown(cache, NOBODY, NOBODY);
        // 80 processes of its own: before, RLIMIT_NPROC (64) counted them and no sandbox could start
        const { stdout } = await run(process.execPath, [bundle, cache, '80'], {
          uid: NOBODY,
          gid: NOBODY,
          cwd: dir,
          env: { PATH: '/usr/bin:/bin', HOME: dir },
          timeout: 60_000,
        });
        expect(JSON.parse(stdout)).toEqual(['ok 5', 'ok 5', 'ok 5']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
