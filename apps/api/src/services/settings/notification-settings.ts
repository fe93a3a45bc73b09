import type { NotificationSettings } from '@placement/contract';
import { notificationPreferences } from '@placement/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error';

const DEFAULTS: NotificationSettings = {
  emailOnNewAssessment: true,
  emailOnNewJob: true,
  emailOnNewMail: true,
  emailOnResults: true,
};

/** A user's e-mail notification choices; every kind is on until the user turns it off. */
export async function notificationSettings(
  app: FastifyInstance,
  userId: string,
): Promise<NotificationSettings> {
  const [row] = await app.deps.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  if (!row) return { ...DEFAULTS };
  return {
    emailOnNewAssessment: row.emailOnNewAssessment,
    emailOnNewJob: row.emailOnNewJob,
    emailOnNewMail: row.emailOnNewMail,
    emailOnResults: row.emailOnResults,
  };
}

export async function updateNotificationSettings(
  app: FastifyInstance,
  userId: string,
  changes: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  if (Object.values(changes).every((v) => v === undefined)) throw badRequest('Nothing to update');
  const set = { ...changes, updatedAt: new Date() };
  await app.deps.db
    .insert(notificationPreferences)
    .values({ ...DEFAULTS, ...set, userId })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set });
  return notificationSettings(app, userId);
}

/** Whether to e-mail this user about something of `kind`; services that send notices call this. */
export async function wantsEmail(
  app: FastifyInstance,
  userId: string,
  kind: keyof NotificationSettings,
): Promise<boolean> {
  return (await notificationSettings(app, userId))[kind];
}
