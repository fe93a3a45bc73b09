import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pack } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { readTar, safeTarPath } from './tar';

function tarOf(setup: (dir: string) => void, format = 'gnu'): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'tar-test-'));
  setup(dir);
  return execFileSync('/usr/bin/tar', [`--format=${format}`, '-C', dir, '-cf', '-', '.']);
}

describe('readTar', () => {
  it('reads regular files with their modes', async () => {
    const entries = await readTar(
      tarOf((dir) => {
        writeFileSync(join(dir, 'Main.class'), 'abc');
        writeFileSync(join(dir, 'main'), 'elf', { mode: 0o755 });
      }),
    );
    expect(entries.map((e) => [e.name, e.content.toString(), (e.mode & 0o111) !== 0]).sort()).toEqual([
      ['Main.class', 'abc', false],
      ['main', 'elf', true],
    ]);
  });

  it.each(['gnu', 'posix'])(
    'reads package directories, non-ASCII names and names over 100 bytes (%s format)',
    async (format) => {
      const long = `Outer$${'Nested'.repeat(25)}.class`;
      const entries = await readTar(
        tarOf((dir) => {
          mkdirSync(join(dir, 'com', 'example'), { recursive: true });
          writeFileSync(join(dir, 'com', 'example', 'Ünïcödé.class'), 'u');
          writeFileSync(join(dir, 'com', 'example', long), 'l');
        }, format),
      );
      expect(entries.map((e) => e.name).sort()).toEqual([`com/example/${long}`, 'com/example/Ünïcödé.class']);
    },
  );

  it('refuses symlinks', async () => {
    await expect(readTar(tarOf((dir) => symlinkSync('/etc/passwd', join(dir, 'main'))))).rejects.toThrow(
      /type/,
    );
  });

  it('refuses paths that climb out or are absolute', async () => {
    for (const name of ['../escape', 'a/../../b', '/etc/cron.d/x']) {
      const archive = pack();
      archive.entry({ name }, 'x');
      archive.finalize();
      const chunks: Buffer[] = [];
      for await (const chunk of archive) chunks.push(chunk as Buffer);
      await expect(readTar(Buffer.concat(chunks))).rejects.toThrow(/unsafe path/);
    }
  });

  it('treats . and ./ as the root', () => {
    expect(safeTarPath('./')).toBeNull();
    expect(safeTarPath('./a/b.class')).toBe('a/b.class');
  });
});
