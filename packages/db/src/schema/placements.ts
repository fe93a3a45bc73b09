import { boolean, date, index, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, id, parentId } from './columns';
import { placementCycles } from './cycles';
import { jobs } from './jobs';
import { colleges, companies } from './organisations';
import { users } from './users';

/** A student of a college placed at a company, as the college records it. */
export const placements = pgTable(
  'placements',
  {
    id: id(),
    collegeId: parentId('college_id', () => colleges.id),
    studentId: parentId('student_id', () => users.id),
    companyId: parentId('company_id', () => companies.id),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** lakhs per annum */
    package: real('package').notNull(),
    /** the cycle it counts in, for its offer policy; none: recorded before cycles, counted in placement cycles */
    cycleId: text('cycle_id').references(() => placementCycles.id, { onDelete: 'set null' }),
    /** a pre-placement offer, from an internship */
    ppo: boolean('ppo').notNull().default(false),
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
