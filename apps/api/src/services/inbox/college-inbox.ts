import type { CollegeSendMailBody, Mail, MailType } from '@placement/contract';
import { students, users } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';
import { deleteMail } from './mail-bin';
import { deliver, ownAttachments, sendMail } from './sending';

/**
 * The college side of the shared inbox (services/portal/inbox.ts): the same mails and copies, plus a
 * mail from staff to every student of a batch, or of the college, written once and delivered to each.
 */

/** `Email`, `batch` or `all`: exactly one of them says who gets the mail. */
export async function sendCollegeMail(
  app: FastifyInstance,
  sender: UserRow,
  body: CollegeSendMailBody,
): Promise<Mail> {
  const targets = [body.Email !== undefined, body.batch !== undefined, body.all === true].filter(Boolean);
  if (targets.length !== 1) throw badRequest('Send to one of Email, batch or all');
  if (body.Email !== undefined) {
    return sendMail(app, sender, {
      Email: body.Email,
      Subject: body.Subject,
      Message: body.Message,
      attachments: body.attachments,
    });
  }
  const collegeId = sender.collegeId;
  if (!collegeId) throw badRequest('Your account is not linked to a college');
  const rows = await app.deps.db
    .select({ user: users })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .where(
      and(
        eq(users.collegeId, collegeId),
        eq(users.role, 'student'),
        body.batch !== undefined ? eq(students.batch, body.batch.trim()) : undefined,
      ),
    );
  if (rows.length === 0) {
    throw badRequest(body.batch !== undefined ? 'No students in this batch' : 'Your college has no students');
  }
  return deliver(app, sender, {
    recipients: rows.map((r) => r.user),
    subject: body.Subject,
    message: body.Message,
    attachments: await ownAttachments(app, sender, body.attachments),
    parent: null,
  });
}

/** Deletes the reader's copy in one folder, or without `type` every copy they hold (received and sent). */
export async function deleteOwnCopies(
  app: FastifyInstance,
  reader: UserRow,
  mailId: string,
  type?: MailType,
) {
  if (type) return deleteMail(app, reader, mailId, type);
  let deleted = 0;
  for (const folder of ['received', 'sent'] as const) {
    try {
      await deleteMail(app, reader, mailId, folder);
      deleted++;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
  }
  if (deleted === 0) throw notFound('Mail not found');
}
