import { oneLineText } from '@placement/contract';
import { ltiUsers, students, users } from '@placement/db';
import { and, eq } from 'drizzle-orm';
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

/**
 * The student account of an LMS user, found by (platform, sub) only; the first launch or roster sync makes one
 * in the platform's college, without a password (it signs in through the LMS). The LMS's e-mail is kept when no
 * other account uses it; a name or an e-mail alone never links an LMS user to an existing account.
 */
export async function studentForLmsUser(
  app: FastifyInstance,
  platform: { id: string; collegeId: string },
  sub: string,
  person: LmsPerson,
): Promise<{ userId: string; created: boolean }> {
  const [known] = await app.deps.db
    .select({ userId: ltiUsers.userId })
    .from(ltiUsers)
    .where(and(eq(ltiUsers.platformId, platform.id), eq(ltiUsers.sub, sub)))
    .limit(1);
  if (known) return { userId: known.userId, created: false };
  // names are shown in lists, mail and exports: one line, no direction overrides, as a typed name must be
  const given = nameOf(person.given_name) || nameOf(person.name) || 'LMS';
  const family = nameOf(person.family_name);
  const email = emailOf(person);
  const placeholder = `lti-${sha256(`${platform.id}:${sub}`).slice(0, 24)}@lti.invalid`;
  const userId = await app.deps.db.transaction(async (tx) => {
    const values = {
      role: 'student' as const,
      firstName: given,
      lastName: family,
      collegeId: platform.collegeId,
    };
    const [user] =
      (email
        ? await tx
            .insert(users)
            .values({ ...values, email })
            .onConflictDoNothing()
            .returning({ id: users.id })
        : []) ?? [];
    const created =
      user ??
      (
        await tx
          .insert(users)
          .values({ ...values, email: placeholder })
          .returning({ id: users.id })
      )[0];
    if (!created) throw new Error('student insert returned nothing');
    await tx.insert(students).values({ userId: created.id });
    await tx.insert(ltiUsers).values({ platformId: platform.id, sub, userId: created.id });
    return created.id;
  });
  return { userId, created: true };
}
