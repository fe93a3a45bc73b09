import { join } from 'node:path';
import { type CgroupFs, errnoOf } from './cgroupfs';
import { type KillProcess, parsePids, pause, sigkill } from './signals';
import type { CgroupBackend, CgroupLimits, CgroupStats, RunGroup } from './types';

export const V1_CONTROLLERS = ['memory', 'pids', 'cpu', 'cpuacct'] as const;
export type V1Controller = (typeof V1_CONTROLLERS)[number];

export interface V1Layout {
  /** Each controller's directory for the judge (<mount>/<name>); co-mounted controllers share one. */
  dirs: Record<V1Controller, string>;
  memsw: boolean;
}

export function v1Backend(fs: CgroupFs, layout: V1Layout, kill: KillProcess = sigkill): CgroupBackend {
  const bases = [...new Set(Object.values(layout.dirs))];
  return {
    version: 'v1',
    where: bases.join(', '),
    async createRun(id, limits) {
      const dirs = Object.fromEntries(V1_CONTROLLERS.map((c) => [c, join(layout.dirs[c], id)])) as Record<
        V1Controller,
        string
      >;
      const group = new V1RunGroup(fs, dirs, layout.memsw, kill);
      try {
        // one mkdir per hierarchy: cpu and cpuacct co-mounted are one directory
        for (const dir of new Set(Object.values(dirs))) fs.mkdir(dir);
        applyLimits(fs, dirs, layout.memsw, limits);
      } catch (error) {
        await group.remove();
        throw error;
      }
      return group;
    },
  };
}

function applyLimits(
  fs: CgroupFs,
  dirs: Record<V1Controller, string>,
  memsw: boolean,
  limits: CgroupLimits,
): void {
  fs.write(join(dirs.memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
  if (memsw) fs.write(join(dirs.memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
  try {
    fs.write(join(dirs.memory, 'memory.swappiness'), '0');
  } catch {
    // not on every kernel; the memsw limit holds swap anyway
  }
  fs.write(join(dirs.pids, 'pids.max'), String(limits.pids));
  fs.write(join(dirs.cpu, 'cpu.cfs_period_us'), '100000');
  fs.write(join(dirs.cpu, 'cpu.cfs_quota_us'), String(Math.round(limits.cpus * 100_000)));
}

class V1RunGroup implements RunGroup {
  constructor(
    private readonly fs: CgroupFs,
    private readonly dirs: Record<V1Controller, string>,
    private readonly memsw: boolean,
    private readonly kill: KillProcess,
  ) {}

  get procsFiles(): string[] {
    return [...new Set(Object.values(this.dirs))].map((dir) => join(dir, 'cgroup.procs'));
  }

  readonly measuresPeak = true;

  private read(dir: string, file: string): string {
    try {
      return this.fs.read(join(dir, file));
    } catch {
      return '';
    }
  }

  async cpuNs(): Promise<number> {
    return Number(this.read(this.dirs.cpuacct, 'cpuacct.usage')) || 0;
  }

  async stats(): Promise<CgroupStats> {
    const memory = (file: string) => this.read(this.dirs.memory, file);
    const peak = memory(this.memsw ? 'memory.memsw.max_usage_in_bytes' : 'memory.max_usage_in_bytes');
    const oomKill = /oom_kill (\d+)/.exec(memory('memory.oom_control'));
    // Older kernels lack the oom_kill counter; a hit on the memsw limit is the next best sign.
    const oomKilled = oomKill
      ? Number(oomKill[1]) > 0
      : Number(this.memsw ? memory('memory.memsw.failcnt') : '0') > 0 || Number(memory('memory.failcnt')) > 0;
    const pidsLimitHit = /^max (\d+)/m.exec(this.read(this.dirs.pids, 'pids.events'));
    return {
      memoryPeakBytes: Number(peak) || 0,
      cpuNs: await this.cpuNs(),
      oomKilled,
      pidsLimitHit: Number(pidsLimitHit?.[1] ?? 0) > 0,
    };
  }

  /** cgroup v1 has no cgroup.kill: SIGKILL what the pids group lists until it is empty. */
  async killAll(): Promise<void> {
    for (let round = 0; round < 50; round++) {
      const pids = parsePids(this.read(this.dirs.pids, 'cgroup.procs'));
      if (pids.length === 0) return;
      for (const pid of pids) this.kill(pid);
      await pause(round < 5 ? 2 : 20);
    }
  }

  async remove(): Promise<void> {
    await this.killAll();
    for (const dir of new Set(Object.values(this.dirs))) await removeDir(this.fs, dir);
  }
}

/** rmdir, retried while the kernel still counts a process that is on its way out. */
export async function removeDir(fs: CgroupFs, dir: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      fs.rmdir(dir);
      return;
    } catch (error) {
      if (errnoOf(error) === 'ENOENT') return;
      await pause(10);
    }
  }
}
