import { createServer } from 'node:net';
import { PassThrough } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client } from '../test/client';
import { startTestPlatform, type TestPlatform } from '../test/harness';

let platform: TestPlatform;
let redis: Redis;
const logLines: string[] = [];

/** A loopback port nothing listens on: Redis "down" as the API sees it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  // connected as platform.ts connects it
  redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', () => {});
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  platform = await startTestPlatform(
    { RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_SIGNED_OUT_PER_MINUTE: '3' },
    { redis, logStream },
  );
});
afterAll(async () => {
  await platform.close();
  redis.disconnect();
});

it('with Redis down the limits still hold (per process), and the outage is logged once', async () => {
  const api = client(platform.app, { remoteAddress: '203.0.113.30' });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push((await api.call('POST', '/api/student/login', { body: {} })).status);
  }
  expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
  const warnings = logLines.filter((line) => line.includes('Redis is unreachable'));
  expect(warnings).toHaveLength(1);
});
