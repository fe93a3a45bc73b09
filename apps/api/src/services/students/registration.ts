import { messages, type RegisterBody } from '@placement/contract';
import { colleges, inviteLinks, students, users } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fetchGoogleProfile } from '../../lib/google';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import { stillUsable } from '../../lib/single-use';
import type { Limit } from '../../lib/throttle';
import type { UserRow } from '../../plugins/auth';
import { findUser, googleEndpoints, normaliseEmail, signIn } from '../account/login';
import { assertNewPassword } from '../account/password-reset';
import type { ClientInfo } from '../account/sessions';
import { countFailures, limits, throttle, throttleKeys } from '../account/throttles';

const INVITE_TTL_DAYS = 30;

/** Makes a single-use invite link to join a college; the secret lives only in the returned URL. */
export async function createInvite(
  app: FastifyInstance,
  collegeId: string,
  email: string | null = null,
  ttlDays = INVITE_TTL_DAYS,
  details: {
    firstName?: string;
    lastName?: string;
    batch?: string;
    approved?: boolean;
    timeMultiplier?: number;
  } = {},
): Promise<string> {
  const secret = randomToken(18);
  await app.deps.db.insert(inviteLinks).values({
    tokenHash: sha256(secret),
    collegeId,
    email: email ? normaliseEmail(email) : null,
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
    ...details,
  });
  const query = new URLSearchParams({ CollegeId: collegeId, inviteLink: secret });
  return `${app.deps.config.publicUrl}/student?${query}`;
}

/** The live invite named by a link, or a 4xx saying why not. */
export async function checkInvite(app: FastifyInstance, collegeId: string, secret: string) {
  const [row] = await app.deps.db
    .select({ invite: inviteLinks, college: colleges })
    .from(inviteLinks)
    .innerJoin(colleges, eq(colleges.id, inviteLinks.collegeId))
    .where(eq(inviteLinks.tokenHash, sha256(secret)))
    .limit(1);
  if (!row || row.invite.collegeId !== collegeId) throw notFound('Invalid invite link');
  if (!row.college.approved && row.college.rejectedAt) {
    throw forbidden(messages.collegeRejected, 'COLLEGE_REJECTED');
  }
  if (row.invite.usedAt) throw badRequest('This invite link has already been used');
  if (row.invite.expiresAt <= new Date()) throw badRequest('This invite link has expired');
  return row;
}

interface NewStudent {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  passwordHash: string | null;
  avatar: string | null;
  collegeId: string | null;
}

/** The form's own rules (fields, password rules): a typing mistake, checked before any throttle counts it. */
function assertForm(body: RegisterBody): void {
  if (body.googleAccessToken) return;
  if (!body.Email || !body.Password || !body.FirstName) {
    throw badRequest('Please fill FirstName, Email and Password');
  }
  assertNewPassword(body.Password, body.Password);
}

async function identityOf(app: FastifyInstance, body: RegisterBody): Promise<Omit<NewStudent, 'collegeId'>> {
  if (body.googleAccessToken) {
    const profile = await fetchGoogleProfile(googleEndpoints(app), body.googleAccessToken);
    return { ...profile, avatar: profile.picture, phoneNumber: body.PhoneNumber ?? null, passwordHash: null };
  }
  // callers have checked the form (assertForm); this narrows its fields
  if (!body.Email || !body.Password || !body.FirstName) {
    throw badRequest('Please fill FirstName, Email and Password');
  }
  return {
    email: normaliseEmail(body.Email),
    firstName: body.FirstName.trim(),
    lastName: (body.LastName ?? '').trim(),
    phoneNumber: body.PhoneNumber ?? null,
    passwordHash: await hashPassword(body.Password),
    avatar: null,
  };
}

async function insertStudent(
  app: FastifyInstance,
  student: NewStudent,
  invite: { tokenHash: string; batch: string | null; approved: boolean; timeMultiplier: number } | null,
) {
  const inviteHash = invite?.tokenHash ?? null;
  if (await findUser(app, 'student', student.email))
    throw conflict('An account with this Email already exists');
  return app.deps.db.transaction(async (tx) => {
    if (inviteHash) {
      // Claim the link in the same transaction: two registrations racing on one link cannot both win.
      const claimed = await tx
        .update(inviteLinks)
        .set({ usedAt: new Date() })
        .where(and(eq(inviteLinks.tokenHash, inviteHash), stillUsable(inviteLinks)))
        .returning({ tokenHash: inviteLinks.tokenHash });
      if (claimed.length === 0) throw badRequest('This invite link has already been used');
    }
    const [user] = await tx
      .insert(users)
      .values({ role: 'student', ...student })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict('An account with this Email already exists');
    await tx.insert(students).values({
      userId: user.id,
      internx: student.collegeId === null,
      batch: invite?.batch ?? null,
      approved: invite?.approved ?? true,
      timeMultiplier: invite?.timeMultiplier ?? 1,
    });
    if (inviteHash)
      await tx.update(inviteLinks).set({ usedBy: user.id }).where(eq(inviteLinks.tokenHash, inviteHash));
    return user as UserRow;
  });
}

/**
 * Registration through a college's invite link: binds the student to that college. A link works once, so
 * only failures (a used or wrong link, a taken address) count against the address: a whole class may
 * register from one campus address.
 */
export async function registerWithInvite(
  app: FastifyInstance,
  collegeId: string,
  secret: string,
  body: RegisterBody,
  client: ClientInfo,
) {
  assertForm(body);
  const perIp: [string, Limit] = [
    throttleKeys.ip('register-invite', client.ip),
    limits(app).registerInvitePerIp,
  ];
  const user = await countFailures(app, [perIp], async () => {
    const { invite } = await checkInvite(app, collegeId, secret);
    // each try probes an address and hashes a password: a link may be tried a few times, not used to scan
    await throttle(app, [
      [throttleKeys.link('register-invite', invite.tokenHash), limits(app).registerPerInvite],
    ]);
    const identity = await identityOf(app, body);
    if (invite.email && invite.email !== identity.email) {
      throw badRequest('This invite link was sent to another Email address');
    }
    return insertStudent(app, { ...identity, collegeId: invite.collegeId }, invite);
  });
  return signIn(app, user, client);
}

/** An independent student, with no college: every registration counts, as for an organisation's sign-up. */
export async function registerIndependent(app: FastifyInstance, body: RegisterBody, client: ClientInfo) {
  assertForm(body);
  await throttle(app, [[throttleKeys.ip('register', client.ip), limits(app).registerPerIp]]);
  const identity = await identityOf(app, body);
  const user = await insertStudent(app, { ...identity, collegeId: null }, null);
  return signIn(app, user, client);
}
