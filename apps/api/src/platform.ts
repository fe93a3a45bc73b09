import { openDatabase } from '@placement/db';
import { createJudge, createQueueJudge } from '@placement/judge';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import type { Deps } from './deps';
import { createJwt } from './lib/jwt';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { createSmsSender } from './lib/sms';
import { createStorage } from './lib/storage';

/** Opens the database and builds every collaborator from the configuration. */
export async function createDeps(config: Config, log = pino({ level: 'silent' })): Promise<Deps> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    // a restart of PostgreSQL ends every idle connection: the pool opens new ones, requests meanwhile get a 503
    onIdleError: (error) => log.warn({ err: error }, 'database connection lost'),
    waitSeconds: config.databaseWaitSeconds ?? Number.POSITIVE_INFINITY,
    onWait: (error, retryInMs) =>
      log.warn(
        { err: error },
        `waiting for PostgreSQL (${(error as Error).message || 'no answer'}); trying again in ${retryInMs} ms`,
      ),
    onReached: (waitedMs) =>
      log.warn(`PostgreSQL answered after ${(waitedMs / 1000).toFixed(1)} s; starting`),
  });
  return {
    config,
    database,
    db: database.db,
    jwt: createJwt(config.jwtSecret),
    mailer: createMailer(database.db, log, { url: config.mailUrl, from: config.mailFrom }),
    sms: createSmsSender(database.db, log, { url: config.smsUrl }),
    storage: await createStorage(config),
    redis: config.redisUrl
      ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      : undefined,
    judge: config.redisUrl
      ? await createQueueJudge({ redisUrl: config.redisUrl, queueName: config.judgeQueue })
      : await createJudge({ production: config.nodeEnv === 'production' }),
  };
}

export async function startPlatform(
  config: Config,
  deps?: Deps,
  options: { logger?: boolean | object } = {},
) {
  const log = createLogger(config);
  const ready = deps ?? (await createDeps(config, log));
  const app = await buildApp(ready, {
    logger: options.logger ?? log,
    serveWeb: true,
    closeLast: () => closeDeps(ready),
  });
  return { app, deps: ready };
}

/** Lets go of everything createDeps opened, so the process can exit. */
export async function closeDeps(deps: Deps): Promise<void> {
  deps.mailer.close();
  deps.storage.close();
  await deps.judge.close();
  deps.redis?.disconnect();
  await deps.database.close();
}
