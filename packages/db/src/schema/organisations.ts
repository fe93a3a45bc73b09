import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const colleges = pgTable('colleges', {
  id: id(),
  name: text('name').notNull(),
  timezone: text('timezone').notNull().default('Asia/Kolkata'),
  createdAt: createdAt(),
});

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  /** the rest of companyDetails.basic and friends; shaped by the company portal */
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});
