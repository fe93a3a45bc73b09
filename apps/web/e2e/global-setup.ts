import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FullConfig } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { DISCONNECT_SECONDS, LEAVE_GRACE_SECONDS } from './support/fixture-specs';
import type { ReceivedMail } from './support/mail';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const HEALTH_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startSmtp(mails: ReceivedMail[]): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port };
}

/** Received mail as JSON at GET /mails, so tests in worker processes can read it. */
async function startMailbox(mails: ReceivedMail[]): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/mails` };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${baseUrl}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      // Signal the platform's whole process group, which holds only what we spawned.
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

/** Demo data and the test fixtures, written before the platform opens the data dir (PGlite is one process). */
async function seedFixtures(dataDir: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['apps/web/e2e/support/seed-fixtures.ts', dataDir],
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test' }, maxBuffer: 10 * 1024 * 1024 },
  );
  const json = stdout.trim().split('\n').at(-1) ?? '';
  JSON.parse(json);
  return json;
}

/** One student sign-in shared by the specs that only need a session (only failed sign-ins are limited). */
async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: password }),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`could not sign in ${email}: ${body.message}`);
  return body.token;
}

/** Everything a worker's tests need to reach their own platform (support/platform.ts copies it into env). */
export interface Platform {
  E2E_BASE_URL: string;
  E2E_MAIL_URL: string;
  E2E_LOG: string;
  E2E_FIXTURES: string;
  E2E_STUDENT_TOKEN: string;
}

/** One platform with its own data, mail server and demo accounts. */
async function startPlatform(): Promise<{ platform: Platform; teardown: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const smtp = await startSmtp(mails);
  const mailbox = await startMailbox(mails);
  const dataDir = await mkdtemp(join(tmpdir(), 'placement-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logPath = join(dataDir, 'platform.log');
  const log = createWriteStream(logPath);
  const fixtures = await seedFixtures(join(dataDir, 'data'));

  // The built runtime, as production runs it (`npm run test:e2e` builds it first).
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
      MAIL_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      // The request limits count per session, and per IP when signed out; the whole suite comes from 127.0.0.1
      // with a few shared sessions, so they would throttle by suite length rather than by anything under test.
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_SIGNED_OUT_PER_MINUTE: '100000',
      // a left test page ends its attempt after this grace; short, so the tests can watch it happen
      LEAVE_GRACE_SECONDS: String(LEAVE_GRACE_SECONDS),
      SWEEP_INTERVAL_SECONDS: '1',
      // the server ends a test page silent for this plus the 30-second countdown; short, so the tests can watch
      DISCONNECT_SECONDS: String(DISCONNECT_SECONDS),
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const teardown = async () => {
    await stopChild(child);
    log.end();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await new Promise<void>((resolve) => mailbox.server.close(() => resolve()));
    if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child);
    const token = await signIn(baseUrl, 'student@demo.test', 'Student@123');
    return {
      platform: {
        E2E_BASE_URL: baseUrl,
        E2E_MAIL_URL: mailbox.url,
        E2E_LOG: logPath,
        E2E_FIXTURES: fixtures,
        E2E_STUDENT_TOKEN: token,
      },
      teardown,
    };
  } catch (error) {
    const output = await readFile(logPath, 'utf8').catch(() => '');
    await teardown();
    throw new Error(`${(error as Error).message}\n--- platform output ---\n${output.slice(-4000)}`);
  }
}

/**
 * One platform per worker, so that workers never share an account, a mailbox or an attempt: the specs change
 * the demo accounts (password, sessions, profile) and read the mail they caused.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(Array.from({ length: config.workers }, () => startPlatform()));
  const teardown = () =>
    Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.teardown() : null)));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  // Worker processes start after this and inherit it.
  process.env.E2E_PLATFORMS = JSON.stringify(
    started.map((s) => (s.status === 'fulfilled' ? s.value.platform : null)),
  );
  return async () => {
    await teardown();
  };
}
