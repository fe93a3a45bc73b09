import { type CollegeStudentsQuery, SINGLE_LINE, singleLineMessage } from '@placement/contract';
import { colleges, inviteLinks, students, users } from '@placement/db';
import { multiplierLabel, parseTimeMultiplier, parseTimeMultiplierCell } from '@placement/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { likeContains } from '../../lib/like';
import { stillUsable } from '../../lib/single-use';
import { expectHeader, readSheet } from '../../lib/spreadsheet';
import { findUser, normaliseEmail } from '../account/login';
import { escapeHtml } from '../account/password-reset';
import { presentCollegeStudent } from './presenters';
import { createInvite } from './registration';

export const STUDENT_TEMPLATE = ['FirstName', 'LastName', 'Email', 'Batch', 'Approved'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ONE_LINE = new RegExp(SINGLE_LINE);
const NAME_CELLS = ['FirstName', 'LastName', 'Batch'] as const;

interface Invitee {
  Email: string;
  FirstName?: string;
  LastName?: string;
  Batch?: string;
  approved?: boolean;
  /** the time accommodation the student joins with (the class list's optional column) */
  timeMultiplier?: number;
}

/** The class list's optional last column, under any of the names colleges give it. */
export const MULTIPLIER_COLUMN = 'TimeMultiplier';
const MULTIPLIER_NAMES = new Set(['timemultiplier', 'extratime', 'timeaccommodation']);
const multiplierHeader = (header: string[]) =>
  header.map((h) => (MULTIPLIER_NAMES.has(h.toLowerCase().replace(/[\s_-]/g, '')) ? MULTIPLIER_COLUMN : h));

/** Mails a student a unique, expiring link to join the college. */
export async function inviteStudent(
  app: FastifyInstance,
  collegeId: string,
  collegeName: string,
  invitee: Invitee,
) {
  const email = normaliseEmail(invitee.Email);
  const existing = await findUser(app, 'student', email);
  if (existing?.collegeId === collegeId) throw conflict(`${email} is already a student of this college`);
  const url = await createInvite(app, collegeId, email, 30, {
    firstName: invitee.FirstName,
    lastName: invitee.LastName,
    batch: invitee.Batch,
    approved: invitee.approved ?? true,
    timeMultiplier: invitee.timeMultiplier ?? 1,
  });
  const name = invitee.FirstName ?? 'there';
  await app.deps.mailer.send({
    to: email,
    subject: `Join ${collegeName} on Placement`,
    text: `Hello ${name},\n\n${collegeName} invites you to Placement, where you will take assessments and see placement drives.\n\nRegister with this link (it works once and expires in 30 days):\n${url}\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(collegeName)} invites you to Placement.</p><p><a href="${url}">Register</a> (the link works once and expires in 30 days).</p>`,
    secrets: [new URL(url).searchParams.get('inviteLink') ?? url],
  });
  return url;
}

type RowNote = { row: number; message: string };

/** Who of these addresses is a student of the college already, or holds an unused, unexpired invite to it. */
async function knownAddresses(app: FastifyInstance, collegeId: string, emails: string[]) {
  if (emails.length === 0) return { students: new Set<string>(), invited: new Set<string>() };
  const { db } = app.deps;
  const enrolled = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.collegeId, collegeId), eq(users.role, 'student'), inArray(users.email, emails)));
  const pending = await db
    .select({ email: inviteLinks.email })
    .from(inviteLinks)
    .where(
      and(eq(inviteLinks.collegeId, collegeId), inArray(inviteLinks.email, emails), stillUsable(inviteLinks)),
    );
  return {
    students: new Set(enrolled.map((r) => normaliseEmail(r.email))),
    invited: new Set(pending.flatMap((r) => (r.email ? [r.email] : []))),
  };
}

/**
 * The bulk template, checked row by row. Re-uploading a class list is the normal case: a student of the
 * college already, or one whose invite is still waiting, is skipped (and reported); the rest are invited.
 * A row that needs fixing is listed with its row number, and then nothing is sent until every row is good.
 */
export async function inviteStudentsFromSheet(
  app: FastifyInstance,
  collegeId: string,
  collegeName: string,
  file: Buffer,
) {
  const { header: given, rows } = await readSheet(file);
  const header = multiplierHeader(given);
  expectHeader(header, STUDENT_TEMPLATE, [MULTIPLIER_COLUMN]);
  const multiplierCell = given[header.indexOf(MULTIPLIER_COLUMN)] ?? MULTIPLIER_COLUMN;
  if (rows.length === 0) throw badRequest('The file has no rows under the header');
  const errors: RowNote[] = [];
  const seen = new Set<string>();
  const invitees: (Invitee & { row: number; multiplierGiven: boolean })[] = [];
  for (const { line, cells } of rows) {
    const email = normaliseEmail(cells.Email ?? '');
    const approved = (cells.Approved ?? '').toLowerCase();
    const multiLine = NAME_CELLS.find((name) => !ONE_LINE.test(cells[name] ?? ''));
    const multiplier = parseTimeMultiplierCell(cells[multiplierCell] ?? '');
    if (multiLine) errors.push({ row: line, message: `${multiLine} ${singleLineMessage}` });
    else if (!EMAIL.test(email)) errors.push({ row: line, message: 'Email is not a valid address' });
    else if (seen.has(email)) errors.push({ row: line, message: `${email} appears twice` });
    else if (!cells.FirstName) errors.push({ row: line, message: 'FirstName is required' });
    else if (!['true', 'false', 'yes', 'no', ''].includes(approved))
      errors.push({ row: line, message: 'Approved must be true or false' });
    else if (!multiplier.ok) errors.push({ row: line, message: multiplier.error });
    else
      invitees.push({
        row: line,
        Email: email,
        FirstName: cells.FirstName,
        LastName: cells.LastName,
        Batch: cells.Batch || undefined,
        approved: approved !== 'false' && approved !== 'no',
        timeMultiplier: multiplier.value,
        multiplierGiven: (cells[multiplierCell] ?? '') !== '',
      });
    seen.add(email);
  }
  const known = await knownAddresses(
    app,
    collegeId,
    invitees.map((i) => i.Email),
  );
  const skipped: RowNote[] = [];
  // a re-uploaded list with the multiplier column sets it on the students already in the college (a blank
  // cell leaves theirs as it is); nothing is set while any row needs fixing
  const accommodated: { Email: string; timeMultiplier: number }[] = [];
  const fresh = invitees.filter(({ row, Email, timeMultiplier = 1, multiplierGiven }) => {
    if (known.students.has(Email)) {
      const setting = multiplierGiven && errors.length === 0;
      if (setting) accommodated.push({ Email, timeMultiplier });
      const note = setting ? `; time multiplier set to ${multiplierLabel(timeMultiplier)}` : '';
      skipped.push({ row, message: `${Email} is already a student of this college${note}` });
    } else if (known.invited.has(Email))
      skipped.push({ row, message: `${Email} was already invited and has not registered yet` });
    else return true;
    return false;
  });
  if (errors.length > 0) return { success: false, invited: 0, skipped, errors };
  await setTimeMultipliers(app, collegeId, accommodated);
  for (const { row: _row, multiplierGiven: _given, ...invitee } of fresh)
    await inviteStudent(app, collegeId, collegeName, invitee);
  return { success: true, invited: fresh.length, skipped, errors };
}

/** Sets the multipliers a class list gives students of the college: one statement per distinct value. */
async function setTimeMultipliers(
  app: FastifyInstance,
  collegeId: string,
  rows: { Email: string; timeMultiplier: number }[],
) {
  for (const m of new Set(rows.map((r) => r.timeMultiplier))) {
    const emails = rows.filter((r) => r.timeMultiplier === m).map((r) => r.Email);
    const ids = app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.collegeId, collegeId), eq(users.role, 'student'), inArray(users.email, emails)));
    await app.deps.db.update(students).set({ timeMultiplier: m }).where(inArray(students.userId, ids));
  }
}

/** Invites not used yet (the latest one per address), as the student list shows them beside the students. */
async function openInvites(
  app: FastifyInstance,
  collegeId: string,
  query: { batch?: string; search?: string },
) {
  const filters = [
    eq(inviteLinks.collegeId, collegeId),
    isNull(inviteLinks.usedAt),
    isNotNull(inviteLinks.email),
  ];
  if (query.batch) filters.push(eq(inviteLinks.batch, query.batch));
  if (query.search) {
    const like = likeContains(query.search);
    filters.push(
      or(
        ilike(inviteLinks.firstName, like),
        ilike(inviteLinks.lastName, like),
        ilike(inviteLinks.email, like),
      )!,
    );
  }
  const rows = await app.deps.db
    .select()
    .from(inviteLinks)
    .where(and(...filters))
    .orderBy(desc(inviteLinks.createdAt))
    .limit(MAX_INVITES_LISTED);
  const emails = [...new Set(rows.flatMap((r) => (r.email ? [r.email] : [])))];
  // An address that joined through another link is a student now, not an invitee.
  const { students: joined } = await knownAddresses(app, collegeId, emails);
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows)
    if (row.email && !joined.has(row.email) && !latest.has(row.email)) latest.set(row.email, row);
  const now = new Date();
  return [...latest.values()].map((invite) => ({
    Email: invite.email ?? '',
    FirstName: invite.firstName,
    LastName: invite.lastName,
    Batch: invite.batch,
    status: invite.expiresAt > now ? ('pending' as const) : ('expired' as const),
    invitedAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
  }));
}

const MAX_INVITES_LISTED = 500;

export async function listStudents(app: FastifyInstance, collegeId: string, query: CollegeStudentsQuery) {
  const filters = [eq(users.collegeId, collegeId), eq(users.role, 'student')];
  if (query.batch) filters.push(eq(students.batch, query.batch));
  if (query.status) filters.push(eq(students.approved, query.status === 'approved'));
  if (query.search) {
    const like = likeContains(query.search);
    filters.push(or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like))!);
  }
  const where = and(...filters);
  const { db } = app.deps;
  const rows = await db
    .select({ user: users, student: students })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName))
    .offset(query.skip ?? 0)
    .limit(query.limit ?? 50);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .where(where);
  const pendingInvites = await db
    .select({ n: count() })
    .from(inviteLinks)
    .where(and(eq(inviteLinks.collegeId, collegeId), isNull(inviteLinks.usedAt)));
  return {
    students: rows.map(({ user, student }) => presentCollegeStudent(user, student)),
    total: total?.n ?? 0,
    invitesOutstanding: pendingInvites[0]?.n ?? 0,
    // the status filter is about students' approval; invitees are listed only when it is not set
    invites: query.status ? [] : await openInvites(app, collegeId, query),
  };
}

export async function collegeStudent(app: FastifyInstance, collegeId: string, studentId: string) {
  const [row] = await app.deps.db
    .select({ user: users, student: students })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .where(and(eq(users.id, studentId), eq(users.collegeId, collegeId)));
  if (!row) throw notFound('Student not found');
  return row;
}

/** Approves a pending student, or rejects one: a rejected student leaves the college. */
export async function decideStudent(
  app: FastifyInstance,
  collegeId: string,
  studentId: string,
  approve: boolean,
) {
  await collegeStudent(app, collegeId, studentId);
  if (approve) {
    await app.deps.db.update(students).set({ approved: true }).where(eq(students.userId, studentId));
  } else {
    await app.deps.db
      .update(students)
      .set({ approved: false, internx: true })
      .where(eq(students.userId, studentId));
    await app.deps.db.update(users).set({ collegeId: null }).where(eq(users.id, studentId));
  }
}

/** Sets a student's standing time accommodation (1 to 4; 1 removes it); 404 for another college's student. */
export async function setTimeMultiplier(
  app: FastifyInstance,
  collegeId: string,
  studentId: string,
  value: unknown,
): Promise<{ message: string; timeMultiplier: number }> {
  await collegeStudent(app, collegeId, studentId);
  const parsed = parseTimeMultiplier(value);
  if (!parsed.ok) throw badRequest(parsed.error, 'INVALID_TIME_MULTIPLIER');
  const timeMultiplier = parsed.value;
  await app.deps.db.update(students).set({ timeMultiplier }).where(eq(students.userId, studentId));
  return {
    timeMultiplier,
    message:
      timeMultiplier === 1
        ? 'Time accommodation removed'
        : `Time accommodation set: ${multiplierLabel(timeMultiplier)} time on every test`,
  };
}

/** The college's name as invitations show it. */
export async function collegeName(app: FastifyInstance, collegeId: string): Promise<string> {
  const [college] = await app.deps.db
    .select({ name: colleges.name })
    .from(colleges)
    .where(eq(colleges.id, collegeId));
  return college?.name ?? 'Your college';
}
