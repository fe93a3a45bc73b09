import type { AcademicField, Gender } from '@placement/domain';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, parentId } from './columns';
import { colleges } from './organisations';
import { users } from './users';

/** The programmes and branches a college offers: a rule or a record naming another is refused. */
export const collegeBranches = pgTable(
  'college_branches',
  {
    collegeId: parentId('college_id', () => colleges.id),
    programme: text('programme').notNull(),
    branch: text('branch').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collegeId, t.programme, t.branch] })],
);

/** A student's academic record; `verified` names the fields the college checked, which the student cannot change. */
export const academicRecords = pgTable(
  'academic_records',
  {
    studentId: text('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    collegeId: parentId('college_id', () => colleges.id),
    rollNumber: text('roll_number'),
    programme: text('programme'),
    branch: text('branch'),
    passOutYear: integer('pass_out_year'),
    cgpa: doublePrecision('cgpa'),
    cgpaScale: doublePrecision('cgpa_scale').notNull().default(10),
    classX: doublePrecision('class_x'),
    classXII: doublePrecision('class_xii'),
    diploma: doublePrecision('diploma'),
    activeBacklogs: integer('active_backlogs'),
    totalBacklogs: integer('total_backlogs'),
    gapYears: integer('gap_years'),
    gender: text('gender').$type<Gender>(),
    verified: text('verified').array().$type<AcademicField[]>().notNull().default(sql`'{}'::text[]`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('academic_records_college_roll_idx').on(t.collegeId, t.rollNumber)],
);

/** Every change to a record, by the student or the college: the field, its old and new values, who and when. */
export const academicRecordChanges = pgTable(
  'academic_record_changes',
  {
    id: id(),
    studentId: parentId('student_id', () => users.id),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    /** 'edit' changes the value; 'verify' and 'unverify' its lock */
    action: text('action').$type<'edit' | 'verify' | 'unverify'>().notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    byRole: text('by_role').$type<'student' | 'college'>().notNull(),
    at: createdAt(),
  },
  (t) => [index('academic_record_changes_student_idx').on(t.studentId, t.at)],
);
