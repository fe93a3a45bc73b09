import type { ReportedScale } from '@placement/domain';
import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

export const colleges = pgTable('colleges', {
  id: id(),
  name: text('name').notNull(),
  timezone: text('timezone').notNull().default('Asia/Kolkata'),
  /** false while a self-signed-up college waits for an admin (or after a rejection) */
  approved: boolean('approved').notNull().default(true),
  rejectedAt: at('rejected_at'),
  /** how a calibrated adaptive test's θ is reported (issue #35); null: DEFAULT_REPORTED_SCALE */
  scoreScale: jsonb('score_scale').$type<ReportedScale>(),
  createdAt: createdAt(),
});

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  /** the rest of companyDetails.basic and friends; shaped by the company portal */
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  /** false while a self-signed-up company waits for an admin (or after a rejection) */
  approved: boolean('approved').notNull().default(true),
  rejectedAt: at('rejected_at'),
  createdAt: createdAt(),
});
