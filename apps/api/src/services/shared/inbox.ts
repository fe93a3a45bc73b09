import type {
  FileInfo,
  Mail,
  MailSearchBody,
  MailType,
  ReplyMailBody,
  SendMailBody,
} from '@placement/contract';
import { studentPortalMessages } from '@placement/contract';
import { mailboxEntries, mails, newId, userFiles, users } from '@placement/db';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { likeContains } from '../../lib/like';
import type { UserRow } from '../../plugins/auth';
import { endOfKolkataDay, kolkataDate } from '../student/attendance';
import { requireCollege } from '../student/policy';
import { wantsEmail } from '../student/settings';
import { normaliseEmail } from './account/login';
import { throttle } from './account/throttles';
import { filesById, removeUserFiles } from './files';
import { publishMail } from './live-events';
import { checkType, presentFile, storeUserFile, type UploadedFile } from './uploads';

/**
 * The mailbox shared by students and college staff. A mail is written once (`mails`); each participant holds
 * a copy (`mailbox_entries`, folder received or sent) that only they can read, mark, bookmark or delete.
 * Mail stays inside one college: students and staff of a college write to each other, to no one else.
 * Messages are plain text, stored as written, and must be rendered as text (escaped), never as HTML.
 */

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['pdf', 'png', 'jpeg', 'webp', 'gif', 'doc', 'docx'] as const;
const MAIL_ROLES = ['student', 'college'] as const;
/** one sender cannot flood a college: mails and attachment uploads per hour */
const SEND_LIMIT = { max: 60, windowMs: 60 * 60_000 };
const UPLOAD_LIMIT = { max: 100, windowMs: 60 * 60_000 };

type MailRow = typeof mails.$inferSelect;
type EntryRow = typeof mailboxEntries.$inferSelect;
type Party = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'avatar'>;

/** The college a user's mail lives in; students without one get the portal's 403. */
export function mailCollege(user: UserRow): string {
  if (user.role === 'student') return requireCollege(user);
  if (user.role === 'college' && user.collegeId) return user.collegeId;
  throw forbidden('Only students and staff of a college can use the inbox');
}

/** Whoever has this address in the sender's college (staff before students); one message for every miss. */
async function recipientByEmail(app: FastifyInstance, sender: UserRow, email: string): Promise<UserRow> {
  const collegeId = mailCollege(sender);
  const rows = await app.deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.email, normaliseEmail(email)),
        eq(users.collegeId, collegeId),
        inArray(users.role, [...MAIL_ROLES]),
      ),
    );
  const recipient = rows.find((u) => u.role === 'college') ?? rows[0];
  if (!recipient) throw badRequest('No one with this Email in your college');
  if (recipient.id === sender.id) throw badRequest('You cannot send a mail to yourself');
  return recipient;
}

export async function ownAttachments(app: FastifyInstance, sender: UserRow, ids: string[] = []) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await app.deps.db
    .select()
    .from(userFiles)
    .where(and(inArray(userFiles.id, unique), eq(userFiles.ownerId, sender.id), eq(userFiles.kind, 'mail')));
  if (rows.length !== unique.length) throw badRequest('Attachment not found; upload it again');
  return unique;
}

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** Stores uploaded attachments for a mail still to be written; the keys go in `attachments`. */
export async function uploadAttachments(
  app: FastifyInstance,
  sender: UserRow,
  files: UploadedFile[],
): Promise<FileInfo[]> {
  mailCollege(sender);
  if (files.length === 0) throw badRequest(studentPortalMessages.filesNotSelected);
  await throttle(app, [[`mail-upload:${sender.id}`, UPLOAD_LIMIT]]);
  const typed = files.map((file) => ({ file, type: checkType(file, ATTACHMENT_TYPES) }));
  const incoming = files.reduce((sum, file) => sum + file.data.length, 0);
  if ((await unsentBytes(app, sender.id)) + incoming > app.deps.config.unsentAttachmentQuotaBytes) {
    throw quotaExceeded(app);
  }
  const stored = [];
  for (const { file, type } of typed) stored.push(await storeUserFile(app, sender.id, 'mail', file, type));
  // two uploads at once may both have passed the check above; whichever sees the total over gives way
  if ((await unsentBytes(app, sender.id)) > app.deps.config.unsentAttachmentQuotaBytes) {
    await removeUserFiles(
      app,
      sender.id,
      stored.map((row) => row.id),
    );
    throw quotaExceeded(app);
  }
  return stored.map(presentFile);
}

/** Bytes of attachments the user uploaded and has not sent yet. */
async function unsentBytes(app: FastifyInstance, ownerId: string): Promise<number> {
  const [row] = await app.deps.db
    .select({ bytes: sql<string | null>`sum(${userFiles.size})` })
    .from(userFiles)
    .where(and(eq(userFiles.ownerId, ownerId), eq(userFiles.kind, 'mail'), isNull(userFiles.usedAt)));
  return Number(row?.bytes ?? 0);
}

function quotaExceeded(app: FastifyInstance) {
  const { unsentAttachmentQuotaBytes, unusedUploadHours } = app.deps.config;
  const mb = Math.round(unsentAttachmentQuotaBytes / 1024 / 1024);
  // not 413: the web shows its fixed 50 KB message for that
  return badRequest(
    `Your attachments waiting to be sent would exceed ${mb} MB. Send the mail that uses them first; unsent attachments are removed after ${unusedUploadHours} hours.`,
    'ATTACHMENT_QUOTA',
  );
}

interface Outgoing {
  recipients: UserRow[];
  subject: string;
  message: string;
  attachments: string[];
  parent: MailRow | null;
}

export async function deliver(
  app: FastifyInstance,
  sender: UserRow,
  out: Outgoing,
  options: { notice?: boolean } = {},
): Promise<Mail> {
  // Platform notices (an invitation, say) are not a person typing: no send limit, and their own e-mail.
  if (!options.notice) await throttle(app, [[`mail-send:${sender.id}`, SEND_LIMIT]]);
  const id = newId();
  const createdAt = new Date();
  const subject = oneLine(out.subject) || '(no subject)';
  const body = out.message.replace(/\r\n?/g, '\n');
  await app.deps.db.transaction(async (tx) => {
    await tx.insert(mails).values({
      id,
      threadId: out.parent?.threadId ?? id,
      parentId: out.parent?.id ?? null,
      senderId: sender.id,
      toUserIds: out.recipients.map((r) => r.id),
      subject,
      body,
      attachmentIds: out.attachments,
      createdAt,
    });
    await tx
      .insert(mailboxEntries)
      .values([
        { mailId: id, ownerId: sender.id, folder: 'sent' as const, seen: true, createdAt },
        ...out.recipients.map((r) => ({ mailId: id, ownerId: r.id, folder: 'received' as const, createdAt })),
      ]);
    if (out.attachments.length > 0) {
      await tx
        .update(userFiles)
        .set({ usedAt: createdAt })
        .where(and(inArray(userFiles.id, out.attachments), isNull(userFiles.usedAt)));
    }
  });
  await publishMail(app, out.recipients, id);
  if (!options.notice) await notifyByEmail(app, sender, out.recipients, subject, body);
  const [sent] = await presentEntries(app, await entriesFor(app, sender.id, [id], 'sent'));
  if (!sent) throw new Error('sent mail vanished');
  return sent;
}

/** The mail also goes out as e-mail to each recipient who wants it; the inbox copy is what counts. */
async function notifyByEmail(
  app: FastifyInstance,
  sender: UserRow,
  recipients: UserRow[],
  subject: string,
  body: string,
) {
  const from = `${sender.firstName} ${sender.lastName}`.trim();
  for (const recipient of recipients) {
    if (!(await wantsEmail(app, recipient.id, 'emailOnNewMail'))) continue;
    const portal = recipient.role === 'college' ? 'college' : 'student';
    try {
      await app.deps.mailer.send({
        to: recipient.email,
        subject: `${from}: ${subject}`,
        text: `${from} <${sender.email}> wrote:\n\n${body}\n\nReply in Placement: ${app.deps.config.publicUrl}/${portal}/inbox`,
      });
    } catch (error) {
      app.log.warn({ err: error, to: recipient.email }, 'mail notification not sent');
    }
  }
}

/** An inbox message from the platform on a user's behalf, to one recipient; the caller sends any e-mail. */
export function sendNotice(
  app: FastifyInstance,
  sender: UserRow,
  recipient: UserRow,
  subject: string,
  message: string,
) {
  return deliver(
    app,
    sender,
    { recipients: [recipient], subject, message, attachments: [], parent: null },
    { notice: true },
  );
}

export async function sendMail(app: FastifyInstance, sender: UserRow, body: SendMailBody): Promise<Mail> {
  const recipient = await recipientByEmail(app, sender, body.Email);
  return deliver(app, sender, {
    recipients: [recipient],
    subject: body.Subject,
    message: body.Message,
    attachments: await ownAttachments(app, sender, body.attachments),
    parent: null,
  });
}

/** A reply stays in the thread of the mail it answers; by default it goes back to the other party. */
export async function replyToMail(app: FastifyInstance, sender: UserRow, body: ReplyMailBody): Promise<Mail> {
  const collegeId = mailCollege(sender);
  const [held] = await app.deps.db
    .select({ mail: mails, folder: mailboxEntries.folder })
    .from(mailboxEntries)
    .innerJoin(mails, eq(mails.id, mailboxEntries.mailId))
    .where(and(eq(mailboxEntries.ownerId, sender.id), eq(mailboxEntries.mailId, body.mailId)))
    .limit(1);
  if (!held) throw notFound('Mail not found');
  let recipients: UserRow[];
  if (body.Email) {
    recipients = [await recipientByEmail(app, sender, body.Email)];
  } else {
    const ids = held.folder === 'received' ? [held.mail.senderId] : held.mail.toUserIds;
    recipients = (await app.deps.db.select().from(users).where(inArray(users.id, ids))).filter(
      (u) =>
        u.id !== sender.id && u.collegeId === collegeId && (MAIL_ROLES as readonly string[]).includes(u.role),
    );
    if (recipients.length === 0) throw badRequest('No one left to reply to in your college');
  }
  const original = held.mail.subject;
  return deliver(app, sender, {
    recipients,
    subject: body.Subject?.trim() || (/^re:/i.test(original) ? original : `Re: ${original}`),
    message: body.Message,
    attachments: await ownAttachments(app, sender, body.attachments),
    parent: held.mail,
  });
}

async function entriesFor(app: FastifyInstance, ownerId: string, mailIds: string[], folder?: MailType) {
  if (mailIds.length === 0) return [];
  return app.deps.db
    .select({ entry: mailboxEntries, mail: mails })
    .from(mailboxEntries)
    .innerJoin(mails, eq(mails.id, mailboxEntries.mailId))
    .where(
      and(
        eq(mailboxEntries.ownerId, ownerId),
        inArray(mailboxEntries.mailId, mailIds),
        folder ? eq(mailboxEntries.folder, folder) : undefined,
      ),
    )
    .orderBy(asc(mails.createdAt), asc(mails.id));
}

const presentParty = (u: Party) => ({
  _id: u.id,
  Email: u.email,
  FirstName: u.firstName,
  LastName: u.lastName,
  role: u.role,
  avatar: u.avatar,
});
const unknownParty = (id: string) => ({
  _id: id,
  Email: '',
  FirstName: '',
  LastName: '',
  role: '',
  avatar: null,
});

/** The reader's copies, with sender, recipients and attachments filled in. */
async function presentEntries(app: FastifyInstance, rows: { entry: EntryRow; mail: MailRow }[]) {
  const partyIds = [...new Set(rows.flatMap((r) => [r.mail.senderId, ...r.mail.toUserIds]))];
  const parties = new Map<string, Party>();
  if (partyIds.length > 0) {
    const found = await app.deps.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        avatar: users.avatar,
      })
      .from(users)
      .where(inArray(users.id, partyIds));
    for (const p of found) parties.set(p.id, p);
  }
  const files = await filesById(app, [...new Set(rows.flatMap((r) => r.mail.attachmentIds))]);
  const party = (id: string) => {
    const p = parties.get(id);
    return p ? presentParty(p) : unknownParty(id);
  };
  return rows.map(
    ({ entry, mail }): Mail => ({
      _id: mail.id,
      threadId: mail.threadId,
      parentId: mail.parentId,
      type: entry.folder,
      from: party(mail.senderId),
      to: mail.toUserIds.map(party),
      Subject: mail.subject,
      Message: mail.body,
      attachments: mail.attachmentIds.flatMap((fid) => {
        const file = files.get(fid);
        return file ? [presentFile(file)] : [];
      }),
      seen: entry.seen,
      bookmarked: entry.bookmarked,
      createdAt: mail.createdAt.toISOString(),
    }),
  );
}

async function folderPage(
  app: FastifyInstance,
  ownerId: string,
  folder: MailType,
  filters: SQL | undefined,
  page: { skip: number; limit: number },
) {
  const { db } = app.deps;
  const where = and(eq(mailboxEntries.ownerId, ownerId), eq(mailboxEntries.folder, folder), filters);
  const rows = await db
    .select({ entry: mailboxEntries, mail: mails })
    .from(mailboxEntries)
    .innerJoin(mails, eq(mails.id, mailboxEntries.mailId))
    .innerJoin(users, eq(users.id, mails.senderId))
    .where(where)
    .orderBy(desc(mails.createdAt), desc(mails.id))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(mailboxEntries)
    .innerJoin(mails, eq(mails.id, mailboxEntries.mailId))
    .innerJoin(users, eq(users.id, mails.senderId))
    .where(where);
  return { mails: await presentEntries(app, rows), total: total?.n ?? 0 };
}

async function bothFolders(
  app: FastifyInstance,
  reader: UserRow,
  filters: SQL | undefined,
  page: { skip: number; limit: number },
) {
  mailCollege(reader);
  const received = await folderPage(app, reader.id, 'received', filters, page);
  const sent = await folderPage(app, reader.id, 'sent', filters, page);
  return {
    emailsReceived: received.mails,
    emailsSent: sent.mails,
    total: received.total,
    totalSent: sent.total,
  };
}

/** Newest first, the same page of each folder. */
export function listMails(app: FastifyInstance, reader: UserRow, page: { skip: number; limit: number }) {
  return bothFolders(app, reader, undefined, page);
}

const WITHIN_DAYS: Record<string, number> = {
  '1 day': 1,
  '3 days': 3,
  '1 week': 7,
  '2 weeks': 14,
  '1 month': 31,
  '2 months': 62,
  '6 months': 183,
  '1 year': 366,
};

/** keyword in subject, body or sender; `from` in the sender; `date` ± `within` days (Asia/Kolkata). */
export function searchMails(app: FastifyInstance, reader: UserRow, body: MailSearchBody) {
  const filters: SQL[] = [];
  const senderMatches = (pattern: string) =>
    or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ) as SQL;
  const keyword = body.keyword?.trim();
  if (keyword) {
    const pattern = likeContains(keyword);
    filters.push(
      or(ilike(mails.subject, pattern), ilike(mails.body, pattern), senderMatches(pattern)) as SQL,
    );
  }
  const from = body.from?.trim();
  if (from) filters.push(senderMatches(likeContains(from)));
  const within = typeof body.within === 'number' ? body.within : (WITHIN_DAYS[body.within ?? ''] ?? 0);
  if (body.date || within > 0) {
    const day = body.date || kolkataDate();
    const start = new Date(`${day}T00:00:00+05:30`);
    if (Number.isNaN(start.getTime()) || kolkataDate(start) !== day) {
      throw badRequest('date must be a real day (YYYY-MM-DD)');
    }
    const end = endOfKolkataDay(start);
    filters.push(gte(mails.createdAt, new Date(start.getTime() - within * 86_400_000)));
    filters.push(lt(mails.createdAt, new Date(end.getTime() + 1 + within * 86_400_000)));
  }
  return bothFolders(app, reader, and(...filters), { skip: body.skip ?? 0, limit: body.limit ?? 20 });
}

/** One of the reader's mails and its thread (only the mails of the thread the reader holds), oldest first. */
export async function readMail(app: FastifyInstance, reader: UserRow, mailId: string, type?: MailType) {
  mailCollege(reader);
  const [own] = await presentEntries(app, await entriesFor(app, reader.id, [mailId], type));
  if (!own) throw notFound('Mail not found');
  const rows = await app.deps.db
    .select({ entry: mailboxEntries, mail: mails })
    .from(mailboxEntries)
    .innerJoin(mails, eq(mails.id, mailboxEntries.mailId))
    .where(and(eq(mailboxEntries.ownerId, reader.id), eq(mails.threadId, own.threadId)))
    .orderBy(asc(mails.createdAt), asc(mails.id));
  return { mail: own, thread: await presentEntries(app, rows) };
}

async function changeEntries(
  app: FastifyInstance,
  reader: UserRow,
  mailId: string,
  type: MailType | undefined,
  set: Partial<Pick<EntryRow, 'seen' | 'bookmarked'>>,
) {
  mailCollege(reader);
  const changed = await app.deps.db
    .update(mailboxEntries)
    .set(set)
    .where(
      and(
        eq(mailboxEntries.ownerId, reader.id),
        eq(mailboxEntries.mailId, mailId),
        type ? eq(mailboxEntries.folder, type) : undefined,
      ),
    )
    .returning({ id: mailboxEntries.id });
  if (changed.length === 0) throw notFound('Mail not found');
}

export const markSeen = (app: FastifyInstance, reader: UserRow, mailId: string, type?: MailType) =>
  changeEntries(app, reader, mailId, type, { seen: true });

export const setBookmark = (
  app: FastifyInstance,
  reader: UserRow,
  mailId: string,
  bookmarked: boolean,
  type?: MailType,
) => changeEntries(app, reader, mailId, type, { bookmarked });

/** Whom a student can write to: the staff of their college (fellow students are reached by address). */
export async function mailContacts(app: FastifyInstance, reader: UserRow) {
  const collegeId = mailCollege(reader);
  const staff = await app.deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      avatar: users.avatar,
    })
    .from(users)
    .where(and(eq(users.collegeId, collegeId), eq(users.role, 'college')))
    .orderBy(asc(users.firstName));
  return staff.filter((s) => s.id !== reader.id).map(presentParty);
}

export const uploadLimits = { maxFileSize: ATTACHMENT_MAX_BYTES, maxFiles: 5 };
