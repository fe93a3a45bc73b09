import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffAuthRoutes } from '../shared/staff-auth';
import { adminCategoryRoutes } from './categories';
import { adminLtiKeyRoutes } from './lti-keys';
import { adminOrganisationRoutes } from './organisations';
import { adminQuestionBankRoutes } from './question-bank';

/** Everything the admin portal calls, under /api/admin. */
export const adminPortal: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffAuthRoutes('admin'));
  await app.register(adminCategoryRoutes);
  await app.register(adminQuestionBankRoutes);
  await app.register(adminOrganisationRoutes);
  await app.register(adminLtiKeyRoutes);
};
