import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { assessments, attempts } from './assessments';
import { at, createdAt, id, parentId } from './columns';
import { users } from './users';

/** A signed, expiring link that opens one attempt's recruiter copy without an account; the college may revoke it. */
export const reportShareLinks = pgTable(
  'report_share_links',
  {
    id: id(),
    attemptId: parentId('attempt_id', () => attempts.id),
    assessmentId: parentId('assessment_id', () => assessments.id),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('report_share_links_attempt_idx').on(t.attemptId)],
);

/** Every opening of a share link (the page or its PDF), for the college to see who looked and when. */
export const reportShareOpenings = pgTable(
  'report_share_openings',
  {
    id: id(),
    linkId: parentId('link_id', () => reportShareLinks.id),
    format: text('format').$type<'page' | 'pdf'>().notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    openedAt: createdAt(),
  },
  (t) => [index('report_share_openings_link_idx').on(t.linkId, t.openedAt)],
);
