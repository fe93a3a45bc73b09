import { assessments, type Db, invigilatorAssignments, invitations, students } from '@placement/db';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/http-error';
import type { UserRow } from '../../plugins/auth';
import { ownAssessment } from '../assessments/policy';

/* Who may watch a test's live board and act on it (the college's staff, its assigned invigilators), and whom each sees. */

/**
 * Whose view of a test's live board: the college's, and for an invigilator limited to one batch, only the
 * invited students of that batch.
 */
export interface LiveScope {
  collegeId: string;
  /** only students of this batch (an invigilator's assignment); null or absent: every invited student */
  batch?: string | null;
}

/** The roles that may open a live board: the college's staff, and the invigilators assigned to the test. */
export const liveBoardStaff = { roles: ['college' as const, 'invigilator' as const] };

/**
 * The scope of a caller on one test: college staff see all of their college's tests; an invigilator sees only
 * the tests they are assigned to (404 otherwise, as for another college's test), limited to their batch.
 */
export async function liveScopeOf(
  app: FastifyInstance,
  user: UserRow,
  assessmentId: string,
): Promise<LiveScope & { invigilator: boolean }> {
  if (!user.collegeId) throw forbidden('You are not staff of a college');
  if (user.role === 'college') return { collegeId: user.collegeId, batch: null, invigilator: false };
  if (user.role !== 'invigilator') throw forbidden('You are not staff of a college');
  const [assignment] = await app.deps.db
    .select({ batch: invigilatorAssignments.batch })
    .from(invigilatorAssignments)
    .innerJoin(assessments, eq(assessments.id, invigilatorAssignments.assessmentId))
    .where(
      and(
        eq(invigilatorAssignments.assessmentId, assessmentId),
        eq(invigilatorAssignments.invigilatorId, user.id),
        eq(assessments.collegeId, user.collegeId),
      ),
    )
    .limit(1);
  if (!assignment) throw notFound('Assessment not found');
  return { collegeId: user.collegeId, batch: assignment.batch, invigilator: true };
}

/**
 * Whether the caller may watch this test's board (its live events): exactly who may read the board; 404 for a
 * test of another college or not assigned to the invigilator.
 */
export async function mayWatchBoard(
  app: FastifyInstance,
  user: UserRow,
  assessmentId: string,
): Promise<void> {
  const scope = await liveScopeOf(app, user, assessmentId);
  await ownAssessment(app, scope.collegeId, assessmentId);
}

/** A condition on `invitations.studentId` keeping the scope's students, or undefined for every student. */
export function inScope(db: Db, scope: LiveScope): SQL | undefined {
  if (!scope.batch) return undefined;
  return inArray(
    invitations.studentId,
    db.select({ id: students.userId }).from(students).where(eq(students.batch, scope.batch)),
  );
}

/** Why a student outside the scope is refused, in the words the board shows. */
export const outOfScope = (scope: LiveScope, fallback: string) =>
  scope.batch ? `is not in batch ${scope.batch}, the students you supervise` : fallback;
