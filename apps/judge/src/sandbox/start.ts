import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { bwrapArgs } from './bwrap-args';
import type { RunGroup } from './cgroup/types';
import { LAUNCHER_FAILED, type LauncherOptions, launcherArgs, RLIMIT } from './launcher';
import { tasksOfOwnUid } from './own-tasks';
import type { SandboxHost, SandboxLimits, SandboxRequest } from './request';

// Stage 2 of a sandboxed run (run-sandboxed.ts): fresh cgroups, the launcher's rlimits and uid, then
// bubblewrap with its options, the files to copy in and the seccomp filter through inherited pipes.

/**
 * Without a pids cgroup, the process cap is RLIMIT_NPROC set inside the sandbox (prlimit, after bubblewrap made
 * its user namespace): the kernel counts it per user namespace (5.14+), so it holds whatever the uid, and one
 * run's fork bomb never takes the processes another slot needs to start when all runs keep the judge's uid.
 */
function capProcessesInside(command: string[], pids: number): string[] {
  return ['/usr/bin/prlimit', `--nproc=${pids}:${pids}`, '--', ...command];
}

function rlimits(
  limits: SandboxLimits,
  pidsCgroup: boolean,
  sharedUid: boolean,
  cappedInside: boolean,
): LauncherOptions['rlimits'] {
  // With a cgroup its CPU time is watched and this is a backstop; without one it is the CPU limit itself.
  const cpuSeconds = Math.ceil(limits.cpuMs / 1000) + (pidsCgroup ? 1 : 0);
  // With an address-space limit the stack may grow up to it (256 MB at most); without one, 64 MB.
  const stack =
    limits.stackBytes ??
    (limits.addressSpaceBytes !== null ? Math.min(limits.addressSpaceBytes, 256 << 20) : 64 << 20);
  // RLIMIT_NPROC counts every task of the uid, so with a pids cgroup it is only a loose backstop; without one
  // it is the process cap, on top of what the uid runs already when the run keeps the judge's own.
  // Capped inside, this one bounds every sandbox of the uid together: loose too.
  const nproc =
    pidsCgroup || cappedInside
      ? 4096 + (sharedUid && !pidsCgroup ? tasksOfOwnUid() : 0)
      : Math.max(limits.pids * 2, 64) + (sharedUid ? tasksOfOwnUid() : 0);
  return [
    [RLIMIT.cpu, cpuSeconds, cpuSeconds + 1],
    [RLIMIT.fsize, limits.fileSizeBytes, limits.fileSizeBytes],
    [RLIMIT.nofile, limits.openFiles, limits.openFiles],
    [RLIMIT.core, 0, 0],
    [RLIMIT.nproc, nproc, nproc],
    [RLIMIT.stack, stack, stack],
    ...(limits.addressSpaceBytes !== null
      ? [[RLIMIT.as, limits.addressSpaceBytes, limits.addressSpaceBytes] as [number, number, number]]
      : []),
  ];
}

interface Prepared {
  argv: string[];
  cwd: string;
  cleanup: () => Promise<void>;
}

/** Development fallback without bubblewrap: rlimits only, paths rewritten onto a host temp dir. */
async function prepareUnsandboxed(request: SandboxRequest): Promise<Prepared> {
  const box = await mkdtemp(join(tmpdir(), 'judge-box-'));
  const rewrite = (arg: string) => {
    let out = arg.replace(/^\/box(?=\/|$)/, box);
    for (const mount of request.roBinds ?? []) {
      if (out === mount.dest || out.startsWith(`${mount.dest}/`))
        out = mount.src + out.slice(mount.dest.length);
    }
    return out;
  };
  for (const dir of request.dirs ?? []) await mkdir(rewrite(dir));
  for (const file of request.files ?? []) await writeFile(rewrite(file.path), file.content, { flag: 'wx' });
  return {
    argv: request.command.map(rewrite),
    cwd: box,
    cleanup: () => rm(box, { recursive: true, force: true }),
  };
}

/** A sandboxed process that was started; its stdio are pipes unless stdin was given as a descriptor. */
export interface StartedSandbox {
  child: ChildProcess;
  cgroup: RunGroup | null;
  viaBwrap: boolean;
  /** When it was spawned (process.hrtime.bigint()). */
  started: bigint;
  /** Set when the spawn itself failed. */
  readonly spawnError: Error | null;
  readonly killed: boolean;
  /** SIGKILLs its process group and everything in its cgroup; idempotent. */
  kill(): void;
  /** Why the sandbox could not be set up, from how it ended; null when it was the program's own doing. */
  setupFailure(exitCode: number | null, stderr: Buffer): string | null;
  /** Removes the cgroup and the fallback's temporary directory, once the process has ended. */
  dispose(): Promise<void>;
  /** What the reaped tree used, as the launcher reports it; null when its cgroup measures it, or none came. */
  readonly treeUsage: Promise<TreeUsage | null>;
}

export interface TreeUsage {
  cpuMs: number;
  maxRssKb: number;
}

/** The launcher's report (`<cpu µs> <max RSS KB>`), read to its end. */
function readTreeUsage(pipe: Readable): Promise<TreeUsage | null> {
  return new Promise((resolve) => {
    let text = '';
    pipe.setEncoding('utf8');
    pipe.on('data', (chunk: string) => {
      text += chunk;
    });
    const done = () => {
      const match = /^(\d+) (\d+)/.exec(text);
      resolve(match ? { cpuMs: Number(match[1]) / 1000, maxRssKb: Number(match[2]) } : null);
    };
    pipe.on('end', done);
    pipe.on('close', done);
    pipe.on('error', () => resolve(null));
  });
}

/**
 * Starts the command in a fresh sandbox under the launcher (cgroups, rlimits, the uid drop) and pipes the
 * files in. The caller supervises it and must call dispose.
 */
export async function startSandboxed(
  host: SandboxHost,
  request: SandboxRequest,
  /** A file to read stdin from; otherwise stdin is a pipe. */
  stdinFd: number | null = null,
): Promise<StartedSandbox> {
  const { limits } = request;
  const cgroup = host.cgroups
    ? await host.cgroups.createRun(`run-${process.pid}-${randomUUID()}`, {
        memoryBytes: limits.memoryBytes,
        pids: limits.pids,
        cpus: limits.cpus,
      })
    : null;
  let prepared: Prepared | null = null;
  const dispose = async () => {
    await cgroup?.remove();
    await prepared?.cleanup();
  };
  try {
    const viaBwrap = host.mode === 'bwrap';
    // Everything bwrap reads from an inherited pipe: the files to copy in, the seccomp filter, then its own
    // arguments.
    const piped: { path: string; content: string | Buffer }[] = [];
    if (viaBwrap) {
      const files = request.files ?? [];
      const options = bwrapArgs({
        tmpfsBytes: limits.tmpfsBytes,
        systemBinds: request.systemBinds ?? [],
        roBinds: request.roBinds ?? [],
        files: files.map((file) => file.path),
        dirs: request.dirs ?? [],
        seccompFd: host.seccomp ? 3 + files.length : undefined,
      });
      piped.push(...files);
      if (host.seccomp) piped.push({ path: 'seccomp', content: host.seccomp });
      // The sandbox's PID 1 is bubblewrap's own child, so /proc/1/cmdline inside shows bubblewrap's argv: the
      // options go through a pipe (NUL-separated), so it shows `bwrap --args N -- <command>` and no host path.
      const argsFd = 3 + piped.length;
      piped.push({ path: 'args', content: options.map((arg) => `${arg}\0`).join('') });
      const command = cgroup ? request.command : capProcessesInside(request.command, limits.pids);
      prepared = {
        argv: ['/usr/bin/bwrap', '--args', String(argsFd), '--', ...command],
        cwd: '/',
        cleanup: async () => {},
      };
    } else {
      prepared = await prepareUnsandboxed(request);
    }
    const uid = host.dropPrivileges && viaBwrap ? request.uid : null;
    // Without a cgroup (or one with no memory peak), the launcher reports the tree's usage on the descriptor
    // after bwrap's.
    const usageFd = cgroup?.measuresPeak ? undefined : 3 + piped.length;
    const [launcher = '', ...args] = launcherArgs(
      host.launcher,
      {
        cgroupProcs: cgroup?.procsFiles ?? [],
        rlimits: rlimits(limits, cgroup !== null, uid === null, viaBwrap && cgroup === null),
        uid,
        usageFd,
      },
      prepared.argv,
    );
    const started = process.hrtime.bigint();
    const child = spawn(launcher, args, {
      cwd: prepared.cwd,
      // Never the judge's own environment; bwrap sets the sandbox's, the fallback gets the same minimal one.
      env: viaBwrap ? {} : { PATH: '/usr/bin:/bin', HOME: prepared.cwd, LANG: 'C.UTF-8' },
      detached: true,
      stdio: [
        stdinFd ?? 'pipe',
        'pipe',
        'pipe',
        ...piped.map(() => 'pipe' as const),
        ...(usageFd === undefined ? [] : ['pipe' as const]),
      ],
    });
    const usagePipe = usageFd === undefined ? null : (child.stdio[usageFd] as Readable | null);
    const treeUsage = usagePipe ? readTreeUsage(usagePipe) : Promise.resolve(null);
    let spawnError: Error | null = null;
    let killed = false;
    child.on('error', (error) => {
      spawnError = error;
    });
    piped.forEach((file, index) => {
      const pipe = child.stdio[3 + index] as NodeJS.WritableStream & Readable;
      pipe.on('error', () => {});
      pipe.end(file.content);
    });
    return {
      child,
      cgroup,
      viaBwrap,
      started,
      get spawnError() {
        return spawnError;
      },
      get killed() {
        return killed;
      },
      kill() {
        if (killed) return;
        killed = true;
        // The launcher kills the sandbox's process group, reaps it and exits; a launcher that does not is
        // killed itself.
        child.kill('SIGTERM');
        setTimeout(() => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        }, 2_000).unref();
        void cgroup?.killAll();
      },
      setupFailure: (exitCode, stderr) => detectSetupFailure(spawnError, exitCode, stderr, viaBwrap, killed),
      dispose,
      treeUsage,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

function detectSetupFailure(
  spawnError: Error | null,
  exitCode: number | null,
  stderr: Buffer,
  viaBwrap: boolean,
  killed: boolean,
): string | null {
  if (spawnError) return spawnError.message;
  if (killed) return null;
  const text = stderr.subarray(0, 512).toString('utf8');
  if (exitCode === LAUNCHER_FAILED && text.startsWith('launcher: ')) return text.trim();
  if (viaBwrap && exitCode === 1 && text.startsWith('bwrap: ')) return text.trim();
  return null;
}
