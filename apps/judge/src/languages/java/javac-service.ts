import {
  ARTIFACT_BYTES,
  type CompileContext,
  type CompilerOutput,
  compileError,
  compileLimitsFor,
  compileSandboxLimits,
  scrubPaths,
  TOO_LARGE,
  TOOK_TOO_LONG,
  USED_TOO_MUCH_MEMORY,
  type WarmCompiler,
} from '../../job/compile';
import { compileLimits } from '../../limits';
import type { ArtifactFile } from '../../machine/artifact-cache';
import { type StartedSandbox, startSandboxed } from '../../sandbox/run-sandboxed';
import { NO_TOOLCHAIN } from '../language';
import { java as JAVA } from './java';
import { JAVA_FLAGS, JAVAC_JVM_FLAGS } from './javac';
import {
  JAVAC_SERVER_CLASS,
  JAVAC_SERVER_READY,
  JAVAC_SERVER_TOO_LARGE,
  loadJavacServer,
} from './javac-server';
import { CDS_MOUNT, JAVAC_ARCHIVE } from './toolchain';

const SERVER_DIR = '/javac-server';
const CPU_POLL_MS = 50;
/** About what a fresh javac takes: waiting longer for the warm one gains nothing. */
const MAX_QUEUE_WAIT_MS = 500;
/** A reply holds the artifact and javac's messages (at most 100 errors, each quoting a line of the source). */
const MAX_REPLY_BYTES = ARTIFACT_BYTES + 32 * 1024 * 1024;
/** javac's exit status for errors in the source; anything above means javac itself failed (out of memory...). */
const JAVAC_ERRORS = 1;

export interface JavacServiceOptions {
  /** The server's own uid, distinct from every pool slot's. */
  uid: number;
  /** Where the server's class files are kept between starts. */
  cacheDir: string;
  /** A new server starts after this many compiles, so no state builds up for long. */
  recycleAfter?: number;
  warn: (message: string) => void;
}

/**
 * Java compiles in a warm javac: one long-lived JVM in a sandbox of its own (the compile sandbox's limits, its
 * own uid and cgroups), started on the first Java compile and serving one compile at a time. A compile over
 * its time limit kills it, as does a crash; the next compile starts another. When no server can start, compiles
 * take the fresh sandbox instead.
 */
export class JavacService implements WarmCompiler {
  private server: Promise<JavacServer | null> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private unavailable = false;
  private closed = false;
  private readonly recycleAfter: number;

  constructor(private readonly options: JavacServiceOptions) {
    this.recycleAfter = options.recycleAfter ?? 500;
  }

  /**
   * Waits for the server's turn, but no longer than a fresh javac would take (null then: the caller compiles
   * fresh), so a compile that keeps the server busy never holds up the next one, nor the pool slot it holds.
   */
  compile(sourceFile: string, code: string, context: CompileContext): Promise<CompilerOutput | null> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const gaveUp = setTimeout(() => {
        settled = true;
        resolve(null);
      }, MAX_QUEUE_WAIT_MS);
      this.queue = this.queue.then(async () => {
        if (settled) return;
        settled = true;
        clearTimeout(gaveUp);
        await this.compileNow(sourceFile, code, context).then(resolve, reject);
      });
    });
  }

  private async compileNow(
    sourceFile: string,
    code: string,
    context: CompileContext,
  ): Promise<CompilerOutput | null> {
    if (this.unavailable || this.closed) return null;
    if (!this.server) this.server = this.start(context);
    let server = await this.server;
    // One that died between compiles (killed from outside, say) is replaced before it fails a submission.
    if (server?.ended) {
      await server.stop();
      this.server = this.start(context);
      server = await this.server;
    }
    if (!server) return null;
    const { output, healthy } = await server.compile(sourceFile, code, context);
    if (!healthy || server.compiles >= this.recycleAfter) {
      this.server = null;
      await server.stop();
    }
    return output;
  }

  private async start(context: CompileContext): Promise<JavacServer | null> {
    try {
      const classes = await loadJavacServer(this.options.cacheDir, context);
      return await JavacServer.start(context, this.options.uid, classes, this.recycleAfter);
    } catch (error) {
      this.unavailable = true;
      this.options.warn(
        `Java compiles each start a fresh javac: the javac server cannot start: ${(error as Error).message.slice(0, 300)}`,
      );
      return null;
    }
  }

  /** Stops the server once the compile in hand is done. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    const server = await this.server;
    this.server = null;
    await server?.stop();
  }
}

/** Bytes of a stream, taken out in exact lengths as they arrive. */
class ByteQueue {
  private chunks: Buffer[] = [];
  private size = 0;
  private wake: (() => void) | null = null;
  ended = false;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    this.wake?.();
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  /** The next `length` bytes; null if the stream ends first. */
  async take(length: number): Promise<Buffer | null> {
    while (this.size < length) {
      if (this.ended) return null;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
    const all = Buffer.concat(this.chunks);
    this.chunks = [all.subarray(length)];
    this.size -= length;
    return all.subarray(0, length);
  }
}

interface Reply {
  status: number;
  messages: Buffer;
  files: ArtifactFile[];
}

function parseReply(body: Buffer): Reply {
  let offset = 0;
  const int = () => {
    const value = body.readInt32BE(offset);
    offset += 4;
    return value;
  };
  const bytes = () => {
    const length = int();
    const value = body.subarray(offset, offset + length);
    if (value.length !== length) throw new RangeError('short reply');
    offset += length;
    return value;
  };
  const status = int();
  const messages = bytes();
  const files = Array.from({ length: int() }, () => ({
    name: bytes().toString('utf8'),
    content: Buffer.from(bytes()),
    executable: false,
  }));
  return { status, messages, files };
}

const frame = (data: Buffer): Buffer[] => {
  const length = Buffer.alloc(4);
  length.writeInt32BE(data.length);
  return [length, data];
};

/** One running server process. */
class JavacServer {
  compiles = 0;
  /** Set once the process has ended. */
  get ended(): boolean {
    return this.stdout.ended;
  }
  private readonly stdout = new ByteQueue();
  /** What the JVM wrote to stderr since the current compile began, within the compile's message limit. */
  private stderr: Buffer[] = [];
  private stderrBytes = 0;
  private readonly closed: Promise<void>;

  private constructor(private readonly sandbox: StartedSandbox) {
    const { child } = sandbox;
    child.stdout?.on('data', (chunk: Buffer) => {
      this.stdout.push(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (this.stderrBytes >= compileLimits.outputBytes) return;
      this.stderr.push(chunk);
      this.stderrBytes += chunk.length;
    });
    child.stdin?.on('error', () => {});
    this.closed = new Promise((resolve) => {
      child.on('close', () => {
        this.stdout.end();
        resolve();
      });
    });
  }

  static async start(
    context: CompileContext,
    uid: number,
    classes: ArtifactFile[],
    recycleAfter: number,
  ): Promise<JavacServer> {
    const toolchain = context.toolchain ?? NO_TOOLCHAIN;
    const limits = compileLimitsFor(context);
    const sandbox = await startSandboxed(context.host, {
      command: [
        '/usr/bin/java',
        ...JAVAC_JVM_FLAGS,
        ...(toolchain.javaCds ? [`-XX:SharedArchiveFile=${CDS_MOUNT}/${JAVAC_ARCHIVE}`] : []),
        '-cp',
        SERVER_DIR,
        JAVAC_SERVER_CLASS,
        String(ARTIFACT_BYTES),
        ...JAVA_FLAGS,
        // javac's default class path, said outright: the server's own is not the submission's.
        '-cp',
        '.',
      ],
      uid,
      // Each compile is held to the compile limits below; RLIMIT_CPU only bounds the server's whole life.
      limits: { ...compileSandboxLimits, cpuMs: limits.cpuMs * (recycleAfter + 1) },
      files: classes.map((file) => ({ path: `${SERVER_DIR}/${file.name}`, content: file.content })),
      roBinds: JAVA.toolchainBinds?.(toolchain) ?? [],
      systemBinds: JAVA.extraBinds,
    });
    const server = new JavacServer(sandbox);
    // However short the judge's compile limit, a JVM start on a busy machine gets the default one.
    const timer = setTimeout(() => sandbox.kill(), Math.max(limits.wallMs, compileLimits.wallMs));
    const ready = await server.stdout.take(4);
    clearTimeout(timer);
    if (ready?.readInt32BE(0) !== JAVAC_SERVER_READY) {
      sandbox.kill();
      await server.closed;
      await sandbox.dispose();
      const stderr = Buffer.concat(server.stderr);
      const exitCode = sandbox.child.exitCode;
      throw new Error(
        sandbox.setupFailure(exitCode, stderr) ??
          (stderr.toString('utf8').trim() || `it ended (status ${exitCode}) before it was ready`),
      );
    }
    return server;
  }

  /** `healthy` is false when the server should not take another compile. */
  async compile(
    sourceFile: string,
    code: string,
    context: CompileContext,
  ): Promise<{ output: CompilerOutput; healthy: boolean }> {
    this.compiles++;
    this.stderr = [];
    this.stderrBytes = 0;
    const { cgroup } = this.sandbox;
    const limits = compileLimitsFor(context);
    const cpuBefore = (await cgroup?.cpuNs()) ?? 0;
    const cpuUsedMs = async () => (((await cgroup?.cpuNs()) ?? 0) - cpuBefore) / 1e6;
    let tooLong = false;
    const overTime = () => {
      tooLong = true;
      this.sandbox.kill();
    };
    const wallTimer = setTimeout(overTime, limits.wallMs);
    const cpuTimer = cgroup
      ? setInterval(async () => {
          if ((await cpuUsedMs()) > limits.cpuMs) overTime();
        }, CPU_POLL_MS)
      : null;
    try {
      this.sandbox.child.stdin?.write(
        Buffer.concat([...frame(Buffer.from(sourceFile)), ...frame(Buffer.from(code))]),
      );
      const header = await this.stdout.take(4);
      const length = header?.readInt32BE(0) ?? -1;
      if (length > MAX_REPLY_BYTES) this.sandbox.kill();
      const body = length >= 0 && length <= MAX_REPLY_BYTES ? await this.stdout.take(length) : null;
      if (tooLong || (await cpuUsedMs()) > limits.cpuMs) {
        return { output: compileError(TOOK_TOO_LONG), healthy: !tooLong };
      }
      if (!body) return { output: await this.failure(), healthy: false };
      let reply: Reply;
      try {
        reply = parseReply(body);
      } catch {
        this.sandbox.kill();
        const message = 'The javac server sent a malformed reply';
        return { output: { error: { ok: false, verdict: 'internal_error', message } }, healthy: false };
      }
      if (reply.status === JAVAC_SERVER_TOO_LARGE) return { output: compileError(TOO_LARGE), healthy: true };
      if (reply.status !== 0) {
        const message = scrubPaths(
          reply.messages.subarray(0, compileLimits.outputBytes).toString('utf8'),
        ).trim();
        return {
          output: compileError(message || 'Compilation failed'),
          healthy: reply.status <= JAVAC_ERRORS,
        };
      }
      return { output: { files: reply.files }, healthy: true };
    } finally {
      clearTimeout(wallTimer);
      if (cpuTimer) clearInterval(cpuTimer);
    }
  }

  /** Why the server ended mid-compile, in the words the one-shot compile uses. */
  private async failure(): Promise<CompilerOutput> {
    this.sandbox.kill();
    await this.closed;
    if ((await this.sandbox.cgroup?.stats())?.oomKilled) return compileError(USED_TOO_MUCH_MEMORY);
    const message = scrubPaths(Buffer.concat(this.stderr).toString('utf8')).trim();
    return compileError(message || 'Compilation failed');
  }

  /** Asks the server to finish (end of its input), kills it if it does not, and removes its cgroups. */
  async stop(): Promise<void> {
    this.sandbox.child.stdin?.end();
    const timer = setTimeout(() => this.sandbox.kill(), 2_000);
    await this.closed;
    clearTimeout(timer);
    await this.sandbox.dispose();
  }
}
