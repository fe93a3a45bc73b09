import { messages, type Role } from '@placement/contract';
import { users } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fetchGoogleProfile, type GoogleEndpoints } from '../../../lib/google';
import { badRequest, unauthorized } from '../../../lib/http-error';
import { checkPassword } from '../../../lib/passwords';
import type { Limit } from '../../../lib/throttle';
import type { UserRow } from '../../../plugins/auth';
import { assertOrganisationApproved } from '../../admin/organisations';
import { presentSessionUser } from '../presenters';
import { assertTextSignIn, sendOtp } from './otp';
import { type ClientInfo, startSession } from './sessions';
import { countFailures, limits, throttleKeys } from './throttles';

export interface Credentials {
  Email?: string;
  Password?: string;
  googleAccessToken?: string;
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

/** Password or Google sign-in for any role; authType qr/otp leaves the session waiting for the second factor. */
export async function login(app: FastifyInstance, role: Role, body: Credentials, client: ClientInfo) {
  // only failures count against the address: a lab's right passwords, however many, spend none of it
  const perIp: [string, Limit] = [throttleKeys.ip('login', client.ip), limits(app).loginPerIp];
  let user: UserRow;
  if (body.googleAccessToken) {
    const accessToken = body.googleAccessToken;
    user = await countFailures(app, [perIp], async () => {
      const profile = await fetchGoogleProfile(googleEndpoints(app), accessToken);
      const found = await findUser(app, role, profile.email);
      if (!found) throw unauthorized('No account uses this Google address. Please register first.');
      return found;
    });
  } else {
    if (!body.Email || !body.Password) throw badRequest('Please enter Email and Password');
    const email = normaliseEmail(body.Email);
    const password = body.Password;
    const perAccount = throttleKeys.accountAtIp('login', `${role}:${email}`, client.ip);
    user = await countFailures(
      app,
      [perIp, [perAccount, limits(app).loginPerAccountIp]],
      async () => {
        const found = await findUser(app, role, email);
        // an unknown address or a Google-only account still verifies a (dummy) hash: same time as a wrong password
        const ok = await checkPassword(found?.passwordHash ?? null, password);
        if (!found || !ok) throw unauthorized(messages.invalidCredentials, 'INVALID_CREDENTIALS');
        return found;
      },
      [perAccount],
    );
  }
  await assertOrganisationApproved(app, user);
  return signIn(app, user, client);
}

export async function signIn(app: FastifyInstance, user: UserRow, client: ClientInfo) {
  // before a session exists: an account set to texted codes cannot sign in where none can be sent
  if (user.authType === 'otp') assertTextSignIn(app);
  const stage = user.authType === 'default' ? 'full' : 'second_factor';
  const { token, session } = await startSession(app, user, client, stage);
  if (user.authType === 'otp') await sendOtp(app, user);
  return { success: true as const, token, user: presentSessionUser(user, session) };
}
