import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOnNewAssessment: boolean('email_on_new_assessment').notNull().default(true),
  emailOnNewJob: boolean('email_on_new_job').notNull().default(true),
  emailOnNewMail: boolean('email_on_new_mail').notNull().default(true),
  emailOnResults: boolean('email_on_results').notNull().default(true),
  updatedAt: at('updated_at'),
});
