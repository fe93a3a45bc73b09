import { messages } from '@placement/contract';
import { users } from '@placement/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, passwordVerifications } from '../../lib/passwords';
import { decideOrganisation } from '../../services/organisations/organisations';
import { createInvite } from '../../services/students/registration';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
});
afterAll(() => platform.close());

describe('health', () => {
  it('reports the database once migrations ran', async () => {
    const reply = await api.get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      checks: { database: 'ok', storage: 'ok', judge: 'ok' },
    });
  });
});

describe('POST /api/student/login', () => {
  it('returns a token and the user for the right password', async () => {
    const reply = await api.post<{ token: string; user: Record<string, unknown> }>('/api/student/login', {
      Email: 'Student@Demo.test',
      Password: 'Student@123',
      ip: '1.2.3.4',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.token).toMatch(/^ey/);
    expect(reply.body.user).toMatchObject({
      Email: 'student@demo.test',
      FirstName: 'Asha',
      role: 'student',
      authType: 'default',
      CollegeId: platform.collegeId,
      secondFactorDone: true,
    });
    expect(JSON.stringify(reply.body)).not.toContain('password');
  });

  it('refuses a wrong password with one message for unknown accounts and wrong passwords alike', async () => {
    const wrong = await api.post('/api/student/login', { Email: 'student@demo.test', Password: 'Nope@1234' });
    const unknown = await api.post('/api/student/login', { Email: 'ghost@demo.test', Password: 'Nope@1234' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(messages.invalidCredentials);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(messages.invalidCredentials);
  });

  it('answers malformed bodies with 400 and a message, never 500', async () => {
    const cases: unknown[] = [
      { Email: 'not-an-email', Password: 'x' },
      { Email: 5, Password: [] },
      { Email: 'a@b.co' },
      {},
      [],
    ];
    for (const body of cases) {
      const reply = await api.call('POST', '/api/student/login', { body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message, JSON.stringify(body)).toBeTruthy();
    }
    const invalidJson = await platform.app.inject({
      method: 'POST',
      url: '/api/student/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email":',
    });
    expect(invalidJson.statusCode).toBe(400);
    expect(invalidJson.json().message).toBeTruthy();
    const text = await api.call('POST', '/api/student/login', { body: 'just a string' });
    expect(text.status).toBe(415);
    expect(text.body.message).toBeTruthy();
  });

  it('does not let a college login through the student door', async () => {
    const reply = await api.post('/api/student/login', {
      Email: 'college@demo.test',
      Password: 'College@123',
    });
    expect(reply.status).toBe(401);
  });

  it('refuses Google sign-in with a clear message when no Google client id is configured', async () => {
    const reply = await api.post('/api/student/login', { googleAccessToken: 'any-token' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(messages.googleNotConfigured);
  });

  it('after 10 wrong passwords at one account from one address, that address needs a mailed code for it', async () => {
    const guesser = client(platform.app, { remoteAddress: '203.0.113.66' });
    const guess = () =>
      guesser.post('/api/student/login', { Email: 'student2@demo.test', Password: 'Wrong@1234' });
    for (let i = 0; i < 10; i++) expect((await guess()).body.code).toBe('INVALID_CREDENTIALS');
    const last = await guess();
    expect(last.status).toBe(401);
    expect(last.body).toMatchObject({ code: 'SIGN_IN_CODE_REQUIRED', message: messages.signInCodeRequired });
    const right = { Email: 'student2@demo.test', Password: 'Student@123' };
    // the guessing address gets the same words for the right password: they tell it nothing
    expect((await guesser.post('/api/student/login', right)).body).toEqual(last.body);
    // a stranger's guesses do not lock the student out of their own device
    const student = client(platform.app, { remoteAddress: '198.51.100.7' });
    expect((await student.post('/api/student/login', right)).status).toBe(200);
  });

  it('checks a password hash for unknown addresses and password-less accounts too (no timing tell)', async () => {
    await platform.app.deps.db
      .insert(users)
      .values({ role: 'student', email: 'google.only@demo.test', firstName: 'Gia', passwordHash: null });
    const attempts: [string, string][] = [
      ['student', 'ghost@demo.test'],
      ['student', 'google.only@demo.test'],
      ['student', 'student@demo.test'],
      ['college', 'ghost@demo.test'],
      ['company', 'ghost@demo.test'],
      ['admin', 'ghost@demo.test'],
    ];
    for (const [role, email] of attempts) {
      const before = passwordVerifications();
      const reply = await api.post(`/api/${role}/login`, { Email: email, Password: 'Nope@1234' });
      expect(reply.status, `${role} ${email}`).toBe(401);
      expect(reply.body.message).toBe(messages.invalidCredentials);
      expect(passwordVerifications() - before, `${role} ${email}`).toBe(1);
    }
  });

  it("refuses the students of a rejected college with a clear message, and that college's invites", async () => {
    const other = await otherCollege(platform.app, 'staff@rejected.test');
    await platform.app.deps.db.insert(users).values({
      role: 'student',
      email: 'pupil@rejected.test',
      firstName: 'Pia',
      passwordHash: await hashPassword('Pupil#River42'),
      collegeId: other.collegeId,
    });
    const invite = await createInvite(platform.app, other.collegeId);
    await api.login('pupil@rejected.test', 'Pupil#River42');
    await decideOrganisation(platform.app, 'college', other.collegeId, false);

    const reply = await api.post('/api/student/login', {
      Email: 'pupil@rejected.test',
      Password: 'Pupil#River42',
    });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(messages.collegeRejected);
    const register = await api.post(`/api/student/register${new URL(invite).search}`, {
      FirstName: 'Late',
      Email: 'late@rejected.test',
      Password: 'Pupil#River42',
    });
    expect(register.status).toBe(403);
    expect(register.body.message).toBe(messages.collegeRejected);

    await decideOrganisation(platform.app, 'college', other.collegeId, true);
    await api.login('pupil@rejected.test', 'Pupil#River42');
  });
});

describe('sessions', () => {
  it('GET /me needs a token, and a revoked token is blacklisted', async () => {
    expect((await api.get('/api/student/me')).status).toBe(401);
    const garbage = await api.get('/api/student/me', 'not-a-jwt');
    expect(garbage.status).toBe(401);
    expect(garbage.body.message).toBe(messages.tokenBlacklisted);

    const token = await api.login('student@demo.test', 'Student@123');
    const me = await api.get<{ student: { FirstName: string; college: { name: string } } }>(
      '/api/student/me?getAll=true',
      token,
    );
    expect(me.status).toBe(200);
    expect(me.body.student.FirstName).toBe('Asha');
    expect(me.body.student.college.name).toBe('Demo College');

    expect((await api.get('/api/student/logout', token)).body).toEqual({
      success: true,
      message: 'Logged Out',
    });
    const after = await api.get('/api/student/me', token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(messages.tokenBlacklisted);
  });

  it('lists sessions with device and IP, and logs another device out remotely', async () => {
    const phone = await api.call<{ token: string }>('POST', '/api/student/login', {
      body: { Email: 'student@demo.test', Password: 'Student@123' },
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
      },
    });
    const laptop = await api.login('student@demo.test', 'Student@123');
    const list = await api.get<{
      loggedInUsers: { _id: string; device: string; ip: string; current: boolean; active: boolean }[];
    }>('/api/student/loggedin/users', laptop);
    expect(list.status).toBe(200);
    const phoneSession = list.body.loggedInUsers.find((s) => s.device === 'Chrome on Android');
    expect(phoneSession).toMatchObject({ ip: '127.0.0.1', active: true, current: false });
    expect(list.body.loggedInUsers.filter((s) => s.current)).toHaveLength(1);

    const revoked = await api.post<{ loggedInUsers: { _id: string; active: boolean }[] }>(
      `/api/student/logout/user/${phoneSession!._id}`,
      {},
      laptop,
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.loggedInUsers.find((s) => s._id === phoneSession!._id)?.active).toBe(false);
    expect((await api.get('/api/student/me', phone.body.token)).status).toBe(401);
    expect((await api.get('/api/student/me', laptop)).status).toBe(200);

    const removed = await api.post<{ loggedInUsers: { _id: string }[] }>(
      `/api/student/remove/logout/user/${phoneSession!._id}`,
      {},
      laptop,
    );
    expect(removed.body.loggedInUsers.some((s) => s._id === phoneSession!._id)).toBe(false);
  });

  it("cannot revoke another student's session", async () => {
    const mine = await api.login('student@demo.test', 'Student@123');
    const theirs = await api.login('free@demo.test', 'Student@123');
    const theirList = await api.get<{ loggedInUsers: { _id: string }[] }>(
      '/api/student/loggedin/users',
      theirs,
    );
    const target = theirList.body.loggedInUsers[0]!._id;
    expect((await api.post(`/api/student/logout/user/${target}`, {}, mine)).status).toBe(404);
    expect((await api.get('/api/student/me', theirs)).status).toBe(200);
  });
});

describe('roles', () => {
  it('signs in college, company and admin at their own doors, in the same reply shape', async () => {
    for (const [role, email, password] of [
      ['college', 'college@demo.test', 'College@123'],
      ['company', 'company@demo.test', 'Company@123'],
      ['admin', 'admin@demo.test', 'Admin@1234'],
    ] as const) {
      const reply = await api.post<{ token: string; user: { role: string } }>(`/api/${role}/login`, {
        Email: email,
        Password: password,
      });
      expect(reply.status, role).toBe(200);
      expect(reply.body.user.role).toBe(role);
      expect((await api.get(`/api/${role}/me`, reply.body.token)).status).toBe(200);
    }
  });

  it("refuses a token of one role on every other role's routes", async () => {
    const college = await api.login('college@demo.test', 'College@123', 'college');
    const student = await api.login('student@demo.test', 'Student@123');
    const asCollege = await api.get('/api/student/me', college);
    expect(asCollege.status).toBe(403);
    expect(asCollege.body.message).toBe(messages.forbidden);
    expect((await api.get('/api/college/me', student)).status).toBe(403);
    expect((await api.get('/api/admin/me', student)).status).toBe(403);
    expect((await api.get('/api/company/me', college)).status).toBe(403);
  });

  it('refuses at start a route that does not say who may call it', async () => {
    const { buildApp } = await import('../../app');
    const deps = platform.app.deps;
    const app = await buildApp(deps);
    expect(() => app.get('/api/oops', async () => ({}))).toThrow(/does not declare config.auth/);
    await app.close();
  });
});
