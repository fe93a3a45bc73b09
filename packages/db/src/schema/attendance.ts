import { date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, parentId } from './columns';
import { companies } from './organisations';
import { users } from './users';

/** A student expected at a company's drive on a day, in one of the three slots. */
export const driveAssignments = pgTable(
  'drive_assignments',
  {
    id: id(),
    studentId: parentId('student_id', () => users.id),
    companyId: parentId('company_id', () => companies.id),
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
    studentId: parentId('student_id', () => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<'present'>().notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
    /** the jti of the QR token that was scanned, so one token marks once */
    tokenId: text('token_id'),
  },
  (t) => [uniqueIndex('attendance_marks_student_day_idx').on(t.studentId, t.date)],
);

/** Every attendance QR token scanned, by its jti: a token is accepted once, whatever the outcome. */
export const attendanceScans = pgTable('attendance_scans', {
  jti: text('jti').primaryKey(),
  studentId: parentId('student_id', () => users.id),
  scannedBy: text('scanned_by').references(() => users.id, { onDelete: 'set null' }),
  scannedAt: timestamp('scanned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
