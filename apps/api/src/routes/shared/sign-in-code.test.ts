import { messages } from '@placement/contract';
import { users } from '@placement/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

const PASSWORD = 'Ceiling#Right2027';
const WRONG = 'Ceiling#Guess2027';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

async function account(role: 'student' | 'college', email: string) {
  await platform.app.deps.db.insert(users).values({
    role,
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'Meera',
    collegeId: platform.collegeId,
  });
}

/** The 6-digit code of the newest mail to `email` received after `after` mails, read from the SMTP server. */
async function mailedCode(email: string, after: number): Promise<string> {
  const text = await platform.smtp.waitFor(email, 5000, after);
  const code = text.match(/^(\d{6})\r?$/m)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

const mailsTo = (email: string) => platform.smtp.inbox.filter((mail) => mail.to.includes(email)).length;

/** Wrong passwords at one account, one from each of `addresses` addresses. */
async function guessFromMany(role: string, email: string, addresses: number) {
  for (let i = 0; i < addresses; i++) {
    const guesser = client(platform.app, { remoteAddress: `192.0.2.${i + 1}` });
    const reply = await guesser.post(`/api/${role}/login`, { Email: email, Password: WRONG });
    expect(reply.status).toBe(401);
  }
}

describe('an account-wide ceiling on wrong passwords', () => {
  it('past it, the right password alone is refused with the code message; the mailed code signs in and resets the count', async () => {
    const email = 'target@ceiling.test';
    await account('student', email);
    const { max } = platform.app.deps.config.throttles.loginPerAccount;
    // one guess from each of many addresses, so no address reaches a limit of its own
    await guessFromMany('student', email, max + 10);

    const student = client(platform.app, { remoteAddress: '198.51.100.50' });
    const before = mailsTo(email);
    const refused = await student.post('/api/student/login', { Email: email, Password: PASSWORD });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      code: 'SIGN_IN_CODE_REQUIRED',
      message: messages.signInCodeRequired,
    });
    expect(refused.body).not.toHaveProperty('token');
    const code = await mailedCode(email, before);

    // a guesser cannot tell a right password from a wrong one, and a wrong one mails nothing
    const guesser = client(platform.app, { remoteAddress: '192.0.2.200' });
    const wrong = await guesser.post('/api/student/login', { Email: email, Password: WRONG });
    expect(wrong.body).toEqual(refused.body);
    // the code alone is not enough, nor a made-up one with the right password
    const codeWithoutPassword = await guesser.post('/api/student/login', {
      Email: email,
      Password: WRONG,
      code,
    });
    expect(codeWithoutPassword.status).toBe(401);
    expect(codeWithoutPassword.body).toMatchObject({
      code: 'SIGN_IN_CODE_WRONG',
      message: messages.signInCodeWrong,
    });
    const madeUp = code === '000000' ? '111111' : '000000';
    const wrongCode = await student.post('/api/student/login', {
      Email: email,
      Password: PASSWORD,
      code: madeUp,
    });
    expect(wrongCode.body).toEqual(codeWithoutPassword.body);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(email)).toBe(before + 1);

    const signedIn = await student.post<{ token: string }>('/api/student/login', {
      Email: email,
      Password: PASSWORD,
      code,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toMatch(/^ey/);
    expect((await student.get('/api/student/me', signedIn.body.token)).status).toBe(200);
    // the count started again: from yet another address the password alone signs in
    const laptop = client(platform.app, { remoteAddress: '198.51.100.51' });
    expect((await laptop.post('/api/student/login', { Email: email, Password: PASSWORD })).status).toBe(200);
  }, 60_000);

  it('holds at the staff doors too', async () => {
    const email = 'officer@ceiling.test';
    await account('college', email);
    await guessFromMany('college', email, platform.app.deps.config.throttles.loginPerAccount.max + 1);
    const officer = client(platform.app, { remoteAddress: '198.51.100.60' });
    const before = mailsTo(email);
    const refused = await officer.post('/api/college/login', { Email: email, Password: PASSWORD });
    expect(refused.body.code).toBe('SIGN_IN_CODE_REQUIRED');
    const code = await mailedCode(email, before);
    const signedIn = await officer.post('/api/college/login', { Email: email, Password: PASSWORD, code });
    expect(signedIn.status).toBe(200);
  }, 60_000);

  it("counts a trusted device's wrong passwords too, and asks it for the code past the ceiling", async () => {
    const email = 'own-laptop@ceiling.test';
    await account('student', email);
    const laptop = client(platform.app, { remoteAddress: '198.51.100.70', cookies: true });
    expect((await laptop.post('/api/student/login', { Email: email, Password: PASSWORD })).status).toBe(200);
    expect(laptop.cookies.get('placement_device')).toBeTruthy();
    // the trusted device is not held by its address's limits, but every wrong password counts for the account
    const { max } = platform.app.deps.config.throttles.loginPerAccount;
    for (let i = 0; i < max; i++) {
      const reply = await laptop.post('/api/student/login', { Email: email, Password: WRONG });
      expect(reply.body.code, `guess ${i + 1}`).toBe('INVALID_CREDENTIALS');
    }
    const before = mailsTo(email);
    const refused = await laptop.post('/api/student/login', { Email: email, Password: PASSWORD });
    expect(refused.body.code).toBe('SIGN_IN_CODE_REQUIRED');
    const code = await mailedCode(email, before);
    expect((await laptop.post('/api/student/login', { Email: email, Password: PASSWORD, code })).status).toBe(
      200,
    );
  }, 60_000);

  it('answers a malformed code with a 400 and a message', async () => {
    const api = client(platform.app);
    const reply = await api.post('/api/student/login', {
      Email: 'student@demo.test',
      Password: 'Student@123',
      code: '12ab56',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBeTruthy();
  });
});
