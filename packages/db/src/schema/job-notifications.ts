import type { EligibilityRules, NotificationEventKind, NotificationState } from '@placement/domain';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, parentId } from './columns';
import { placementCycles } from './cycles';
import { jobs } from './jobs';
import { colleges, companies } from './organisations';
import { users } from './users';

/** CTC in lakhs per annum, with its parts as a job notification form (JNF) states them. */
export interface CtcBreakdown {
  fixed: number;
  variable: number;
  joiningBonus: number;
  /** an internship's monthly stipend, in rupees */
  stipend: number;
}

export interface NotificationDocument {
  name: string;
  url: string;
}

/**
 * A job's terms for one college (the JNF): its cycle, CTC, bond and eligibility rules, approved by the college's
 * staff before its students see the job. One per job and college.
 */
export const jobNotifications = pgTable(
  'job_notifications',
  {
    id: id(),
    jobId: parentId('job_id', () => jobs.id),
    collegeId: parentId('college_id', () => colleges.id),
    companyId: parentId('company_id', () => companies.id),
    cycleId: text('cycle_id').references(() => placementCycles.id, { onDelete: 'set null' }),
    state: text('state').$type<NotificationState>().notNull().default('draft'),
    /** total CTC, LPA */
    ctc: doublePrecision('ctc'),
    ctcBreakdown: jsonb('ctc_breakdown').$type<CtcBreakdown | null>(),
    bond: text('bond').notNull().default(''),
    rules: jsonb('rules').$type<EligibilityRules>().notNull().default({}),
    /** how many the company means to hire; null: not said */
    vacancies: integer('vacancies'),
    /** the round kinds or names the company plans, in order (kept as the form states them) */
    plannedRounds: jsonb('planned_rounds').$type<string[]>().notNull().default([]),
    /** links to the job description and other papers the company attaches */
    documents: jsonb('documents').$type<NotificationDocument[]>().notNull().default([]),
    /** raised on every change, so two staff approving at once cannot both win */
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_notifications_job_college_idx').on(t.jobId, t.collegeId),
    index('job_notifications_college_state_idx').on(t.collegeId, t.state),
  ],
);

/** The placement cell's decision for one student and one job, outranking the rules, with its reason. */
export const eligibilityOverrides = pgTable(
  'eligibility_overrides',
  {
    jobId: parentId('job_id', () => jobs.id),
    studentId: parentId('student_id', () => users.id),
    decision: text('decision').$type<'include' | 'exclude'>().notNull(),
    reason: text('reason').notNull(),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.studentId] })],
);

/** A job's log at one college: inclusions, exclusions, approvals, sent back, each with who and why. */
export const jobLog = pgTable(
  'job_log',
  {
    id: id(),
    jobId: parentId('job_id', () => jobs.id),
    collegeId: parentId('college_id', () => colleges.id),
    studentId: text('student_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: text('detail').notNull().default(''),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: createdAt(),
  },
  (t) => [index('job_log_job_idx').on(t.jobId, t.at)],
);

/** A job notification's history: every step of its life, with who took it and their comment. */
export const jobNotificationEvents = pgTable(
  'job_notification_events',
  {
    id: id(),
    notificationId: parentId('notification_id', () => jobNotifications.id),
    kind: text('kind').$type<NotificationEventKind>().notNull(),
    fromState: text('from_state').$type<NotificationState>(),
    toState: text('to_state').$type<NotificationState>().notNull(),
    comment: text('comment').notNull().default(''),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<'company' | 'college'>().notNull(),
    at: createdAt(),
  },
  (t) => [index('job_notification_events_notification_idx').on(t.notificationId, t.at)],
);
