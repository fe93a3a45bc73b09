import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { assessments } from './assessments';
import { createdAt } from './columns';
import { users } from './users';

/**
 * An invigilator (a user of role 'invigilator' of the test's college) assigned to a test: they see its live
 * board and may act on it, for every invited student or, with `batch`, only the students of that batch.
 */
export const invigilatorAssignments = pgTable(
  'invigilator_assignments',
  {
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    invigilatorId: text('invigilator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batch: text('batch'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.assessmentId, t.invigilatorId] }),
    index('invigilator_assignments_invigilator_idx').on(t.invigilatorId),
  ],
);
