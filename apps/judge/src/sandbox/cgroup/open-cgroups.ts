import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { isAlive } from '../process-alive';
import { type CgroupFs, errnoOf, hostCgroupFs } from './cgroupfs';
import { type KillProcess, type ProcessAlive, sigkill } from './signals';
import { type CgroupSetup, runOwner } from './types';
import { removeDir, V1_CONTROLLERS, type V1Controller, v1Backend } from './v1';
import { v2Backend } from './v2';
import { bootstrapV2, V2_LEAF } from './v2-bootstrap';

export interface OpenCgroupsOptions {
  fs?: CgroupFs;
  root?: string;
  /** The judge's group under each v1 hierarchy. */
  name?: string;
  /**
   * JUDGE_CGROUP: unset manages the judge's own v2 group only at the root of a private cgroup namespace (a
   * container); 'delegated' manages it anywhere (a systemd unit with Delegate=yes); an absolute path is a
   * subtree prepared for the judge.
   */
  mode?: string;
  /** v2 controllers the runs need; a kernel whose memory and pids belong to v1 can only test with a stand-in. */
  required?: string[];
  pid?: number;
  isAlive?: ProcessAlive;
  /**
   * Whether run groups named after our own pid are a dead judge's: in a container a restarted judge often
   * gets the same pid. True for the first judge a process opens; a second judge in the same process (tests,
   * an API with its own) must not sweep the first one's live runs.
   */
  ownRunsAreStale?: boolean;
  kill?: KillProcess;
}

const none = (why: string): CgroupSetup => ({ version: 'none', backend: null, why });

let openedInThisProcess = false;

/** Decides which run groups a sweep removes: those of a judge that is gone. */
function staleOwners(options: OpenCgroupsOptions): (owner: number) => boolean {
  const pid = options.pid ?? process.pid;
  const alive = options.isAlive ?? isAlive;
  const ownStale = options.ownRunsAreStale ?? !openedInThisProcess;
  openedInThisProcess = true;
  return (owner) => (owner === pid ? ownStale : !alive(owner));
}

/** The init cgroup namespace's inode: every namespace made later has another. */
const INIT_CGROUP_NAMESPACE = 'cgroup:[4026531835]';

/** A file each controller's hierarchy has, which a plain directory or another hierarchy does not. */
const V1_MARKER: Record<V1Controller, string> = {
  memory: 'memory.limit_in_bytes',
  pids: 'pids.max',
  cpu: 'cpu.cfs_quota_us',
  cpuacct: 'cpuacct.usage',
};

/**
 * Finds which cgroup hierarchy this host gives the judge and prepares it, or says why none is usable: the
 * file system type of the root (cgroup2, or a tmpfs holding v1 hierarchies, each checked by type), then
 * v1's or v2's own checks. Never throws.
 */
export async function openCgroups(options: OpenCgroupsOptions = {}): Promise<CgroupSetup> {
  const fs = options.fs ?? hostCgroupFs;
  const root = options.root ?? '/sys/fs/cgroup';
  const type = fs.fsType(root);
  try {
    if (type === 'cgroup2') return await openV2(fs, root, options);
    if (type === 'tmpfs') return await openV1(fs, root, options);
  } catch (error) {
    return none(`cgroups at ${root} could not be prepared: ${(error as Error).message}`);
  }
  if (type === null) return none(`${root} does not exist`);
  return none(`${root} is not a cgroup file system (it is ${type === 'cgroup' ? 'one v1 hierarchy' : type})`);
}

async function openV1(fs: CgroupFs, root: string, options: OpenCgroupsOptions): Promise<CgroupSetup> {
  const name = options.name ?? 'placement-judge';
  const dirs = {} as Record<V1Controller, string>;
  for (const controller of V1_CONTROLLERS) {
    const mount = join(root, controller);
    const type = fs.fsType(mount);
    if (type === null) return none(`cgroup v1: the ${controller} controller is not mounted (no ${mount})`);
    if (type !== 'cgroup') return none(`cgroup v1: ${mount} is not a cgroup file system (${type})`);
    // co-mounted controllers (cpu,cpuacct behind two symlinks) are one hierarchy: one group, made once
    dirs[controller] = join(fs.realpath(mount), name);
  }
  const isStale = staleOwners(options);
  const kill = options.kill ?? sigkill;
  for (const dir of new Set(Object.values(dirs))) {
    try {
      fs.mkdir(dir);
    } catch (error) {
      const code = errnoOf(error);
      if (code === 'EROFS') return none(`cgroup v1: ${dir} is on a read-only mount`);
      if (code !== 'EEXIST')
        return none(`cgroup v1: cannot create ${dir} (${code || (error as Error).message})`);
    }
    await sweepV1(fs, dir, isStale, kill);
  }
  // checked in the judge's group: the root of a v1 hierarchy lacks some controllers' files (pids has none)
  for (const controller of V1_CONTROLLERS) {
    if (!fs.exists(join(dirs[controller], V1_MARKER[controller])))
      return none(
        `cgroup v1: ${join(root, controller)} is a cgroup hierarchy without the ${controller} controller`,
      );
  }
  const memsw = fs.exists(join(dirs.memory, 'memory.memsw.limit_in_bytes'));
  const backend = v1Backend(fs, { dirs, memsw }, kill);
  // A probe group proves we may create, limit and remove groups, not just see the hierarchy.
  try {
    const probe = await backend.createRun(`probe-${randomUUID()}`, {
      memoryBytes: 64 << 20,
      pids: 8,
      cpus: 1,
    });
    await probe.remove();
  } catch (error) {
    return none(`cgroup v1: cannot limit a group (${errnoOf(error) || (error as Error).message})`);
  }
  const hierarchies = [...new Set(Object.values(dirs))].length;
  const shared = hierarchies < V1_CONTROLLERS.length ? ', some co-mounted' : '';
  return {
    version: 'v1',
    backend,
    why: `cgroup v1 hierarchies for memory, pids, cpu and cpuacct (${hierarchies}${shared}) under ${root}${memsw ? '' : ', no swap accounting'}`,
  };
}

/** v1 groups left by a judge that died mid-run: their processes killed, the groups removed. */
async function sweepV1(fs: CgroupFs, dir: string, isStale: (owner: number) => boolean, kill: KillProcess) {
  for (const entry of fs.subdirs(dir)) {
    const owner = runOwner(entry);
    if (owner === null || !isStale(owner)) continue;
    const group = join(dir, entry);
    for (let round = 0; round < 20; round++) {
      let pids: string[] = [];
      try {
        pids = fs.read(join(group, 'cgroup.procs')).split('\n').filter(Boolean);
      } catch {
        break;
      }
      if (pids.length === 0) break;
      for (const each of pids) kill(Number(each));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await removeDir(fs, group);
  }
}

async function openV2(fs: CgroupFs, root: string, options: OpenCgroupsOptions): Promise<CgroupSetup> {
  const listed = /^0::(.*)$/m.exec(readOr(fs, '/proc/self/cgroup'))?.[1]?.trim();
  if (!listed) return none('cgroup v2: /proc/self/cgroup names no v2 group for this process');
  // A judge started again, or by a process a bootstrap already moved, is in the leaf: its group is the parent.
  const own = listed.endsWith(`/${V2_LEAF}`) ? dirname(listed) : listed;
  const mode = options.mode ?? '';
  let group: string;
  let ownGroup = true;
  let how: string;
  if (mode.startsWith('/')) {
    if (mode !== root && !mode.startsWith(`${root}/`))
      return none(`cgroup v2: JUDGE_CGROUP=${mode} is not under the cgroup file system at ${root}`);
    if (!fs.exists(mode))
      return none(`cgroup v2: the prepared subtree ${mode} (JUDGE_CGROUP) does not exist`);
    group = mode;
    ownGroup = false;
    how = `the prepared subtree ${mode}`;
  } else if (mode === 'delegated') {
    group = join(root, own);
    how = `its delegated group ${own} (JUDGE_CGROUP=delegated)`;
  } else if (mode !== '') {
    return none(`cgroup v2: JUDGE_CGROUP must be 'delegated' or an absolute path, not '${mode}'`);
  } else if (own === '/' && readLinkOr(fs, '/proc/self/ns/cgroup') !== INIT_CGROUP_NAMESPACE) {
    group = root;
    how = 'the root of its private cgroup namespace';
  } else {
    return none(
      own === '/'
        ? "cgroup v2: the judge is in the host's root cgroup, which it must not reorganise"
        : `cgroup v2: the judge's group ${own} was not delegated to it (a systemd service or session scope ` +
            'belongs to systemd unless the unit has Delegate=yes and the judge JUDGE_CGROUP=delegated)',
    );
  }
  const kill = options.kill ?? sigkill;
  const prepared = await bootstrapV2(fs, {
    group,
    ownGroup,
    required: options.required ?? ['memory', 'pids'],
    optional: ['cpu'],
    isStale: staleOwners(options),
    kill,
  });
  if ('refused' in prepared) return none(`cgroup v2: ${prepared.refused}`);
  return {
    version: 'v2',
    backend: v2Backend(fs, prepared, kill),
    why: `cgroup v2 at ${how}: runs in ${prepared.runs} with ${prepared.controllers.join(', ') || 'no controllers'}`,
  };
}

function readOr(fs: CgroupFs, path: string): string {
  try {
    return fs.read(path);
  } catch {
    return '';
  }
}

function readLinkOr(fs: CgroupFs, path: string): string {
  try {
    return fs.readlink(path);
  } catch {
    return '';
  }
}
