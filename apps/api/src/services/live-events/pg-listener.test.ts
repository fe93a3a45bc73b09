import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedListener } from './pg-listener';

const databaseServer = process.env.TEST_DATABASE_URL;

/** Runs in the PostgreSQL pass of the suite (TEST_DATABASE_URL). */
describe.runIf(databaseServer)('one LISTEN connection per API process', () => {
  const name = `placement-listen-${randomUUID().slice(0, 8)}`;
  let pool: pg.Pool;
  let admin: pg.Pool;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: databaseServer, application_name: name });
    admin = new pg.Pool({ connectionString: databaseServer });
  });
  afterAll(async () => {
    await pool.end();
    await admin.end();
  });

  const backends = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
        name,
      ])
    ).rows.map((row) => row.pid);
  const until = async (check: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
    return check();
  };

  it('follows three channels on one connection, and listens again on each after losing it', async () => {
    const listener = SharedListener.of(pool, () => {});
    const heard: string[] = [];
    let reconnects = 0;
    let losses = 0;
    const subscribers = ['sessions', 'bundles', 'live'].map((channel) => ({
      channel: `${channel}_${name.slice(-8)}`,
      subscriber: {
        onMessage: (payload: string) => heard.push(`${channel}:${payload}`),
        onReconnect: () => reconnects++,
        onLost: () => losses++,
      },
    }));
    for (const { channel, subscriber } of subscribers) await listener.add(channel, subscriber);
    expect(await backends()).toHaveLength(1);

    const send = async (round: string) => {
      for (const { channel } of subscribers) await admin.query('select pg_notify($1, $2)', [channel, round]);
    };
    await send('1');
    expect(await until(() => heard.length === 3)).toBe(true);
    expect(heard.sort()).toEqual(['bundles:1', 'live:1', 'sessions:1']);

    const [lost] = await backends();
    await admin.query('select pg_terminate_backend($1)', [lost]);
    // each subscriber hears of the gap (its cache goes off) and of its end (its cache starts afresh)
    expect(await until(() => reconnects === 3)).toBe(true);
    expect(losses).toBe(3);
    const [again] = await backends();
    expect(again).not.toBe(lost);
    heard.length = 0;
    await send('2');
    expect(await until(() => heard.length === 3)).toBe(true);

    for (const { channel, subscriber } of subscribers) await listener.remove(channel, subscriber);
    expect(await until(async () => (await backends()).length === 0)).toBe(true);
  });
});
