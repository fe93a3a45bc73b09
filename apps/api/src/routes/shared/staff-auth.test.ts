import { messages } from '@placement/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
});
afterAll(() => platform.close());

const code = (base32: string) =>
  new TOTP({ secret: Secret.fromBase32(base32), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

describe('staff accounts have the student sign-in machinery', () => {
  it('a company login with an authenticator app waits at the second factor until a valid code', async () => {
    const full = await api.login('company@demo.test', 'Company@123', 'company');
    const select = await api.put('/api/company/selectAuth', { type: 'qr' }, full);
    expect(select.status).toBe(200);

    const login = await api.post<{ token: string; user: { secondFactorDone: boolean } }>(
      '/api/company/login',
      {
        Email: 'company@demo.test',
        Password: 'Company@123',
      },
    );
    expect(login.body.user.secondFactorDone).toBe(false);
    const half = login.body.token;
    const blocked = await api.get('/api/company/me', half);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(messages.secondFactorRequired);
    // another portal's second factor is not this session's
    expect((await api.get('/api/college/qr', half)).status).toBe(403);

    const setup = await api.get<{ secret: { base32: string } }>('/api/company/qr', half);
    expect(setup.status).toBe(200);
    const wrong = await api.post('/api/company/qr', { secret: setup.body.secret, token: '000000' }, half);
    expect(wrong.status).toBe(400);
    const right = await api.post(
      '/api/company/qr',
      { secret: setup.body.secret, token: code(setup.body.secret.base32) },
      half,
    );
    expect(right.status).toBe(200);
    expect((await api.get('/api/company/me', half)).status).toBe(200);
  });

  it("a college reset link opens the college's reset page and works at the college portal only", async () => {
    // a student's address has no college account: the reply is the same as for one that has
    const unknown = await api.post('/api/college/password/forgotpassword', { email: 'student@demo.test' });
    const sent = await api.post('/api/college/password/forgotpassword', { email: 'college@demo.test' });
    expect(sent.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(sent.body);
    const mail = await platform.smtp.waitFor('college@demo.test');
    const token = mail.match(/http:\/\/placement\.test\/college\/password\/reset\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token, mail).toBeTruthy();

    const body = { password: 'Staff@45678', confirmPassword: 'Staff@45678' };
    const elsewhere = await api.put(`/api/student/password/reset/${token}`, body);
    expect(elsewhere.status).toBe(400);
    const reset = await api.put(`/api/college/password/reset/${token}`, body);
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(messages.passwordChanged);
    await expect(api.login('college@demo.test', 'College@123', 'college')).rejects.toThrow(/401/);
    expect(await api.login('college@demo.test', 'Staff@45678', 'college')).toBeTruthy();
  });

  it('a staff reset or password change ends every other reset link of that account', async () => {
    const linkFor = async (email: string) => {
      const after = platform.smtp.inbox.length;
      expect((await api.post('/api/admin/password/forgotpassword', { email })).status).toBe(200);
      const mail = await platform.smtp.waitFor(email, 5000, after);
      return mail.match(/\/admin\/password\/reset\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    };
    const older = await linkFor('admin@demo.test');
    const newer = await linkFor('admin@demo.test');
    const body = { password: 'Maple#Harbor58', confirmPassword: 'Maple#Harbor58' };
    expect((await api.put(`/api/admin/password/reset/${newer}`, body)).status).toBe(200);
    expect((await api.put(`/api/admin/password/reset/${older}`, body)).status).toBe(400);

    const outstanding = await linkFor('admin@demo.test');
    const session = await api.login('admin@demo.test', 'Maple#Harbor58', 'admin');
    const change = await api.put(
      '/api/admin/password/update',
      { oldPassword: 'Maple#Harbor58', newPassword: 'Cedar#Harbor59', confirmPassword: 'Cedar#Harbor59' },
      session,
    );
    expect(change.status).toBe(200);
    expect((await api.put(`/api/admin/password/reset/${outstanding}`, body)).status).toBe(400);
  });
});
