import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * Where the machine's CPU went during a run, by whose process it was: the API (the server's process group),
 * PostgreSQL (its background processes and the connections to the run's database, not other databases' on the
 * same server), the load generator (this process, with s3rver inside it) and whatever
 * else ran meanwhile. Read from /proc at the start and the end, so it costs the run nothing.
 */
export interface CpuShares {
  seconds: number;
  cores: number;
  api: number;
  /** null on the embedded PGlite, which runs inside the API */
  postgres: number | null;
  loadGenerator: number;
  other: number;
  idle: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux (getconf CLK_TCK)

/** The server's processes: its process group's session (tsx, the primary, its workers). */
function sessionPids(leader: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--sid', String(leader)])
      .toString()
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return [];
  }
}

/** CPU seconds (user + system) of each process, by pid; a process gone meanwhile simply is not there. */
function cpuSecondsOf(pids: number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      // the command name may hold spaces: the fields start after its closing parenthesis
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // exited
    }
  }
  return seconds;
}

/** The machine's busy and idle seconds over all its cores, from the first line of /proc/stat. */
function machineSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number) as number[];
  return {
    busy: (user! + nice! + system! + irq! + softirq! + steal!) / TICKS_PER_SECOND,
    idle: (idle! + iowait!) / TICKS_PER_SECOND,
  };
}

/** PostgreSQL's processes that work for `database`: its connections, and the server's own (WAL, checkpoints). */
function postgresPids(database: string | null): number[] {
  if (!database) return [];
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '-C', 'postgres'])
      .toString()
      .split('\n')
      .map((line) => line.trim().match(/^(\d+) (.*)$/))
      .filter((m): m is RegExpMatchArray => m !== null)
      .filter(([, , args]) => !/\(\d+\)|\[local\]/.test(args!) || args!.includes(` ${database} `))
      .map(([, pid]) => Number(pid));
  } catch {
    return [];
  }
}

function snapshot(serverPid: number, database: string | null) {
  return {
    at: performance.now(),
    api: cpuSecondsOf(sessionPids(serverPid)),
    postgres: cpuSecondsOf(postgresPids(database)),
    self: process.cpuUsage(),
    machine: machineSeconds(),
  };
}

/** Grows a process's use from `before` to `after`; a process born meanwhile counts from zero. */
const grown = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/**
 * Starts counting; the returned function stops and says who used what. `databaseUrl` names the PostgreSQL
 * database of the run (none for the embedded PGlite, which runs inside the API).
 */
export function watchCpu(serverPid: number, databaseUrl: string | undefined): () => CpuShares {
  const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : null;
  const before = snapshot(serverPid, database);
  return () => {
    const after = snapshot(serverPid, database);
    const api = grown(before.api, after.api);
    const postgres = database ? grown(before.postgres, after.postgres) : null;
    const self = process.cpuUsage(before.self);
    const loadGenerator = (self.user + self.system) / 1e6;
    const busy = after.machine.busy - before.machine.busy;
    return {
      seconds: (after.at - before.at) / 1000,
      cores: cpus().length,
      api,
      postgres,
      loadGenerator,
      other: Math.max(0, busy - api - (postgres ?? 0) - loadGenerator),
      idle: after.machine.idle - before.machine.idle,
    };
  };
}

/** One line for the report: each share of the cores' time over the run. */
export function describeCpu(cpu: CpuShares): string {
  const available = cpu.seconds * cpu.cores;
  const part = (label: string, seconds: number) =>
    `${label} ${seconds.toFixed(0)} s (${((seconds / available) * 100).toFixed(0)} %)`;
  return `- CPU over the replay (${cpu.cores} cores × ${cpu.seconds.toFixed(0)} s = ${available.toFixed(0)} s): ${[
    part('API', cpu.api),
    ...(cpu.postgres === null ? [] : [part('PostgreSQL', cpu.postgres)]),
    part('load generator and s3rver', cpu.loadGenerator),
    part('anything else on the machine', cpu.other),
    part('idle', cpu.idle),
  ].join(', ')}.`;
}
