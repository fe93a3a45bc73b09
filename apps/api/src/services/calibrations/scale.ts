import type { ScoreScale } from '@placement/contract';
import { colleges } from '@placement/db';
import { DEFAULT_REPORTED_SCALE, type ReportedScale } from '@placement/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error';

/** How the college reports θ (the default 0–100 scale until it chooses one). */
export async function scoreScaleOf(app: FastifyInstance, collegeId: string): Promise<ReportedScale> {
  const [row] = await app.deps.db
    .select({ scale: colleges.scoreScale })
    .from(colleges)
    .where(eq(colleges.id, collegeId));
  return row?.scale ?? DEFAULT_REPORTED_SCALE;
}

/** Saves the college's scale; it applies to attempts scored from now on (a stored score keeps its scale). */
export async function saveScoreScale(app: FastifyInstance, collegeId: string, scale: ScoreScale) {
  if (scale.min >= scale.max) throw badRequest('The lowest reported score must be below the highest');
  if (scale.perLogit === 0) throw badRequest('Points per logit cannot be 0');
  await app.deps.db.update(colleges).set({ scoreScale: scale }).where(eq(colleges.id, collegeId));
  return scale;
}
