import { boolean, doublePrecision, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { colleges, companies } from './organisations';

/** 'invigilator': a college's faculty member who supervises a lab; sees only the live boards of tests assigned to them */
export type Role = 'student' | 'college' | 'company' | 'admin' | 'invigilator';
export type AuthType = 'default' | 'qr' | 'otp';

/** One account per person, whatever the role; sign-in machinery is shared by all roles. */
export const users = pgTable(
  'users',
  {
    id: id(),
    role: text('role').$type<Role>().notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    avatar: text('avatar'),
    authType: text('auth_type').$type<AuthType>().notNull().default('default'),
    collegeId: text('college_id').references(() => colleges.id),
    companyId: text('company_id').references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_role_idx').on(t.email, t.role),
    index('users_college_idx').on(t.collegeId),
  ],
);

/** One education entry of a student's profile, with the id of its uploaded marksheet. */
export interface EducationEntry {
  _id: string;
  institute: string;
  degree: string;
  field: string;
  startYear: number;
  endYear: number | null;
  current: boolean;
  grade: string;
  gradeType: string | null;
  description: string;
  mediaId: string | null;
}

/** The student's profile; one row per student user. */
export const students = pgTable('students', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  batch: text('batch'),
  approved: boolean('approved').notNull().default(true),
  internx: boolean('internx').notNull().default(false),
  education: jsonb('education').$type<EducationEntry[]>().notNull().default([]),
  skills: jsonb('skills').$type<string[]>().notNull().default([]),
  links: jsonb('links').$type<Record<string, string>>().notNull().default({}),
  cv: jsonb('cv').$type<{ name: string; key: string }[]>().notNull().default([]),
  personal: jsonb('personal').$type<Record<string, unknown>>().notNull().default({}),
  /** a standing time accommodation (1 to 4): every test's timers run this many times as long; 1 = none */
  timeMultiplier: doublePrecision('time_multiplier').notNull().default(1),
  updatedAt: at('updated_at'),
});
