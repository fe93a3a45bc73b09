import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/harness';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('security headers', () => {
  it('go on every reply: a signed-out read, an error, an unknown route and the connection probe', async () => {
    for (const url of ['/api/health', '/api/student/me', '/api/no/such/route', '/api/ping']) {
      const reply = await platform.app.inject({ method: 'GET', url });
      expect(reply.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(reply.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(reply.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      expect(reply.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(reply.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(reply.headers['referrer-policy'], url).toBe('no-referrer');
      expect(reply.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
