import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffAuthRoutes } from '../shared/staff-auth';
import { companyApplicationRoutes } from './applications';
import { companyCohortRoutes } from './cohort';
import { companyNotificationRoutes } from './job-notifications';
import { companyJobRoutes } from './jobs';
import { companyProfileRoutes } from './profile';
import { companyScoreReportRoutes } from './score-reports';

/** Everything the company portal calls, under /api/company. */
export const companyPortal: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffAuthRoutes('company'));
  await app.register(companyProfileRoutes);
  await app.register(companyJobRoutes);
  await app.register(companyApplicationRoutes);
  await app.register(companyScoreReportRoutes);
  await app.register(companyCohortRoutes);
  await app.register(companyNotificationRoutes);
};
