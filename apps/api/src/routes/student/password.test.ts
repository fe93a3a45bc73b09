import { messages } from '@placement/contract';
import { passwordResets, students, users } from '@placement/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
});
afterAll(() => platform.close());

async function resetLinkFor(email: string): Promise<string> {
  const after = platform.smtp.inbox.length;
  const reply = await api.post('/api/student/password/forgotpassword', { email });
  expect(reply.status).toBe(200);
  expect(reply.body.message).toBe(messages.resetLinkSent);
  const mail = await platform.smtp.waitFor(email, 5000, after);
  const link = mail.match(/http:\/\/placement\.test\/password\/reset\/([A-Za-z0-9_-]+)/);
  if (!link?.[1]) throw new Error(`no reset link in mail:\n${mail}`);
  return link[1];
}

describe('forgot and reset password', () => {
  it('mails a single-use link over SMTP; the new password works and every old session ends', async () => {
    const oldSession = await api.login('student2@demo.test', 'Student@123');
    const token = await resetLinkFor('student2@demo.test');
    const reset = await api.put(`/api/student/password/reset/${token}`, {
      password: 'Fresh@4567',
      confirmPassword: 'Fresh@4567',
      ip: '198.51.100.1',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(messages.passwordChanged);

    expect((await api.get('/api/student/me', oldSession)).status).toBe(401);
    expect(
      (await api.post('/api/student/login', { Email: 'student2@demo.test', Password: 'Student@123' })).status,
    ).toBe(401);
    await api.login('student2@demo.test', 'Fresh@4567');

    const reuse = await api.put(`/api/student/password/reset/${token}`, {
      password: 'Other@4567',
      confirmPassword: 'Other@4567',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('Reset link is invalid or has expired');
  });

  it('refuses an expired link', async () => {
    const token = await resetLinkFor('free@demo.test');
    await platform.app.deps.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const reply = await api.put(`/api/student/password/reset/${token}`, {
      password: 'Fresh@4567',
      confirmPassword: 'Fresh@4567',
    });
    expect(reply.status).toBe(400);
    await api.login('free@demo.test', 'Student@123');
  });

  it('checks the rule and the confirmation before spending the link', async () => {
    const token = await resetLinkFor('student@demo.test');
    const weak = await api.put(`/api/student/password/reset/${token}`, {
      password: 'short',
      confirmPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('at least 8 characters');
    const mismatch = await api.put(`/api/student/password/reset/${token}`, {
      password: 'Fresh@4567',
      confirmPassword: 'Fresh@4568',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(messages.passwordsDoNotMatch);
    const ok = await api.put(`/api/student/password/reset/${token}`, {
      password: 'Student@123',
      confirmPassword: 'Student@123',
    });
    expect(ok.status).toBe(200);
  });

  it('answers an address with no account exactly as one with an account; 400 for no address', async () => {
    const known = await api.post('/api/student/password/forgotpassword', { email: 'free@demo.test' });
    const unknown = await api.post('/api/student/password/forgotpassword', { email: 'nobody@demo.test' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual({ success: true, message: messages.resetLinkSent });
    expect((await api.post('/api/student/password/forgotpassword', {})).status).toBe(400);
    expect((await api.post('/api/student/password/forgotpassword', { email: 'not-an-address' })).status).toBe(
      400,
    );
  });

  it('limits reset mails per account, known or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await api.post('/api/student/password/forgotpassword', { email: 'college.student@nowhere.test' }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('a reset ends every other link still outstanding', async () => {
    const email = await freshStudent('links@demo.test', 'Links#River42');
    const older = await resetLinkFor(email);
    const newer = await resetLinkFor(email);
    const body = { password: 'Maple#Harbor58', confirmPassword: 'Maple#Harbor58' };
    expect((await api.put(`/api/student/password/reset/${newer}`, body)).status).toBe(200);
    const stale = await api.put(`/api/student/password/reset/${older}`, {
      password: 'Cedar#Harbor59',
      confirmPassword: 'Cedar#Harbor59',
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe('Reset link is invalid or has expired');
    await api.login(email, 'Maple#Harbor58');
  });

  it('refuses a common password on reset, with the character rules met, before spending the link', async () => {
    const email = await freshStudent('common.reset@demo.test', 'Links#River42');
    const token = await resetLinkFor(email);
    for (const password of ['P@ssw0rd', 'Password@123', 'Welcome@2024', 'Qwerty#1234']) {
      const reply = await api.put(`/api/student/password/reset/${token}`, {
        password,
        confirmPassword: password,
      });
      expect(reply.status, password).toBe(400);
      expect(reply.body.message).toBe(messages.commonPassword);
    }
    const ok = await api.put(`/api/student/password/reset/${token}`, {
      password: 'Maple#Harbor58',
      confirmPassword: 'Maple#Harbor58',
    });
    expect(ok.status).toBe(200);
  });
});

/** A student of the demo college with the given password, straight into the database. */
async function freshStudent(email: string, password: string): Promise<string> {
  const [user] = await platform.app.deps.db
    .insert(users)
    .values({
      role: 'student',
      email,
      firstName: 'Fresh',
      passwordHash: await hashPassword(password),
      collegeId: platform.collegeId,
    })
    .returning();
  await platform.app.deps.db.insert(students).values({ userId: user!.id });
  return email;
}

describe('PUT /api/student/password/update', () => {
  it("needs the old password, keeps this session and ends the others with 'Password Updated'", async () => {
    const other = await api.login('student@demo.test', 'Student@123');
    const current = await api.login('student@demo.test', 'Student@123');
    const wrongOld = await api.put(
      '/api/student/password/update',
      { oldPassword: 'Nope@1234', newPassword: 'Newer@1234', confirmPassword: 'Newer@1234' },
      current,
    );
    expect(wrongOld.status).toBe(400);
    const ok = await api.put(
      '/api/student/password/update',
      { oldPassword: 'Student@123', newPassword: 'Newer@1234', confirmPassword: 'Newer@1234', ip: '1.1.1.1' },
      current,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(messages.passwordUpdated);
    expect((await api.get('/api/student/me', current)).status).toBe(200);
    expect((await api.get('/api/student/me', other)).status).toBe(401);
    await api.login('student@demo.test', 'Newer@1234');
  });

  it('needs a session', async () => {
    const reply = await api.put('/api/student/password/update', {
      oldPassword: 'a',
      newPassword: 'Newer@1234',
      confirmPassword: 'Newer@1234',
    });
    expect(reply.status).toBe(401);
  });

  it('a password change ends every reset link still outstanding', async () => {
    const email = await freshStudent('change.links@demo.test', 'Links#River42');
    const token = await resetLinkFor(email);
    const session = await api.login(email, 'Links#River42');
    const change = await api.put(
      '/api/student/password/update',
      { oldPassword: 'Links#River42', newPassword: 'Maple#Harbor58', confirmPassword: 'Maple#Harbor58' },
      session,
    );
    expect(change.status).toBe(200);
    const stale = await api.put(`/api/student/password/reset/${token}`, {
      password: 'Cedar#Harbor59',
      confirmPassword: 'Cedar#Harbor59',
    });
    expect(stale.status).toBe(400);
    await api.login(email, 'Maple#Harbor58');
  });

  it('limits old-password guesses per account', async () => {
    const email = await freshStudent('guesses@demo.test', 'Links#River42');
    const session = await api.login(email, 'Links#River42');
    const guess = (oldPassword: string) =>
      api.put(
        '/api/student/password/update',
        { oldPassword, newPassword: 'Maple#Harbor58', confirmPassword: 'Maple#Harbor58' },
        session,
      );
    for (let i = 0; i < 10; i++) expect((await guess(`Guess#${i}x`)).status).toBe(400);
    const last = await guess('Guess#last');
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many attempts/);
  });

  it('refuses a common new password', async () => {
    const email = await freshStudent('common.change@demo.test', 'Links#River42');
    const session = await api.login(email, 'Links#River42');
    const reply = await api.put(
      '/api/student/password/update',
      { oldPassword: 'Links#River42', newPassword: 'P@ssw0rd1', confirmPassword: 'P@ssw0rd1' },
      session,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(messages.commonPassword);
  });
});
