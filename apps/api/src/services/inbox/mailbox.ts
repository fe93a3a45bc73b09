import type { MailType } from '@placement/contract';
import { type mailboxBin, mailboxEntries, mails, users } from '@placement/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../plugins/auth';

/** The reader's copies of one mail, in one folder or in any, in the mailbox or in the bin. */
export const copiesOf = (
  table: typeof mailboxEntries | typeof mailboxBin,
  ownerId: string,
  mailId: string,
  folder?: MailType,
) => and(eq(table.ownerId, ownerId), eq(table.mailId, mailId), folder ? eq(table.folder, folder) : undefined);

/**
 * The mailbox shared by students and college staff. A mail is written once (`mails`); each participant holds
 * a copy (`mailbox_entries`, folder received or sent) that only they can read, mark, bookmark or delete.
 * Mail stays inside one college: students and staff of a college write to each other, to no one else.
 * Messages are plain text, stored as written, and must be rendered as text (escaped), never as HTML.
 */

export type MailRow = typeof mails.$inferSelect;
export type EntryRow = typeof mailboxEntries.$inferSelect;
export type Party = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'avatar'>;

/** What a mail shows of its sender and recipients. */
export const partyColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  avatar: users.avatar,
};

export async function entriesFor(
  app: FastifyInstance,
  ownerId: string,
  mailIds: string[],
  folder?: MailType,
) {
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
