import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  LtiPlatformBody,
  LtiPlatformParams,
  LtiPlatformReply,
  LtiPlatformsReply,
  MessageReply,
} from '@placement/contract';
import {
  createPlatform,
  deletePlatform,
  listPlatforms,
  toolUrls,
  updatePlatform,
} from '../../services/college/lti-platforms';
import { collegeStaff, staffOf } from '../../services/college/staff';

const auth = collegeStaff;

/** /api/college/lti/platforms: the LMSs (LTI 1.3 platforms) a college connects, its own only. */
export const collegeLtiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/platforms',
    { config: { auth }, schema: { response: { 200: LtiPlatformsReply, ...ErrorReplies } } },
    async (request) => ({
      success: true as const,
      platforms: await listPlatforms(app, staffOf(request).collegeId),
      tool: toolUrls(app, staffOf(request).collegeId),
    }),
  );

  app.post(
    '/platforms',
    {
      config: { auth },
      schema: { body: LtiPlatformBody, response: { 200: LtiPlatformReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      platform: await createPlatform(app, staffOf(request).collegeId, request.body),
    }),
  );

  app.put(
    '/platforms/:platformId',
    {
      config: { auth },
      schema: {
        params: LtiPlatformParams,
        body: LtiPlatformBody,
        response: { 200: LtiPlatformReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      platform: await updatePlatform(
        app,
        staffOf(request).collegeId,
        request.params.platformId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/platforms/:platformId',
    {
      config: { auth },
      schema: { params: LtiPlatformParams, response: { 200: MessageReply, ...ErrorReplies } },
    },
    async (request) => {
      await deletePlatform(app, staffOf(request).collegeId, request.params.platformId);
      return { success: true, message: 'LMS registration removed' };
    },
  );
};
