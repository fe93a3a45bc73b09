/**
 * Why a production judge refuses to start without usable cgroups, and the three ways out, for any host: the
 * specific reason comes from openCgroups.
 */
export function cgroupRefusal(why: string): string {
  return [
    `The judge cannot set its memory and process limits: ${why}.`,
    'Without cgroups a Java or JavaScript run has no reliable memory limit and one run can starve the others, so a production judge does not start. Give it cgroups in one of three ways (docs/operations.md, "Judge hosts"):',
    "  1. a container with a private cgroup namespace and a writable cgroup file system (docker-compose.yml's judge service: `cgroup: private`, cgroupfs mounted read-write); the judge manages its namespace's root by itself;",
    '  2. a systemd unit with Delegate=yes (memory pids cpu) and JUDGE_CGROUP=delegated in its environment;',
    "  3. a subtree prepared by the administrator, with +memory +pids enabled for it and owned by the judge's user, given as JUDGE_CGROUP=/sys/fs/cgroup/<path>.",
    "On a cgroup v1 host, the memory, pids, cpu and cpuacct hierarchies must be mounted and the judge run as root. Outside production (NODE_ENV other than production) the judge falls back to rlimits; in production JUDGE_LIMITS=rlimits chooses them knowingly (CPU time and peak memory measured on each run's reaped tree, as DMOJ does, but no shared memory ceiling across runs).",
  ].join('\n');
}
