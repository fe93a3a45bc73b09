import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@placement/db';
import { describe, expect, it } from 'vitest';
import { benchDatabase, benchSecret } from '../bench/exam/database';
import { killDuringLoad } from '../bench/exam/durability';
import { prepareExam } from '../bench/exam/fixtures';
import { startServer } from '../bench/exam/server';

/** PGlite under a data directory, or with TEST_DATABASE_URL a fresh PostgreSQL database. */
async function storage() {
  if (process.env.TEST_DATABASE_URL) {
    const db = await benchDatabase(process.env.TEST_DATABASE_URL);
    return { database: db.database, server: { databaseUrl: db.url }, drop: db.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'placement-durability-'));
  return { database: await openDatabase({ dataDir }), server: { dataDir }, drop: async () => {} };
}

describe('durability', () => {
  it('keeps every acknowledged answer when the API process is killed mid-load, and every attempt goes on', async () => {
    const jwtSecret = benchSecret();
    const { database, server, drop } = await storage();
    const fixture = await prepareExam(database.db, jwtSecret, 200, 60, 10);
    await database.close();
    const start = () => startServer({ ...server, port: 3966, jwtSecret, workers: 1, nodeEnv: 'test' });
    try {
      const result = await killDuringLoad(fixture, start, { killAfterSeconds: 8 });
      expect(result.acknowledged).toBeGreaterThan(50);
      expect(result.lost).toEqual([]);
      expect(result.stuck).toEqual([]);
    } finally {
      await drop();
    }
  }, 240_000);
});
