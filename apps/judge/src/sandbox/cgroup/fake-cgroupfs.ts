import { dirname, join } from 'node:path';
import type { CgroupFs, FsType } from './cgroupfs';

/**
 * An in-memory /sys/fs/cgroup for unit tests, following the kernel's rules where the judge depends on them:
 * cgroup2's no-internal-processes rule (a group with controllers enabled for its children cannot take a
 * process, and one holding a process cannot enable them: EBUSY), controllers offered only as the parent
 * enables them, rmdir refused while a group is populated, read-only mounts (EROFS), v1 hierarchies with their
 * own controllers (co-mounted behind symlinks), and plain directories that take any file, as tmpfs does.
 */

interface Group {
  parent: Group | null;
  children: Map<string, Group>;
  procs: Set<number>;
  subtree: Set<string>;
  files: Map<string, string>;
}

interface CgroupMount {
  path: string;
  type: 'cgroup' | 'cgroup2';
  readonly: boolean;
  /** v2: offered at the mount's root; v1: the hierarchy's controllers. */
  controllers: string[];
  /** The real root cgroup, exempt from the no-internal-processes rule (a namespace's root is not). */
  hostRoot: boolean;
  swap: boolean;
  /** v2: memory.peak exists (Linux 5.19+). */
  peak: boolean;
  root: Group;
}

interface PlainMount {
  path: string;
  type: 'tmpfs' | 'other';
  readonly: boolean;
}

type Mount = CgroupMount | PlainMount;

const newGroup = (parent: Group | null): Group => ({
  parent,
  children: new Map(),
  procs: new Set(),
  subtree: new Set(),
  files: new Map(),
});

const errno = (code: string, path: string): Error => Object.assign(new Error(`${code}: ${path}`), { code });

/** Files each controller gives a group, with their initial values. */
const V2_FILES: Record<string, Record<string, string>> = {
  memory: {
    'memory.max': 'max',
    'memory.oom.group': '0',
    'memory.peak': '0',
    'memory.current': '0',
    'memory.events': 'low 0\nhigh 0\nmax 0\noom 0\noom_kill 0\n',
  },
  pids: { 'pids.max': 'max', 'pids.current': '0', 'pids.events': 'max 0\n' },
  cpu: { 'cpu.max': 'max 100000' },
  hugetlb: {},
};
const V1_FILES: Record<string, Record<string, string>> = {
  memory: {
    'memory.limit_in_bytes': '9223372036854771712',
    'memory.max_usage_in_bytes': '0',
    'memory.failcnt': '0',
    'memory.swappiness': '60',
    'memory.oom_control': 'oom_kill_disable 0\nunder_oom 0\noom_kill 0\n',
  },
  pids: { 'pids.max': 'max', 'pids.events': 'max 0\n' },
  cpu: { 'cpu.cfs_period_us': '100000', 'cpu.cfs_quota_us': '-1' },
  cpuacct: { 'cpuacct.usage': '0' },
};
const V1_MEMSW = {
  'memory.memsw.limit_in_bytes': '9223372036854771712',
  'memory.memsw.max_usage_in_bytes': '0',
};

export class FakeCgroupFs implements CgroupFs {
  private readonly mounts: Mount[] = [];
  private readonly links = new Map<string, string>();
  private readonly plain = new Map<string, string | null>();
  private readonly alive = new Set<number>();
  /** Every pid killed, by cgroup.kill or kill(). */
  readonly killed: number[] = [];

  mountCgroup2(
    path: string,
    options: {
      controllers: string[];
      readonly?: boolean;
      hostRoot?: boolean;
      swap?: boolean;
      peak?: boolean;
    },
  ): this {
    this.mounts.push({
      path,
      type: 'cgroup2',
      readonly: options.readonly ?? false,
      controllers: options.controllers,
      hostRoot: options.hostRoot ?? false,
      swap: options.swap ?? true,
      peak: options.peak ?? true,
      root: newGroup(null),
    });
    return this;
  }

  mountCgroup1(
    path: string,
    controllers: string[],
    options: { memsw?: boolean; readonly?: boolean } = {},
  ): this {
    this.mounts.push({
      path,
      type: 'cgroup',
      readonly: options.readonly ?? false,
      controllers,
      hostRoot: true,
      swap: options.memsw ?? true,
      peak: true,
      root: newGroup(null),
    });
    return this;
  }

  /** A tmpfs, or with 'other' any file system that is not a cgroup one (a plain directory on disk). */
  mountPlain(path: string, type: 'tmpfs' | 'other' = 'tmpfs', readonly = false): this {
    this.mounts.push({ path, type, readonly });
    this.plain.set(path, null);
    return this;
  }

  symlink(path: string, target: string): this {
    this.links.set(path, target);
    return this;
  }

  /** A file outside any mount (under /proc, say). */
  setFile(path: string, content: string): this {
    this.plain.set(path, content);
    return this;
  }

  /** Makes the groups of a cgroup path, as the system that set the machine up would have. */
  makeGroups(path: string): this {
    const { mount, segments } = this.cgroupAt(path);
    let group = mount.root;
    for (const segment of segments) {
      let child = group.children.get(segment);
      if (!child) {
        child = newGroup(group);
        group.children.set(segment, child);
      }
      group = child;
    }
    return this;
  }

  /** A live process in the group at path. */
  addProcess(path: string, pid: number): this {
    this.groupAt(path).procs.add(pid);
    this.alive.add(pid);
    return this;
  }

  /** Sets a counter only the kernel writes (memory.peak, memory.events, cpu.stat, ...). */
  setCounter(path: string, content: string): this {
    this.groupAt(dirname(path)).files.set(path.slice(dirname(path).length + 1), content);
    return this;
  }

  isAlive = (pid: number): boolean => this.alive.has(pid);

  kill = (pid: number): void => {
    if (!this.alive.delete(pid)) return;
    this.killed.push(pid);
    for (const mount of this.mounts)
      if ('root' in mount) this.forEachGroup(mount.root, (g) => g.procs.delete(pid));
  };

  /** The processes in the group at path (its cgroup.procs). */
  procsOf(path: string): number[] {
    return [...this.groupAt(path).procs];
  }

  groupExists(path: string): boolean {
    try {
      this.groupAt(path);
      return true;
    } catch {
      return false;
    }
  }

  // --- CgroupFs

  fsType(path: string): FsType | null {
    const real = this.resolve(path);
    if (!this.exists(real)) return null;
    return this.mountOf(real)?.type ?? 'other';
  }

  exists(path: string): boolean {
    const real = this.resolve(path);
    const mount = this.mountOf(real);
    if (mount && 'root' in mount) {
      try {
        const { group, file } = this.locate(mount, real);
        return file === null || this.filesOf(mount, group).has(file);
      } catch {
        return false;
      }
    }
    return this.plain.has(real);
  }

  read(path: string): string {
    const real = this.resolve(path);
    const mount = this.mountOf(real);
    if (mount && 'root' in mount) {
      const { group, file } = this.locate(mount, real);
      if (file === null) throw errno('EISDIR', path);
      const value = this.filesOf(mount, group).get(file);
      if (value === undefined || file === 'cgroup.kill') throw errno('ENOENT', path);
      return value;
    }
    const value = this.plain.get(real);
    if (value === undefined) throw errno('ENOENT', path);
    if (value === null) throw errno('EISDIR', path);
    return value;
  }

  write(path: string, value: string): void {
    const real = this.resolve(path);
    const mount = this.mountOf(real);
    if (mount?.readonly) throw errno('EROFS', path);
    if (mount && 'root' in mount) {
      this.writeCgroupFile(mount, real, value.trim());
      return;
    }
    if (this.plain.get(dirname(real)) !== null) throw errno('ENOENT', path);
    this.plain.set(real, value);
  }

  mkdir(path: string): void {
    const real = this.resolve(path);
    const mount = this.mountOf(real);
    if (mount?.readonly) throw errno('EROFS', path);
    if (this.exists(real)) throw errno('EEXIST', path);
    if (mount && 'root' in mount) {
      const parent = this.locate(mount, dirname(real));
      if (parent.file !== null) throw errno('ENOENT', path);
      parent.group.children.set(real.slice(dirname(real).length + 1), newGroup(parent.group));
      return;
    }
    if (this.plain.get(dirname(real)) !== null) throw errno('ENOENT', path);
    this.plain.set(real, null);
  }

  rmdir(path: string): void {
    const real = this.resolve(path);
    const mount = this.mountOf(real);
    if (mount?.readonly) throw errno('EROFS', path);
    if (mount && 'root' in mount) {
      const { group, file } = this.locate(mount, real);
      if (file !== null || !group.parent) throw errno('ENOTDIR', path);
      if (group.children.size > 0 || this.populated(group)) throw errno('EBUSY', path);
      for (const [name, child] of group.parent.children)
        if (child === group) group.parent.children.delete(name);
      return;
    }
    if (this.plain.get(real) !== null) throw errno('ENOENT', path);
    if ([...this.plain.keys()].some((key) => key.startsWith(`${real}/`))) throw errno('ENOTEMPTY', path);
    this.plain.delete(real);
  }

  subdirs(path: string): string[] {
    const real = this.resolve(path);
    const mount = this.mountOf(real);
    if (mount && 'root' in mount) {
      const { group, file } = this.locate(mount, real);
      if (file !== null) throw errno('ENOTDIR', path);
      return [...group.children.keys()];
    }
    return [...this.plain.entries()]
      .filter(([key, value]) => value === null && dirname(key) === real && key !== real)
      .map(([key]) => key.slice(real.length + 1));
  }

  realpath(path: string): string {
    const real = this.resolve(path);
    if (!this.exists(real)) throw errno('ENOENT', path);
    return real;
  }

  readlink(path: string): string {
    const target = this.links.get(path);
    if (target === undefined) throw errno('EINVAL', path);
    return target;
  }

  // --- the kernel's rules

  private writeCgroupFile(mount: CgroupMount, path: string, value: string): void {
    const { group, file } = this.locate(mount, path);
    if (file === null) throw errno('EISDIR', path);
    const files = this.filesOf(mount, group);
    if (!files.has(file)) throw errno(file.includes('.') ? 'ENOENT' : 'EACCES', path);
    const exempt = group === mount.root && mount.hostRoot;
    if (file === 'cgroup.procs') {
      const pid = Number(value);
      if (!this.alive.has(pid)) throw errno('ESRCH', path);
      if (mount.type === 'cgroup2' && !exempt && group.subtree.size > 0) throw errno('EBUSY', path);
      this.forEachGroup(mount.root, (g) => g.procs.delete(pid));
      group.procs.add(pid);
      return;
    }
    if (file === 'cgroup.subtree_control') {
      const offered = this.offered(mount, group);
      for (const token of value.split(/\s+/).filter(Boolean)) {
        const controller = token.slice(1);
        if (!offered.includes(controller)) throw errno('ENOENT', path);
        if (token.startsWith('+')) {
          if (!exempt && group.procs.size > 0 && !group.subtree.has(controller)) throw errno('EBUSY', path);
          group.subtree.add(controller);
        } else group.subtree.delete(controller);
      }
      return;
    }
    if (file === 'cgroup.kill') {
      if (value !== '1') throw errno('EINVAL', path);
      this.forEachGroup(group, (g) => {
        for (const pid of g.procs) this.kill(pid);
      });
      return;
    }
    if (
      /^(cgroup\.(controllers|events)|memory\.(peak|current|events)|pids\.(current|events)|cpu\.stat)$/.test(
        file,
      )
    )
      throw errno('EACCES', path);
    if (/_usage|failcnt|oom_control|cpuacct/.test(file) && mount.type === 'cgroup') {
      // counters: v1 lets some be reset, none set; the judge never writes them
      throw errno('EACCES', path);
    }
    group.files.set(file, value);
  }

  /** Controllers a group may enable for its children: v2's cgroup.controllers. */
  private offered(mount: CgroupMount, group: Group): string[] {
    return group.parent ? [...group.parent.subtree] : mount.controllers;
  }

  private populated(group: Group): boolean {
    let found = false;
    this.forEachGroup(group, (g) => {
      if (g.procs.size > 0) found = true;
    });
    return found;
  }

  private filesOf(mount: CgroupMount, group: Group): Map<string, string> {
    const files = new Map<string, string>([
      ['cgroup.procs', [...group.procs].map((pid) => `${pid}\n`).join('')],
    ]);
    const add = (defaults: Record<string, string>) => {
      for (const [name, value] of Object.entries(defaults)) files.set(name, group.files.get(name) ?? value);
    };
    if (mount.type === 'cgroup2') {
      const offered = this.offered(mount, group);
      files.set('cgroup.controllers', offered.join(' '));
      files.set('cgroup.subtree_control', [...group.subtree].join(' '));
      files.set('cgroup.events', `populated ${this.populated(group) ? 1 : 0}\nfrozen 0\n`);
      files.set('cpu.stat', group.files.get('cpu.stat') ?? 'usage_usec 0\nuser_usec 0\nsystem_usec 0\n');
      if (group.parent) {
        files.set('cgroup.kill', '');
        for (const controller of offered) add(V2_FILES[controller] ?? {});
        if (offered.includes('memory') && mount.swap) add({ 'memory.swap.max': 'max' });
        if (!mount.peak) files.delete('memory.peak');
      }
    } else {
      // as the kernel: a hierarchy's root has no pids.max (nothing limits the whole machine)
      for (const controller of mount.controllers)
        if (group.parent || controller !== 'pids') add(V1_FILES[controller] ?? {});
      if (mount.controllers.includes('memory') && mount.swap) add(V1_MEMSW);
    }
    return files;
  }

  private forEachGroup(group: Group, visit: (group: Group) => void): void {
    visit(group);
    for (const child of group.children.values()) this.forEachGroup(child, visit);
  }

  private resolve(path: string): string {
    let current = path.replace(/\/+$/, '') || '/';
    for (let hops = 0; hops < 10; hops++) {
      const link = [...this.links.keys()].find((key) => current === key || current.startsWith(`${key}/`));
      if (!link) return current;
      const target = this.links.get(link) ?? '';
      current = (target.startsWith('/') ? target : join(dirname(link), target)) + current.slice(link.length);
    }
    throw errno('ELOOP', path);
  }

  private mountOf(path: string): Mount | undefined {
    return this.mounts
      .filter((mount) => path === mount.path || path.startsWith(`${mount.path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0];
  }

  private cgroupAt(path: string): { mount: CgroupMount; segments: string[] } {
    const real = this.resolve(path);
    const mount = this.mountOf(real);
    if (!mount || !('root' in mount)) throw errno('ENOENT', path);
    return { mount, segments: real.slice(mount.path.length).split('/').filter(Boolean) };
  }

  private groupAt(path: string): Group {
    const { mount } = this.cgroupAt(path);
    const { group, file } = this.locate(mount, this.resolve(path));
    if (file !== null) throw errno('ENOTDIR', path);
    return group;
  }

  /** The group a path is in, and the file it names there (null for the group itself). */
  private locate(mount: CgroupMount, path: string): { group: Group; file: string | null } {
    const segments = path.slice(mount.path.length).split('/').filter(Boolean);
    let group = mount.root;
    for (const [index, segment] of segments.entries()) {
      const child = group.children.get(segment);
      if (child) group = child;
      else if (index === segments.length - 1) return { group, file: segment };
      else throw errno('ENOENT', path);
    }
    return { group, file: null };
  }
}
