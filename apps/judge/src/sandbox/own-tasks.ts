import { readdirSync, readFileSync, statSync } from 'node:fs';

const REFRESH_MS = 1_000;
let counted = { at: Number.NEGATIVE_INFINITY, tasks: 0 };

/**
 * Tasks (processes and their threads) of the judge's own uid. RLIMIT_NPROC counts every one of them, so a run
 * that keeps the judge's uid (a judge that is not root) gets its allowance on top of them: a developer's
 * account has hundreds. Counted at most once a second.
 */
export function tasksOfOwnUid(now = performance.now()): number {
  if (now - counted.at < REFRESH_MS) return counted.tasks;
  const uid = process.getuid?.();
  let tasks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (statSync(`/proc/${entry}`).uid !== uid) continue;
      // num_threads is the 20th field; the name (2nd, in parentheses) may hold spaces
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      tasks += Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[17]) || 1;
    } catch {
      // gone meanwhile
    }
  }
  counted = { at: now, tasks };
  return tasks;
}
