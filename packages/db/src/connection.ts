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
import { isConnectionFailure } from './connection-failure';
import * as schema from './schema';

export { isConnectionFailure } from './connection-failure';

export type Schema = typeof schema;
/** A raw `execute` answers with its rows on both drivers (pg's QueryResult, PGlite's Results). */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}
interface RowsResult<Row> {
  rows: Row[];
}
export type Db = PgDatabase<RowsResultHKT, Schema>;

/** The open database, with its driver's own client for what drizzle does not do (LISTEN). */
export type Database =
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> }
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> };

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
  /** PGlite in memory only: start from this image of a data directory (see `migratedImage`), not from initdb */
  image?: Blob;
  poolSize?: number;
  /** sees every statement drizzle sends and its parameters (for tests that bound queries per request) */
  onQuery?: (query: string, params: unknown[]) => void;
  /** Apply the committed migrations (default); a reader that another process migrates says false. */
  migrate?: boolean;
  /**
   * PostgreSQL only. Hears an error of a connection nobody was using (a restart of the server ends every idle
   * one); without a listener such an error would end the process. The pool opens new connections by itself.
   */
  onIdleError?: (error: Error) => void;
  /**
   * PostgreSQL only: while the server cannot be reached at start, try again with back-off, for at most this
   * many seconds (Infinity: for as long as it takes; unset: not at all), telling `onWait` before each pause.
   */
  waitSeconds?: number;
  onWait?: (error: unknown, retryInMs: number) => void;
  /** after a wait: how long it was */
  onReached?: (waitedMs: number) => void;
}

export class DatabaseUnreachableError extends Error {}

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 2000;

/** Connects once, waiting with back-off while the server is down or still starting; other errors throw at once. */
async function reachServer(pool: pg.Pool, options: OpenOptions): Promise<void> {
  const began = Date.now();
  const giveUpAt = began + (options.waitSeconds ?? 0) * 1000;
  for (let pause = FIRST_PAUSE_MS, waited = false; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      const client = await pool.connect();
      client.release();
      if (waited) options.onReached?.(Date.now() - began);
      return;
    } catch (error) {
      if (!isConnectionFailure(error) || options.waitSeconds === undefined) throw error;
      const left = giveUpAt - Date.now();
      if (left <= 0) {
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${safeUrl(options.url)} did not answer within ${options.waitSeconds} s ` +
            `(DATABASE_WAIT_SECONDS): ${(error as Error).message || String(error)}`,
          { cause: error },
        );
      }
      const wait = Math.min(pause, left);
      options.onWait?.(error, wait);
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** The address without its password, for a message. */
function safeUrl(url: string | undefined): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const loggerOf = (options: OpenOptions) =>
  options.onQuery
    ? { logQuery: (query: string, params: unknown[]) => options.onQuery?.(query, params) }
    : false;

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', (error) => options.onIdleError?.(error));
    await reachServer(pool, options).catch(async (error) => {
      await pool.end().catch(() => {});
      throw error;
    });
    const db = drizzlePg(pool, { schema, logger: loggerOf(options) });
    if (options.migrate !== false) await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(join(options.dataDir, 'pglite'));
  } else {
    client = await PGlite.create(options.image ? { loadDataDir: options.image } : {});
  }
  const db = drizzlePglite(client, { schema, logger: loggerOf(options) });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', pglite: client, close: () => client.close() };
}

let image: Promise<Blob> | undefined;

/**
 * An in-memory PGlite with the committed migrations applied, as an image, made once per process. A database
 * opened from it skips initdb and the migrations: 0.4 s instead of 2 s, which a test process that opens a
 * fresh database per test file pays every time.
 */
export function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const client = await PGlite.create();
    try {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return image;
}

/** A transaction handle, as drizzle passes it to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
