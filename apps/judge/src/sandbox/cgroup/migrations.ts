import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isAlive } from './process-alive';

const CONTROLLERS = ['memory', 'pids', 'cpu', 'cpuacct'] as const;
type Controller = (typeof CONTROLLERS)[number];

export interface CgroupLimits {
  memoryBytes: number;
  pids: number;
  cpus: number;
}

export interface CgroupStats {
  memoryPeakBytes: number;
  cpuNs: number;
  oomKilled: boolean;
}

/** Where cgroup v1 lets us make per-run groups; `null` when it does not. */
export interface CgroupHost {
  root: string;
  name: string;
  memsw: boolean;
}

// A run's cgroup files live in the kernel (no disk): plain synchronous calls take microseconds, where each
// asynchronous one would wait for a thread-pool round trip.
function tryWrite(path: string, value: string): boolean {
  try {
    writeFileSync(path, value);
    return true;
  } catch {
    return false;
  }
}

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

export async function detectCgroups(
  root = '/sys/fs/cgroup',
  name = 'placement-judge',
): Promise<CgroupHost | null> {
  try {
    for (const c of CONTROLLERS) await mkdir(join(root, c, name), { recursive: true });
    await removeOrphans(root, name);
    const memsw = await readFile(join(root, 'memory', name, 'memory.memsw.limit_in_bytes'), 'utf8').then(
      () => true,
      () => false,
    );
    // A probe group proves we may create, limit and remove groups, not just see the hierarchy.
    const probe = await RunCgroup.create({ root, name, memsw }, `probe-${randomUUID()}`, {
      memoryBytes: 64 << 20,
      pids: 8,
      cpus: 1,
    });
    await probe.remove();
    return { root, name, memsw };
  } catch {
    return null;
  }
}

/** Groups left by a judge process that died mid-run: their processes are killed and the groups removed. */
async function removeOrphans(root: string, name: string): Promise<void> {
  for (const c of CONTROLLERS) {
    for (const entry of await readdir(join(root, c, name), { withFileTypes: true })) {
      const owner = /^run-(\d+)-/.exec(entry.name)?.[1];
      if (!entry.isDirectory() || !owner || isAlive(Number(owner))) continue;
      const dir = join(root, c, name, entry.name);
      const procs = await readFile(join(dir, 'cgroup.procs'), 'utf8').catch(() => '');
      for (const pid of procs.split('\n').filter(Boolean)) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await rmdir(dir).catch(() => {});
    }
  }
}

export class RunCgroup {
  private constructor(
    private readonly dirs: Record<Controller, string>,
    private readonly memsw: boolean,
  ) {}

  static async create(host: CgroupHost, id: string, limits: CgroupLimits): Promise<RunCgroup> {
    const dirs = Object.fromEntries(CONTROLLERS.map((c) => [c, join(host.root, c, host.name, id)])) as Record<
      Controller,
      string
    >;
    const group = new RunCgroup(dirs, host.memsw);
    try {
      for (const dir of Object.values(dirs)) mkdirSync(dir);
      writeFileSync(join(dirs.memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
      if (host.memsw)
        writeFileSync(join(dirs.memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
      tryWrite(join(dirs.memory, 'memory.swappiness'), '0');
      writeFileSync(join(dirs.pids, 'pids.max'), String(limits.pids));
      writeFileSync(join(dirs.cpu, 'cpu.cfs_period_us'), '100000');
      writeFileSync(join(dirs.cpu, 'cpu.cfs_quota_us'), String(Math.round(limits.cpus * 100_000)));
    } catch (error) {
      await group.remove();
      throw error;
    }
    return group;
  }

  /** Files the launcher writes its own pid into before it execs the sandbox. */
  get procsFiles(): string[] {
    return Object.values(this.dirs).map((dir) => join(dir, 'cgroup.procs'));
  }

  async cpuNs(): Promise<number> {
    return Number(readOr(join(this.dirs.cpuacct, 'cpuacct.usage'), '0'));
  }

  async stats(): Promise<CgroupStats> {
    const read = (file: string) => readOr(join(this.dirs.memory, file), '');
    const peak = read(this.memsw ? 'memory.memsw.max_usage_in_bytes' : 'memory.max_usage_in_bytes');
    const oomKill = /oom_kill (\d+)/.exec(read('memory.oom_control'));
    // Older kernels lack the oom_kill counter; a hit on the memsw limit is the next best sign.
    const oomKilled = oomKill
      ? Number(oomKill[1]) > 0
      : Number(this.memsw ? read('memory.memsw.failcnt') : '0') > 0 || Number(read('memory.failcnt')) > 0;
    return { memoryPeakBytes: Number(peak) || 0, cpuNs: await this.cpuNs(), oomKilled };
  }

  async pids(): Promise<number[]> {
    return readOr(join(this.dirs.pids, 'cgroup.procs'), '')
      .split('\n')
      .filter(Boolean)
      .map((line) => Number(line));
  }

  /** SIGKILL everything still in the group (cgroup v1 has no cgroup.kill), until it is empty. */
  async killAll(): Promise<void> {
    for (let round = 0; round < 50; round++) {
      const pids = await this.pids();
      if (pids.length === 0) return;
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await new Promise((resolve) => setTimeout(resolve, round < 5 ? 2 : 20));
    }
  }

  async remove(): Promise<void> {
    await this.killAll();
    for (const dir of Object.values(this.dirs)) {
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          rmdirSync(dir);
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    }
  }
}
