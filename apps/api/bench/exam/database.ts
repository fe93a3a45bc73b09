import { randomBytes } from 'node:crypto';
import { openDatabase } from '@placement/db';
import pg from 'pg';

/** A fresh database on the local PostgreSQL for one run, migrated; dropped by `drop()`. */
export async function benchDatabase(
  serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
) {
  const name = `placement_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close().catch(() => {});
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const benchSecret = () => randomBytes(32).toString('hex');
