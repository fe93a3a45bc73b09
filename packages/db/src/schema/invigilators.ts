import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { assessments } from './assessments';
import { createdAt, parentId } from './columns';
import { users } from './users';

/**
 * An invigilator (a user of role 'invigilator' of the test's college) assigned to a test: they see its live
 * board and may act on it, for every invited student or, with `batch`, only the students of that batch.
 */
export const invigilatorAssignments = pgTable(
  'invigilator_assignments',
  {
    assessmentId: parentId('assessment_id', () => assessments.id),
    invigilatorId: parentId('invigilator_id', () => users.id),
    batch: text('batch'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.assessmentId, t.invigilatorId] }),
    index('invigilator_assignments_invigilator_idx').on(t.invigilatorId),
  ],
);
