import { randomBytes } from 'node:crypto';
import { scratchDatabase } from '@placement/db';

/** A fresh database on the local PostgreSQL for one run, migrated; dropped by `drop()`. */
export async function benchDatabase(
  serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
) {
  const database = await scratchDatabase(serverUrl);
  return { url: database.url, database, drop: () => database.drop() };
}

export const benchSecret = () => randomBytes(32).toString('hex');
