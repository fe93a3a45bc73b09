import { describe, expect, it } from 'vitest';
import { FakeCgroupFs } from './fake-cgroupfs';
import { v2Backend } from './v2';

const RUNS = '/sys/fs/cgroup/runs';
const limits = { memoryBytes: 144 << 20, pids: 32, cpus: 1 };

/** A bootstrapped namespace root (open-cgroups.test.ts checks how it gets there). */
function bootstrapped(controllers: string[], swap = true, peak = true) {
  const fs = new FakeCgroupFs().mountCgroup2('/sys/fs/cgroup', { controllers, swap, peak }).makeGroups(RUNS);
  const enable = controllers.map((c) => `+${c}`).join(' ');
  fs.write('/sys/fs/cgroup/cgroup.subtree_control', enable);
  fs.write(`${RUNS}/cgroup.subtree_control`, enable);
  return fs;
}

describe('v2 run groups', () => {
  it('get memory.max, no swap, one OOM kill for the group, pids.max and one core of cpu.max', async () => {
    const fs = bootstrapped(['memory', 'pids', 'cpu']);
    const run = await v2Backend(
      fs,
      { runs: RUNS, controllers: ['memory', 'pids', 'cpu'] },
      fs.kill,
    ).createRun('run-7-a', limits);
    const file = (name: string) => fs.read(`${RUNS}/run-7-a/${name}`).trim();
    expect(file('memory.max')).toBe(String(144 << 20));
    expect(file('memory.swap.max')).toBe('0');
    expect(file('memory.oom.group')).toBe('1');
    expect(file('pids.max')).toBe('32');
    expect(file('cpu.max')).toBe('100000 100000');
    expect(run.procsFiles).toEqual([`${RUNS}/run-7-a/cgroup.procs`]);
  });

  it('leave out what the host lacks: cpu.max without cpu, memory.swap.max without swap accounting', async () => {
    const fs = bootstrapped(['memory', 'pids'], false);
    await v2Backend(fs, { runs: RUNS, controllers: ['memory', 'pids'] }, fs.kill).createRun(
      'run-7-b',
      limits,
    );
    expect(fs.exists(`${RUNS}/run-7-b/cpu.max`)).toBe(false);
    expect(fs.exists(`${RUNS}/run-7-b/memory.swap.max`)).toBe(false);
    expect(fs.read(`${RUNS}/run-7-b/memory.max`).trim()).toBe(String(144 << 20));
  });

  it('read CPU from cpu.stat, the peak from memory.peak, OOM from memory.events, the cap from pids.events', async () => {
    const fs = bootstrapped(['memory', 'pids', 'cpu']);
    const backend = v2Backend(fs, { runs: RUNS, controllers: ['memory', 'pids', 'cpu'] }, fs.kill);
    const run = await backend.createRun('run-7-c', limits);
    expect(await run.stats()).toEqual({
      memoryPeakBytes: 0,
      cpuNs: 0,
      oomKilled: false,
      pidsLimitHit: false,
    });
    fs.setCounter(`${RUNS}/run-7-c/cpu.stat`, 'usage_usec 1500\nuser_usec 1000\nsystem_usec 500\n');
    fs.setCounter(`${RUNS}/run-7-c/memory.peak`, '150994944\n');
    fs.setCounter(`${RUNS}/run-7-c/memory.events`, 'low 0\nhigh 0\nmax 12\noom 1\noom_kill 1\n');
    fs.setCounter(`${RUNS}/run-7-c/pids.events`, 'max 3\n');
    expect(await run.stats()).toEqual({
      memoryPeakBytes: 150994944,
      cpuNs: 1_500_000,
      oomKilled: true,
      pidsLimitHit: true,
    });
  });

  it('measure their memory peak from memory.peak, and say so only where the kernel has it (5.19+)', async () => {
    for (const peak of [true, false]) {
      const fs = bootstrapped(['memory', 'pids'], true, peak);
      const backend = v2Backend(fs, { runs: RUNS, controllers: ['memory', 'pids'] }, fs.kill);
      expect((await backend.createRun('run-7-e', limits)).measuresPeak).toBe(peak);
    }
  });

  it('kill everything with cgroup.kill, then remove the group once it is empty', async () => {
    const fs = bootstrapped(['memory', 'pids']);
    const run = await v2Backend(fs, { runs: RUNS, controllers: ['memory', 'pids'] }, fs.kill).createRun(
      'run-7-d',
      limits,
    );
    fs.addProcess(`${RUNS}/run-7-d`, 300).addProcess(`${RUNS}/run-7-d`, 301);
    expect(() => fs.rmdir(`${RUNS}/run-7-d`)).toThrow(expect.objectContaining({ code: 'EBUSY' }));
    await run.remove();
    expect(fs.killed.sort()).toEqual([300, 301]);
    expect(fs.groupExists(`${RUNS}/run-7-d`)).toBe(false);
  });
});
