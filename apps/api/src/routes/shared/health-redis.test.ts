import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { startTcpGate } from '../../test/tcp-gate';

let gate: Awaited<ReturnType<typeof startTcpGate>>;
let platform: TestPlatform;

beforeAll(async () => {
  // the real Redis on loopback, reached through a gate the test can stop
  gate = await startTcpGate(6379);
  platform = await startTestPlatform({ REDIS_URL: `redis://127.0.0.1:${gate.port}` });
});
afterAll(async () => {
  await gate.open();
  await platform.close();
  await gate.close();
});

const health = () => platform.app.inject({ method: 'GET', url: '/api/health' });

describe('/api/health with REDIS_URL', () => {
  it('names Redis (the judge queue and shared limits) beside the database and storage, and a 503 while it is down', async () => {
    const up = await health();
    expect(up.statusCode).toBe(200);
    expect(up.json().checks).toEqual({ database: 'ok', storage: 'ok', redis: 'ok', judge: 'ok' });

    await gate.stop();
    const started = Date.now();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      ok: false,
      checks: { database: 'ok', storage: 'ok', redis: 'down', judge: 'ok' },
      message: 'Not answering: redis.',
    });
    expect(Date.now() - started).toBeLessThan(4000);

    await gate.open();
    const deadline = Date.now() + 15_000;
    let again = await health();
    while (again.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      again = await health();
    }
    expect(again.statusCode).toBe(200);
  });
});
