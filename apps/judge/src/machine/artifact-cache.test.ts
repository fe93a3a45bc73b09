import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ArtifactCache } from './artifact-cache';

const KB = 1024;
let parent = '';
let cache: ArtifactCache | null = null;

afterEach(async () => {
  await cache?.clear();
  cache = null;
  await rm(parent, { recursive: true, force: true });
});

function artifact(bytes: number) {
  return async () => ({
    files: [{ name: 'pkg/Main.class', content: Buffer.alloc(bytes, 1), executable: false }],
    entry: 'pkg.Main',
    staticBytes: 0,
  });
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

describe('ArtifactCache', () => {
  it('is bounded in bytes: the least recently used artifact goes first', async () => {
    parent = await mkdtemp(join(tmpdir(), 'cache-test-'));
    cache = await ArtifactCache.open(parent, { entries: 100, bytes: 250 * KB, privateMount: false });
    const dirs: string[] = [];
    for (const key of ['a', 'b']) {
      const { outcome, release } = await cache.get(key, artifact(100 * KB));
      release();
      if (outcome.ok) dirs.push(outcome.dir);
    }
    await cache.get('a', artifact(100 * KB)).then(({ release }) => release()); // a is now the most recent
    const third = await cache.get('c', artifact(100 * KB));
    third.release();
    expect(cache.bytes).toBeLessThanOrEqual(250 * KB);
    expect(cache.size).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await exists(dirs[0] as string)).toBe(true);
    expect(await exists(dirs[1] as string)).toBe(false);
    expect((await cache.get('b', artifact(100 * KB))).cached).toBe(false);
  });

  it('keeps an evicted artifact until its last user is done', async () => {
    parent = await mkdtemp(join(tmpdir(), 'cache-test-'));
    cache = await ArtifactCache.open(parent, { entries: 100, bytes: 150 * KB, privateMount: false });
    const held = await cache.get('a', artifact(100 * KB));
    (await cache.get('b', artifact(100 * KB))).release();
    expect(held.outcome.ok && (await exists(held.outcome.dir))).toBe(true);
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.outcome.ok && (await exists(held.outcome.dir))).toBe(false);
  });

  it.runIf(process.getuid?.() === 0)('keeps artifacts on a private tmpfs when it may mount', async () => {
    parent = await mkdtemp(join(tmpdir(), 'cache-test-'));
    cache = await ArtifactCache.open(parent, { entries: 10, bytes: 1024 * KB, privateMount: true });
    expect(cache.privateMount).toBe(true);
    const mounts = await readFile('/proc/self/mountinfo', 'utf8');
    const line = mounts.split('\n').find((entry) => entry.split(' ')[4] === cache?.root);
    expect(line).toMatch(/ - tmpfs placement-judge /);
    const { outcome, release } = await cache.get('a', artifact(KB));
    release();
    expect(outcome.ok && (await readFile(join(outcome.dir, 'pkg/Main.class'))).length).toBe(KB);
    const root = cache.root;
    await cache.clear();
    cache = null;
    expect((await readFile('/proc/self/mountinfo', 'utf8')).includes(` ${root} `)).toBe(false);
  });
});
