import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { studentPortalMessages } from '@placement/contract';
import { HttpError } from '../../lib/http-error';
import { fileRoutes } from '../shared/files';
import { inboxEventRoutes } from '../shared/live-events';
import { passwordRoutes } from '../shared/password';
import { secondFactorRoutes } from '../shared/second-factor';
import { studentApplicationRoutes } from './applications';
import { studentAttemptLiveRoutes } from './attempt-live';
import { studentAttemptRoutes } from './attempts';
import { studentAuthRoutes } from './auth';
import { studentCompanyRoutes } from './companies';
import { studentDashboardRoutes } from './dashboard';
import { studentInboxRoutes } from './inbox';
import { studentPlacementRoutes } from './placement';
import { studentProfileRoutes } from './profile';
import { studentScoreReportRoutes } from './score-reports';
import { studentSeasonRoutes } from './season';

/** Profile, dashboard, companies, inbox and files: the pages that take uploads. */
const uploadingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The spec's clients look for 'request entity too large' on an oversized upload, whichever layer
  // refused it; everything else goes on to the app's error handler unchanged.
  app.setErrorHandler((error) => {
    const code = (error as { code?: string }).code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, studentPortalMessages.entityTooLarge, 'ENTITY_TOO_LARGE');
    }
    throw error;
  });

  await app.register(studentProfileRoutes, { prefix: '/student' });
  await app.register(studentDashboardRoutes, { prefix: '/student' });
  await app.register(studentInboxRoutes, { prefix: '/student/inbox' });
  await app.register(studentCompanyRoutes, { prefix: '/company' });
  await app.register(fileRoutes);
};

/** Everything the student portal calls, under /api. */
export const studentPortal: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(studentAuthRoutes, { prefix: '/student' });
  await app.register(secondFactorRoutes('student'), { prefix: '/student' });
  await app.register(passwordRoutes('student'), { prefix: '/student' });
  await app.register(studentAttemptRoutes);
  await app.register(studentAttemptLiveRoutes);
  await app.register(uploadingRoutes);
  await app.register(inboxEventRoutes('student'), { prefix: '/student/inbox' });
  await app.register(studentPlacementRoutes, { prefix: '/student' });
  await app.register(studentApplicationRoutes, { prefix: '/student' });
  await app.register(studentScoreReportRoutes, { prefix: '/student' });
  await app.register(studentSeasonRoutes, { prefix: '/student' });
};
