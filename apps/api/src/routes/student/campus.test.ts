import { messages } from '@placement/contract';
import { outbox, students, users } from '@placement/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createInvite } from '../../services/students/registration';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

const PASSWORD = 'Campus#Lab2027';

/** Students of one college, written straight to the database with one shared hash (one hash costs ~10 ms). */
async function enrol(platform: TestPlatform, prefix: string, count: number, extra: { phone?: string } = {}) {
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${i}@campus.test`);
  for (let start = 0; start < count; start += 250) {
    const rows = await platform.app.deps.db
      .insert(users)
      .values(
        emails.slice(start, start + 250).map((email, i) => ({
          role: 'student' as const,
          email,
          passwordHash,
          firstName: `Student ${start + i}`,
          collegeId: platform.collegeId,
          ...(extra.phone ? { phoneNumber: `${extra.phone}${start + i}`, authType: 'otp' as const } : {}),
        })),
      )
      .returning({ id: users.id });
    await platform.app.deps.db
      .insert(students)
      .values(rows.map((row) => ({ userId: row.id, batch: '2027' })));
  }
  return emails;
}

/** Runs `task` over `items`, at most `width` at a time, keeping the order of the results. */
async function bounded<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

describe('a campus behind one address, with the default limits', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    // the harness lifts the request limits for other tests; here they are the defaults
    platform = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '', RATE_LIMIT_SIGNED_OUT_PER_MINUTE: '' });
  });
  afterAll(() => platform.close());

  // Speed is the benchmark's business (argon2 on a loaded machine varies); here all 1,000 fall in one window
  // of every sign-in limit, as a lab's 2 minutes do.
  it('1,000 distinct accounts sign in from one address, all of them', async () => {
    const emails = await enrol(platform, 'lab', 1000);
    const lab = client(platform.app, { remoteAddress: '203.0.113.100' });
    const statuses = await bounded(
      emails,
      8,
      async (email) => (await lab.post('/api/student/login', { Email: email, Password: PASSWORD })).status,
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 600_000);

  it('10 wrong passwords at one account from that address ask it for a mailed code; a right one in between starts the count again', async () => {
    const [victim, classmate] = await enrol(platform, 'lock', 2);
    const lab = client(platform.app, { remoteAddress: '203.0.113.101' });
    const attempt = (email: string, password: string) =>
      lab.post('/api/student/login', { Email: email, Password: password });

    for (let i = 0; i < 9; i++) expect((await attempt(victim!, 'Wrong#Guess1')).status).toBe(401);
    expect((await attempt(victim!, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await attempt(victim!, 'Wrong#Guess1')).body.code).toBe('INVALID_CREDENTIALS');
    }
    const held = await attempt(victim!, PASSWORD);
    expect(held.status).toBe(401);
    expect(held.body.code).toBe('SIGN_IN_CODE_REQUIRED');
    // the rest of the lab signs in as before
    expect((await attempt(classmate!, PASSWORD)).status).toBe(200);
  });

  it('wrong passwords spread over many accounts from one address are throttled, successes are not', async () => {
    const { max } = platform.app.deps.config.throttles.loginPerIp;
    const emails = await enrol(platform, 'spray', max + 1);
    const sprayer = client(platform.app, { remoteAddress: '203.0.113.102' });
    const login = (email: string, password: string) =>
      sprayer.post('/api/student/login', { Email: email, Password: password });
    const guesses = async (accounts: string[]) =>
      bounded(accounts, 8, async (email) => (await login(email, 'Summer#2024x')).status);
    const half = Math.floor(max / 2);
    const first = await guesses(emails.slice(0, half));
    // students signing in between the guesses spend nothing of the address's allowance
    const signIns = await bounded(
      emails.slice(0, 20),
      8,
      async (email) => (await login(email, PASSWORD)).status,
    );
    const second = await guesses(emails.slice(half, max));
    expect(signIns.filter((status) => status !== 200)).toEqual([]);
    expect([...first, ...second].filter((status) => status !== 401)).toEqual([]);
    const next = await sprayer.post('/api/student/login', { Email: emails[max], Password: 'Summer#2024x' });
    expect(next.status).toBe(401);
    expect(next.body.code).toBe('SIGN_IN_CODE_REQUIRED');
    // while the address is over, a right password gets the same words: guesses cannot hide among sign-ins
    expect(
      (await sprayer.post('/api/student/login', { Email: emails[max], Password: PASSWORD })).body,
    ).toEqual(next.body);
    const elsewhere = client(platform.app, { remoteAddress: '198.51.100.20' });
    expect(
      (await elsewhere.post('/api/student/login', { Email: emails[max], Password: PASSWORD })).status,
    ).toBe(200);
  }, 120_000);
});

describe('campus limits are configured per deployment', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({
      RATE_LIMIT_PER_MINUTE: '',
      RATE_LIMIT_SIGNED_OUT_PER_MINUTE: '',
      SECOND_FACTOR_FAILURES_PER_IP: '3',
      INVITE_FAILURES_PER_IP: '3',
      LOGIN_FAILURES_PER_IP: '30',
    });
  });
  afterAll(() => platform.close());

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

  it('second-factor codes: right ones do not count against the address, wrong ones over many accounts do', async () => {
    const emails = await enrol(platform, 'otp', 8, { phone: '+91 90000 1' });
    const lab = client(platform.app, { remoteAddress: '203.0.113.110' });
    const halfSession = async (email: string) =>
      (await lab.post<{ token: string }>('/api/student/login', { Email: email, Password: PASSWORD })).body
        .token;

    for (const [i, email] of emails.slice(0, 4).entries()) {
      const half = await halfSession(email);
      const code = await lastTextTo(`+91 90000 1${i}`);
      expect((await lab.post('/api/student/otp/verify', { code }, half)).status, email).toBe(200);
    }
    const wrong: number[] = [];
    for (const [i, email] of emails.slice(4).entries()) {
      const half = await halfSession(email);
      const code = await lastTextTo(`+91 90000 1${i + 4}`);
      wrong.push(
        (await lab.post('/api/student/otp/verify', { code: code === '000000' ? '111111' : '000000' }, half))
          .status,
      );
    }
    expect(wrong).toEqual([400, 400, 400, 429]);
  });

  it('invite registrations: each one that succeeds is free, failures from one address are limited', async () => {
    const lab = client(platform.app, { remoteAddress: '203.0.113.111' });
    const register = async (email: string, password = PASSWORD) => {
      const invite = new URL(await createInvite(platform.app, platform.collegeId));
      return (
        await lab.post(`/api/student/register${invite.search}`, {
          FirstName: 'Ravi',
          Email: email,
          Password: password,
        })
      ).status;
    };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await register(`new${i}@campus.test`));
    // a password the rules refuse is the student's typing, not a probe
    statuses.push(await register('weak@campus.test', 'Password@123'));
    for (let i = 0; i < 4; i++) statuses.push(await register('new0@campus.test'));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 400, 409, 409, 409, 429]);
  });

  it('one student spraying wrong passwords from the campus address keeps no classmate out', async () => {
    const [regular, newcomer, visitor] = await enrol(platform, 'nat', 3);
    const campus = '203.0.113.120';
    const login = (from: ReturnType<typeof client>, email: string, password = PASSWORD, code?: string) =>
      from.post('/api/student/login', { Email: email, Password: password, ...(code ? { code } : {}) });
    // yesterday: the regular signed in on their own laptop, and on a shared lab computer
    const laptop = client(platform.app, { remoteAddress: campus, cookies: true });
    const labComputer = client(platform.app, { remoteAddress: campus, cookies: true });
    const first = await login(laptop, regular!);
    expect(first.status).toBe(200);
    expect(first.headers['set-cookie']).toMatch(
      /^placement_device=[A-Za-z0-9_-]{43}; Path=\/api; Max-Age=15552000; HttpOnly; SameSite=Strict$/,
    );
    expect((await login(labComputer, regular!)).status).toBe(200);

    // one student exhausts the address's allowance of failures in seconds
    const attacker = client(platform.app, { remoteAddress: campus });
    const { max } = platform.app.deps.config.throttles.loginPerIp;
    for (let i = 0; i <= max; i++) await login(attacker, `ghost${i}@campus.test`, 'Spray#2024x');
    const spent = await login(attacker, `ghost0@campus.test`, 'Spray#2024x');
    expect(spent.body.code).toBe('SIGN_IN_CODE_REQUIRED');

    // the device that signed in before: its right password is not refused by the address's limit
    const back = await login(laptop, regular!);
    expect(back.status).toBe(200);
    expect((await laptop.get('/api/student/me', (back.body as { token: string }).token)).status).toBe(200);
    expect((await login(laptop, regular!, 'Typo#Campus2027')).body.code).toBe('INVALID_CREDENTIALS');

    // without a device cookie, the right password gets the mailed-code path, not 15 minutes of nothing
    const phone = client(platform.app, { remoteAddress: campus, cookies: true });
    const before = platform.smtp.inbox.length;
    const held = await login(phone, newcomer!);
    expect(held.status).toBe(401);
    expect(held.body).toMatchObject({ code: 'SIGN_IN_CODE_REQUIRED', message: messages.signInCodeRequired });
    const code = (await platform.smtp.waitFor(newcomer!, 5000, before)).match(/^(\d{6})\r?$/m)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await login(phone, newcomer!, PASSWORD, code)).status).toBe(200);
    // that device is trusted now
    expect((await login(phone, newcomer!)).status).toBe(200);

    // a device cookie is bound to the accounts that signed in with it, and a made-up one is worth nothing
    expect((await login(labComputer, visitor!)).body.code).toBe('SIGN_IN_CODE_REQUIRED');
    const forged = await attacker.call('POST', '/api/student/login', {
      body: { Email: visitor, Password: PASSWORD },
      headers: { cookie: `placement_device=${'A'.repeat(43)}` },
    });
    expect(forged.body.code).toBe('SIGN_IN_CODE_REQUIRED');
  });
});
