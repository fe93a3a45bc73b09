/** How the cgroup layer ends a process; tests on the in-memory cgroupfs give their own. */
export type KillProcess = (pid: number) => void;

export const sigkill: KillProcess = (pid) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
};

/** Whether a process exists; tests give their own. */
export type ProcessAlive = (pid: number) => boolean;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pids listed in a cgroup.procs file's text. */
export const parsePids = (text: string): number[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => Number(line));
