import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoutes } from './health';
import { ltiRoutes } from './lti';
import { signupRoutes } from './organisation-signup';
import { sharedScoreReportRoutes } from './score-reports';

/** Calls that belong to no portal, under /api: health, the connection probe, organisation sign-up, the LTI tool,
 * shared score reports. */
export const sharedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes);
  await app.register(signupRoutes);
  await app.register(ltiRoutes, { prefix: '/lti' });
  await app.register(sharedScoreReportRoutes, { prefix: '/shared' });
};
