import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, StudentPlacementReply } from '@placement/contract';
import { actor } from '../../plugins/auth';
import { studentPlacements } from '../../services/placements/placements';
import { tagsOf } from '../doc-tags';

/** GET /api/student/dashboard/placement: whether, where and for how much the student was placed. */
export const studentPlacementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard/placement',
    {
      config: { auth: { roles: ['student'] } },
      schema: {
        tags: tagsOf('student', 'dashboard'),
        summary: "The student's placements",
        description: 'Whether, where and for how much the college recorded the student as placed.',
        response: { 200: StudentPlacementReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await studentPlacements(app, actor(request).user.id)),
    }),
  );
};
