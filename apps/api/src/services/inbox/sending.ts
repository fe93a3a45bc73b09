import type { FileInfo, Mail, ReplyMailBody, SendMailBody } from '@placement/contract';
import { studentPortalMessages } from '@placement/contract';
import { mailboxEntries, mails, newId, userFiles, users } from '@placement/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';
import { normaliseEmail } from '../account/login';
import { throttle } from '../account/throttles';
import { publishMail } from '../live-events/live-events';
import { wantsEmail } from '../settings/notification-settings';
import { removeUserFiles } from '../uploads/files';
import { presentFile } from '../uploads/presenters';
import { checkType, storeUserFile, type UploadedFile } from '../uploads/uploads';
import { entriesFor, type MailRow } from './mailbox';
import { MAIL_ROLES, mailCollege } from './policy';
import { presentEntries } from './presenters';

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['pdf', 'png', 'jpeg', 'webp', 'gif', 'doc', 'docx'] as const;
/** one sender cannot flood a college: mails and attachment uploads per hour */
const SEND_LIMIT = { max: 60, windowMs: 60 * 60_000 };
const UPLOAD_LIMIT = { max: 100, windowMs: 60 * 60_000 };

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
  const refusal = await budgetRefusal(app, sender.id, incoming);
  if (refusal) throw refusal;
  const stored = [];
  for (const { file, type } of typed) stored.push(await storeUserFile(app, sender.id, 'mail', file, type));
  // two uploads at once may both have passed the check above; whichever sees the total over gives way
  const late = await budgetRefusal(app, sender.id, incoming, { stored: true });
  if (late) {
    await removeUserFiles(
      app,
      sender.id,
      stored.map((row) => row.id),
    );
    throw late;
  }
  return stored.map(presentFile);
}

const DAY_MS = 24 * 3600_000;
const megabytes = (bytes: number) => Math.ceil(bytes / 1024 / 1024);

/**
 * Why `incoming` more bytes of attachments are refused, or null: the unsent ones may not pass
 * ATTACHMENT_QUOTA_MB, and everything uploaded in the last 24 hours, sent or not, may not pass
 * ATTACHMENT_DAILY_MB (sending frees the first, never the second: upload, send, repeat is bounded).
 */
async function budgetRefusal(
  app: FastifyInstance,
  ownerId: string,
  incoming: number,
  { stored } = { stored: false },
) {
  const { unsentAttachmentQuotaBytes, attachmentDailyBytes, unusedUploadHours } = app.deps.config;
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const [row] = await app.deps.db
    .select({
      unsent: sql<string | null>`sum(${userFiles.size}) filter (where ${userFiles.usedAt} is null)`,
      today: sql<
        string | null
      >`sum(${userFiles.size}) filter (where ${userFiles.createdAt} > ${since}::timestamptz)`,
    })
    .from(userFiles)
    .where(and(eq(userFiles.ownerId, ownerId), eq(userFiles.kind, 'mail')));
  // after storing, the totals hold the incoming bytes already
  const already = stored ? incoming : 0;
  const unsent = Number(row?.unsent ?? 0) - already;
  const today = Number(row?.today ?? 0) - already;
  // not 413: the web shows its fixed 50 KB message for that
  if (unsent + incoming > unsentAttachmentQuotaBytes) {
    return badRequest(
      studentPortalMessages.attachmentQuota(megabytes(unsentAttachmentQuotaBytes), unusedUploadHours),
      'ATTACHMENT_QUOTA',
    );
  }
  if (today + incoming > attachmentDailyBytes) {
    return badRequest(
      studentPortalMessages.attachmentDailyBudget(
        megabytes(today),
        megabytes(incoming),
        megabytes(attachmentDailyBytes),
      ),
      'ATTACHMENT_DAILY_BUDGET',
    );
  }
  return null;
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

export const uploadLimits = { maxFileSize: ATTACHMENT_MAX_BYTES, maxFiles: 5 };
