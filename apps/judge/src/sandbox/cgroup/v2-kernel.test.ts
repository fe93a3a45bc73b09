import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleForNobody } from '../../testing/bundle-for-nobody';

/**
 * The v2 layer on this machine's kernel: cgroup v1 owns memory and pids here, but a cgroup2 mount at
 * /sys/fs/cgroup/unified gives the rest of v2 (STACK-NOTES, "Hosts beyond ours"). A child group of it becomes
 * the root of a private cgroup namespace with cgroup2 mounted over /sys/fs/cgroup, as a container on a v2
 * host sees it; hugetlb, the one controller v2 can have here, stands in for memory and pids.
 */
const UNIFIED = '/sys/fs/cgroup/unified';
const CGROUP2_MAGIC = 0x63677270;

function hybridHost(): boolean {
  try {
    return (
      process.getuid?.() === 0 && statfsSync(UNIFIED).type === CGROUP2_MAGIC && existsSync('/usr/bin/unshare')
    );
  } catch {
    return false;
  }
}

/** Removes a cgroup tree depth first (groups are only removed once empty). */
function removeTree(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) removeTree(join(dir, entry.name));
  for (let attempt = 0; ; attempt++) {
    try {
      rmdirSync(dir);
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

function leftProcesses(dir: string): number[] {
  if (!existsSync(dir)) return [];
  const own = readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
  const below = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => leftProcesses(join(dir, entry.name)));
  return [...own, ...below];
}

interface Report {
  bootstrap: {
    version: string;
    why: string;
    rootProcs: string;
    judgeProcs: string[];
    subtreeControl: string;
    runsSubtreeControl: string;
  };
  secondStart: { version: string; why: string };
  busy: { output: string; cpuMs: number; memoryKb: number; setupFailure: string | null };
  daemon: { pid: number; state: string; exitCode: number | null };
  runsLeft: string[];
}

describe.skipIf(!hybridHost())('cgroup v2 on this kernel, in a private cgroup namespace', () => {
  const group = join(UNIFIED, `placement-test-${randomUUID()}`);
  let standIn = '';
  let enabledStandIn = false;
  let bundleDir = '';
  let report: Report;

  beforeAll(async () => {
    const offered = readFileSync(join(UNIFIED, 'cgroup.controllers'), 'utf8').trim().split(/\s+/);
    if (offered.includes('hugetlb')) {
      standIn = 'hugetlb';
      const enabled = readFileSync(join(UNIFIED, 'cgroup.subtree_control'), 'utf8');
      if (!enabled.includes('hugetlb')) {
        writeFileSync(join(UNIFIED, 'cgroup.subtree_control'), '+hugetlb');
        enabledStandIn = true;
      }
    }
    mkdirSync(group);
    const bundled = await bundleForNobody(
      join(import.meta.dirname, '..', '..', 'testing', 'v2-namespace-runs.ts'),
    );
    bundleDir = bundled.dir;
    const inner = `mount -t cgroup2 none /sys/fs/cgroup && exec ${process.execPath} ${bundled.bundle} ${join(bundleDir, 'cache')} '${standIn}'`;
    const run = spawnSync(
      '/bin/sh',
      [
        '-c',
        `echo $$ > ${group}/cgroup.procs && exec unshare -C -m --propagation private /bin/sh -c "${inner}"`,
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    if (run.status !== 0) throw new Error(`the namespace run failed (${run.status}): ${run.stderr}`);
    report = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Report;
  }, 150_000);

  const cleanUp = () => {
    try {
      // a process left in a group (a failed run's daemon) would keep it: end them first
      for (const pid of leftProcesses(group)) process.kill(pid, 'SIGKILL');
      removeTree(group);
    } finally {
      if (enabledStandIn) writeFileSync(join(UNIFIED, 'cgroup.subtree_control'), '-hugetlb');
      enabledStandIn = false;
      if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    }
  };
  afterAll(cleanUp);

  it("bootstraps the namespace's root: the judge moved into a leaf, the controller enabled down to runs/", () => {
    expect(report.bootstrap.version).toBe('v2');
    expect(report.bootstrap.why).toMatch(/root of its private cgroup namespace/);
    expect(report.bootstrap.rootProcs).toBe('');
    expect(report.bootstrap.judgeProcs.length).toBeGreaterThan(0);
    expect(report.bootstrap.subtreeControl).toBe(standIn);
    expect(report.bootstrap.runsSubtreeControl).toBe(standIn);
    expect(report.secondStart.version).toBe('v2');
  });

  it('runs a program in bubblewrap in its own group and reads its CPU time from cpu.stat', () => {
    expect(report.busy.setupFailure).toBeNull();
    expect(report.busy.output).toBe('counted');
    expect(report.busy.cpuMs).toBeGreaterThan(50);
  });

  it("takes the peak from the launcher's rusage where the group has no memory.peak (no memory controller here)", () => {
    expect(report.busy.memoryKb).toBeGreaterThan(100);
  });

  it('ends a setsid daemon that outlived its program with cgroup.kill, and removes every run group', () => {
    expect(report.daemon.pid).toBeGreaterThan(0);
    expect(['gone', 'Z']).toContain(report.daemon.state);
    expect(report.runsLeft).toEqual([]);
  });

  it('leaves nothing behind on the host once its groups are removed', () => {
    const weEnabledIt = enabledStandIn;
    cleanUp();
    expect(existsSync(group)).toBe(false);
    if (weEnabledIt)
      expect(readFileSync(join(UNIFIED, 'cgroup.subtree_control'), 'utf8')).not.toMatch(/hugetlb/);
    expect(readdirSync(UNIFIED).filter((name) => name.startsWith('placement-test-'))).toEqual([]);
  });
});
