import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { portalMessages } from '@placement/contract';
import { HttpError } from '../lib/http-error';
import { companyRoutes } from './portal/companies';
import { fileRoutes } from './portal/files';
import { inboxRoutes } from './portal/inbox';
import { profileRoutes } from './portal/profile';
import { studentExtraRoutes } from './portal/student-extras';

/** The student portal outside tests: profile, dashboard, companies and jobs, inbox, attendance. */
export const studentPortalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The spec's clients look for 'request entity too large' on an oversized upload, whichever layer
  // refused it; everything else goes on to the app's error handler unchanged.
  app.setErrorHandler((error) => {
    const code = (error as { code?: string }).code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, portalMessages.entityTooLarge, 'ENTITY_TOO_LARGE');
    }
    throw error;
  });

  await app.register(profileRoutes, { prefix: '/student' });
  await app.register(studentExtraRoutes, { prefix: '/student' });
  await app.register(inboxRoutes, { prefix: '/student/inbox' });
  await app.register(companyRoutes, { prefix: '/company' });
  await app.register(fileRoutes);
};
