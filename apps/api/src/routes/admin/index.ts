import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffAuthRoutes } from '../shared/staff-auth';
import { adminRoutes } from './admin';
import { adminLtiKeyRoutes } from './lti-keys';

/** Everything the admin portal calls, under /api/admin. */
export const adminPortal: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffAuthRoutes('admin'));
  await app.register(adminRoutes);
  await app.register(adminLtiKeyRoutes);
};
