import { randomBytes } from 'node:crypto';
import { type AnyPgColumn, text, timestamp } from 'drizzle-orm/pg-core';

/** Opaque 24-hex ids, exposed as `_id` where the spec uses it. */
export const newId = (): string => randomBytes(12).toString('hex');

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const parentId = (name: string, parent: () => AnyPgColumn) =>
  text(name).notNull().references(parent, { onDelete: 'cascade' });
