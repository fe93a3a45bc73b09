import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@placement/db';
import { describe, expect, it } from 'vitest';
import { benchDatabase, benchSecret } from '../bench/exam/database';
import { prepareExam } from '../bench/exam/fixtures';
import { runLoad } from '../bench/exam/load';
import { startServer } from '../bench/exam/server';

/** PGlite under a data directory (where the crash was seen), or with TEST_DATABASE_URL a fresh PostgreSQL database. */
async function storage() {
  if (process.env.TEST_DATABASE_URL) {
    const db = await benchDatabase(process.env.TEST_DATABASE_URL);
    return { database: db.database, server: { databaseUrl: db.url }, drop: db.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'placement-shutdown-'));
  return { database: await openDatabase({ dataDir }), server: { dataDir }, drop: async () => {} };
}

describe('shutdown', () => {
  it('on SIGTERM under load, finishes what it took, then exits 0 with nothing left to use the closed database', async () => {
    const jwtSecret = benchSecret();
    const { database, server: where, drop } = await storage();
    const fixture = await prepareExam(database.db, jwtSecret, 100, 60, 10);
    await database.close();
    try {
      // twice: a second start on the same data directory must find it closed cleanly by the first stop
      for (let round = 0; round < 2; round++) {
        const server = await startServer({ ...where, port: 3967, jwtSecret, workers: 1, nodeEnv: 'test' });
        const stop = new AbortController();
        const load = runLoad(
          server.url,
          fixture,
          { herdSeconds: 1, answerEverySeconds: 0.2, seconds: 600, codingShare: 0, connections: 64 },
          stop.signal,
        );
        await new Promise((r) => setTimeout(r, 4000));
        // the load goes on while the server stops: requests keep arriving on its keep-alive connections
        const ended = await server.stop('SIGTERM');
        stop.abort();
        const result = await load;
        expect(result.acknowledged.size).toBeGreaterThan(0);
        expect(server.stderr()).not.toMatch(/PGlite is closed|Error/);
        expect(ended).toEqual({ code: 0, signal: null });
      }
    } finally {
      await drop();
    }
  }, 240_000);
});
