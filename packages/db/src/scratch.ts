import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type OpenOptions, openDatabase } from './connection';

export type ScratchDatabase = Database & {
  url: string;
  /** closes the connection and drops the database */
  drop(): Promise<void>;
};

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, migrated database on a PostgreSQL server, for one test file or one benchmark run. */
export async function scratchDatabase(
  serverUrl: string,
  options: Omit<OpenOptions, 'url' | 'dataDir'> = {},
): Promise<ScratchDatabase> {
  const name = `placement_scratch_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ poolSize: 4, ...options, url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close().catch(() => {});
      // Connections the pool is still closing would be killed by a forced drop and report it as an error:
      // let them finish, and force only what is left after a few seconds.
      for (let tries = 0; tries < 50; tries++) {
        try {
          await onServer(serverUrl, `drop database if exists ${name}`);
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006') throw error;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
