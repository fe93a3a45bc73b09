import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** A raw `execute` answers with its rows on both drivers (pg's QueryResult, PGlite's Results). */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}
interface RowsResult<Row> {
  rows: Row[];
}
export type Db = PgDatabase<RowsResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Found through the package's own name, so the path holds in the sources and in a bundle built from them.
const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@placement/db/package.json')),
  'drizzle',
);

export interface OpenOptions {
  /** postgres://… ; unset means the embedded PGlite */
  url?: string;
  /** where PGlite keeps its files; unset means in memory */
  dataDir?: string;
  poolSize?: number;
  /** sees every statement drizzle sends (for tests that bound queries per request) */
  onQuery?: (query: string) => void;
  /** Apply the committed migrations (default); a reader that another process migrates says false. */
  migrate?: boolean;
}

const loggerOf = (options: OpenOptions) =>
  options.onQuery ? { logQuery: (query: string) => options.onQuery?.(query) } : false;

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema, logger: loggerOf(options) });
    if (options.migrate !== false) await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(join(options.dataDir, 'pglite'));
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema, logger: loggerOf(options) });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** A transaction handle, as drizzle passes it to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
