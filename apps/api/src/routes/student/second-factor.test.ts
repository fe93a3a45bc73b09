import { messages } from '@placement/contract';
import { outbox } from '@placement/db';
import { desc, eq } from 'drizzle-orm';
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

interface QrReply {
  secret: { ascii: string; base32: string; otpauth_url: string } | null;
  qr: string | null;
}

const codeFor = (base32: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(base32), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  });

describe('authenticator app (qr)', () => {
  it('switches, then holds the next login at the second factor until a valid code', async () => {
    const full = await api.login('free@demo.test', 'Student@123');
    const select = await api.put<{ college: { authType: string } }>(
      '/api/student/selectAuth',
      { type: 'qr' },
      full,
    );
    expect(select.status).toBe(200);
    expect(select.body.message).toBe(messages.authSwitched.qr);
    expect(select.body.college.authType).toBe('qr');

    const login = await api.post<{ token: string; user: { authType: string; secondFactorDone: boolean } }>(
      '/api/student/login',
      { Email: 'free@demo.test', Password: 'Student@123' },
    );
    expect(login.body.user).toMatchObject({ authType: 'qr', secondFactorDone: false });
    const half = login.body.token;
    const blocked = await api.get('/api/student/me', half);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(messages.secondFactorRequired);
    expect((await api.get('/api/student/loggedin/users', half)).status).toBe(403);

    const setup = await api.get<QrReply>('/api/student/qr', half);
    expect(setup.status).toBe(200);
    const secret = setup.body.secret!;
    expect(setup.body.qr).toMatch(/^data:image\/png;base64,/);
    expect(secret.otpauth_url).toContain(`secret=${secret.base32}`);
    expect(Secret.fromLatin1(secret.ascii).base32).toBe(secret.base32);

    const wrong = await api.post('/api/student/qr', { secret, token: '000000' }, half);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(messages.invalidToken);

    const code = codeFor(secret.base32);
    const ok = await api.post('/api/student/qr', { secret, token: code }, half);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(messages.verified);
    expect((await api.get('/api/student/me', half)).status).toBe(200);

    // the same code cannot open a second session
    const second = await api.post<{ token: string }>('/api/student/login', {
      Email: 'free@demo.test',
      Password: 'Student@123',
    });
    const replay = await api.post('/api/student/qr', { token: code }, second.body.token);
    expect(replay.status).toBe(400);
    // once registered, the secret is never handed out again
    const again = await api.get<QrReply>('/api/student/qr', second.body.token);
    expect(again.body).toEqual({ success: true, secret: null, qr: null });
    // a code from the next time step works, the client's idea of the secret is ignored
    const next = codeFor(secret.base32, Date.now() + 30_000);
    const nextOk = await api.post(
      '/api/student/qr',
      { secret: { base32: 'AAAA' }, token: next },
      second.body.token,
    );
    expect(nextOk.status).toBe(200);

    const back = await api.put('/api/student/selectAuth', { type: 'default' }, second.body.token);
    expect(back.body.message).toBe(messages.authSwitched.default);
  });

  it('refuses selectAuth with an unknown type and without a session', async () => {
    const token = await api.login('student2@demo.test', 'Student@123');
    expect((await api.put('/api/student/selectAuth', { type: 'sms' }, token)).status).toBe(400);
    expect((await api.put('/api/student/selectAuth', { type: 'qr' })).status).toBe(401);
  });
});

describe('text-message code (otp)', () => {
  async function lastTextTo(phone: string): Promise<string> {
    const [row] = await platform.app.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, phone))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const code = row?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no code texted');
    return code;
  }

  it('texts a code at login and accepts it once', async () => {
    const full = await api.login('student@demo.test', 'Student@123');
    const select = await api.put('/api/student/selectAuth', { type: 'otp' }, full);
    expect(select.body.message).toBe(messages.authSwitched.otp);

    const login = await api.post<{ token: string; user: { secondFactorDone: boolean } }>(
      '/api/student/login',
      {
        Email: 'student@demo.test',
        Password: 'Student@123',
      },
    );
    expect(login.body.user.secondFactorDone).toBe(false);
    const half = login.body.token;
    expect((await api.get('/api/student/me', half)).status).toBe(403);

    const code = await lastTextTo('+91 98765 43210');
    const wrongCode = code === '123456' ? '654321' : '123456';
    expect((await api.post('/api/student/otp/verify', { code: wrongCode }, half)).status).toBe(400);
    const ok = await api.post('/api/student/otp/verify', { code }, half);
    expect(ok.status).toBe(200);
    expect((await api.get('/api/student/me', half)).status).toBe(200);

    const other = await api.post<{ token: string }>('/api/student/login', {
      Email: 'student@demo.test',
      Password: 'Student@123',
    });
    const newCode = await lastTextTo('+91 98765 43210');
    expect((await api.post('/api/student/otp/verify', { code }, other.body.token)).status).toBe(400);
    expect((await api.post('/api/student/otp/verify', { code: newCode }, other.body.token)).status).toBe(200);
    await api.put('/api/student/selectAuth', { type: 'default' }, half);
  });
});
