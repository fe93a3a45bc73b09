import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { studentApplicationRoutes } from '../company/student-applications';
import { collegeAttendanceRoutes } from './attendance';
import { collegeDashboardRoutes } from './dashboard';
import { inboxEventRoutes } from './events';
import { collegeInboxRoutes } from './inbox';
import { studentPlacementRoutes } from './student-placement';

/** Under /api/college: the inbox and its live events, the dashboard and placements, attendance. */
export const collegePortalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(collegeInboxRoutes, { prefix: '/inbox' });
  await app.register(inboxEventRoutes('college'), { prefix: '/inbox' });
  await app.register(collegeDashboardRoutes);
  await app.register(collegeAttendanceRoutes, { prefix: '/attendance' });
};

/** Under /api/student: the inbox's live events, the placement, job applications. */
export const studentPortalIIRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(inboxEventRoutes('student'), { prefix: '/inbox' });
  await app.register(studentPlacementRoutes);
  await app.register(studentApplicationRoutes);
};
