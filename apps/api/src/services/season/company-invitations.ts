import {
  type CompanyInvitation,
  type CompanyInvitationBody,
  type InvitedSignupBody,
  jobNotificationMessages as say,
} from '@placement/contract';
import {
  collegeCompanies,
  colleges,
  companies,
  companyInvitationNotes,
  companyInvitations,
  users,
} from '@placement/db';
import { aliasedTable, and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import { findUser, normaliseEmail } from '../account/login';
import { assertNewPassword, escapeHtml } from '../account/password-reset';
import { limits, throttle, throttleKeys } from '../account/throttles';

/**
 * A college invites a company (#45): a single-use sign-up link by mail, valid for two weeks. Signing up with it
 * creates the company, approved at once (the college vouches for it, as an admin would), and its first login,
 * tied to the college so that it may send the college job notification forms. The college keeps a contact log:
 * each invitation with its state and the notes staff add of replies.
 */
const INVITATION_TTL_MS = 14 * 24 * 60 * 60_000;

type Staff = { userId: string; collegeId: string };
type InvitationRow = typeof companyInvitations.$inferSelect;

const person = (p: { id: string; firstName: string; lastName: string } | null) =>
  p ? { _id: p.id, name: `${p.firstName} ${p.lastName}`.trim() } : null;

const stateOf = (row: InvitationRow, now = Date.now()) =>
  row.usedAt ? 'signed_up' : row.expiresAt.getTime() <= now ? 'expired' : 'pending';

export async function inviteCompany(app: FastifyInstance, staff: Staff, body: CompanyInvitationBody) {
  const email = normaliseEmail(body.Email);
  if (await findUser(app, 'company', email)) throw conflict(say.invitedAccountExists(email));
  const { db, config, mailer } = app.deps;
  const [college] = await db
    .select({ name: colleges.name })
    .from(colleges)
    .where(eq(colleges.id, staff.collegeId));
  const token = randomToken();
  // a new invitation replaces the pending ones to the same address: only the newest link signs up
  await db
    .update(companyInvitations)
    .set({ expiresAt: new Date() })
    .where(
      and(
        eq(companyInvitations.collegeId, staff.collegeId),
        eq(companyInvitations.email, email),
        isNull(companyInvitations.usedAt),
        gt(companyInvitations.expiresAt, new Date()),
      ),
    );
  const [invitation] = await db
    .insert(companyInvitations)
    .values({
      collegeId: staff.collegeId,
      email,
      companyName: body.companyName.trim(),
      contactName: (body.contactName ?? '').trim(),
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      invitedBy: staff.userId,
    })
    .returning();
  const collegeName = college?.name ?? 'A college';
  const link = `${config.publicUrl}/company/signup/invited/${token}`;
  const greeting = invitation!.contactName ? `Hello ${invitation!.contactName},` : 'Hello,';
  await mailer.send({
    to: email,
    subject: `${collegeName} invites ${invitation!.companyName} to recruit on Placement`,
    text:
      `${greeting}\n\n${collegeName} invites ${invitation!.companyName} to recruit its students on Placement: ` +
      `you send the college a job notification form, and its placement cell approves it for its students.\n\n` +
      `Sign up with this link (it works once and expires in 14 days):\n${link}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(collegeName)} invites ${escapeHtml(invitation!.companyName)} ` +
      'to recruit its students on Placement: you send the college a job notification form, and its placement ' +
      `cell approves it for its students.</p><p><a href="${link}">Sign up</a> (the link works once and expires in ` +
      '14 days).</p>',
    secrets: [token],
  });
  const [presented] = await presentInvitations(app, [invitation!]);
  return presented!;
}

const inviters = aliasedTable(users, 'inviters');

async function presentInvitations(app: FastifyInstance, rows: InvitationRow[]): Promise<CompanyInvitation[]> {
  if (rows.length === 0) return [];
  const { db } = app.deps;
  const ids = rows.map((r) => r.id);
  const people = await db
    .select({ id: inviters.id, firstName: inviters.firstName, lastName: inviters.lastName })
    .from(inviters)
    .where(
      inArray(
        inviters.id,
        rows.map((r) => r.invitedBy).filter((id): id is string => Boolean(id)),
      ),
    );
  const made = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      inArray(
        companies.id,
        rows.map((r) => r.companyId).filter((id): id is string => Boolean(id)),
      ),
    );
  const notes = await db
    .select({
      note: companyInvitationNotes,
      by: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(companyInvitationNotes)
    .leftJoin(users, eq(users.id, companyInvitationNotes.authorId))
    .where(inArray(companyInvitationNotes.invitationId, ids))
    .orderBy(asc(companyInvitationNotes.at), asc(companyInvitationNotes.id));
  return rows.map((row) => {
    const company = made.find((c) => c.id === row.companyId);
    return {
      _id: row.id,
      email: row.email,
      companyName: row.companyName,
      contactName: row.contactName,
      state: stateOf(row),
      invitedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      usedAt: row.usedAt?.toISOString() ?? null,
      invitedBy: person(people.find((p) => p.id === row.invitedBy) ?? null),
      company: company ? { _id: company.id, name: company.name } : null,
      notes: notes
        .filter((n) => n.note.invitationId === row.id)
        .map((n) => ({ _id: n.note.id, note: n.note.note, by: person(n.by), at: n.note.at.toISOString() })),
    };
  });
}

/** The college's contact log: every invitation, newest first, with its state and notes. */
export async function listInvitations(app: FastifyInstance, collegeId: string) {
  const rows = await app.deps.db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.collegeId, collegeId))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
  return presentInvitations(app, rows);
}

export async function addInvitationNote(app: FastifyInstance, staff: Staff, id: string, note: string) {
  const { db } = app.deps;
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.collegeId, staff.collegeId)));
  if (!row) throw notFound('Invitation not found');
  await db
    .insert(companyInvitationNotes)
    .values({ invitationId: id, note: note.trim(), authorId: staff.userId });
  const [presented] = await presentInvitations(app, [row]);
  return presented!;
}

/** The invitation a link names, if it may still be used; otherwise a refusal saying why. */
async function usableInvitation(app: FastifyInstance, token: string) {
  const [row] = await app.deps.db
    .select({ invitation: companyInvitations, college: colleges.name })
    .from(companyInvitations)
    .innerJoin(colleges, eq(colleges.id, companyInvitations.collegeId))
    .where(eq(companyInvitations.tokenHash, sha256(token)))
    .limit(1);
  if (!row) throw notFound(say.invitationNotFound);
  if (row.invitation.usedAt) throw conflict(say.invitationUsed);
  if (row.invitation.expiresAt.getTime() <= Date.now()) throw new HttpError(410, say.invitationExpired);
  return row;
}

export async function viewInvitation(app: FastifyInstance, token: string) {
  const { invitation, college } = await usableInvitation(app, token);
  return {
    college,
    companyName: invitation.companyName,
    email: invitation.email,
    contactName: invitation.contactName,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** The company and its first login from the link, tied to the college; the link is spent in the same step. */
export async function signUpInvited(
  app: FastifyInstance,
  token: string,
  body: InvitedSignupBody,
  ip: string,
) {
  await throttle(app, [[throttleKeys.ip('signup', ip), limits(app).signupPerIp]]);
  assertNewPassword(body.Password, body.Password);
  const { invitation } = await usableInvitation(app, token);
  if (await findUser(app, 'company', invitation.email))
    throw conflict(say.invitedAccountExists(invitation.email));
  const passwordHash = await hashPassword(body.Password);
  const name = body.organisationName.trim();
  return app.deps.db.transaction(async (tx) => {
    const now = new Date();
    // spent only if nobody spent it meanwhile: a second sign-up with the same link finds nothing to update
    const [spent] = await tx
      .update(companyInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(companyInvitations.id, invitation.id),
          isNull(companyInvitations.usedAt),
          gt(companyInvitations.expiresAt, now),
        ),
      )
      .returning({ id: companyInvitations.id });
    if (!spent) throw conflict(say.invitationUsed);
    const [company] = await tx
      .insert(companies)
      .values({ name, approved: true, details: { basic: { companyName: name } } })
      .returning();
    await tx.insert(users).values({
      role: 'company',
      email: invitation.email,
      passwordHash,
      firstName: body.FirstName.trim(),
      lastName: (body.LastName ?? '').trim(),
      companyId: company!.id,
    });
    await tx
      .update(companyInvitations)
      .set({ companyId: company!.id })
      .where(eq(companyInvitations.id, invitation.id));
    await tx
      .insert(collegeCompanies)
      .values({ collegeId: invitation.collegeId, companyId: company!.id, invitationId: invitation.id });
    return { _id: company!.id, name: company!.name, approved: true };
  });
}
