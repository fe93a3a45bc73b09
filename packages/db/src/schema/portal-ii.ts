import { date, index, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { colleges, companies } from './organisations';
import { jobs } from './portal';
import { users } from './users';

/** A student of a college placed at a company, as the college records it. */
export const placements = pgTable(
  'placements',
  {
    id: id(),
    collegeId: text('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** lakhs per annum */
    package: real('package').notNull(),
    /** the day of the offer in Asia/Kolkata */
    placedOn: date('placed_on', { mode: 'string' }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('placements_college_day_idx').on(t.collegeId, t.placedOn),
    index('placements_student_idx').on(t.studentId),
  ],
);

export type ApplicationStatus = 'applied' | 'shortlisted' | 'rejected' | 'hired';

/** A student's application to a job; the company moves it along. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('applied'),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('job_applications_job_student_idx').on(t.jobId, t.studentId),
    index('job_applications_student_idx').on(t.studentId),
  ],
);

/** Every attendance QR token scanned, by its jti: a token is accepted once, whatever the outcome. */
export const attendanceScans = pgTable('attendance_scans', {
  jti: text('jti').primaryKey(),
  studentId: text('student_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  scannedBy: text('scanned_by').references(() => users.id, { onDelete: 'set null' }),
  scannedAt: timestamp('scanned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
