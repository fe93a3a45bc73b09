import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SandboxUnavailableError } from '../errors';

/**
 * What runs first in every sandbox, as root. It forks: the child joins the run's cgroups (so no child of its
 * can escape them), puts itself in a process group of its own, sets the rlimits, drops to the slot's uid with
 * no groups, no capabilities (bounding, ambient and inheritable sets cleared) and no-new-privs, then execs
 * bubblewrap. One static program instead of `sh` (cgroups) + `prlimit` + `setpriv`: three dynamically linked
 * execs were most of the judge's cost over bare bubblewrap.
 *
 * The parent stays outside the cgroups and the group, as a child subreaper: bubblewrap's outer process exits
 * as soon as it learns the sandbox's exit status, before it reaps the sandbox's init, and that orphan would go
 * to PID 1, which in a container may never reap it and on some hosts reaps late; meanwhile it counts against
 * the slot uid's RLIMIT_NPROC, so runs start failing. When the child has ended, the parent kills what is left of
 * its group, reaps every descendant (for a second at most), then exits as the child did (the same code, or
 * the same signal). SIGTERM to the parent kills the sandbox's group.
 *
 *   launcher [-c cgroup.procs]... [-r resource:soft:hard]... [-u uid] [-s fd] -- command [args...]
 *
 * With -s, the parent writes to that descriptor, once everything is reaped, the tree's CPU time in
 * microseconds and its largest resident set in KB (rusage of the reaped children); the child closes it.
 *
 * Any failure before the exec exits 125 with `launcher: ...` on stderr (a setup failure, not the program's).
 */
const SOURCE = String.raw`
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static void die(const char *what) {
  dprintf(2, "launcher: %s: %s\n", what, strerror(errno));
  _exit(125);
}

static volatile pid_t sandbox = 0;

static void kill_sandbox(int signal) {
  (void)signal;
  if (sandbox > 0) kill(-sandbox, SIGKILL);
}

static volatile sig_atomic_t woken = 0;

static void wake(int signal) {
  (void)signal;
  woken = 1;
}

/** The child: cgroups, rlimits, uid, then the command. */
static void enter(char **argv, int command) {
  char pid[32];
  int length = snprintf(pid, sizeof pid, "%d\n", (int)getpid());
  long uid = -1;
  for (int i = 1; i < command - 1; i += 2) {
    const char *flag = argv[i], *value = argv[i + 1];
    if (strcmp(flag, "-c") == 0) {
      int fd = open(value, O_WRONLY | O_CLOEXEC);
      if (fd < 0 || write(fd, pid, length) != length) die(value);
      close(fd);
    } else if (strcmp(flag, "-r") == 0) {
      unsigned resource;
      unsigned long long soft, hard;
      if (sscanf(value, "%u:%llu:%llu", &resource, &soft, &hard) != 3) { errno = EINVAL; die(value); }
      struct rlimit limit = { soft, hard };
      if (setrlimit(resource, &limit) != 0) die(value);
    } else if (strcmp(flag, "-s") == 0) {
      close(atoi(value));
    } else if (strcmp(flag, "-u") == 0) {
      char *end;
      uid = strtol(value, &end, 10);
      if (*end != 0 || uid <= 0) { errno = EINVAL; die(value); }
    } else {
      errno = EINVAL;
      die(flag);
    }
  }
  if (uid > 0) {
    for (int cap = 0; cap < 64; cap++)
      if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL) die("bounding set");
    if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0 && errno != EINVAL) die("ambient set");
    if (setgroups(0, NULL) != 0) die("setgroups");
    if (setresgid(uid, uid, uid) != 0) die("setresgid");
    if (setresuid(uid, uid, uid) != 0) die("setresuid");
    struct __user_cap_header_struct header = { _LINUX_CAPABILITY_VERSION_3, 0 };
    struct __user_cap_data_struct data[2];
    memset(data, 0, sizeof data);
    if (syscall(SYS_capset, &header, data) != 0) die("capset");
    if (getuid() != uid || geteuid() != uid || getgid() != uid || getegid() != uid) { errno = EPERM; die("uid"); }
  }
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) die("no_new_privs");
  execv(argv[command], argv + command);
  die(argv[command]);
}

int main(int argc, char **argv) {
  int i = 1;
  while (i + 1 < argc && strcmp(argv[i], "--") != 0) i += 2;
  if (i + 1 >= argc || strcmp(argv[i], "--") != 0) { errno = EINVAL; die("no command after --"); }
  int usage_fd = -1;
  for (int j = 1; j < i; j += 2)
    if (strcmp(argv[j], "-s") == 0) usage_fd = atoi(argv[j + 1]);
  if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) die("subreaper");
  // SIGTERM waits until the sandbox's group exists.
  sigset_t term, saved;
  sigemptyset(&term);
  sigaddset(&term, SIGTERM);
  sigprocmask(SIG_BLOCK, &term, &saved);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = kill_sandbox;
  sigaction(SIGTERM, &action, NULL);
  pid_t child = fork();
  if (child < 0) die("fork");
  if (child == 0) {
    signal(SIGTERM, SIG_DFL);
    sigprocmask(SIG_SETMASK, &saved, NULL);
    if (setpgid(0, 0) != 0) die("setpgid");
    enter(argv, i + 1);
  }
  sandbox = child;
  setpgid(child, child);
  sigprocmask(SIG_SETMASK, &saved, NULL);
  // the sandbox's ends of the pipes are its own: only stderr stays, for a message of the launcher's
  close(0);
  close(1);
  if (usage_fd > 3) syscall(SYS_close_range, 3, usage_fd - 1, 0);
  syscall(SYS_close_range, usage_fd >= 3 ? usage_fd + 1 : 3, ~0U, 0);
  int status = 0, reaped;
  pid_t pid;
  while ((pid = waitpid(-1, &reaped, 0)) != child)
    if (pid < 0 && errno != EINTR) break;
  if (pid == child) status = reaped;
  // What is left: bubblewrap's init on its way out, or in the fallback without bubblewrap a daemon. Reaped
  // for a second at most.
  kill(-child, SIGKILL);
  memset(&action, 0, sizeof action);
  action.sa_handler = wake;
  sigaction(SIGALRM, &action, NULL);
  alarm(1);
  while (!woken && (waitpid(-1, NULL, 0) > 0 || errno == EINTR)) {
  }
  if (usage_fd >= 3) {
    // What the reaped tree used: its CPU time and its largest resident set, for a judge without cgroups.
    struct rusage usage;
    getrusage(RUSAGE_CHILDREN, &usage);
    long long cpu_us = (long long)usage.ru_utime.tv_sec * 1000000 + usage.ru_utime.tv_usec +
                       (long long)usage.ru_stime.tv_sec * 1000000 + usage.ru_stime.tv_usec;
    dprintf(usage_fd, "%lld %ld\n", cpu_us, usage.ru_maxrss);
    close(usage_fd);
  }
  struct rlimit no_core = { 0, 0 };
  setrlimit(RLIMIT_CORE, &no_core);
  if (WIFSIGNALED(status)) {
    signal(WTERMSIG(status), SIG_DFL);
    raise(WTERMSIG(status));
    return 128 + WTERMSIG(status);
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 125;
}
`;

export const LAUNCHER_FAILED = 125;

/** The launcher's rlimit resources (asm-generic numbers, the same on x86-64 and arm64). */
export const RLIMIT = { cpu: 0, fsize: 1, stack: 3, core: 4, nproc: 6, nofile: 7, as: 9 } as const;

export interface LauncherOptions {
  cgroupProcs: string[];
  rlimits: [resource: number, soft: number, hard: number][];
  /** Drop to this uid (and gid) before the exec; only as root. */
  uid: number | null;
  /** The descriptor the launcher reports the reaped tree's usage on (`<cpu µs> <max RSS KB>`). */
  usageFd?: number;
}

export function launcherArgs(launcher: string, options: LauncherOptions, command: string[]): string[] {
  return [
    launcher,
    ...options.cgroupProcs.flatMap((file) => ['-c', file]),
    ...options.rlimits.flatMap(([resource, soft, hard]) => ['-r', `${resource}:${soft}:${hard}`]),
    ...(options.uid === null ? [] : ['-u', String(options.uid)]),
    ...(options.usageFd === undefined ? [] : ['-s', String(options.usageFd)]),
    '--',
    ...command,
  ];
}

const run = promisify(execFile);

/** Compiled once per source into the judge's cache dir (root-only, like everything there) and reused. */
export async function loadLauncher(cacheDir: string): Promise<string> {
  const key = createHash('sha256').update(`${process.arch}\0${SOURCE}`).digest('hex').slice(0, 16);
  const path = join(cacheDir, `launcher-${key}`);
  if (
    await access(path).then(
      () => true,
      () => false,
    )
  )
    return path;
  await mkdir(cacheDir, { recursive: true, mode: 0o711 });
  const staging = `${path}.${process.pid}.tmp`;
  const source = `${staging}.c`;
  await writeFile(source, SOURCE);
  try {
    // Static: no dynamic loader to run before every sandbox. A machine without libc.a gets a dynamic one.
    const flags = ['-O2', '-Wall', '-o', staging, source];
    await run('/usr/bin/gcc', ['-static', ...flags]).catch(() => run('/usr/bin/gcc', flags));
  } catch (error) {
    throw new SandboxUnavailableError(
      `cannot build the sandbox launcher (apt-get install gcc): ${(error as Error).message.slice(0, 300)}`,
    );
  } finally {
    await rm(source, { force: true });
  }
  await rename(staging, path);
  return path;
}
