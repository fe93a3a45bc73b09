import { oneLineText } from '@placement/contract';
import { ltiUsers, newId, students, users } from '@placement/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../lib/secrets';

/** What an LMS says of a person: a launch's claims or an NRPS member, with the same OIDC names. */
export type LmsPerson = Readonly<Record<string, unknown>>;

const nameOf = (value: unknown) => (typeof value === 'string' ? oneLineText(value, 120) : '');
export const emailOf = (person: LmsPerson) =>
  typeof person.email === 'string' ? person.email.trim().slice(0, 254).toLowerCase() : '';

/** A person's name as the LMS gives it, for lists: given and family name, or the full name, or the LMS id. */
export function displayName(person: LmsPerson, lmsUserId: string): string {
  const joined = [nameOf(person.given_name), nameOf(person.family_name)].filter(Boolean).join(' ');
  return joined || nameOf(person.name) || lmsUserId;
}

/** An LMS user as a launch or a roster names them: the platform's stable `sub` and what it says of them. */
export interface LmsUser {
  sub: string;
  person: LmsPerson;
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/**
 * The student account of each LMS user, found by (platform, sub) only; the first launch or roster sync makes one
 * in the platform's college, without a password (it signs in through the LMS). The LMS's e-mail is kept when no
 * other account uses it; a name or an e-mail alone never links an LMS user to an existing account. A roster's
 * chunk of learners takes a handful of statements, whatever its size; a launch is a chunk of one.
 */
export async function studentsForLmsUsers(
  app: FastifyInstance,
  platform: { id: string; collegeId: string },
  people: readonly LmsUser[],
): Promise<Map<string, { userId: string; created: boolean }>> {
  // a launch of the same person meanwhile may make their account first: then read again and find it
  for (let attempt = 1; ; attempt++) {
    try {
      return await accountsOnce(app, platform, people);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function accountsOnce(
  app: FastifyInstance,
  platform: { id: string; collegeId: string },
  people: readonly LmsUser[],
) {
  const found = new Map<string, { userId: string; created: boolean }>();
  const subs = [...new Set(people.map((p) => p.sub))];
  if (subs.length === 0) return found;
  const known = await app.deps.db
    .select({ sub: ltiUsers.sub, userId: ltiUsers.userId })
    .from(ltiUsers)
    .where(and(eq(ltiUsers.platformId, platform.id), inArray(ltiUsers.sub, subs)));
  for (const row of known) found.set(row.sub, { userId: row.userId, created: false });
  const fresh = new Map<string, LmsPerson>();
  for (const { sub, person } of people) if (!found.has(sub) && !fresh.has(sub)) fresh.set(sub, person);
  if (fresh.size === 0) return found;

  const rows = [...fresh].map(([sub, person]) => ({
    sub,
    id: newId(),
    role: 'student' as const,
    // names are shown in lists, mail and exports: one line, no direction overrides, as a typed name must be
    firstName: nameOf(person.given_name) || nameOf(person.name) || 'LMS',
    lastName: nameOf(person.family_name),
    collegeId: platform.collegeId,
    email: emailOf(person),
    placeholder: `lti-${sha256(`${platform.id}:${sub}`).slice(0, 24)}@lti.invalid`,
  }));
  await app.deps.db.transaction(async (tx) => {
    const account = ({ id, role, firstName, lastName, collegeId }: (typeof rows)[number]) => ({
      id,
      role,
      firstName,
      lastName,
      collegeId,
    });
    const withEmail = rows.filter((row) => row.email);
    const kept = new Set(
      withEmail.length
        ? (
            await tx
              .insert(users)
              .values(withEmail.map((row) => ({ ...account(row), email: row.email })))
              .onConflictDoNothing()
              .returning({ id: users.id })
          ).map((user) => user.id)
        : [],
    );
    // no e-mail, or one another account has (or a learner before in this chunk took): a placeholder address
    const placeheld = rows.filter((row) => !kept.has(row.id));
    if (placeheld.length)
      await tx.insert(users).values(placeheld.map((row) => ({ ...account(row), email: row.placeholder })));
    await tx.insert(students).values(rows.map((row) => ({ userId: row.id })));
    await tx
      .insert(ltiUsers)
      .values(rows.map((row) => ({ platformId: platform.id, sub: row.sub, userId: row.id })));
  });
  for (const row of rows) found.set(row.sub, { userId: row.id, created: true });
  return found;
}

/** The student account of one LMS user (a launch), made on their first launch or roster sync. */
export async function studentForLmsUser(
  app: FastifyInstance,
  platform: { id: string; collegeId: string },
  sub: string,
  person: LmsPerson,
): Promise<{ userId: string; created: boolean }> {
  const account = (await studentsForLmsUsers(app, platform, [{ sub, person }])).get(sub);
  if (!account) throw new Error('student account not made');
  return account;
}
