import { serviceMessages } from '@placement/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Throws unless the database answers. */
export async function checkDatabase(app: FastifyInstance): Promise<void> {
  await app.deps.db.execute(sql`select 1`);
}

export type PartState = 'ok' | 'down';

export interface HealthReport {
  ok: boolean;
  db: 'pglite' | 'postgres';
  /** each part this process depends on; `redis` only when REDIS_URL is set (judge queue, shared limits) */
  checks: { database: PartState; storage: PartState; redis?: PartState; judge: PartState };
  message?: string;
}

/** A part that has not answered within this long is down: a load balancer's probe waits about 5 s. */
export const HEALTH_CHECK_MS = 3000;

async function stateOf(check: () => Promise<unknown>): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<PartState>((resolve) => {
    timer = setTimeout(() => resolve('down'), HEALTH_CHECK_MS);
  });
  const answered = check().then(
    (): PartState => 'ok',
    (): PartState => 'down',
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the database, the file store and Redis (where configured) at once; ok only when all of them answer. */
export async function healthReport(app: FastifyInstance): Promise<HealthReport> {
  const { redis, storage, judge } = app.deps;
  const [database, stored, queue, judging] = await Promise.all([
    stateOf(() => checkDatabase(app)),
    stateOf(() => storage.check()),
    redis ? stateOf(() => redis.ping()) : Promise.resolve(undefined),
    // no judge worker on the queue: coding answers wait, so the deployment is not healthy
    stateOf(async () => {
      const why = await judge.available();
      if (why) throw new Error(why);
    }),
  ]);
  const checks = { database, storage: stored, ...(queue ? { redis: queue } : {}), judge: judging };
  const down = Object.entries(checks)
    .filter(([, state]) => state === 'down')
    .map(([part]) => part);
  return {
    ok: down.length === 0,
    db: app.deps.database.kind,
    checks,
    ...(down.length > 0 ? { message: serviceMessages.partsDown(down) } : {}),
  };
}
