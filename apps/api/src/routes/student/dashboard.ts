import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttendanceReply,
  CompaniesReply,
  NewJobsReply,
  NotificationSettingsBody,
  NotificationSettingsReply,
} from '@placement/contract';
import { actor } from '../../plugins/auth';
import { attendanceOverview } from '../../services/attendance/attendance';
import { listCompanies, newJobs } from '../../services/jobs/jobs';
import {
  notificationSettings,
  updateNotificationSettings,
} from '../../services/settings/notification-settings';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { errors, student } from './schemas';

const tags = tagsOf('student', 'dashboard');
const route = routesOf({ auth: student }, tags, errors);

/** Dashboard, companies list, attendance and notification settings under /api/student. */
export const studentDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard/newjobs',
    route({
      summary: 'New jobs for the student',
      description:
        "The latest open jobs visible to the student's college; empty for a student without a college.",
      response: { 200: NewJobsReply },
    }),
    async (request) => ({ success: true as const, jobs: await newJobs(app, actor(request).user) }),
  );

  app.get(
    '/companies',
    route({
      summary: 'Companies hiring at the college',
      description: "Companies with open jobs for the student's college, most openings first.",
      response: { 200: CompaniesReply },
    }),
    async (request) => ({ success: true as const, companies: await listCompanies(app, actor(request).user) }),
  );

  app.get(
    '/profile/attendance',
    route({
      summary: 'Attendance today',
      description:
        "The attendance screen: today's mark, today's drive slots, and a fresh QR token (with a short code) " +
        'for staff to scan.',
      response: { 200: AttendanceReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await attendanceOverview(app, actor(request).user.id)),
    }),
  );

  app.get(
    '/settings/notifications',
    route({
      summary: 'Notification settings',
      description: 'Which e-mail notifications the student receives.',
      response: { 200: NotificationSettingsReply },
    }),
    async (request) => ({
      success: true as const,
      notifications: await notificationSettings(app, actor(request).user.id),
    }),
  );

  app.put(
    '/settings/notifications',
    route({
      summary: 'Change notification settings',
      description: 'Turns the e-mail notifications given on or off and answers all of them.',
      body: NotificationSettingsBody,
      response: { 200: NotificationSettingsReply },
    }),
    async (request) => ({
      success: true as const,
      notifications: await updateNotificationSettings(app, actor(request).user.id, request.body),
    }),
  );
};
