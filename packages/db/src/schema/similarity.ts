import { index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { assessments, attempts } from './assessments';
import { at, createdAt, id, parentId } from './columns';

export type SimilarityRunStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * The code-similarity check of one assessment: queued after its end (or by the college), claimed by one API
 * process, run in a worker thread. Re-running replaces the pairs.
 */
export const similarityRuns = pgTable('similarity_runs', {
  assessmentId: text('assessment_id')
    .primaryKey()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  status: text('status').$type<SimilarityRunStatus>().notNull(),
  requestedAt: at('requested_at').notNull().defaultNow(),
  startedAt: at('started_at'),
  finishedAt: at('finished_at'),
  /** how many final codes were compared */
  submissions: integer('submissions').notNull().default(0),
  error: text('error'),
});

/** A span of code, zero-based rows and columns. */
export interface StoredSpan {
  startRow: number;
  startCol: number;
  endRow: number;
  endCol: number;
}

export interface StoredFragment {
  left: StoredSpan;
  right: StoredSpan;
  /** length in fingerprints */
  length: number;
}

/** Two attempts' final codes for one coding question, in one language, and what they share. */
export const similarityPairs = pgTable(
  'similarity_pairs',
  {
    id: id(),
    assessmentId: parentId('assessment_id', () => assessments.id),
    questionId: text('question_id').notNull(),
    /** the judge's language name (py, java, c, cpp, js) */
    language: text('language').notNull(),
    leftAttemptId: parentId('left_attempt_id', () => attempts.id),
    rightAttemptId: parentId('right_attempt_id', () => attempts.id),
    similarity: real('similarity').notNull(),
    /** the longest shared fragment, in fingerprints (Dolos's measure) and in lines of the left code */
    longestFragment: integer('longest_fragment').notNull(),
    longestLines: integer('longest_lines').notNull(),
    fragments: jsonb('fragments').$type<StoredFragment[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('similarity_pairs_assessment_idx').on(t.assessmentId, t.similarity),
    index('similarity_pairs_left_idx').on(t.leftAttemptId),
    index('similarity_pairs_right_idx').on(t.rightAttemptId),
  ],
);
