import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The student portal outside tests: profile, dashboard, companies and jobs, inbox, attendance. */
export const studentPortalRoutes: FastifyPluginAsyncTypebox = async () => {};
