import { readFileSync } from 'node:fs';

const readOr = (path: string, fallback: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
};

/**
 * Moving a process into a cgroup takes the kernel's threadgroup lock for writing, which by default waits for
 * an RCU grace period: 8–15 ms of every run on a 2-core machine, most of the judge's cost over bare
 * bubblewrap. A cgroup hierarchy mounted with `favordynmods` (Linux 6.1+) turns that wait off for the whole
 * machine, at a small cost to every fork and exit. Read from /proc/mounts.
 */
export function migrationsAreFast(mounts = readOr('/proc/mounts', '')): boolean {
  return mounts
    .split('\n')
    .some((line) => /^\S+ \S+ cgroup2? /.test(line) && /[ ,]favordynmods[ ,]/.test(line));
}
