import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inboxEventRoutes } from '../shared/live-events';
import { staffAuthRoutes } from '../shared/staff-auth';
import { collegeAssessmentRoutes } from './assessments';
import { collegeAttendanceRoutes } from './attendance';
import { collegeDashboardRoutes } from './dashboard';
import { collegeInboxRoutes } from './inbox';
import { collegeInvigilatorRoutes } from './invigilators';
import { collegeItemAnalysisRoutes } from './item-analysis';
import { collegeLiveBoardRoutes } from './live-board';
import { collegeLiveBoardEventRoutes } from './live-board-events';
import { collegeLtiRoutes } from './lti';
import { collegeLtiAssessmentRoutes } from './lti-assessments';
import { collegeOverrideRoutes } from './overrides';
import { questionBankRoutes } from './question-bank';
import { questionInterchangeRoutes } from './question-interchange';
import { collegeSimilarityRoutes } from './similarity';
import { collegeStudentRoutes } from './students';

/** Everything the college portal calls, under /api/college. */
export const collegePortal: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffAuthRoutes('college'));
  await app.register(questionBankRoutes, { prefix: '/qb' });
  await app.register(questionInterchangeRoutes, { prefix: '/qb' });
  await app.register(collegeAssessmentRoutes);
  await app.register(collegeItemAnalysisRoutes);
  await app.register(collegeLiveBoardRoutes);
  await app.register(collegeLiveBoardEventRoutes);
  await app.register(collegeOverrideRoutes);
  await app.register(collegeInvigilatorRoutes);
  await app.register(collegeSimilarityRoutes);
  await app.register(collegeStudentRoutes);
  await app.register(collegeInboxRoutes, { prefix: '/inbox' });
  await app.register(inboxEventRoutes('college'), { prefix: '/inbox' });
  await app.register(collegeDashboardRoutes);
  await app.register(collegeAttendanceRoutes, { prefix: '/attendance' });
  await app.register(collegeLtiRoutes, { prefix: '/lti' });
  await app.register(collegeLtiAssessmentRoutes);
};
