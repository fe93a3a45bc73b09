import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Throws unless the database answers. */
export async function checkDatabase(app: FastifyInstance): Promise<void> {
  await app.deps.db.execute(sql`select 1`);
}
