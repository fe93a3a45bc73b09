import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffAuthRoutes } from '../shared/staff-auth';
import { invigilatorAssessmentRoutes } from './assessments';

/** Everything the invigilator portal calls under /api/invigilator (the boards themselves are the college's). */
export const invigilatorPortal: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffAuthRoutes('invigilator'));
  await app.register(invigilatorAssessmentRoutes);
};
