import { type Mail, studentPortalMessages } from '@placement/contract';
import { users } from '@placement/db';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { filesById } from '../uploads/files';
import { presentFile } from '../uploads/presenters';
import { type EntryRow, type MailRow, type Party, partyColumns } from './mailbox';

/** The inbox's replies: a mail as its reader holds it (the same shape for students and college staff). */

export const presentParty = (u: Party) => ({
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
export async function presentEntries(app: FastifyInstance, rows: { entry: EntryRow; mail: MailRow }[]) {
  const partyIds = [...new Set(rows.flatMap((r) => [r.mail.senderId, ...r.mail.toUserIds]))];
  const parties = new Map<string, Party>();
  if (partyIds.length > 0) {
    const found = await app.deps.db.select(partyColumns).from(users).where(inArray(users.id, partyIds));
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

/** The reply to a mail just sent (a new mail or a reply): the sender's copy. */
export const sentReply = (mail: Mail) => ({
  success: true as const,
  message: studentPortalMessages.mailSent,
  mail,
});
