import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { companies } from './organisations';
import { users } from './users';

export type UserFileKind = 'avatar' | 'cv' | 'education' | 'mail' | 'video';

/** A file a user uploaded; who else may read it is decided by its kind (see the API's file policy). */
export const userFiles = pgTable(
  'user_files',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

export type WorkplaceType = 'onsite' | 'remote' | 'hybrid';
export type EmploymentType = 'full-time' | 'internship' | 'contract' | 'part-time';

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    location: text('location').notNull().default(''),
    workplaceType: text('workplace_type').$type<WorkplaceType>().notNull(),
    employmentType: text('employment_type').$type<EmploymentType>().notNull(),
    seniority: text('seniority').notNull().default(''),
    experienceMin: integer('experience_min').notNull().default(0),
    experienceMax: integer('experience_max'),
    /** lakhs per annum */
    salaryMin: real('salary_min'),
    salaryMax: real('salary_max'),
    closeBy: at('close_by'),
    roleOverview: text('role_overview').notNull().default(''),
    duties: text('duties').array().notNull().default(sql`'{}'::text[]`),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    eligibleBatches: text('eligible_batches').array().notNull().default(sql`'{}'::text[]`),
    /** empty: every college sees the job */
    visibleToCollegeIds: text('visible_to_college_ids').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId),
    index('jobs_status_created_idx').on(t.status, t.createdAt),
  ],
);

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

/** A student expected at a company's drive on a day, in one of the three slots. */
export const driveAssignments = pgTable(
  'drive_assignments',
  {
    id: id(),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** the day in Asia/Kolkata */
    date: date('date', { mode: 'string' }).notNull(),
    slot: integer('slot').$type<1 | 2 | 3>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('drive_assignments_student_company_day_idx').on(t.studentId, t.companyId, t.date)],
);

export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    id: id(),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<'present'>().notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
    /** the jti of the QR token that was scanned, so one token marks once */
    tokenId: text('token_id'),
  },
  (t) => [uniqueIndex('attendance_marks_student_day_idx').on(t.studentId, t.date)],
);

export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOnNewAssessment: boolean('email_on_new_assessment').notNull().default(true),
  emailOnNewJob: boolean('email_on_new_job').notNull().default(true),
  emailOnNewMail: boolean('email_on_new_mail').notNull().default(true),
  emailOnResults: boolean('email_on_results').notNull().default(true),
  updatedAt: at('updated_at'),
});
