import { describe, expect, it } from 'vitest';
import { FakeCgroupFs } from './fake-cgroupfs';
import { openCgroups } from './open-cgroups';
import { cgroupRefusal } from './refusal';

const ROOT = '/sys/fs/cgroup';
const JUDGE_PID = 7;
const PRIVATE_NAMESPACE = 'cgroup:[4026532999]';
const INIT_NAMESPACE = 'cgroup:[4026531835]';

/** What Docker or Podman give a container on a v2 host: its namespace's root, one process (tini) there. */
function dockerRoot(controllers = ['cpuset', 'cpu', 'io', 'memory', 'hugetlb', 'pids'], readonly = false) {
  return new FakeCgroupFs()
    .mountCgroup2(ROOT, { controllers, readonly })
    .setFile('/proc/self/cgroup', '0::/\n')
    .symlink('/proc/self/ns/cgroup', PRIVATE_NAMESPACE)
    .addProcess(ROOT, 1)
    .addProcess(ROOT, JUDGE_PID);
}

const open = (fs: FakeCgroupFs, mode?: string, ownRunsAreStale = true) =>
  openCgroups({ fs, mode, pid: JUDGE_PID, isAlive: fs.isAlive, kill: fs.kill, ownRunsAreStale });

const read = (fs: FakeCgroupFs, path: string) => fs.read(path).trim();

describe('openCgroups on cgroup v2', () => {
  it("bootstraps a container's namespace root: processes into a leaf, controllers down to runs/", async () => {
    const fs = dockerRoot();
    const setup = await open(fs);
    expect(setup.version).toBe('v2');
    expect(setup.why).toMatch(/root of its private cgroup namespace/);
    expect(fs.procsOf(ROOT)).toEqual([]);
    expect(fs.procsOf(`${ROOT}/judge`).sort()).toEqual([1, JUDGE_PID]);
    expect(read(fs, `${ROOT}/cgroup.subtree_control`)).toBe('memory pids cpu');
    expect(read(fs, `${ROOT}/runs/cgroup.subtree_control`)).toBe('memory pids cpu');
  });

  it('a second start changes nothing but sweeps the groups of a judge that died', async () => {
    const fs = dockerRoot();
    await open(fs);
    // a judge that died (pid 99) left a run with a daemon in it; another live judge (42) has a run going
    fs.makeGroups(`${ROOT}/runs/run-99-dead`).addProcess(`${ROOT}/runs/run-99-dead`, 500);
    fs.addProcess(`${ROOT}/judge`, 42)
      .makeGroups(`${ROOT}/runs/run-42-live`)
      .addProcess(`${ROOT}/runs/run-42-live`, 501);
    // the restarted judge may have the dead one's pid: its old groups are swept too
    fs.makeGroups(`${ROOT}/runs/run-${JUDGE_PID}-old`);
    const setup = await open(fs);
    expect(setup.version).toBe('v2');
    expect(fs.subdirs(ROOT).sort()).toEqual(['judge', 'runs']);
    expect(fs.subdirs(`${ROOT}/runs`)).toEqual(['run-42-live']);
    expect(fs.killed).toEqual([500]);
    expect(fs.isAlive(501)).toBe(true);
    expect(read(fs, `${ROOT}/cgroup.subtree_control`)).toBe('memory pids cpu');
  });

  it("leaves a live judge's runs alone when a second judge starts in the same process", async () => {
    const fs = dockerRoot();
    await open(fs);
    fs.makeGroups(`${ROOT}/runs/run-${JUDGE_PID}-live`).addProcess(`${ROOT}/runs/run-${JUDGE_PID}-live`, 600);
    await open(fs, undefined, false);
    expect(fs.subdirs(`${ROOT}/runs`)).toEqual([`run-${JUDGE_PID}-live`]);
    expect(fs.isAlive(600)).toBe(true);
  });

  it('finds its group again when started from the leaf a bootstrap moved it into', async () => {
    const fs = dockerRoot();
    await open(fs);
    fs.setFile('/proc/self/cgroup', '0::/judge\n');
    const setup = await open(fs);
    expect(setup.version).toBe('v2');
    expect(setup.backend?.where).toBe(`${ROOT}/runs`);
    expect(fs.subdirs(`${ROOT}/judge`)).toEqual([]);
  });

  it('follows the no-internal-processes rule, so a bootstrap that skipped the move could not pass', () => {
    const fs = dockerRoot();
    expect(() => fs.write(`${ROOT}/cgroup.subtree_control`, '+memory')).toThrow(
      expect.objectContaining({ code: 'EBUSY' }),
    );
  });

  it('refuses a systemd session scope it was not given, pointing to Delegate=yes', async () => {
    const scope = '/user.slice/user-1000.slice/session-3.scope';
    const fs = new FakeCgroupFs()
      .mountCgroup2(ROOT, { controllers: ['cpu', 'memory', 'pids'], hostRoot: true })
      .makeGroups(`${ROOT}${scope}`)
      .addProcess(`${ROOT}${scope}`, JUDGE_PID)
      .setFile('/proc/self/cgroup', `0::${scope}\n`)
      .symlink('/proc/self/ns/cgroup', INIT_NAMESPACE);
    const setup = await open(fs);
    expect(setup.version).toBe('none');
    expect(setup.why).toContain(scope);
    expect(setup.why).toMatch(/Delegate=yes/);
    expect(fs.subdirs(`${ROOT}${scope}`)).toEqual([]);
    expect(fs.procsOf(`${ROOT}${scope}`)).toEqual([JUDGE_PID]);
  });

  it('manages a systemd service group when told it is delegated', async () => {
    const service = '/system.slice/placement-judge.service';
    const fs = new FakeCgroupFs()
      .mountCgroup2(ROOT, { controllers: ['cpu', 'memory', 'pids'], hostRoot: true })
      .makeGroups(`${ROOT}${service}`)
      .setFile('/proc/self/cgroup', `0::${service}\n`)
      .symlink('/proc/self/ns/cgroup', INIT_NAMESPACE);
    // what systemd does for Delegate=yes: the parents enable the controllers down to the unit
    fs.write(`${ROOT}/cgroup.subtree_control`, '+memory +pids +cpu');
    fs.write(`${ROOT}/system.slice/cgroup.subtree_control`, '+memory +pids +cpu');
    fs.addProcess(`${ROOT}${service}`, JUDGE_PID);
    const setup = await open(fs, 'delegated');
    expect(setup.version).toBe('v2');
    expect(fs.procsOf(`${ROOT}${service}/judge`)).toEqual([JUDGE_PID]);
    expect(setup.backend?.where).toBe(`${ROOT}${service}/runs`);
  });

  it("never reorganises the host's root cgroup", async () => {
    const fs = new FakeCgroupFs()
      .mountCgroup2(ROOT, { controllers: ['memory', 'pids'], hostRoot: true })
      .setFile('/proc/self/cgroup', '0::/\n')
      .symlink('/proc/self/ns/cgroup', INIT_NAMESPACE)
      .addProcess(ROOT, JUDGE_PID);
    const setup = await open(fs);
    expect(setup.version).toBe('none');
    expect(setup.why).toMatch(/host's root cgroup/);
    expect(fs.subdirs(ROOT)).toEqual([]);
  });

  it('uses a prepared subtree given as a path, leaving the judge where it is', async () => {
    const fs = new FakeCgroupFs()
      .mountCgroup2(ROOT, { controllers: ['memory', 'pids'], hostRoot: true })
      .makeGroups(`${ROOT}/placement`)
      .makeGroups(`${ROOT}/user.slice`)
      .addProcess(`${ROOT}/user.slice`, JUDGE_PID)
      .setFile('/proc/self/cgroup', '0::/user.slice\n')
      .symlink('/proc/self/ns/cgroup', INIT_NAMESPACE);
    fs.write(`${ROOT}/cgroup.subtree_control`, '+memory +pids');
    const setup = await open(fs, `${ROOT}/placement`);
    expect(setup.version).toBe('v2');
    expect(setup.why).toMatch(/without cpu|memory, pids$/);
    expect(fs.procsOf(`${ROOT}/user.slice`)).toEqual([JUDGE_PID]);
    expect(fs.subdirs(`${ROOT}/placement`)).toEqual(['runs']);
  });

  it('refuses when memory is not offered, naming it', async () => {
    const setup = await open(dockerRoot(['cpu', 'pids']));
    expect(setup.version).toBe('none');
    expect(setup.why).toMatch(/the memory controller is not offered/);
  });

  it('refuses a read-only cgroup file system, naming it', async () => {
    const setup = await open(dockerRoot(undefined, true));
    expect(setup.version).toBe('none');
    expect(setup.why).toMatch(/mounted read-only/);
  });

  it('gives the reason and the three ways out in the refusal, not the v1-only text', async () => {
    const setup = await open(dockerRoot(undefined, true));
    const text = cgroupRefusal(setup.why);
    expect(text).toContain(setup.why);
    expect(text).toMatch(/private cgroup namespace/);
    expect(text).toMatch(/Delegate=yes/);
    expect(text).toMatch(/JUDGE_CGROUP=\/sys\/fs\/cgroup\/<path>/);
    expect(text).not.toMatch(/privileged/);
  });
});

describe('openCgroups on cgroup v1', () => {
  /** systemd's and Docker's layout: cpu and cpuacct co-mounted, two symlinks to the one hierarchy. */
  function coMounted() {
    return new FakeCgroupFs()
      .mountPlain(ROOT)
      .mountCgroup1(`${ROOT}/memory`, ['memory'])
      .mountCgroup1(`${ROOT}/pids`, ['pids'])
      .mountCgroup1(`${ROOT}/cpu,cpuacct`, ['cpu', 'cpuacct'])
      .symlink(`${ROOT}/cpu`, 'cpu,cpuacct')
      .symlink(`${ROOT}/cpuacct`, 'cpu,cpuacct');
  }

  it('works with cpu and cpuacct co-mounted: one group per hierarchy, limits in each', async () => {
    const fs = coMounted();
    const setup = await open(fs);
    expect(setup.version).toBe('v1');
    const run = await setup.backend!.createRun('run-7-a', { memoryBytes: 128 << 20, pids: 32, cpus: 1 });
    expect(run.procsFiles.sort()).toEqual([
      `${ROOT}/cpu,cpuacct/placement-judge/run-7-a/cgroup.procs`,
      `${ROOT}/memory/placement-judge/run-7-a/cgroup.procs`,
      `${ROOT}/pids/placement-judge/run-7-a/cgroup.procs`,
    ]);
    const group = (hierarchy: string, file: string) =>
      read(fs, `${ROOT}/${hierarchy}/placement-judge/run-7-a/${file}`);
    expect(group('memory', 'memory.limit_in_bytes')).toBe(String(128 << 20));
    expect(group('memory', 'memory.memsw.limit_in_bytes')).toBe(String(128 << 20));
    expect(group('pids', 'pids.max')).toBe('32');
    expect(group('cpu', 'cpu.cfs_quota_us')).toBe('100000');
    await run.remove();
    expect(fs.subdirs(`${ROOT}/cpu,cpuacct/placement-judge`)).toEqual([]);
  });

  it('refuses a plain directory posing as /sys/fs/cgroup', async () => {
    const setup = await open(new FakeCgroupFs().mountPlain(ROOT, 'other'));
    expect(setup.version).toBe('none');
    expect(setup.why).toMatch(/not a cgroup file system/);
  });

  it('refuses a controller directory that is a plain directory on the tmpfs, without writing into it', async () => {
    const host = new FakeCgroupFs()
      .mountPlain(ROOT)
      .mountCgroup1(`${ROOT}/pids`, ['pids'])
      .mountCgroup1(`${ROOT}/cpu`, ['cpu'])
      .mountCgroup1(`${ROOT}/cpuacct`, ['cpuacct']);
    host.mkdir(`${ROOT}/memory`);
    const setup = await open(host);
    expect(setup.version).toBe('none');
    expect(setup.why).toMatch(/\/memory is not a cgroup file system \(tmpfs\)/);
    expect(host.subdirs(`${ROOT}/memory`)).toEqual([]);
  });

  it('refuses a hierarchy without its controller, naming it', async () => {
    const fs = new FakeCgroupFs()
      .mountPlain(ROOT)
      .mountCgroup1(`${ROOT}/memory`, ['memory'])
      .mountCgroup1(`${ROOT}/pids`, ['cpuset'])
      .mountCgroup1(`${ROOT}/cpu`, ['cpu'])
      .mountCgroup1(`${ROOT}/cpuacct`, ['cpuacct']);
    const setup = await open(fs);
    expect(setup.why).toMatch(/without the pids controller/);
  });
});
