import type { OfferPolicy } from '@placement/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, parentId } from './columns';
import { colleges } from './organisations';
import { users } from './users';

/**
 * The placement season (#45–#47): one model for cycles, verified records, eligibility, offers and outcomes, in
 * cycles.ts, academic-records.ts and job-notifications.ts. docs/placement-season.md draws it; the rules are pure
 * functions in packages/domain/src/season.
 */

export type CycleKind = 'placement' | 'internship';

/** A college's season: placement or internship, an academic year, the batches (pass-out years) it covers. */
export const placementCycles = pgTable(
  'placement_cycles',
  {
    id: id(),
    collegeId: parentId('college_id', () => colleges.id),
    kind: text('kind').$type<CycleKind>().notNull(),
    /** "2026-27" */
    academicYear: text('academic_year').notNull(),
    /** pass-out years, as students' batches are written ("2027") */
    batches: text('batches').array().notNull().default(sql`'{}'::text[]`),
    /** a student may opt out (with a reason) until the college closes that door */
    optOutAllowed: boolean('opt_out_allowed').notNull().default(true),
    /** rules read only what the college has verified */
    requireVerified: boolean('require_verified').notNull().default(true),
    /** the shortest time a student is given to accept an offer */
    minOfferDeadlineHours: integer('min_offer_deadline_hours').notNull().default(48),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('placement_cycles_college_kind_year_idx').on(t.collegeId, t.kind, t.academicYear)],
);

/** A cycle's offer policy, versioned: a change makes a new version; an application keeps the one it was judged under. */
export const offerPolicies = pgTable(
  'offer_policies',
  {
    id: id(),
    cycleId: parentId('cycle_id', () => placementCycles.id),
    version: integer('version').notNull(),
    policy: jsonb('policy').$type<OfferPolicy>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('offer_policies_cycle_version_idx').on(t.cycleId, t.version)],
);

/** A student's place in a cycle: enrolled with their consent recorded, or opted out with a reason. */
export const cycleEnrolments = pgTable(
  'cycle_enrolments',
  {
    cycleId: parentId('cycle_id', () => placementCycles.id),
    studentId: parentId('student_id', () => users.id),
    state: text('state').$type<'enrolled' | 'opted_out'>().notNull(),
    /** the words the student agreed to when enrolling */
    consent: text('consent').notNull().default(''),
    consentAt: at('consent_at'),
    optOutReason: text('opt_out_reason'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cycleId, t.studentId] }),
    index('cycle_enrolments_student_idx').on(t.studentId),
  ],
);
