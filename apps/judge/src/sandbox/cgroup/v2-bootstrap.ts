import { join } from 'node:path';
import { type CgroupFs, errnoOf } from './cgroupfs';
import { type KillProcess, parsePids } from './signals';
import { runOwner } from './types';
import { removeV2Group } from './v2';

export interface V2BootstrapOptions {
  /** The group the judge manages: its own (moved into a leaf first), or a prepared subtree. */
  group: string;
  /** The judge's processes live in `group` and move into the leaf `judge/`. */
  ownGroup: boolean;
  /** Controllers the runs need (memory and pids); one missing refuses. */
  required: string[];
  /** Enabled when offered (cpu, for cpu.max). */
  optional: string[];
  /** Whether the judge whose pid names a run group is gone (open-cgroups.ts decides). */
  isStale: (owner: number) => boolean;
  kill: KillProcess;
}

export type V2Bootstrap = { runs: string; controllers: string[] } | { refused: string };

/** Where the judge's own processes live once its group has controllers for its children. */
export const V2_LEAF = 'judge';
const RUNS = 'runs';

function why(error: unknown, what: string, path: string): string {
  const code = errnoOf(error);
  if (code === 'EROFS') return `the cgroup file system at ${path} is mounted read-only`;
  if (code === 'EACCES' || code === 'EPERM')
    return `this process may not ${what} in ${path} (${code}, uid ${process.getuid?.()})`;
  if (code === 'EBUSY')
    return `${path} still holds processes, so cgroup v2 will not enable controllers for its children (EBUSY)`;
  return `could not ${what} in ${path}: ${(error as Error).message}`;
}

function mkdirOnce(fs: CgroupFs, path: string): void {
  try {
    fs.mkdir(path);
  } catch (error) {
    if (errnoOf(error) !== 'EEXIST') throw error;
  }
}

/**
 * Prepares a cgroup v2 group for the runs, idempotently: the group's processes move into a leaf (a group
 * whose children have controllers may hold none), the controllers are enabled down to `runs/`, where each run
 * gets its own group, and the groups of a judge that died are removed.
 */
export async function bootstrapV2(fs: CgroupFs, options: V2BootstrapOptions): Promise<V2Bootstrap> {
  const { group } = options;
  let offered: string[];
  try {
    offered = fs.read(join(group, 'cgroup.controllers')).trim().split(/\s+/).filter(Boolean);
  } catch (error) {
    return { refused: why(error, 'read cgroup.controllers', group) };
  }
  const missing = options.required.filter((controller) => !offered.includes(controller));
  if (missing.length > 0) {
    return {
      refused:
        `the ${missing.join(' and ')} controller${missing.length > 1 ? 's are' : ' is'} not offered to ${group} ` +
        `(its cgroup.controllers: "${offered.join(' ')}"; the parent group must enable ${missing.map((c) => `+${c}`).join(' ')})`,
    };
  }
  const controllers = [
    ...options.required,
    ...options.optional.filter((controller) => offered.includes(controller)),
  ];
  const enable = controllers.map((controller) => `+${controller}`).join(' ');
  const runs = join(group, RUNS);
  let step = 'create groups';
  let where = group;
  try {
    if (options.ownGroup) {
      const leaf = join(group, V2_LEAF);
      mkdirOnce(fs, leaf);
      step = 'move its processes';
      // a process may fork while we move: read again until the group is empty
      for (let round = 0; round < 10; round++) {
        const pids = parsePids(fs.read(join(group, 'cgroup.procs')));
        if (pids.length === 0) break;
        for (const pid of pids) {
          try {
            fs.write(join(leaf, 'cgroup.procs'), String(pid));
          } catch (error) {
            if (errnoOf(error) !== 'ESRCH') throw error;
          }
        }
      }
    }
    step = 'enable controllers';
    if (enable) fs.write(join(group, 'cgroup.subtree_control'), enable);
    step = 'create groups';
    where = runs;
    mkdirOnce(fs, runs);
    step = 'enable controllers';
    if (enable) fs.write(join(runs, 'cgroup.subtree_control'), enable);
  } catch (error) {
    return { refused: why(error, step, where) };
  }
  await sweep(fs, runs, options);
  return { runs, controllers };
}

/** Groups left by a judge that died mid-run: killed and removed. */
async function sweep(fs: CgroupFs, runs: string, options: V2BootstrapOptions): Promise<void> {
  for (const name of fs.subdirs(runs)) {
    const owner = runOwner(name);
    if (owner === null || !options.isStale(owner)) continue;
    await removeV2Group(fs, join(runs, name), options.kill);
  }
}
