import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@placement/contract';
import { inviteLinks } from '@placement/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/secrets';
import { createInvite } from '../../services/students/registration';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let google: Server;

const CLIENT_ID = 'placement-test.apps.googleusercontent.com';

/**
 * Google's tokeninfo and userinfo endpoints stand outside this machine: a local fake answers for known
 * access tokens in Google's own shapes (tokeninfo's values are strings; an unknown token gets 400).
 */
const googleAccounts: Record<string, { aud: string; sub: string; userinfo: Record<string, unknown> }> = {
  'token-new': {
    aud: CLIENT_ID,
    sub: '1001',
    // a name with direction overrides is taken without them, as a typed name must be
    userinfo: {
      email: 'new.google@demo.test',
      email_verified: true,
      given_name: 'Gita\u202E',
      family_name: '\u2067Rao\u2069',
    },
  },
  'token-existing': {
    aud: CLIENT_ID,
    sub: '1002',
    userinfo: { email: 'student@demo.test', email_verified: true, given_name: 'Asha' },
  },
  // a token the student gave another app, which that app replays to us
  'token-other-app': {
    aud: 'other-app.apps.googleusercontent.com',
    sub: '1002',
    userinfo: { email: 'student@demo.test', email_verified: true, given_name: 'Asha' },
  },
  'token-unverified': {
    aud: CLIENT_ID,
    sub: '1003',
    userinfo: { email: 'student@demo.test', email_verified: false, given_name: 'Asha' },
  },
  'token-unsaid': {
    aud: CLIENT_ID,
    sub: '1004',
    userinfo: { email: 'student@demo.test', given_name: 'Asha' },
  },
};

function fakeGoogle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://google.test');
  const reply = (status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/tokeninfo') {
    const account = googleAccounts[url.searchParams.get('access_token') ?? ''];
    if (!account) return reply(400, { error: 'invalid_token', error_description: 'Invalid Value' });
    const { userinfo } = account;
    return reply(200, {
      azp: account.aud,
      aud: account.aud,
      sub: account.sub,
      scope:
        'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      exp: String(Math.floor(Date.now() / 1000) + 3599),
      expires_in: '3599',
      email: userinfo.email,
      ...(userinfo.email_verified === undefined ? {} : { email_verified: String(userinfo.email_verified) }),
      access_type: 'online',
    });
  }
  if (url.pathname === '/userinfo') {
    const account = googleAccounts[(req.headers.authorization ?? '').replace('Bearer ', '')];
    if (!account) return reply(401, { error: 'invalid_request', error_description: 'Invalid Credentials' });
    return reply(200, { sub: account.sub, ...account.userinfo });
  }
  reply(404, { error: 'not_found' });
}

beforeAll(async () => {
  google = createServer(fakeGoogle);
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  const { port } = google.address() as AddressInfo;
  platform = await startTestPlatform({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_TOKENINFO_URL: `http://127.0.0.1:${port}/tokeninfo`,
    GOOGLE_USERINFO_URL: `http://127.0.0.1:${port}/userinfo`,
  });
  api = client(platform.app);
});
afterAll(async () => {
  await platform.close();
  google.close();
});

const inviteQuery = (url: string) => new URL(url).search;
const newStudent = (email: string) => ({
  FirstName: 'Ravi',
  LastName: 'Kumar',
  Email: email,
  Password: 'Tulip#River42',
  PhoneNumber: '+91 90000 00000',
  ip: '203.0.113.9',
});

describe('invite links', () => {
  it('check/invite names the college of a live link', async () => {
    const url = await createInvite(platform.app, platform.collegeId);
    const reply = await api.get<{ college: { name: string } }>(
      `/api/student/check/invite${inviteQuery(url)}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.college.name).toBe('Demo College');
  });

  it('registers through the link, binding the student to the college, and the link works once', async () => {
    const url = await createInvite(platform.app, platform.collegeId);
    const reply = await api.post<{ token: string; user: { CollegeId: string; FirstName: string } }>(
      `/api/student/register${inviteQuery(url)}`,
      newStudent('ravi@demo.test'),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ CollegeId: platform.collegeId, FirstName: 'Ravi' });
    expect((await api.get('/api/student/me', reply.body.token)).status).toBe(200);

    const again = await api.post(`/api/student/register${inviteQuery(url)}`, newStudent('other@demo.test'));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This invite link has already been used');
    const check = await api.get(`/api/student/check/invite${inviteQuery(url)}`);
    expect(check.status).toBe(400);
  });

  it('refuses a link presented with another college id', async () => {
    const url = new URL(await createInvite(platform.app, platform.collegeId));
    url.searchParams.set('CollegeId', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    const reply = await api.post(`/api/student/register${url.search}`, newStudent('wrong@demo.test'));
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Invalid invite link');
  });

  it('refuses an expired link and a link meant for another address', async () => {
    const expired = await createInvite(platform.app, platform.collegeId, null, -1);
    const late = await api.post(`/api/student/register${inviteQuery(expired)}`, newStudent('late@demo.test'));
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This invite link has expired');

    const personal = await createInvite(platform.app, platform.collegeId, 'named@demo.test');
    const check = await api.get<{ email: string }>(`/api/student/check/invite${inviteQuery(personal)}`);
    expect(check.body.email).toBe('named@demo.test');
    const stranger = await api.post(
      `/api/student/register${inviteQuery(personal)}`,
      newStudent('stranger@demo.test'),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe('This invite link was sent to another Email address');
    const secret = new URL(personal).searchParams.get('inviteLink')!;
    // the database keeps only a hash of the link's secret
    const rows = await platform.app.deps.db.select().from(inviteLinks);
    expect(rows.some((r) => r.tokenHash === sha256(secret))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('lets only one of two racing registrations use a link', async () => {
    const url = await createInvite(platform.app, platform.collegeId);
    const [a, b] = await Promise.all([
      api.post(`/api/student/register${inviteQuery(url)}`, newStudent('race1@demo.test')),
      api.post(`/api/student/register${inviteQuery(url)}`, newStudent('race2@demo.test')),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });

  it('enforces the password rule and refuses a taken address', async () => {
    const url = await createInvite(platform.app, platform.collegeId);
    const weak = await api.post(`/api/student/register${inviteQuery(url)}`, {
      ...newStudent('weak@demo.test'),
      Password: 'password',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      'Password must have an uppercase letter, a digit, a special character from !@#$%^&*(),.?":{}|<>',
    );
    const taken = await api.post(`/api/student/register${inviteQuery(url)}`, newStudent('student@demo.test'));
    expect(taken.status).toBe(409);
    // the link was not spent by the failed attempts
    expect((await api.get(`/api/student/check/invite${inviteQuery(url)}`)).status).toBe(200);
  });

  it('needs both query parameters', async () => {
    const reply = await api.post('/api/student/register?CollegeId=abc', newStudent('q@demo.test'));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('querystring must have inviteLink');
  });
});

describe('independent students', () => {
  it('internx-student-register makes a student with no college', async () => {
    const reply = await api.post<{ user: { CollegeId: string | null } }>(
      '/api/student/internx-student-register',
      newStudent('indie@demo.test'),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.user.CollegeId).toBeNull();
  });
});

describe('Google sign-in', () => {
  it('logs in the owner of a known address', async () => {
    const reply = await api.post<{ user: { Email: string } }>('/api/student/login', {
      googleAccessToken: 'token-existing',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user.Email).toBe('student@demo.test');
  });

  it('refuses a token Google does not accept, and an address with no account', async () => {
    const bad = await api.post('/api/student/login', { googleAccessToken: 'forged' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Google sign-in failed. Please try again.');
    const unknown = await api.post('/api/student/login', { googleAccessToken: 'token-new' });
    expect(unknown.status).toBe(401);
  });

  it('registers through an invite with the Google identity, then logs in with Google', async () => {
    const url = await createInvite(platform.app, platform.collegeId);
    const reply = await api.post<{
      user: { Email: string; FirstName: string; LastName: string; CollegeId: string };
    }>(`/api/student/register${inviteQuery(url)}`, { googleAccessToken: 'token-new' });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({
      Email: 'new.google@demo.test',
      FirstName: 'Gita',
      LastName: 'Rao',
      CollegeId: platform.collegeId,
    });
    expect((await api.post('/api/student/login', { googleAccessToken: 'token-new' })).status).toBe(200);
  });

  it('refuses a token Google issued to another app, with a clear message', async () => {
    const login = await api.post('/api/student/login', { googleAccessToken: 'token-other-app' });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(messages.googleWrongApp);
    const url = await createInvite(platform.app, platform.collegeId);
    const register = await api.post(`/api/student/register${inviteQuery(url)}`, {
      googleAccessToken: 'token-other-app',
    });
    expect(register.status).toBe(401);
  });

  it('refuses an address Google has not verified, or does not say is verified', async () => {
    for (const token of ['token-unverified', 'token-unsaid']) {
      const reply = await api.post('/api/student/login', { googleAccessToken: token });
      expect(reply.status, token).toBe(400);
      expect(reply.body.message).toBe(messages.googleEmailUnverified);
    }
  });
});

describe('registration limits and password list', () => {
  it('refuses a common password that meets the character rules', async () => {
    const reply = await api.post('/api/student/internx-student-register', {
      ...newStudent('common@demo.test'),
      Password: 'Password@123',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(messages.commonPassword);
  });

  it('limits independent registrations per address, like an organisation sign-up', async () => {
    const from = client(platform.app, { remoteAddress: '203.0.113.77' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // taken addresses: each try probes an address and hashes a password, and must count
      statuses.push(
        (await from.post('/api/student/internx-student-register', newStudent('student@demo.test'))).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
    const elsewhere = client(platform.app, { remoteAddress: '203.0.113.78' });
    expect(
      (await elsewhere.post('/api/student/internx-student-register', newStudent('ok@demo.test'))).status,
    ).toBe(200);
  });

  it('limits the addresses one invite link can probe', async () => {
    const url = await createInvite(platform.app, platform.collegeId);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await api.post(`/api/student/register${inviteQuery(url)}`, newStudent('student@demo.test'))).status,
      );
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
  });
});
