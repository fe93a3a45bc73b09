/**
 * Run inside a private cgroup namespace with cgroup2 mounted over /sys/fs/cgroup (v2-kernel.test.ts sets it
 * up): the judge's own detection and bootstrap, a run in bubblewrap, and a run without it whose `setsid`
 * daemon outlives the program and only cgroup.kill can end. Prints one JSON line.
 *
 *   node program.mjs <cache dir> <stand-in controller or ''>
 */
import { readdirSync, readFileSync } from 'node:fs';
import { detectSandbox } from '../sandbox/detect';
import type { SandboxHost, SandboxRequest } from '../sandbox/request';
import { runSandboxed } from '../sandbox/run-sandboxed';

const [cacheDir = '/tmp', standIn = ''] = process.argv.slice(2);
const cgroupOptions = { required: standIn ? [standIn] : [] };

function request(command: string[]): SandboxRequest {
  const MiB = 1 << 20;
  return {
    command,
    uid: 61_500,
    limits: {
      cpuMs: 2_000,
      wallMs: 5_000,
      memoryBytes: 256 * MiB,
      addressSpaceBytes: 512 * MiB,
      pids: 32,
      cpus: 1,
      stdoutBytes: 64 * 1024,
      stderrBytes: 64 * 1024,
      fileSizeBytes: MiB,
      tmpfsBytes: 16 * MiB,
      openFiles: 64,
    },
  };
}

const processState = (pid: number): string =>
  (() => {
    try {
      return /^State:\s+(\S+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 'gone';
    } catch {
      return 'gone';
    }
  })();

/** the judge as production starts it, on this namespace's cgroup2 */
const startJudge = () =>
  detectSandbox({
    preference: 'bwrap',
    production: true,
    cgroups: true,
    cgroupOptions,
    cacheDir,
    warn: () => {},
  });
const host: SandboxHost = await startJudge();
const bootstrap = {
  version: host.cgroupStatus.version,
  why: host.cgroupStatus.why,
  rootProcs: readFileSync('/sys/fs/cgroup/cgroup.procs', 'utf8').trim(),
  judgeProcs: readFileSync('/sys/fs/cgroup/judge/cgroup.procs', 'utf8').trim().split('\n'),
  subtreeControl: readFileSync('/sys/fs/cgroup/cgroup.subtree_control', 'utf8').trim(),
  runsSubtreeControl: readFileSync('/sys/fs/cgroup/runs/cgroup.subtree_control', 'utf8').trim(),
};

// a second start of the judge on the same group changes nothing and fails nothing
const again = await startJudge();

const busy = await runSandboxed(
  host,
  request(['/bin/sh', '-c', 'i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done; echo counted']),
);

// Without bubblewrap there is no pid namespace to end the daemon with the program: only its cgroup can.
const unsandboxed: SandboxHost = { ...host, mode: 'none' };
const daemon = await runSandboxed(
  unsandboxed,
  request(['/bin/sh', '-c', 'setsid /bin/sleep 1000 </dev/null >/dev/null 2>&1 & echo $!']),
);
const daemonPid = Number(daemon.stdout.toString().trim());

console.log(
  JSON.stringify({
    bootstrap,
    secondStart: { version: again.cgroupStatus.version, why: again.cgroupStatus.why },
    busy: {
      output: busy.stdout.toString().trim(),
      cpuMs: busy.cpuMs,
      memoryKb: busy.memoryKb,
      setupFailure: busy.setupFailure,
    },
    daemon: { pid: daemonPid, state: processState(daemonPid), exitCode: daemon.exitCode },
    runsLeft: readdirSync('/sys/fs/cgroup/runs', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  }),
);
