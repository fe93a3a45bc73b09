import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffAuthRoutes } from '../shared/staff-auth';
import { companyPortalRoutes } from './company';

/** Everything the company portal calls, under /api/company. */
export const companyPortal: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffAuthRoutes('company'));
  await app.register(companyPortalRoutes);
};
