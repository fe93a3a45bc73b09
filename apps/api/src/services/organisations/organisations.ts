import type { OrganisationSignupBody, OrganisationStatus } from '@placement/contract';
import { colleges, companies, sessions, users } from '@placement/db';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { findUser, normaliseEmail } from '../account/login';
import { assertNewPassword } from '../account/password-reset';
import { limits, throttle, throttleKeys } from '../account/throttles';
import { type OrganisationKind, tableOf } from './policy';

/**
 * Colleges and companies that sign themselves up wait for an admin: `approved` false, no rejection yet.
 * Their logins are refused until approved. A rejection keeps the rows (and says so at login) and ends the
 * organisation's sessions; approving later lets them in again.
 */

const memberColumn = (kind: OrganisationKind) => (kind === 'college' ? users.collegeId : users.companyId);

const statusOf = (row: { approved: boolean; rejectedAt: Date | null }): OrganisationStatus =>
  row.approved ? 'approved' : row.rejectedAt ? 'rejected' : 'pending';

/** A new, pending college or company with its first login. */
export async function signUpOrganisation(
  app: FastifyInstance,
  kind: OrganisationKind,
  body: OrganisationSignupBody,
  ip: string,
) {
  await throttle(app, [[throttleKeys.ip('signup', ip), limits(app).signupPerIp]]);
  // the same rule as every other password (packages/domain), checked before anything is written
  assertNewPassword(body.Password, body.Password);
  const email = normaliseEmail(body.Email);
  if (await findUser(app, kind, email)) throw conflict('An account with this Email already exists');
  const name = body.organisationName.trim();
  if (name.length < 2) throw badRequest('organisationName is too short');
  const passwordHash = await hashPassword(body.Password);
  const { db } = app.deps;
  return db.transaction(async (tx) => {
    const [org] =
      kind === 'college'
        ? await tx.insert(colleges).values({ name, approved: false }).returning()
        : await tx
            .insert(companies)
            .values({ name, approved: false, details: { basic: { companyName: name } } })
            .returning();
    await tx.insert(users).values({
      role: kind,
      email,
      passwordHash,
      firstName: body.FirstName.trim(),
      lastName: (body.LastName ?? '').trim(),
      collegeId: kind === 'college' ? org!.id : null,
      companyId: kind === 'company' ? org!.id : null,
    });
    return { _id: org!.id, name: org!.name, approved: false };
  });
}

async function listKind(
  app: FastifyInstance,
  kind: OrganisationKind,
  status?: OrganisationStatus,
  onlyId?: string,
) {
  const table = tableOf(kind);
  const filter: SQL | undefined =
    status === 'approved'
      ? eq(table.approved, true)
      : status === 'pending'
        ? and(eq(table.approved, false), isNull(table.rejectedAt))
        : status === 'rejected'
          ? and(eq(table.approved, false), isNotNull(table.rejectedAt))
          : undefined;
  const rows = await app.deps.db
    .select({
      id: table.id,
      name: table.name,
      approved: table.approved,
      rejectedAt: table.rejectedAt,
      createdAt: table.createdAt,
    })
    .from(table)
    .where(and(filter, onlyId ? eq(table.id, onlyId) : undefined))
    .orderBy(asc(table.createdAt), asc(table.id));
  const ids = rows.map((r) => r.id);
  const member = memberColumn(kind);
  const contacts =
    ids.length === 0
      ? []
      : await app.deps.db
          .select({
            orgId: member,
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(users)
          .where(and(inArray(member, ids), eq(users.role, kind)))
          .orderBy(asc(users.createdAt));
  return rows.map((r) => ({
    _id: r.id,
    kind,
    name: r.name,
    status: statusOf(r),
    createdAt: r.createdAt.toISOString(),
    contacts: contacts
      .filter((c) => c.orgId === r.id)
      .map((c) => ({ _id: c.id, Email: c.email, FirstName: c.firstName, LastName: c.lastName })),
  }));
}

export async function listOrganisations(
  app: FastifyInstance,
  query: { status?: OrganisationStatus; kind?: OrganisationKind },
) {
  return {
    colleges: query.kind === 'company' ? [] : await listKind(app, 'college', query.status),
    companies: query.kind === 'college' ? [] : await listKind(app, 'company', query.status),
  };
}

/** Approves or rejects; a rejection also signs out everyone of the organisation. */
export async function decideOrganisation(
  app: FastifyInstance,
  kind: OrganisationKind,
  id: string,
  approve: boolean,
) {
  const table = tableOf(kind);
  const { db } = app.deps;
  const now = new Date();
  const [updated] = await db
    .update(table)
    .set(approve ? { approved: true, rejectedAt: null } : { approved: false, rejectedAt: now })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (!updated) throw notFound(kind === 'college' ? 'College not found' : 'Company not found');
  if (!approve) {
    const members = db
      .select({ id: users.id })
      .from(users)
      .where(eq(memberColumn(kind), id));
    const revoked = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(inArray(sessions.userId, members), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    // this process's next request must not wait for the database's change notice (other processes get it)
    for (const userId of new Set(revoked.map((row) => row.userId))) app.actorCache?.forgetUser(userId);
  }
  const [organisation] = await listKind(app, kind, undefined, id);
  return organisation!;
}
