import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttendanceReply,
  CompaniesReply,
  NewJobsReply,
  NotificationSettingsBody,
  NotificationSettingsReply,
} from '@placement/contract';
import { actor } from '../../plugins/auth';
import { attendanceOverview } from '../../services/student/attendance';
import { listCompanies, newJobs } from '../../services/student/jobs';
import { notificationSettings, updateNotificationSettings } from '../../services/student/settings';
import { errors, student } from './schemas';

/** Dashboard, companies list, attendance and notification settings under /api/student. */
export const studentDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard/newjobs',
    { config: { auth: student }, schema: { response: { 200: NewJobsReply, ...errors } } },
    async (request) => ({ success: true as const, jobs: await newJobs(app, actor(request).user) }),
  );

  app.get(
    '/companies',
    { config: { auth: student }, schema: { response: { 200: CompaniesReply, ...errors } } },
    async (request) => ({ success: true as const, companies: await listCompanies(app, actor(request).user) }),
  );

  app.get(
    '/profile/attendance',
    { config: { auth: student }, schema: { response: { 200: AttendanceReply, ...errors } } },
    async (request) => ({
      success: true as const,
      ...(await attendanceOverview(app, actor(request).user.id)),
    }),
  );

  app.get(
    '/settings/notifications',
    { config: { auth: student }, schema: { response: { 200: NotificationSettingsReply, ...errors } } },
    async (request) => ({
      success: true as const,
      notifications: await notificationSettings(app, actor(request).user.id),
    }),
  );

  app.put(
    '/settings/notifications',
    {
      config: { auth: student },
      schema: { body: NotificationSettingsBody, response: { 200: NotificationSettingsReply, ...errors } },
    },
    async (request) => ({
      success: true as const,
      notifications: await updateNotificationSettings(app, actor(request).user.id, request.body),
    }),
  );
};
