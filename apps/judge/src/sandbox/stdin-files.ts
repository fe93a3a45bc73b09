import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  close,
  closeSync,
  constants,
  open,
  openSync,
  rmSync,
  unlink,
  unlinkSync,
  write,
  writeFileSync,
} from 'node:fs';
import { mkdir, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const openFd = promisify(open);
const closeFd = promisify(close);
const writeFd = promisify(write) as (fd: number, data: string) => Promise<unknown>;
const unlinkPath = promisify(unlink);
const PIECE = 1 << 20;

/**
 * A run's stdin is a regular file, already unlinked, handed to the program as fd 0. Node would give it a
 * socket, which cannot be opened again by path, so `open('/dev/stdin')`, `readFileSync('/dev/stdin')` or
 * `new File("/dev/stdin")` would fail with ENXIO; a pipe can be reopened only while its writer is still
 * there, so a program that opens /dev/stdin after a small input was written would wait forever. A file is
 * what the judges students know give. The directory is root's alone (0700), so only the program holding the
 * descriptor can reopen it (through /proc/self/fd/0); the file is 0604 so the slot's uid may.
 *
 * As root the files live on a tmpfs of their own that is detached (`umount -l`) as soon as the judge holds
 * a descriptor of its root: `readlink /proc/self/fd/0` in a sandbox then shows `/<uuid> (deleted)`, never
 * where the judge lives on the host.
 */
export class StdinFiles {
  private constructor(
    private readonly dir: string,
    private readonly dirFd: number | null,
  ) {}

  static async create(dir: string, detach?: { bytes: number }): Promise<StdinFiles> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    if (!detach) return new StdinFiles(dir, null);
    try {
      await run('/usr/bin/mount', [
        '-t',
        'tmpfs',
        '-o',
        `size=${detach.bytes},mode=0700,nosuid,nodev,noexec`,
        'placement-stdin',
        dir,
      ]);
    } catch {
      return new StdinFiles(dir, null);
    }
    const dirFd = openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY);
    await run('/usr/bin/umount', ['-l', dir]);
    await rmdir(dir).catch(() => {});
    return new StdinFiles(`/proc/self/fd/${dirFd}`, dirFd);
  }

  /** Lets the detached tmpfs go (it lives only as long as a descriptor of it does). */
  close(): void {
    if (this.dirFd !== null) closeSync(this.dirFd);
  }

  /**
   * Writes the input a piece at a time (a large string is never copied whole) and returns a descriptor that
   * reads it from the start; the caller closes it once the program has its own copy.
   */
  async open(input: string | Buffer): Promise<number> {
    const path = join(this.dir, randomUUID());
    // Most inputs are small: written in place, without thread-pool round trips (the file is in memory).
    if (input.length <= PIECE) return this.openSmall(path, input);
    const writer = await openFd(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o604);
    let reader = -1;
    try {
      reader = await openFd(path, constants.O_RDONLY);
      await unlinkPath(path);
      for (let offset = 0; offset < input.length; ) {
        let end = Math.min(input.length, offset + PIECE);
        // Never split a UTF-16 surrogate pair between two pieces.
        if (typeof input === 'string' && end < input.length && /[\uD800-\uDBFF]/.test(input[end - 1] ?? ''))
          end--;
        const piece = input.slice(offset, end);
        await writeFd(writer, piece as string);
        offset = end;
      }
      return reader;
    } catch (error) {
      if (reader !== -1) await closeFd(reader);
      await unlinkPath(path).catch(() => {});
      throw error;
    } finally {
      await closeFd(writer);
    }
  }

  private openSmall(path: string, input: string | Buffer): number {
    const writer = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o604);
    try {
      const reader = openSync(path, constants.O_RDONLY);
      try {
        unlinkSync(path);
        writeFileSync(writer, input);
      } catch (error) {
        closeSync(reader);
        throw error;
      }
      return reader;
    } catch (error) {
      rmSync(path, { force: true });
      throw error;
    } finally {
      closeSync(writer);
    }
  }
}
