import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

describe('connection probe', () => {
  let platform: TestPlatform;
  let token: string;

  beforeAll(async () => {
    platform = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_SIGNED_OUT_PER_MINUTE: '5' });
    const login = await platform.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: { Email: 'student@demo.test', Password: 'Student@123' },
    });
    token = login.json().token;
  });
  afterAll(() => platform.close());

  it('answers 204 without touching the database, signed in or not', async () => {
    platform.queries.length = 0;
    for (const headers of [{}, { 'auth-token': token }]) {
      const reply = await platform.app.inject({ method: 'GET', url: '/api/ping?t=1', headers });
      expect(reply.statusCode).toBe(204);
      expect(reply.body).toBe('');
    }
    expect(platform.queries).toEqual([]);
  });

  it('is not counted against request limits (a test page probes every 5 s)', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => platform.app.inject({ method: 'GET', url: '/api/ping' })),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 204));
  });

  it('leaves /api/health to check the database for load balancers', async () => {
    platform.queries.length = 0;
    const reply = await platform.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.json()).toMatchObject({ ok: true });
    expect(platform.queries.length).toBeGreaterThan(0);
  });
});
