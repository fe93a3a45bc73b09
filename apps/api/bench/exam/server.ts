import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** resident memory of the server's processes, in MB */
  memoryMb(): number;
  /** everything the server wrote to stderr so far (it is also passed on to ours) */
  stderr(): string;
  /** how the server ended (its exit code, or the signal that ended it); resolves once it has */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the platform as it runs in production, on PostgreSQL, with N API processes. */
export async function startServer(options: {
  /** unset: the embedded PGlite under dataDir */
  databaseUrl?: string;
  dataDir?: string;
  port: number;
  jwtSecret: string;
  workers: number;
  redisUrl?: string;
  nodeEnv?: string;
  env?: Record<string, string>;
  /** node's own flags for the server process (`--cpu-prof`, …) */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  // a server left behind by an interrupted bench would answer the health check below in this one's place
  if (await answers(url)) throw new Error(`${url} is taken by another server: stop it, or pick a --port`);
  // node itself, with tsx as a loader: the tsx command would stand between us and the server, relaying
  // signals, and it kills a server that does not acknowledge one within 60 ms (one busy under load)
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      '--import',
      'tsx',
      'apps/api/src/main.ts',
      '--workers',
      String(options.workers),
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: options.nodeEnv ?? 'production',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        SEED_DEMO: 'false',
        ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        JWT_SECRET: options.jwtSecret,
        RATE_LIMIT_PER_MINUTE: '1000000',
        RATE_LIMIT_SIGNED_OUT_PER_MINUTE: '1000000',
        LOG_LEVEL: 'warn',
        DATA_DIR: options.dataDir ?? '/tmp/placement-bench-data',
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'pipe'],
      detached: true,
    },
  );
  // the whole process group: tsx, the primary and its workers
  const group = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
  };
  // a group of its own does not die with the bench: it must not outlive it, however the bench ends
  const killGroup = () => group('SIGKILL');
  const interrupted = () => process.exit(1);
  process.on('exit', killGroup);
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const tree = () => {
    try {
      const out = execFileSync('ps', ['-o', 'rss=', '--sid', String(child.pid)]).toString();
      return (
        out
          .split('\n')
          .filter(Boolean)
          .reduce((sum, line) => sum + Number(line.trim()), 0) / 1024
      );
    } catch {
      return 0;
    }
  };
  return {
    url,
    process: child,
    memoryMb: tree,
    stderr: () => stderr,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const ended = () => ({ code: child.exitCode, signal: child.signalCode });
      process.off('exit', killGroup);
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      if (child.exitCode !== null || child.signalCode !== null) return ended();
      const exited = once(child, 'close'); // after its last words on stderr
      // whoever is still there after a grace period (a keep-alive connection, a job in flight) is stopped for good
      group(signal);
      const timer = setTimeout(() => group('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      return ended();
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
