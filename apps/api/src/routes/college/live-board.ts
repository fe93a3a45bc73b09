import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, Id, LiveBoardReply } from '@placement/contract';
import { Type } from 'typebox';
import { liveBoard } from '../../services/college/live-board';
import { collegeStaff, staffOf } from '../../services/college/staff';
import { tagsOf } from '../doc-tags';

export const collegeLiveBoardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/assessments/:id/live',
    {
      config: { auth: collegeStaff },
      schema: {
        tags: tagsOf('college', 'tests'),
        summary: 'The live board of a running test',
        description:
          'Every invited student with the status of their latest attempt (not started, on the test, disconnected, ' +
          'finished with the reason in words), questions answered, time left on the server clock, when their ' +
          'page was last heard and their proctoring flags so far; counts for the header. Disconnected and ' +
          'flagged students come first. 404 for an assessment of another college.',
        params: Type.Object({ id: Id }),
        response: { 200: LiveBoardReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await liveBoard(app, staffOf(request).collegeId, request.params.id)),
    }),
  );
};
