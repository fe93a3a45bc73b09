import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, parentId } from './columns';
import { users } from './users';

/** `image`: a question's image, imported with it from another tool's package. */
export type UserFileKind = 'avatar' | 'cv' | 'education' | 'mail' | 'video' | 'image';

/** A file a user uploaded; who else may read it is decided by its kind (see the API's file policy). */
export const userFiles = pgTable(
  'user_files',
  {
    id: id(),
    ownerId: parentId('owner_id', () => users.id),
    kind: text('kind').$type<UserFileKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    /** the client's file name, for display only; never used as a path */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /**
     * When a sent mail or a question first used this upload. Mail attachments and question videos still
     * null here are drafts: they count against the owner's quota and are swept after a day.
     */
    usedAt: at('used_at'),
  },
  (t) => [
    index('user_files_owner_idx').on(t.ownerId, t.kind),
    index('user_files_unused_idx').on(t.createdAt).where(sql`${t.usedAt} is null`),
  ],
);
