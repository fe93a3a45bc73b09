import type { InvigilatedTest, Invigilator, InvigilatorInviteBody } from '@placement/contract';
import { assessments, colleges, invigilatorAssignments, passwordResets, users } from '@placement/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http-error';
import { randomToken, sha256 } from '../../lib/secrets';
import type { UserRow } from '../../plugins/auth';
import { findUser, normaliseEmail } from '../account/login';
import { escapeHtml } from '../account/password-reset';
import { revokeOtherSessions } from '../account/sessions';
import { ownAssessment } from '../assessments/policy';

/** An invitation's set-password link lasts a week: faculty read their mail less often than a reset's hour. */
const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * A new invigilator account of the college, with no password yet, and a mail with a single-use link to the
 * invigilator portal's set-password page (the password reset machinery, with a week to use it).
 */
export async function inviteInvigilator(
  app: FastifyInstance,
  collegeId: string,
  body: InvigilatorInviteBody,
): Promise<Invigilator> {
  const email = normaliseEmail(body.Email);
  if (await findUser(app, 'invigilator', email)) {
    throw conflict(`${email} already has an invigilator account`);
  }
  const { db } = app.deps;
  const [college] = await db.select({ name: colleges.name }).from(colleges).where(eq(colleges.id, collegeId));
  const [user] = await db
    .insert(users)
    .values({
      role: 'invigilator',
      email,
      firstName: body.FirstName.trim(),
      lastName: body.LastName?.trim() ?? '',
      collegeId,
    })
    .returning();
  if (!user) throw new Error('invigilator not created');
  await mailInvitation(app, user, college?.name ?? 'Your college');
  return { ...present(user), assignments: [] };
}

/** A fresh single-use set-password link for the invigilator, by mail; the links sent before it stop working. */
async function mailInvitation(app: FastifyInstance, user: UserRow, collegeName: string): Promise<void> {
  const { db, config, mailer } = app.deps;
  const token = randomToken();
  await db.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  await db
    .insert(passwordResets)
    .values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + INVITE_TTL_MS) });
  const link = `${config.publicUrl}/invigilator/password/reset/${token}`;
  await mailer.send({
    to: user.email,
    subject: `${collegeName} invites you to invigilate on Placement`,
    text:
      `Hello ${user.firstName},\n\n${collegeName} has made you an invigilator on Placement: you will see the live ` +
      `board of the tests you are assigned to.\n\nChoose your password with this link (it works once and expires ` +
      `in 7 days):\n${link}\n\nThen sign in at ${config.publicUrl}/invigilator/login.`,
    html:
      `<p>Hello ${escapeHtml(user.firstName)},</p><p>${escapeHtml(collegeName)} has made you an invigilator on ` +
      'Placement: you will see the live board of the tests you are assigned to.</p>' +
      `<p><a href="${link}">Choose your password</a> (the link works once and expires in 7 days).</p>`,
    secrets: [token],
  });
}

/**
 * Sends the invitation again (the link expired, the mail was lost) with a new link; the earlier links stop
 * working. 409 once the invigilator has chosen a password: from then on it is "Forgot password" on their portal.
 */
export async function resendInvitation(app: FastifyInstance, collegeId: string, id: string): Promise<string> {
  const { db } = app.deps;
  const [row] = await db
    .select({ user: users, college: colleges.name })
    .from(users)
    .innerJoin(colleges, eq(colleges.id, users.collegeId))
    .where(and(eq(users.id, id), eq(users.role, 'invigilator'), eq(users.collegeId, collegeId)));
  if (!row) throw notFound('Invigilator not found');
  if (row.user.passwordHash !== null) {
    throw conflict(
      `${row.user.email} has chosen a password already: they can use "Forgot password" to reset it`,
    );
  }
  await mailInvitation(app, row.user, row.college);
  return row.user.email;
}

const present = (user: UserRow): Omit<Invigilator, 'assignments'> => ({
  _id: user.id,
  Email: user.email,
  FirstName: user.firstName,
  LastName: user.lastName,
  passwordSet: user.passwordHash !== null,
});

/** The college's invigilators with the tests each is assigned to. */
export async function listInvigilators(app: FastifyInstance, collegeId: string): Promise<Invigilator[]> {
  const { db } = app.deps;
  const people = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'invigilator'), eq(users.collegeId, collegeId)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  if (people.length === 0) return [];
  const assigned = await db
    .select({
      invigilatorId: invigilatorAssignments.invigilatorId,
      assessmentId: assessments.id,
      name: assessments.name,
      batch: invigilatorAssignments.batch,
    })
    .from(invigilatorAssignments)
    .innerJoin(assessments, eq(assessments.id, invigilatorAssignments.assessmentId))
    .where(
      inArray(
        invigilatorAssignments.invigilatorId,
        people.map((p) => p.id),
      ),
    )
    .orderBy(asc(assessments.name));
  return people.map((person) => ({
    ...present(person),
    assignments: assigned
      .filter((a) => a.invigilatorId === person.id)
      .map(({ assessmentId, name, batch }) => ({ assessmentId, name, batch })),
  }));
}

/** An invigilator of this college, or 404 (another college's, or not an invigilator). */
async function ownInvigilator(app: FastifyInstance, collegeId: string, id: string): Promise<UserRow> {
  const [user] = await app.deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'invigilator'), eq(users.collegeId, collegeId)));
  if (!user) throw notFound('Invigilator not found');
  return user;
}

/** Deletes the account: its sessions end at once and its assignments go with it; the logs keep its name. */
export async function removeInvigilator(app: FastifyInstance, collegeId: string, id: string): Promise<void> {
  const user = await ownInvigilator(app, collegeId, id);
  await revokeOtherSessions(app, user.id);
  await app.deps.db.delete(users).where(eq(users.id, user.id));
}

/** Assigns (or re-assigns, with another batch) an invigilator of the college to one of its tests. */
export async function assignInvigilator(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
  invigilatorId: string,
  batch: string | null,
): Promise<{ user: UserRow; test: string; batch: string | null }> {
  const test = await ownAssessment(app, collegeId, assessmentId);
  const user = await ownInvigilator(app, collegeId, invigilatorId);
  const limited = batch?.trim() || null;
  await app.deps.db
    .insert(invigilatorAssignments)
    .values({ assessmentId, invigilatorId, batch: limited })
    .onConflictDoUpdate({
      target: [invigilatorAssignments.assessmentId, invigilatorAssignments.invigilatorId],
      set: { batch: limited },
    });
  return { user, test: test.name, batch: limited };
}

/** Takes an invigilator off a test; 404 when they were not on it. */
export async function unassignInvigilator(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
  invigilatorId: string,
): Promise<void> {
  await ownAssessment(app, collegeId, assessmentId);
  await ownInvigilator(app, collegeId, invigilatorId);
  const gone = await app.deps.db
    .delete(invigilatorAssignments)
    .where(
      and(
        eq(invigilatorAssignments.assessmentId, assessmentId),
        eq(invigilatorAssignments.invigilatorId, invigilatorId),
      ),
    )
    .returning({ id: invigilatorAssignments.assessmentId });
  if (gone.length === 0) throw notFound('This invigilator is not assigned to this test');
}

/**
 * The published tests an invigilator is assigned to that are live or still to come (an attempt may run a full
 * test length past the window's close), soonest first.
 */
export async function invigilatedAssessments(
  app: FastifyInstance,
  user: UserRow,
  now = new Date(),
): Promise<InvigilatedTest[]> {
  if (!user.collegeId) return [];
  const rows = await app.deps.db
    .select({ test: assessments, batch: invigilatorAssignments.batch })
    .from(invigilatorAssignments)
    .innerJoin(assessments, eq(assessments.id, invigilatorAssignments.assessmentId))
    .where(
      and(
        eq(invigilatorAssignments.invigilatorId, user.id),
        eq(assessments.collegeId, user.collegeId),
        eq(assessments.status, 'published'),
      ),
    )
    .orderBy(asc(assessments.startDate));
  return rows
    .filter(({ test }) => !test.endDate || test.endDate.getTime() + test.totalTime * 60_000 > now.getTime())
    .map(({ test, batch }) => ({
      _id: test.id,
      name: test.name,
      startDate: test.startDate.toISOString(),
      endDate: test.endDate?.toISOString() ?? null,
      totalTime: test.totalTime,
      batch,
      live: test.startDate.getTime() <= now.getTime(),
    }));
}
