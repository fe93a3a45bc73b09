import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTar } from './tar';

function tarOf(setup: (dir: string) => void): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'tar-test-'));
  setup(dir);
  return execFileSync('/usr/bin/tar', ['-C', dir, '-cf', '-', '.']);
}

describe('readTar', () => {
  it('reads flat regular files with their modes', () => {
    const entries = readTar(
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

  it('refuses symlinks', () => {
    expect(() => readTar(tarOf((dir) => symlinkSync('/etc/passwd', join(dir, 'main'))))).toThrow(/type/);
  });
});
