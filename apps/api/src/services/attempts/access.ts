import { messages } from '@placement/contract';
import { invitations } from '@placement/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/http-error';
import { prepared } from '../../lib/prepared';
import { type AttemptRow, latestAttempt } from './attempt-rows';
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

/**
 * The test and the student's latest attempt of it, for the calls a test page makes while it runs (events,
 * snapshots, the end, code runs). Holding an attempt is the invitation (one is only ever started by an invited
 * student), so the invitation is looked up only when there is none: 403 for a student never invited.
 */
export async function bundleAndLatestAttempt(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
): Promise<{ bundle: Bundle; attempt: AttemptRow | undefined }> {
  const bundle = await publishedBundle(app, assessmentId);
  const attempt = await latestAttempt(app.deps.db, assessmentId, studentId);
  if (!attempt) await invitedBundle(app, studentId, assessmentId);
  return { bundle, attempt };
}
