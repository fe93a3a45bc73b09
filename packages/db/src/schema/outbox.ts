import { pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

/** Mail and text messages kept when no transport is configured, and a record of what was sent when one is. */
export const outbox = pgTable('outbox', {
  id: id(),
  channel: text('channel').$type<'mail' | 'sms'>().notNull(),
  to: text('to').notNull(),
  subject: text('subject'),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: at('sent_at'),
  createdAt: createdAt(),
});
