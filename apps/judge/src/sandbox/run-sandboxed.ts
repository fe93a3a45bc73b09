import { closeSync } from 'node:fs';
import type { SandboxHost, SandboxRequest, SandboxResult } from './request';
import { type StartedSandbox, startSandboxed } from './start';
import { supervise } from './supervise';

export type {
  SandboxHost,
  SandboxLimits,
  SandboxMode,
  SandboxRequest,
  SandboxResult,
} from './request';
export { type StartedSandbox, startSandboxed } from './start';

/**
 * The one way a compile, a program's run or a checker's run enters a sandbox, in four stages:
 *
 * 1. stdin: the input is written to an unlinked file on the judge's stdin store (stdin-files.ts), so the
 *    program can reopen /dev/stdin; without a store it is piped in stage 3.
 * 2. start: fresh cgroups, then the launcher (rlimits, uid drop) execs bubblewrap with its options, the files
 *    to copy in and the seccomp filter on pipes (start.ts).
 * 3. supervise: stdin fed, stdout and stderr captured within their caps, the wall clock and the cgroup's CPU
 *    time watched, everything killed at a limit; the result read from the cgroup (supervise.ts).
 * 4. cleanup, whatever happened: the cgroups removed, the fallback's temporary directory removed, the stdin
 *    file closed.
 *
 * The javac server, a sandboxed process kept across compiles, is started with stage 2 alone (startSandboxed)
 * and holds each compile to its limits itself (languages/java/javac-service.ts).
 */
export async function runSandboxed(host: SandboxHost, request: SandboxRequest): Promise<SandboxResult> {
  const stdinFd =
    request.stdin !== undefined && host.stdinFiles ? await host.stdinFiles.open(request.stdin) : null;
  let sandbox: StartedSandbox | null = null;
  try {
    sandbox = await startSandboxed(host, request, stdinFd);
    return await supervise(request, sandbox);
  } finally {
    await sandbox?.dispose();
    if (stdinFd !== null) closeSync(stdinFd);
  }
}
