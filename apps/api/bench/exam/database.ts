import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase, scratchDatabase } from '@placement/db';

/** A fresh database on the local PostgreSQL for one run, migrated; dropped by `drop()`. */
export async function benchDatabase(
  serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
) {
  const database = await scratchDatabase(serverUrl);
  return { url: database.url, database, drop: () => database.drop() };
}

export const benchSecret = () => randomBytes(32).toString('hex');

/**
 * Where one step of the exam bench keeps its data: a fresh PostgreSQL database, or (`pglite`) the embedded
 * PGlite under a fresh DATA_DIR, which only one process may open at a time.
 */
export async function benchStore(pglite: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'placement-exam-bench-'));
  const scratch = pglite ? null : await benchDatabase();
  return {
    /** unset: the server runs on the PGlite under dataDir */
    url: scratch?.url,
    dataDir,
    open: (): Promise<Database> => openDatabase(scratch ? { url: scratch.url } : { dataDir }),
    async drop() {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
