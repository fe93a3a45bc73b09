import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, InvigilatedTestsReply } from '@placement/contract';
import { actor } from '../../plugins/auth';
import { invigilatedAssessments } from '../../services/live/invigilators';
import { tagsOf } from '../doc-tags';

/** What an invigilator supervises; each test's board is GET /api/college/assessments/:id/live. */
export const invigilatorAssessmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assessments',
    {
      config: { auth: { roles: ['invigilator'] } },
      schema: {
        tags: tagsOf('invigilator', 'tests'),
        summary: 'The tests assigned to me',
        description:
          "The college's published tests this invigilator is assigned to that are live or still to come, soonest " +
          'first, with the batch they are limited to. Each live board is at GET /api/college/assessments/:id/live ' +
          '(and its actions), which an assigned invigilator may call.',
        response: { 200: InvigilatedTestsReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      assessments: await invigilatedAssessments(app, actor(request).user),
    }),
  );
};
