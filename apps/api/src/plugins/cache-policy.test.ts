import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, upload } from '../routes/student/test-support';
import { client } from '../test/client';
import { startTestPlatform, type TestPlatform } from '../test/harness';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('API replies are never stored by a browser or a proxy', () => {
  it('marks sign-in, personal data, errors and unknown routes no-store', async () => {
    const send = (method: 'GET' | 'POST', url: string, headers = {}, payload?: object) =>
      platform.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const login = await send(
      'POST',
      '/api/student/login',
      {},
      {
        Email: 'student@demo.test',
        Password: 'Student@123',
      },
    );
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const replies = [
      login,
      await send('GET', '/api/student/me', { 'auth-token': token }),
      await send('GET', '/api/student/me'),
      await send('GET', '/api/no/such/route'),
      await send('GET', '/api/health'),
      await send('POST', '/compiler/', { 'auth-token': token }, { code: '', language: 'py', input: '' }),
    ];
    for (const reply of replies) {
      expect(reply.headers['cache-control'], `${reply.statusCode} ${reply.body.slice(0, 80)}`).toBe(
        'no-store',
      );
    }
  });

  it('leaves the header of a route that chose its own caching (a public company logo)', async () => {
    const company = await client(platform.app).login('company@demo.test', 'Company@123', 'company');
    const uploaded = await upload(platform.app, 'POST', '/api/company/profile/logo', company, [
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: fixtures.png(1000) },
    ]);
    expect(uploaded.status).toBe(200);
    const url = (uploaded.body as { company: { basic: { logo: string } } }).company.basic.logo;
    const logo = await platform.app.inject({ method: 'GET', url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  });
});
