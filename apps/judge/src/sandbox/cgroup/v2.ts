import { join } from 'node:path';
import type { CgroupFs } from './cgroupfs';
import { type KillProcess, parsePids, pause, sigkill } from './signals';
import type { CgroupBackend, CgroupStats, RunGroup } from './types';
import { removeDir } from './v1';

export interface V2Layout {
  /** The group the run groups are made in (bootstrapped: its controllers enabled for its children). */
  runs: string;
  /** Controllers enabled in `runs`; cpu.max is written only when cpu is one. */
  controllers: string[];
}

export function v2Backend(fs: CgroupFs, layout: V2Layout, kill: KillProcess = sigkill): CgroupBackend {
  const has = (controller: string) => layout.controllers.includes(controller);
  return {
    version: 'v2',
    where: layout.runs,
    async createRun(id, limits) {
      const dir = join(layout.runs, id);
      fs.mkdir(dir);
      const group = new V2RunGroup(fs, dir, kill);
      const write = (file: string, value: string) => fs.write(join(dir, file), value);
      try {
        if (has('memory')) {
          write('memory.max', String(limits.memoryBytes));
          // absent without swap accounting: then there is no swap to limit
          if (fs.exists(join(dir, 'memory.swap.max'))) write('memory.swap.max', '0');
          // one OOM kill ends the whole run, as v1's did in practice
          write('memory.oom.group', '1');
        }
        if (has('pids')) write('pids.max', String(limits.pids));
        if (has('cpu')) write('cpu.max', `${Math.round(limits.cpus * 100_000)} 100000`);
      } catch (error) {
        await group.remove();
        throw error;
      }
      return group;
    },
  };
}

const counter = (text: string, key: string): number =>
  Number(new RegExp(`^${key} (\\d+)`, 'm').exec(text)?.[1] ?? 0);

/** Kills everything in a group and removes it (a run's, or one a dead judge left). */
export function removeV2Group(fs: CgroupFs, dir: string, kill: KillProcess): Promise<void> {
  return new V2RunGroup(fs, dir, kill).remove();
}

class V2RunGroup implements RunGroup {
  constructor(
    private readonly fs: CgroupFs,
    private readonly dir: string,
    private readonly kill: KillProcess,
  ) {}

  get procsFiles(): string[] {
    return [join(this.dir, 'cgroup.procs')];
  }

  get measuresPeak(): boolean {
    return this.fs.exists(join(this.dir, 'memory.peak'));
  }

  private read(file: string): string {
    try {
      return this.fs.read(join(this.dir, file));
    } catch {
      return '';
    }
  }

  async cpuNs(): Promise<number> {
    return counter(this.read('cpu.stat'), 'usage_usec') * 1000;
  }

  async stats(): Promise<CgroupStats> {
    return {
      // memory.peak is Linux 5.19+; before it, measuresPeak is false and the launcher's rusage stands in
      memoryPeakBytes: Number(this.read('memory.peak')) || 0,
      cpuNs: await this.cpuNs(),
      oomKilled: counter(this.read('memory.events'), 'oom_kill') > 0,
      pidsLimitHit: counter(this.read('pids.events'), 'max') > 0,
    };
  }

  private populated(): boolean {
    return counter(this.read('cgroup.events'), 'populated') > 0;
  }

  async killAll(): Promise<void> {
    // cgroup.kill (5.14+) kills every process of the group at once, forks in flight included
    let killFile = true;
    try {
      this.fs.write(join(this.dir, 'cgroup.kill'), '1');
    } catch {
      killFile = false;
    }
    for (let round = 0; round < 50 && this.populated(); round++) {
      if (!killFile) for (const pid of parsePids(this.read('cgroup.procs'))) this.kill(pid);
      await pause(round < 5 ? 2 : 20);
    }
  }

  async remove(): Promise<void> {
    await this.killAll();
    await removeDir(this.fs, this.dir);
  }
}
