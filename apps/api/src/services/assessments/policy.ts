import { assessments } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import type { AssessmentRow } from './assessments';

/** Who may do what with an assessment: its college's staff only; 404 for another college's (or none). */
export async function ownAssessment(
  app: FastifyInstance,
  collegeId: string,
  id: string,
): Promise<AssessmentRow> {
  const [row] = await app.deps.db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.collegeId, collegeId)));
  if (!row) throw notFound('Assessment not found');
  return row;
}
