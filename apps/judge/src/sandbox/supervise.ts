import type { SandboxRequest, SandboxResult } from './request';
import type { StartedSandbox } from './start';

// Stage 3 of a sandboxed run (run-sandboxed.ts): stdin fed, output captured within its caps, the wall clock
// and the cgroup's CPU time watched; once it has ended, what it used is read from the cgroup.

const CPU_POLL_MS = 50;

/** One output stream of a run: the first bytes kept for the result, all of them counted against a cap. */
class Capture {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  size = 0;
  truncated = false;

  /** Keeps the first `keep` bytes; more than `cap` in all is too much. */
  constructor(
    private readonly cap: number,
    private readonly keep = cap,
  ) {}

  /** Returns false once the cap is passed; hands on to `sink` the part within it. */
  push(chunk: Buffer, sink?: (chunk: Buffer) => void): boolean {
    const within = chunk.subarray(0, Math.max(0, this.cap - this.size));
    const room = this.keep - this.kept;
    if (room > 0) {
      const kept = within.subarray(0, room);
      this.chunks.push(kept);
      this.kept += kept.length;
    }
    if (within.length > 0) sink?.(within);
    this.size += within.length;
    if (this.size > this.kept) this.truncated = true;
    if (within.length < chunk.length) {
      this.truncated = true;
      return false;
    }
    return true;
  }

  get buffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** Feeds a one-shot run, holds it to its limits and collects what it wrote. */
export function supervise(request: SandboxRequest, sandbox: StartedSandbox): Promise<SandboxResult> {
  const { limits } = request;
  const { child, cgroup, kill } = sandbox;
  const stdout = new Capture(limits.stdoutBytes, limits.stdoutKeepBytes);
  const stderr = new Capture(limits.stderrBytes);
  let wallTimedOut = false;
  let cpuExceeded = false;
  let outputExceeded = false;

  child.stdout?.on('data', (chunk: Buffer) => {
    if (!stdout.push(chunk, request.onStdout)) {
      outputExceeded = true;
      kill();
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr.push(chunk);
  });
  if (child.stdin) {
    child.stdin.on('error', () => {});
    void writeInput(child.stdin, request.stdin ?? '');
  }

  const wallTimer = setTimeout(() => {
    wallTimedOut = true;
    kill();
  }, limits.wallMs);
  const cpuTimer = cgroup
    ? setInterval(async () => {
        if ((await cgroup.cpuNs()) > limits.cpuMs * 1e6) {
          cpuExceeded = true;
          kill();
        }
      }, CPU_POLL_MS)
    : null;

  return new Promise<SandboxResult>((resolve) => {
    child.on('close', async (code, signalName) => {
      clearTimeout(wallTimer);
      if (cpuTimer) clearInterval(cpuTimer);
      const wallMs = Number(process.hrtime.bigint() - sandbox.started) / 1e6;
      await cgroup?.killAll();
      const stats = cgroup ? await cgroup.stats() : null;
      // Without a cgroup, the reaped tree's rusage as the launcher reports it (DMOJ's measure): CPU time, and
      // the largest resident set of any of its processes against the limit.
      const tree = await sandbox.treeUsage;
      const cpuMs = stats ? stats.cpuNs / 1e6 : (tree?.cpuMs ?? wallMs);
      if ((stats || tree) && cpuMs > limits.cpuMs) cpuExceeded = true;
      const memoryKb = cgroup?.measuresPeak && stats ? stats.memoryPeakBytes / 1024 : (tree?.maxRssKb ?? 0);
      const overMemory = !stats && tree !== null && memoryKb * 1024 > limits.memoryBytes;
      const stderrBuffer = stderr.buffer;
      // bubblewrap reports a fatal signal of the program as exit status 128 + signal.
      const exitCode = signalName ? null : code;
      const signal = exitCode !== null && exitCode > 128 && exitCode < 160 ? exitCode - 128 : null;
      resolve({
        exitCode: signal === null ? exitCode : null,
        signal: signal ?? (signalName ? 9 : null),
        stdout: stdout.buffer,
        stderr: stderrBuffer,
        stdoutTruncated: stdout.truncated,
        stderrTruncated: stderr.truncated,
        wallTimedOut,
        cpuExceeded,
        outputExceeded,
        oomKilled: stats?.oomKilled ?? overMemory,
        pidsLimitHit: stats?.pidsLimitHit ?? false,
        cpuMs: Math.round(cpuMs),
        wallMs: Math.round(wallMs),
        memoryKb: Math.round(memoryKb),
        setupFailure: sandbox.setupFailure(exitCode, stderrBuffer),
      });
    });
  });
}

const INPUT_PIECE = 1 << 20;

/** Feeds stdin a piece at a time as the program reads, so no whole second copy of a large input is made. */
async function writeInput(stdin: NodeJS.WritableStream, input: string | Buffer): Promise<void> {
  for (let offset = 0; offset < input.length; ) {
    let end = Math.min(input.length, offset + INPUT_PIECE);
    // Never split a UTF-16 surrogate pair between two pieces.
    if (typeof input === 'string' && end < input.length && /[\uD800-\uDBFF]/.test(input[end - 1] ?? ''))
      end--;
    const piece = input.slice(offset, end);
    offset = end;
    if (!stdin.write(piece)) {
      const drained = await new Promise<boolean>((resolve) => {
        const done = (ok: boolean) => () => {
          stdin.off('drain', onDrain);
          stdin.off('close', onClose);
          resolve(ok);
        };
        const onDrain = done(true);
        const onClose = done(false);
        stdin.once('drain', onDrain);
        stdin.once('close', onClose);
      });
      if (!drained) return;
    }
  }
  stdin.end();
}
