export interface CgroupLimits {
  memoryBytes: number;
  pids: number;
  cpus: number;
}

export interface CgroupStats {
  memoryPeakBytes: number;
  cpuNs: number;
  oomKilled: boolean;
  /** A fork or clone was refused at the process cap. */
  pidsLimitHit: boolean;
}

/** One run's group (one per controller on v1, one on v2); the launcher writes its pid into procsFiles. */
export interface RunGroup {
  readonly procsFiles: string[];
  /**
   * Whether stats() has the group's memory peak; when not (cgroup v2 before Linux 5.19, which has no
   * memory.peak: Ubuntu 22.04's 5.15), the launcher's rusage of the reaped tree gives it.
   */
  readonly measuresPeak: boolean;
  cpuNs(): Promise<number>;
  stats(): Promise<CgroupStats>;
  /** SIGKILLs everything in the group, until it is empty. */
  killAll(): Promise<void>;
  /** Kills what is left and removes the group. */
  remove(): Promise<void>;
}

export type CgroupVersion = 'v1' | 'v2';

/** Makes the per-run groups of one cgroup hierarchy; the launcher, supervisor and javac server see only this. */
export interface CgroupBackend {
  readonly version: CgroupVersion;
  /** Where the run groups are made, for the start-up log. */
  readonly where: string;
  createRun(id: string, limits: CgroupLimits): Promise<RunGroup>;
}

/** What the judge found: a backend, or none and why. */
export type CgroupSetup =
  | { version: CgroupVersion; backend: CgroupBackend; why: string }
  | { version: 'none'; backend: null; why: string };

/** Groups a judge makes are named run-<its pid>-<uuid>, so a later judge can tell whose they were. */
export function runOwner(name: string): number | null {
  const owner = /^run-(\d+)-/.exec(name)?.[1];
  return owner ? Number(owner) : null;
}
