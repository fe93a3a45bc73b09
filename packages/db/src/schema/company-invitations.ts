import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, parentId } from './columns';
import { colleges, companies } from './organisations';
import { users } from './users';

/**
 * A college's invitation to a company (#45): a single-use sign-up link mailed to a recruiter. Only the token's
 * hash is kept; signing up with it creates the company and its first login, tied to the college.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: id(),
    collegeId: parentId('college_id', () => colleges.id),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** the company the link created */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('company_invitations_college_idx').on(t.collegeId, t.createdAt)],
);

/** The college's contact log with an invited company: a reply, a call, a promise, in the staff's words. */
export const companyInvitationNotes = pgTable(
  'company_invitation_notes',
  {
    id: id(),
    invitationId: parentId('invitation_id', () => companyInvitations.id),
    note: text('note').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    at: createdAt(),
  },
  (t) => [index('company_invitation_notes_invitation_idx').on(t.invitationId, t.at)],
);

/** A company tied to a college: it may send that college job notification forms. */
export const collegeCompanies = pgTable(
  'college_companies',
  {
    collegeId: parentId('college_id', () => colleges.id),
    companyId: parentId('company_id', () => companies.id),
    invitationId: text('invitation_id').references(() => companyInvitations.id, { onDelete: 'set null' }),
    at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.collegeId, t.companyId] })],
);
