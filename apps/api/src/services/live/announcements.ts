import type { AnnouncementsReply } from '@placement/contract';
import { announcementReads, announcements, attempts, invitations, newId, students } from '@placement/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { ownAssessment } from '../assessments/policy';
import { appendSteps, inProgressOn, isOpen } from '../attempts/attempt-rows';
import type { Actor } from './actions';
import { boardChanged } from './board-signals';
import { inScope, type LiveScope } from './policy';

type StaffAnnouncement = AnnouncementsReply['announcements'][number];

/**
 * A message to everyone invited to the test, or to the students named (who must be invited). It is kept, so a
 * student who comes back later reads it; each attempt on the test now gets it as a step of its log; the test
 * pages hear of it at their next probe.
 */
export async function announce(
  app: FastifyInstance,
  actor: Actor,
  assessmentId: string,
  input: { message: string; studentIds?: string[] },
  now = new Date(),
): Promise<StaffAnnouncement> {
  await ownAssessment(app, actor.collegeId, assessmentId);
  const message = input.message.trim();
  if (!message) throw badRequest('Write the announcement first.');
  const { db } = app.deps;
  let named = input.studentIds ? [...new Set(input.studentIds)] : null;
  if (named) {
    const invited = await db
      .select({ id: invitations.studentId })
      .from(invitations)
      .where(
        and(
          eq(invitations.assessmentId, assessmentId),
          inArray(invitations.studentId, named),
          inScope(db, actor),
        ),
      );
    if (invited.length !== named.length) {
      throw badRequest(
        `${named.length - invited.length} of the students named are not ${actor.batch ? `in batch ${actor.batch} of ` : 'invited to '}this test: nothing was sent.`,
      );
    }
  } else if (actor.batch) {
    // "everyone" of an invigilator limited to a batch is the batch's invited students
    named = (
      await db
        .select({ id: invitations.studentId })
        .from(invitations)
        .where(and(eq(invitations.assessmentId, assessmentId), inScope(db, actor)))
    ).map((r) => r.id);
    if (named.length === 0) throw badRequest(`No student of batch ${actor.batch} is invited to this test.`);
  }
  const id = newId();
  await db.insert(announcements).values({
    id,
    assessmentId,
    message,
    studentIds: named,
    byName: actor.name,
    byUserId: actor.userId,
    createdAt: now,
  });
  const open = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(inProgressOn(assessmentId, named ? inArray(attempts.studentId, named) : undefined));
  for (const { id: attemptId } of open) {
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('update');
      if (!locked || !isOpen(locked)) return;
      await appendSteps(
        tx,
        locked,
        [
          {
            kind: 'announcement',
            payload: { announcementId: id, message, by: actor.name, byUserId: actor.userId },
          },
        ],
        now,
      );
    });
  }
  boardChanged(app, assessmentId);
  await app.presence
    .notify(named ? open.map((a) => a.id) : [assessmentId])
    .catch((error) => app.log.warn({ err: error }, 'announcement notice not sent'));
  return {
    id,
    message,
    at: now.toISOString(),
    by: actor.name,
    recipients: named ? named.length : null,
    acknowledged: 0,
  };
}

/**
 * What was announced on the test, newest first, with how many students each was for and how many acknowledged
 * it. An invigilator limited to a batch sees those to everyone and those naming a student of their batch,
 * counted over their batch's students only.
 */
export async function announcementsOf(
  app: FastifyInstance,
  scope: LiveScope,
  assessmentId: string,
): Promise<StaffAnnouncement[]> {
  await ownAssessment(app, scope.collegeId, assessmentId);
  const { db } = app.deps;
  const batch = scope.batch
    ? new Set(
        (
          await db
            .select({ id: invitations.studentId })
            .from(invitations)
            .where(and(eq(invitations.assessmentId, assessmentId), inScope(db, scope)))
        ).map((r) => r.id),
      )
    : null;
  const readers = batch
    ? sql` and r.student_id in (select ${students.userId} from ${students} where ${students.batch} = ${scope.batch})`
    : sql``;
  const rows = await db
    .select({
      id: announcements.id,
      message: announcements.message,
      createdAt: announcements.createdAt,
      byName: announcements.byName,
      studentIds: announcements.studentIds,
      acknowledged: sql<number>`(select count(*) from ${announcementReads} r where r.announcement_id = ${announcements.id}${readers})::int`,
    })
    .from(announcements)
    .where(eq(announcements.assessmentId, assessmentId))
    .orderBy(desc(announcements.createdAt));
  return rows.flatMap((r) => {
    const named = r.studentIds && batch ? r.studentIds.filter((id) => batch.has(id)) : r.studentIds;
    if (named && named.length === 0) return [];
    return [
      {
        id: r.id,
        message: r.message,
        at: r.createdAt.toISOString(),
        by: r.byName,
        recipients: named ? named.length : null,
        acknowledged: r.acknowledged,
      },
    ];
  });
}
