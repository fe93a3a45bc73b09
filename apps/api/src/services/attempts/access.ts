import { messages } from '@placement/contract';
import { invitations } from '@placement/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/http-error';
import { prepared } from '../../lib/prepared';
import { type Bundle, loadBundle } from './bundle';

/** A published assessment's bundle; 404 when it does not exist for students. */
export async function publishedBundle(app: FastifyInstance, assessmentId: string): Promise<Bundle> {
  const bundle = await loadBundle(app, assessmentId);
  if (bundle?.assessment.status !== 'published') throw notFound('Test not found');
  return bundle;
}

const invitationOf = prepared((db) =>
  db
    .select({ studentId: invitations.studentId })
    .from(invitations)
    .where(
      and(
        eq(invitations.assessmentId, sql.placeholder('assessmentId')),
        eq(invitations.studentId, sql.placeholder('studentId')),
      ),
    )
    .limit(1)
    .prepare('invitation_of'),
);

/** A published assessment the student was invited to; 404 when it does not exist for students, 403 when not invited. */
export async function invitedBundle(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
): Promise<Bundle> {
  const bundle = await publishedBundle(app, assessmentId);
  const [invited] = await invitationOf(app.deps.db).execute({ assessmentId, studentId });
  if (!invited) throw forbidden(messages.notInvited, 'NOT_INVITED');
  return bundle;
}
