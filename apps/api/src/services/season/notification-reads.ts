import { type JobNotification, jobNotificationMessages, type NotificationEvent } from '@placement/contract';
import { colleges, companies, jobNotificationEvents, jobNotifications, jobs, users } from '@placement/db';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';

/** Reading job notification forms (JNF): one with its job, college and company, lists, and the history. */

const columns = {
  notification: jobNotifications,
  job: jobs,
  college: { id: colleges.id, name: colleges.name },
  company: { id: companies.id, name: companies.name },
};

export type NotificationRow = typeof jobNotifications.$inferSelect;
type Loaded = {
  notification: NotificationRow;
  job: typeof jobs.$inferSelect;
  college: { id: string; name: string };
  company: { id: string; name: string };
};

async function loadWhere(app: FastifyInstance, where: SQL | undefined) {
  return app.deps.db
    .select(columns)
    .from(jobNotifications)
    .innerJoin(jobs, eq(jobs.id, jobNotifications.jobId))
    .innerJoin(colleges, eq(colleges.id, jobNotifications.collegeId))
    .innerJoin(companies, eq(companies.id, jobNotifications.companyId))
    .where(where)
    .orderBy(desc(jobNotifications.updatedAt), desc(jobNotifications.id));
}

/** Whose forms a caller may read: a company its own, college staff those sent to the college (never a draft). */
export type NotificationReader = { companyId: string } | { collegeId: string };

const scopeOf = (reader: NotificationReader): SQL =>
  'companyId' in reader
    ? eq(jobNotifications.companyId, reader.companyId)
    : (and(eq(jobNotifications.collegeId, reader.collegeId), ne(jobNotifications.state, 'draft')) as SQL);

/** One form the reader may see, or 404. */
export async function loadNotification(
  app: FastifyInstance,
  reader: NotificationReader,
  id: string,
): Promise<Loaded> {
  const [row] = await loadWhere(app, and(eq(jobNotifications.id, id), scopeOf(reader)));
  if (!row) throw notFound(jobNotificationMessages.notFound);
  return row;
}

export async function listNotifications(
  app: FastifyInstance,
  reader: NotificationReader,
  state?: NotificationRow['state'],
) {
  const rows = await loadWhere(
    app,
    and(scopeOf(reader), state ? eq(jobNotifications.state, state) : undefined),
  );
  const comments = await Promise.all(rows.map((r) => sentBackComment(app, r.notification)));
  return rows.map((row, i) => presentNotification(row, comments[i] ?? null));
}

async function sentBackComment(app: FastifyInstance, notification: NotificationRow) {
  if (notification.state !== 'sent_back') return null;
  const [event] = await app.deps.db
    .select({ comment: jobNotificationEvents.comment })
    .from(jobNotificationEvents)
    .where(
      and(
        eq(jobNotificationEvents.notificationId, notification.id),
        eq(jobNotificationEvents.kind, 'sent_back'),
      ),
    )
    .orderBy(desc(jobNotificationEvents.at), desc(jobNotificationEvents.id))
    .limit(1);
  return event?.comment ?? null;
}

export function presentNotification(row: Loaded, comment: string | null): JobNotification {
  const { notification: n, job } = row;
  return {
    _id: n.id,
    state: n.state,
    version: n.version,
    college: { _id: row.college.id, name: row.college.name },
    company: { _id: row.company.id, name: row.company.name },
    job: {
      _id: job.id,
      title: job.title,
      description: job.roleOverview,
      location: job.location,
      workplaceType: job.workplaceType,
      employmentType: job.employmentType,
      skills: job.skills,
    },
    vacancies: n.vacancies,
    ctc: n.ctc,
    ctcBreakdown: n.ctcBreakdown ?? null,
    bond: n.bond,
    rules: n.rules,
    plannedRounds: n.plannedRounds,
    documents: n.documents,
    deadline: job.closeBy?.toISOString() ?? null,
    cycleId: n.cycleId,
    updatedAt: n.updatedAt.toISOString(),
    sentBackComment: comment,
  };
}

/** Every step of the form, oldest first, with who took it. */
export async function historyOf(app: FastifyInstance, notificationId: string): Promise<NotificationEvent[]> {
  const rows = await app.deps.db
    .select({
      event: jobNotificationEvents,
      by: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(jobNotificationEvents)
    .leftJoin(users, eq(users.id, jobNotificationEvents.actorId))
    .where(eq(jobNotificationEvents.notificationId, notificationId))
    .orderBy(asc(jobNotificationEvents.at), asc(jobNotificationEvents.id));
  return rows.map(({ event, by }) => ({
    kind: event.kind,
    fromState: event.fromState,
    toState: event.toState,
    comment: event.comment,
    by: by ? { _id: by.id, name: `${by.firstName} ${by.lastName}`.trim() } : null,
    role: event.actorRole,
    at: event.at.toISOString(),
  }));
}

/** The form as the reader sees it now, with its history. */
export async function notificationWithHistory(app: FastifyInstance, reader: NotificationReader, id: string) {
  const row = await loadNotification(app, reader, id);
  return {
    notification: presentNotification(row, await sentBackComment(app, row.notification)),
    history: await historyOf(app, id),
  };
}
