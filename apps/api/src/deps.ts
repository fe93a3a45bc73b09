import type { Database, Db } from '@placement/db';
import type { JudgeService } from '@placement/judge';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
