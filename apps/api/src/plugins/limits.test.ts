import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client';
import { startTestPlatform, type TestPlatform } from '../test/harness';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_SIGNED_OUT_PER_MINUTE: '3' });
});
afterAll(() => platform.close());

/** A write that does no work past the limiter: the body fails the schema. */
const cheapWrite = (api: ReturnType<typeof client>, token?: string) =>
  api.call('POST', '/api/student/login', { body: {}, token });

describe('write limits per caller', () => {
  it('a made-up auth-token header on every request does not buy a fresh allowance', async () => {
    const api = client(platform.app, { remoteAddress: '203.0.113.10' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await cheapWrite(api, `forged.${randomBytes(12).toString('hex')}.token`)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await cheapWrite(api)).status).toBe(429);
  });

  it('a verified session has its own allowance, apart from its address', async () => {
    const laptop = client(platform.app, { remoteAddress: '203.0.113.20' });
    const phone = client(platform.app, { remoteAddress: '203.0.113.21' });
    const token = await laptop.login('student@demo.test', 'Student@123');
    // the address spends the rest of its allowance signed out
    await cheapWrite(laptop);
    await cheapWrite(laptop);
    expect((await cheapWrite(laptop)).status).toBe(429);
    // the session, from the same address, still has its own three
    const update = (api: ReturnType<typeof client>) =>
      api.call('PUT', '/api/student/password/update', { body: {}, token });
    expect((await update(laptop)).status).toBe(400);
    expect((await update(phone)).status).toBe(400);
    expect((await update(laptop)).status).toBe(400);
    expect((await update(phone)).status).toBe(429);
  });
});
