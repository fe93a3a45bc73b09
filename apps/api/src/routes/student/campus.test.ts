import { outbox, students, users } from '@placement/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createInvite } from '../../services/student/registration';
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

  it('10 wrong passwords lock one account at that address; a right one in between starts the count again', async () => {
    const [victim, classmate] = await enrol(platform, 'lock', 2);
    const lab = client(platform.app, { remoteAddress: '203.0.113.101' });
    const attempt = (email: string, password: string) =>
      lab.post('/api/student/login', { Email: email, Password: password });

    for (let i = 0; i < 9; i++) expect((await attempt(victim!, 'Wrong#Guess1')).status).toBe(401);
    expect((await attempt(victim!, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await attempt(victim!, 'Wrong#Guess1')).status).toBe(401);
    const locked = await attempt(victim!, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
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
    expect(next.status).toBe(429);
    // while the address is over, even a right password waits: guesses cannot hide among sign-ins
    expect(
      (await sprayer.post('/api/student/login', { Email: emails[max], Password: PASSWORD })).status,
    ).toBe(429);
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
});
