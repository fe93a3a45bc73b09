import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { messages } from '@placement/contract';
import { outbox, users } from '@placement/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/** Everything the app and its mailer log, at every level. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

const started: TestPlatform[] = [];
afterAll(() => Promise.all(started.map((p) => p.close())));

async function start(env: Record<string, string>) {
  const log = logSink();
  const platform = await startTestPlatform(env, { logStream: log.stream });
  started.push(platform);
  return { platform, api: client(platform.app), log };
}

/** production with SMTP and no SMS gateway, shared by the tests that fit it */
let prod: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  prod = await start({ NODE_ENV: 'production' });
});

/** The newest outbox row for an address; forgot-password mails in the background, so it is waited for. */
async function lastOutbox(p: TestPlatform, to: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await p.app.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    if (row || Date.now() > deadline) return row!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const tokenIn = (text: string) => text.match(/\/password\/reset\/([A-Za-z0-9_-]{20,})/)?.[1];

describe('reset links', () => {
  it('over SMTP in production: the mail carries the link, the outbox row and the log do not', async () => {
    const { platform, api, log } = prod;
    const email = 'student2@demo.test';
    expect((await api.post('/api/student/password/forgotpassword', { email })).status).toBe(200);
    const token = tokenIn(await platform.smtp.waitFor(email));
    expect(token).toBeDefined();
    const kept = await lastOutbox(platform, email);
    expect(kept.text).not.toContain(token);
    expect(kept.html).not.toContain(token);
    expect(kept.text).toContain('/password/reset/[redacted]');
    // the reset request itself is logged with the token taken out of its URL
    const reset = await api.put(`/api/student/password/reset/${token}`, {
      password: 'Fresh@4567',
      confirmPassword: 'Fresh@4567',
    });
    expect(reset.status).toBe(200);
    expect(log.text()).toContain('/api/student/password/reset/[redacted]');
    expect(log.text()).not.toContain(token);
  });

  it('without SMTP in production: the outbox (the only channel) keeps the link, the log does not', async () => {
    const { platform, api, log } = await start({ NODE_ENV: 'production', MAIL_URL: '' });
    const email = 'student2@demo.test';
    expect((await api.post('/api/student/password/forgotpassword', { email })).status).toBe(200);
    const token = tokenIn((await lastOutbox(platform, email)).text);
    expect(token).toBeDefined();
    expect(log.text()).toContain('mail kept in the outbox');
    expect(log.text()).not.toContain(token);
  });

  it('keeps invite secrets out of the request log', async () => {
    const { platform, api, log } = prod;
    const secret = 'InviteSecretValue123456';
    await api.get(`/api/student/check/invite?CollegeId=${platform.collegeId}&inviteLink=${secret}`);
    expect(log.text()).toContain('inviteLink=[redacted]');
    expect(log.text()).not.toContain(secret);
  });
});

describe('text-message codes', () => {
  it('go to the SMS_URL gateway; the outbox keeps a redacted record and the log never holds the code', async () => {
    const received: { to: string; text: string; auth?: string }[] = [];
    const gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ ...JSON.parse(body), auth: request.headers.authorization });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = gateway.address() as AddressInfo;
      const { platform, api, log } = await start({
        NODE_ENV: 'production',
        SMS_URL: `http://gw:s3cret@127.0.0.1:${port}/send`,
      });
      const full = await api.login('student@demo.test', 'Student@123');
      expect((await api.put('/api/student/selectAuth', { type: 'otp' }, full)).status).toBe(200);
      const login = await api.post('/api/student/login', {
        Email: 'student@demo.test',
        Password: 'Student@123',
      });
      expect(login.status).toBe(200);
      const [text] = received;
      expect(text?.to).toBe('+91 98765 43210');
      expect(text?.auth).toBe(`Basic ${Buffer.from('gw:s3cret').toString('base64')}`);
      const code = text!.text.match(/\b(\d{6})\b/)![1]!;
      const kept = await lastOutbox(platform, '+91 98765 43210');
      expect(kept.text).toBe('Your Placement sign-in code is [redacted]. It expires in 10 minutes.');
      expect(log.text()).toContain('text message sent');
      expect(log.text()).not.toContain(`code is ${code}`);
      expect(log.text()).not.toContain('s3cret');
    } finally {
      gateway.close();
    }
  });

  it('are not offered in production without a gateway, with a clear message', async () => {
    const { platform, api } = prod;
    const full = await api.login('student@demo.test', 'Student@123');
    const select = await api.put('/api/student/selectAuth', { type: 'otp' }, full);
    expect(select.status).toBe(400);
    expect(select.body.message).toBe(messages.textSignInUnavailable);
    // an account already set to texted codes is told so at login, before any session starts
    await platform.app.deps.db
      .update(users)
      .set({ authType: 'otp' })
      .where(and(eq(users.email, 'student@demo.test'), eq(users.role, 'student')));
    const login = await api.post('/api/student/login', {
      Email: 'student@demo.test',
      Password: 'Student@123',
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(messages.textSignInUnavailable);
  });

  it('production refuses to start when TEXT_SIGN_IN is on without SMS_URL', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...production, TEXT_SIGN_IN: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, TEXT_SIGN_IN: 'true' })).toThrow(
      'TEXT_SIGN_IN needs SMS_URL in production: without a gateway the codes would only reach the outbox table',
    );
    expect(loadConfig(production).textSignIn).toBe(false);
    expect(loadConfig({ ...production, SMS_URL: 'https://sms.example/send' }).textSignIn).toBe(true);
  });
});

describe('outside production, without MAIL_URL and SMS_URL', () => {
  it('codes and links reach the outbox, where a developer reads them, and never the log', async () => {
    const { platform, api, log } = await start({
      NODE_ENV: 'development',
      MAIL_URL: '',
      LOGIN_FAILURES_BEFORE_CODE: '1',
    });
    const email = 'student2@demo.test';
    expect((await api.post('/api/student/password/forgotpassword', { email })).status).toBe(200);
    const link = (await lastOutbox(platform, email)).text.match(/http:\/\/\S+\/password\/reset\/\S+/)?.[0];
    expect(link).toBeDefined();

    // a texted second-factor code
    await platform.app.deps.db
      .update(users)
      .set({ authType: 'otp' })
      .where(and(eq(users.email, 'student@demo.test'), eq(users.role, 'student')));
    expect(
      (await api.post('/api/student/login', { Email: 'student@demo.test', Password: 'Student@123' })).status,
    ).toBe(200);
    const texted = (await lastOutbox(platform, '+91 98765 43210')).text.match(/\b(\d{6})\b/)?.[1];
    expect(texted).toBeDefined();

    // a mailed sign-in code, once the account's wrong passwords passed its ceiling
    for (let i = 0; i < 2; i++)
      await api.post('/api/student/login', { Email: email, Password: 'Wrong@1234' });
    const held = await api.post('/api/student/login', { Email: email, Password: 'Student@123' });
    expect(held.body.code).toBe('SIGN_IN_CODE_REQUIRED');
    let mailed: string | undefined;
    for (let tries = 0; !mailed && tries < 100; tries++) {
      const row = await lastOutbox(platform, email);
      mailed = row.subject === 'Your Placement sign-in code' ? row.text.match(/^(\d{6})$/m)?.[1] : undefined;
      if (!mailed) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mailed).toBeDefined();

    expect(log.text()).toContain('mail kept in the outbox');
    expect(log.text()).toContain('text message kept in the outbox');
    expect(log.text()).not.toContain(link);
    expect(log.text()).not.toContain(link!.split('/').pop());
    expect(log.text()).not.toContain(texted);
    expect(log.text()).not.toContain(mailed);
  }, 120_000);
});
