import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmdirSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';

/** What statfs says a directory is: only these matter to the judge. */
export type FsType = 'cgroup2' | 'cgroup' | 'tmpfs' | 'other';

/**
 * Every file operation the cgroup layer makes, so that tests can give it an in-memory cgroupfs that follows
 * the kernel's rules (fake-cgroupfs.ts). Failures throw errors with the kernel's `code` (EBUSY, EROFS, ...).
 */
export interface CgroupFs {
  /** `null` when the path does not exist. */
  fsType(path: string): FsType | null;
  exists(path: string): boolean;
  read(path: string): string;
  write(path: string, value: string): void;
  mkdir(path: string): void;
  rmdir(path: string): void;
  /** Names of the subdirectories. */
  subdirs(path: string): string[];
  realpath(path: string): string;
  readlink(path: string): string;
}

const MAGIC: Record<number, FsType> = { 1667723888: 'cgroup2', 2613483: 'cgroup', 16914836: 'tmpfs' };

/**
 * The host's files. A run's cgroup files live in the kernel (no disk): plain synchronous calls take
 * microseconds, where each asynchronous one would wait for a thread-pool round trip.
 */
export const hostCgroupFs: CgroupFs = {
  fsType(path) {
    try {
      return MAGIC[statfsSync(path).type] ?? 'other';
    } catch {
      return null;
    }
  },
  exists: (path) => existsSync(path),
  read: (path) => readFileSync(path, 'utf8'),
  write: (path, value) => writeFileSync(path, value),
  mkdir: (path) => mkdirSync(path),
  rmdir: (path) => rmdirSync(path),
  subdirs: (path) =>
    readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  realpath: (path) => realpathSync(path),
  readlink: (path) => readlinkSync(path),
};

/** The errno code of a failed call, or '' for anything else. */
export function errnoOf(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? '';
}
