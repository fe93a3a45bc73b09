import { messages, type Role } from '@placement/contract';
import { users } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fetchGoogleProfile, type GoogleEndpoints } from '../../lib/google';
import { badRequest, unauthorized } from '../../lib/http-error';
import { checkPassword } from '../../lib/passwords';
import { type Limit, refund, tally } from '../../lib/throttle';
import type { UserRow } from '../../plugins/auth';
import { assertOrganisationApproved } from '../organisations/policy';
import { assertTextSignIn, sendOtp } from './otp';
import { presentSessionUser } from './presenters';
import { type ClientInfo, startSession } from './sessions';
import { checkSignInCode, mailSignInCode } from './sign-in-code';
import { countFailures, limits, throttleKeys } from './throttles';
import { isTrustedDevice, trustDevice } from './trusted-devices';

export interface Credentials {
  Email?: string;
  Password?: string;
  googleAccessToken?: string;
  /** the mailed sign-in code, when the account's sign-ins need one */
  code?: string;
}

export const googleEndpoints = (app: FastifyInstance): GoogleEndpoints => ({
  clientId: app.deps.config.googleClientId,
  tokeninfoUrl: app.deps.config.googleTokeninfoUrl,
  userinfoUrl: app.deps.config.googleUserinfoUrl,
});

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUser(
  app: FastifyInstance,
  role: Role,
  email: string,
): Promise<UserRow | undefined> {
  const [user] = await app.deps.db
    .select()
    .from(users)
    .where(and(eq(users.role, role), eq(users.email, normaliseEmail(email))))
    .limit(1);
  return user;
}

export type SignInReply = Awaited<ReturnType<typeof signIn>>;

/**
 * Password or Google sign-in for any role; authType qr/otp leaves the session waiting for the second factor.
 * `deviceToken` is the browser's device cookie; `device` in the result is the secret its cookie holds next.
 */
export async function login(
  app: FastifyInstance,
  role: Role,
  body: Credentials,
  client: ClientInfo,
  deviceToken: string | null,
): Promise<{ reply: SignInReply; device: string }> {
  const user = body.googleAccessToken
    ? await googleLogin(app, role, body.googleAccessToken, client)
    : await passwordLogin(app, role, body, client, deviceToken);
  await assertOrganisationApproved(app, user);
  const reply = await signIn(app, user, client);
  return { reply, device: await trustDevice(app, deviceToken, user.id) };
}

async function googleLogin(app: FastifyInstance, role: Role, accessToken: string, client: ClientInfo) {
  // only failures count against the address: a lab's right sign-ins, however many, spend none of it
  const perIp: [string, Limit] = [throttleKeys.ip('login', client.ip), limits(app).loginPerIp];
  return countFailures(app, [perIp], async () => {
    const profile = await fetchGoogleProfile(googleEndpoints(app), accessToken);
    const found = await findUser(app, role, profile.email);
    if (!found) throw unauthorized('No account uses this Google address. Please register first.');
    return found;
  });
}

/**
 * Every password is counted as a failure when it arrives and given back when it was right, so parallel
 * guesses cannot slip past a limit. Past a limit (the account's wrong passwords from anywhere, or, unless
 * this device signed in to the account before, its address's failures or the account's at this address)
 * a sign-in needs a mailed code as well: every password then gets the same answer, right or wrong, and
 * only a right one has a code mailed, so guesses learn nothing and the student is never locked out.
 */
async function passwordLogin(
  app: FastifyInstance,
  role: Role,
  body: Credentials,
  client: ClientInfo,
  deviceToken: string | null,
): Promise<UserRow> {
  if (!body.Email || !body.Password) throw badRequest('Please enter Email and Password');
  const email = normaliseEmail(body.Email);
  const account = `${role}:${email}`;
  const found = await findUser(app, role, email);
  // asked for unknown addresses too: the time taken must not tell whether an account exists
  const trusted = (await isTrustedDevice(app, deviceToken, found?.id ?? '')) && found !== undefined;
  const perAccount: Counted = [throttleKeys.account('login', account), limits(app).loginPerAccount];
  const perAccountIp: Counted = [
    throttleKeys.accountAtIp('login', account, client.ip),
    limits(app).loginPerAccountIp,
  ];
  const perIp: Counted = [throttleKeys.ip('login', client.ip), limits(app).loginPerIp];
  const counted = trusted ? [perAccount] : [perAccount, perAccountIp, perIp];
  const codeNeeded = await anyOverLimit(app, counted);
  // an unknown address or a Google-only account still verifies a (dummy) hash: same time as a wrong password
  const passwordRight =
    (await checkPassword(found?.passwordHash ?? null, body.Password)) && found !== undefined;
  const keys = counted.map(([key]) => key);

  if (!codeNeeded) {
    if (!found || !passwordRight) throw unauthorized(messages.invalidCredentials, 'INVALID_CREDENTIALS');
    await refund(app.deps.db, keys, [perAccountIp[0]]);
    return found;
  }
  if (body.code === undefined) {
    if (found && passwordRight) mailSignInCode(app, found);
    throw unauthorized(messages.signInCodeRequired, 'SIGN_IN_CODE_REQUIRED');
  }
  const codeRight = await checkSignInCode(app, found?.id ?? '', body.code, passwordRight);
  if (!found || !passwordRight || !codeRight)
    throw unauthorized(messages.signInCodeWrong, 'SIGN_IN_CODE_WRONG');
  // the account's owner is back: its count starts again
  await refund(app.deps.db, keys, [perAccount[0], perAccountIp[0]]);
  return found;
}

type Counted = [key: string, limit: Limit];

/** Counts this attempt against every key; whether any of them is now over its limit. */
async function anyOverLimit(app: FastifyInstance, counted: Counted[]): Promise<boolean> {
  let over = false;
  for (const [key, limit] of counted) {
    const { count } = await tally(app.deps.db, key, limit);
    if (count > limit.max) over = true;
  }
  return over;
}

export async function signIn(app: FastifyInstance, user: UserRow, client: ClientInfo) {
  // before a session exists: an account set to texted codes cannot sign in where none can be sent
  if (user.authType === 'otp') assertTextSignIn(app);
  const stage = user.authType === 'default' ? 'full' : 'second_factor';
  const { token, session } = await startSession(app, user, client, stage);
  if (user.authType === 'otp') await sendOtp(app, user);
  return { success: true as const, token, user: presentSessionUser(user, session) };
}
