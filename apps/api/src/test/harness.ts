import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, migratedImage, openDatabase, scratchDatabase } from '@placement/db';
import { createJudge, type JudgeService } from '@placement/judge';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from '../demo/seed';
import { createJwt } from '../lib/jwt';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { createSmsSender } from '../lib/sms';
import { createStorage } from '../lib/storage';
import { startSmtp } from './smtp';

/**
 * A fresh database per test file: in-memory PGlite, or with TEST_DATABASE_URL a new database on that
 * PostgreSQL server, dropped afterwards.
 */
async function freshDatabase(
  onQuery: (query: string, params: unknown[]) => void,
): Promise<Database & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return scratchDatabase(serverUrl, { onQuery });
  const database = await openDatabase({ onQuery, image: await migratedImage() });
  return { ...database, drop: async () => {} };
}

export interface TestPlatform {
  app: FastifyInstance;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  collegeId: string;
  /** every statement sent to the database, for bounding queries per request */
  queries: string[];
  /** the same statements with their parameters, for explaining what each one reads */
  statements: { query: string; params: unknown[] }[];
  close(): Promise<void>;
}

export async function startTestPlatform(
  env: Record<string, string> = {},
  /** where the app's and the mailer's log lines go (every level), for tests that read the log */
  options: {
    logStream?: NodeJS.WritableStream;
    /** the Redis the app shares state through (rate limits, live events), as platform.ts would connect it */
    redis?: Redis;
    /** the judge instead of the in-process sandbox pool, e.g. a judge queue */
    judge?: JudgeService;
  } = {},
): Promise<TestPlatform> {
  const smtp = await startSmtp();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    MAIL_URL: smtp.url,
    PUBLIC_URL: 'http://placement.test',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_SIGNED_OUT_PER_MINUTE: '100000',
    ...env,
  });
  const queries: string[] = [];
  const statements: { query: string; params: unknown[] }[] = [];
  const database = await freshDatabase((query, params) => {
    queries.push(query);
    statements.push({ query, params });
  });
  const log = options.logStream ? pino({ level: 'trace' }, options.logStream) : pino({ level: 'silent' });
  const judge = lazyJudge();
  const mailer = createMailer(database.db, log, { url: config.mailUrl, from: config.mailFrom });
  // local disk in a temporary folder, or the S3-compatible server a test names with S3_URL
  const storage = await createStorage({ ...config, dataDir: mkdtempSync(join(tmpdir(), 'placement-data-')) });
  // request limits in Redis, as in production, for a test that names REDIS_URL (the judge stays in-process)
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  // a test that stops Redis on purpose reads the outage from the app's answers, not from ioredis on stderr
  redis?.on('error', () => undefined);
  const app = await buildApp(
    {
      config,
      database,
      db: database.db,
      jwt: createJwt(config.jwtSecret),
      mailer,
      sms: createSmsSender(database.db, log, { url: config.smsUrl }),
      storage,
      judge: options.judge ?? judge.service,
      redis: options.redis ?? redis,
    },
    options.logStream
      ? { logger: createLogger({ nodeEnv: 'production', logLevel: 'trace' }, options.logStream) }
      : {},
  );
  const { collegeId } = await seedDemo(database.db, storage);
  await app.ready();
  return {
    app,
    smtp,
    collegeId,
    queries,
    statements,
    async close() {
      await app.close();
      await judge.service.close();
      mailer.close();
      storage.close();
      redis?.disconnect();
      await smtp.close();
      await database.close();
      await database.drop();
    },
  };
}

/** The real sandboxed judge, started only by the tests that judge code. */
function lazyJudge(): { service: JudgeService } {
  let started: Promise<JudgeService> | null = null;
  const get = () => {
    started ??= createJudge({
      cacheDir: mkdtempSync(join(tmpdir(), 'placement-api-judge-')),
      precompileHeaders: false,
      poolSize: 2,
      warn: () => {},
    });
    return started;
  };
  return {
    service: {
      judge: async (request) => (await get()).judge(request),
      run: async (request) => (await get()).run(request),
      selfCheck: async () => (await get()).selfCheck(),
      // an in-process judge is there once made; asking must not start one
      available: async () => (started ? (await started).available() : null),
      close: async () => {
        if (started) await (await started).close();
      },
    },
  };
}
