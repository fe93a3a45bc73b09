import type { Mount } from './bwrap-args';
import type { CgroupBackend, CgroupVersion } from './cgroup/types';
import type { StdinFiles } from './stdin-files';

// What a sandboxed run is asked to do and what it reports: the types every stage shares.

export type SandboxMode = 'bwrap' | 'none';

export interface SandboxHost {
  mode: SandboxMode;
  /** Makes each run's group; `null` without usable cgroups (rlimits only). */
  cgroups: CgroupBackend | null;
  /** Which cgroups the judge uses and why, for its start-up log, info and self-check. */
  cgroupStatus: { version: CgroupVersion | 'none'; why: string };
  /** Drop to the slot's uid; only possible as root. */
  dropPrivileges: boolean;
  /** The compiled launcher (launcher.ts) every sandbox starts with. */
  launcher: string;
  /** Compiled seccomp filter given to bwrap; `null` only without bubblewrap. */
  seccomp: Buffer | null;
  /** Where stdin becomes a file, so that /dev/stdin can be opened; without it stdin is a socket. */
  stdinFiles?: StdinFiles;
}

export interface SandboxLimits {
  cpuMs: number;
  wallMs: number;
  memoryBytes: number;
  /** RLIMIT_AS; `null` for runtimes that reserve far more than they touch (the JVM). */
  addressSpaceBytes: number | null;
  /** RLIMIT_STACK; by default the address-space limit up to 256 MB, or 64 MB without one. */
  stackBytes?: number;
  pids: number;
  cpus: number;
  /** Bytes of stdout a run may write before it is stopped. */
  stdoutBytes: number;
  /** Bytes of stdout kept for the result (the rest only streams past onStdout); defaults to stdoutBytes. */
  stdoutKeepBytes?: number;
  stderrBytes: number;
  fileSizeBytes: number;
  tmpfsBytes: number;
  openFiles: number;
}

export interface SandboxRequest {
  command: string[];
  uid: number;
  limits: SandboxLimits;
  /** Written to the program in pieces, as it reads them. */
  stdin?: string | Buffer;
  /** Sees every byte of stdout as it arrives, within stdoutBytes. */
  onStdout?: (chunk: Buffer) => void;
  /** Copied into the sandbox before the program starts, from pipes (nothing touches the host disk). */
  files?: { path: string; content: string | Buffer }[];
  roBinds?: Mount[];
  systemBinds?: string[];
  dirs?: string[];
}

export interface SandboxResult {
  exitCode: number | null;
  signal: number | null;
  stdout: Buffer;
  stderr: Buffer;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  wallTimedOut: boolean;
  cpuExceeded: boolean;
  outputExceeded: boolean;
  /** The memory cgroup killed it; without a cgroup, the largest resident set of its tree was over the limit. */
  oomKilled: boolean;
  /** The process cap (pids cgroup) refused a fork or a thread. */
  pidsLimitHit: boolean;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  /** Set when the sandbox itself could not be set up: an internal error, not the program's fault. */
  setupFailure: string | null;
}
