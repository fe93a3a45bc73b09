/**
 * Time from the start command to the first 200 on /api/health, on an installed machine (built, demo data
 * present), beside a bare Fastify hello started the same way. Run with `npm run bench:start` after
 * `npm run build`; the figures go to docs/benchmarks.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machine, writeSection } from '../exam/report';

const RUNS = 5;
const PORT = 3917;

async function untilHealthy(child: ChildProcess, path: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}${path}`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function timeToFirst200(command: string, args: string[], env: NodeJS.ProcessEnv, path = '/api/health') {
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await untilHealthy(child, path);
    return performance.now() - started;
  } finally {
    process.kill(-(child.pid as number), 'SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function median(measure: () => Promise<number>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await measure());
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const hello = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => 'hi');
await app.listen({ port: ${PORT}, host: '127.0.0.1' });`;

const freshFolder = () => mkdtempSync(join(tmpdir(), 'placement-start-'));
const server = (env: NodeJS.ProcessEnv) => timeToFirst200('node', ['apps/api/dist/main.js'], env);

/** A server's first start in a new data folder, and the start after it: each as a median over new folders. */
async function freshAndSecond(): Promise<{ fresh: number; second: number }> {
  const fresh: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const folder = freshFolder();
    try {
      fresh.push(await server({ DATA_DIR: folder }));
      second.push(await server({ DATA_DIR: folder }));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  const middle = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
  return { fresh: middle(fresh), second: middle(second) };
}

const dataDir = freshFolder();
const env = { DATA_DIR: dataDir };
try {
  const bare = await median(() => timeToFirst200('node', ['--input-type=module', '-e', hello], {}, '/'));
  const { fresh, second } = await freshAndSecond();
  await server(env);
  const built = await median(() => timeToFirst200('node', ['apps/api/dist/main.js'], env));
  const npmStart = await median(() => timeToFirst200('npm', ['start', '--silent'], env));
  const ms = (value: number) => `${Math.round(value)} ms`;
  writeSection(
    'start-bench',
    `## Start: command to first 200 on /api/health

Measured ${new Date().toISOString()} by \`npm run bench:start\` (apps/api/bench/start/start.ts), median of ${RUNS} starts each.

- Machine: ${machine()}
- Embedded defaults: PGlite in a data folder, in-process judge, demo data; "installed" means built, with the data folder already made

| start | first 200 | target |
|---|---|---|
| bare Fastify hello (\`node -e\`), for scale | ${ms(bare)} | |
| \`node apps/api/dist/main.js\`, first start in a new data folder: creates the database, migrates, seeds the demo | ${ms(fresh)} | |
| \`node apps/api/dist/main.js\`, the start after that first one | ${ms(second)} | ≤ 3 s |
| \`node apps/api/dist/main.js\` on an installed machine | ${ms(built)} | ≤ 3 s |
| \`npm start\` on an installed machine (system check, stale-build check, then the same) | ${ms(npmStart)} | ≤ 3 s |`,
  );
  console.log({ bare, fresh, second, built, npmStart });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
