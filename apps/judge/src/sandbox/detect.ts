import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { SandboxUnavailableError } from '../errors';
import { migrationsAreFast } from './cgroup/migrations';
import { type OpenCgroupsOptions, openCgroups } from './cgroup/open-cgroups';
import { cgroupRefusal } from './cgroup/refusal';
import type { CgroupSetup } from './cgroup/types';
import { loadLauncher } from './launcher';
import type { SandboxHost } from './request';
import { loadSeccompFilter } from './seccomp';

export type SandboxPreference = 'auto' | 'bwrap' | 'none';
/** How runs are limited: by cgroups (the default), or by rlimits alone, chosen by the operator (JUDGE_LIMITS). */
export type LimitsMode = 'cgroups' | 'rlimits';

export interface DetectOptions {
  preference: SandboxPreference;
  production: boolean;
  cgroups: boolean;
  /** 'rlimits': no cgroups, allowed in production too (time and memory measured on the reaped tree, as DMOJ) */
  limits?: LimitsMode;
  /** Where and how to find them (JUDGE_CGROUP as `mode`; tests give an in-memory file system). */
  cgroupOptions?: OpenCgroupsOptions;
  /** Where the compiled seccomp filter is kept. */
  cacheDir: string;
  warn: (message: string) => void;
}

const BWRAP = '/usr/bin/bwrap';

function bwrapWorks(): string | null {
  try {
    accessSync(BWRAP, constants.X_OK);
  } catch {
    return `${BWRAP} is not installed (apt-get install bubblewrap)`;
  }
  const probe = spawnSync(
    BWRAP,
    [
      '--unshare-all',
      '--unshare-user',
      '--die-with-parent',
      '--ro-bind',
      '/usr',
      '/usr',
      '--symlink',
      'usr/lib64',
      '/lib64',
      '--symlink',
      'usr/lib',
      '/lib',
      '--',
      '/usr/bin/true',
    ],
    { env: {}, timeout: 5_000 },
  );
  if (probe.status === 0) return null;
  return `bubblewrap cannot create namespaces here: ${probe.stderr?.toString().trim() || `status ${probe.status}`}`;
}

/**
 * Chooses how programs are confined. Production refuses to run without bubblewrap or without the cgroups that
 * hold its memory and process limits; development may opt out explicitly with JUDGE_SANDBOX=none and gets
 * rlimits only, with a loud warning.
 */
export async function detectSandbox(options: DetectOptions): Promise<SandboxHost> {
  const problem = bwrapWorks();
  const dropPrivileges = process.getuid?.() === 0;
  const rlimitsChosen = options.limits === 'rlimits';
  const setup: CgroupSetup = rlimitsChosen
    ? { version: 'none', backend: null, why: 'JUDGE_LIMITS=rlimits' }
    : options.cgroups
      ? await openCgroups(options.cgroupOptions)
      : { version: 'none', backend: null, why: 'turned off by the judge options' };
  const cgroups = setup.backend;
  const cgroupStatus = { version: setup.version, why: setup.why };
  if (options.preference === 'none') {
    if (options.production)
      throw new SandboxUnavailableError('JUDGE_SANDBOX=none is not allowed in production');
    options.warn(
      '!!! JUDGE_SANDBOX=none: submissions run WITHOUT a sandbox (rlimits only). Never use this with untrusted code. !!!',
    );
    return {
      mode: 'none',
      cgroups,
      cgroupStatus,
      dropPrivileges,
      seccomp: null,
      launcher: await loadLauncher(options.cacheDir),
    };
  }
  if (problem) {
    throw new SandboxUnavailableError(
      `${problem}. The judge refuses to run code unconfined; set JUDGE_SANDBOX=none only for local development.`,
    );
  }
  if (!cgroups && options.production && !rlimitsChosen)
    throw new SandboxUnavailableError(cgroupRefusal(setup.why));
  if (!dropPrivileges) options.warn('judge is not root: runs keep the judge uid inside the sandbox');
  if (!cgroups)
    options.warn(
      `cgroups unavailable (${setup.why}): memory and process limits fall back to rlimits (an address-space limit for Java and Node.js, a process cap inside each sandbox); time and memory are measured on each run's reaped tree`,
    );
  else if (!migrationsAreFast())
    options.warn(
      'every run waits about 10 ms to join its cgroups: mount cgroup2 with favordynmods (docs/operations.md, "Judge hosts")',
    );
  return {
    mode: 'bwrap',
    cgroups,
    cgroupStatus,
    dropPrivileges,
    seccomp: await loadSeccompFilter(options.cacheDir),
    launcher: await loadLauncher(options.cacheDir),
  };
}
