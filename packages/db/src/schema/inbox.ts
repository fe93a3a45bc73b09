import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * One message, written once. Each participant holds their own copy in `mailbox_entries`, so deleting is
 * per user. The same tables serve students and college staff.
 */
export const mails = pgTable(
  'mails',
  {
    id: id(),
    /** the id of the first mail of the conversation */
    threadId: text('thread_id').notNull(),
    parentId: text('parent_id'),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserIds: text('to_user_ids').array().notNull(),
    subject: text('subject').notNull(),
    /** plain text; every reader escapes it */
    body: text('body').notNull(),
    attachmentIds: text('attachment_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('mails_thread_idx').on(t.threadId)],
);

export type MailFolder = 'received' | 'sent';

export const mailboxEntries = pgTable(
  'mailbox_entries',
  {
    id: id(),
    mailId: text('mail_id')
      .notNull()
      .references(() => mails.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder').$type<MailFolder>().notNull(),
    seen: boolean('seen').notNull().default(false),
    bookmarked: boolean('bookmarked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mailbox_entries_owner_mail_idx').on(t.ownerId, t.mailId, t.folder),
    index('mailbox_entries_owner_folder_idx').on(t.ownerId, t.folder, t.createdAt),
  ],
);
