import { sessions, users } from '@placement/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client';
import { startTestPlatform, type TestPlatform } from '../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
});
afterAll(() => platform.close());

const sessionLookups = () => platform.queries.filter((q) => /from "sessions"/i.test(q));

/** Asks until the answer changes, for a second at most: what another process sees after a notice. */
async function within(seconds: number, check: () => Promise<boolean>): Promise<boolean> {
  for (const until = Date.now() + seconds * 1000; Date.now() < until; ) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe('signed-in requests check their token without asking the database each time', () => {
  it('looks the session up once, then answers from what it knows', async () => {
    const token = await api.login('student@demo.test', 'Student@123');
    expect((await api.get('/api/student/me', token)).status).toBe(200);
    platform.queries.length = 0;
    for (let i = 0; i < 3; i++) expect((await api.get('/api/student/me', token)).status).toBe(200);
    expect(sessionLookups()).toEqual([]);
  });

  it('refuses a token at once after its logout', async () => {
    const token = await api.login('student@demo.test', 'Student@123');
    expect((await api.get('/api/student/me', token)).status).toBe(200);
    expect((await api.get('/api/student/logout', token)).status).toBe(200);
    expect((await api.get('/api/student/me', token)).status).toBe(401);
  });

  it('refuses a session revoked in the database by anyone else within a second', async () => {
    const token = await api.login('student@demo.test', 'Student@123');
    expect((await api.get('/api/student/me', token)).status).toBe(200);
    await platform.app.deps.db.update(sessions).set({ revokedAt: new Date() });
    expect(await within(1, async () => (await api.get('/api/student/me', token)).status === 401)).toBe(true);
  });

  it("shows a change to the user's own row within a second", async () => {
    const token = await api.login('student@demo.test', 'Student@123');
    expect((await api.get('/api/student/me', token)).status).toBe(200);
    await platform.app.deps.db
      .update(users)
      .set({ firstName: 'Renamed' })
      .where(eq(users.email, 'student@demo.test'));
    const renamed = await within(1, async () => {
      const me = await api.get<{ student: { FirstName: string } }>('/api/student/me', token);
      return me.body.student.FirstName === 'Renamed';
    });
    expect(renamed).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'refuses a session revoked while the change notices were down (a PostgreSQL restart)',
    async () => {
      const token = await api.login('student@demo.test', 'Student@123');
      expect((await api.get('/api/student/me', token)).status).toBe(200);
      // the connection that LISTENs goes, as in a restart: the revocation's notice is never heard
      const { rows } = await platform.app.deps.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
      expect(rows).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await platform.app.deps.db.update(sessions).set({ revokedAt: new Date() });
      expect((await api.get('/api/student/me', token)).status).toBe(401);
    },
  );
});
