import cluster from 'node:cluster';
import { DatabaseUnreachableError } from '@placement/db';
import { type Config, ConfigError, loadConfig } from './config';
import { demoLogins, seedDemo } from './demo/seed';
import { createLogger } from './lib/logger';
import { closeDeps, createDeps, startPlatform } from './platform';
import { createInvite } from './services/students/registration';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** `--workers N` runs N API processes on one port (node:cluster); they share nothing but the database. */
function workersOf(argv: string[]): number {
  const at = argv.indexOf('--workers');
  if (at === -1) return 1;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 64) {
    console.error('--workers must be followed by a whole number from 1 to 64');
    process.exit(1);
  }
  return value;
}

function printBanner(config: Config, kind: string, inviteUrl: string | null, workers: number) {
  const lines = [
    `Placement is running at ${config.publicUrl} (database: ${kind}, API processes: ${workers})`,
  ];
  if (config.seedDemo) {
    lines.push('Demo logins:');
    for (const login of demoLogins)
      lines.push(`  ${login.role.padEnd(11)} ${login.email} / ${login.password}`);
    if (inviteUrl) lines.push(`Invite link for Demo College (single use): ${inviteUrl}`);
  }
  // the log never shows a code or a link: say where they are
  const kept = [
    ...(config.mailUrl ? [] : ['mail (reset links, sign-in codes)']),
    ...(config.smsUrl ? [] : ['text messages']),
  ];
  if (kept.length > 0) {
    lines.push(`The outbox table, not the log, keeps ${kept.join(' and ')}.`);
    if (!config.mailUrl)
      lines.push(
        'To read mail in a browser, set MAIL_URL to a mail catcher (Mailpit: smtp://127.0.0.1:1025).',
      );
  }
  console.log(lines.join('\n'));
}

async function serve(config: Config, { seed }: { seed: boolean }) {
  const { app, deps } = await startPlatform(config);
  let inviteUrl: string | null = null;
  if (seed && config.seedDemo) {
    const { collegeId } = await seedDemo(deps.db, deps.storage);
    if (collegeId) inviteUrl = await createInvite(app, collegeId);
  }
  await app.listen({ port: config.port, host: config.host });
  // Handled for as long as the process lives: a second signal (a process manager, or tsx relaying the one it
  // got too) must not end the process halfway through closing, with requests and the database half done.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return { kind: deps.database.kind, inviteUrl };
}

/** The primary migrates and seeds once, then keeps N workers running. */
async function primary(config: Config, workers: number) {
  if (!config.databaseUrl) {
    console.error('--workers needs DATABASE_URL: the embedded database serves a single process');
    process.exit(1);
  }
  const deps = await createDeps(config, createLogger(config));
  let inviteUrl: string | null = null;
  if (config.seedDemo) {
    const { collegeId } = await seedDemo(deps.db, deps.storage);
    if (collegeId) {
      const { buildApp } = await import('./app');
      const app = await buildApp(deps);
      inviteUrl = await createInvite(app, collegeId);
      await app.close();
    }
  }
  await closeDeps(deps);
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`API process ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  printBanner(config, 'postgres', inviteUrl, workers);
}

async function main() {
  const config = configOrExit();
  const workers = workersOf(process.argv);
  if (workers > 1 && cluster.isPrimary) return primary(config, workers);
  const { kind, inviteUrl } = await serve(config, { seed: workers === 1 });
  if (workers === 1) printBanner(config, kind, inviteUrl, 1);
}

main().catch((error: unknown) => {
  if (!(error instanceof DatabaseUnreachableError)) throw error;
  console.error(error.message);
  process.exit(1);
});
