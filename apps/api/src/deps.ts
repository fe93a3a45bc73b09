import type { Database, Db } from '@placement/db';
import type { JudgeService } from '@placement/judge';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Jwt } from './lib/jwt';
import type { Mailer } from './lib/mailer';
import type { SmsSender } from './lib/sms';
import type { Storage } from './lib/storage';

/** The app's collaborators, built once at start and reached through `app.deps`. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  jwt: Jwt;
  mailer: Mailer;
  sms: SmsSender;
  storage: Storage;
  judge: JudgeService;
  /** shared store for request limits when REDIS_URL is set */
  redis?: Redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
