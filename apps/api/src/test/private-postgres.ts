import { execFile } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL 15 cluster of the test's own, on a free loopback port, to stop and restart at will without
 * disturbing the shared server on 5432 that other suites use. Debian's binaries refuse to run as root, so they
 * run as the `postgres` user over a temporary directory it owns.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** stops the server (fast: sessions are ended, as a restart by an operator does); nothing if stopped */
  stop(): Promise<void>;
  /** nothing if running */
  start(): Promise<void>;
  /** `pg_ctl restart -m fast` */
  restart(): Promise<void>;
  /** stops the server and removes its files */
  remove(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function uidOf(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const home = mkdtempSync(join(tmpdir(), 'placement-private-pg-'));
  chmodSync(home, 0o755);
  const { uid, gid } = await uidOf('postgres');
  chownSync(home, uid, gid);
  const dataDir = join(home, 'data');
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args], { timeout: 60_000 });
  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${home}`,
    '-c fsync=off',
    '-c max_connections=100',
  ].join(' ');
  const ctl = (action: string, extra: string[] = []) =>
    asPostgres('pg_ctl', [action, '-D', dataDir, '-w', '-t', '60', '-l', join(home, 'log'), ...extra]);
  await ctl('start', ['-o', serverOptions]);
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (!running) return;
      await ctl('stop', ['-m', 'fast']);
      running = false;
    },
    async start() {
      if (running) return;
      await ctl('start', ['-o', serverOptions]);
      running = true;
    },
    restart: () => ctl('restart', ['-m', 'fast', '-o', serverOptions]).then(() => undefined),
    async remove() {
      await ctl('stop', ['-m', 'immediate']).catch(() => {});
      rmSync(home, { recursive: true, force: true });
    },
  };
}
