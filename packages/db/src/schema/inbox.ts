import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, parentId } from './columns';
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
    senderId: parentId('sender_id', () => users.id),
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
    mailId: parentId('mail_id', () => mails.id),
    ownerId: parentId('owner_id', () => users.id),
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

/**
 * Mailbox entries their owner deleted, kept for a short while so that "Undo" can put them back as they were.
 * The sweeper empties it; a mail and its attachments go once no entry and no binned entry is left.
 */
export const mailboxBin = pgTable(
  'mailbox_bin',
  {
    /** the entry's own id, kept so a restored entry is the same one */
    id: text('id').primaryKey(),
    mailId: parentId('mail_id', () => mails.id),
    ownerId: parentId('owner_id', () => users.id),
    folder: text('folder').$type<MailFolder>().notNull(),
    seen: boolean('seen').notNull(),
    bookmarked: boolean('bookmarked').notNull(),
    /** when the entry was first made (its place in the folder) */
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mailbox_bin_owner_mail_idx').on(t.ownerId, t.mailId, t.folder),
    index('mailbox_bin_deleted_idx').on(t.deletedAt),
  ],
);
