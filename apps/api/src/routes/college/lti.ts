import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  LtiActivityReply,
  LtiCheckReply,
  LtiPlatformBody,
  LtiPlatformParams,
  LtiPlatformReply,
  LtiPlatformsReply,
  MessageReply,
} from '@placement/contract';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { platformActivity } from '../../services/lti/activity';
import { checkConnection } from '../../services/lti/connection-check';
import {
  createPlatform,
  deletePlatform,
  listPlatforms,
  toolUrls,
  updatePlatform,
} from '../../services/lti/platforms';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const auth = collegeStaff;
const tags = tagsOf('college', 'LMS (LTI 1.3)');
const route = routesOf({ auth }, tags, ErrorReplies);

/** /api/college/lti/platforms: the LMSs (LTI 1.3 platforms) a college connects, its own only. */
export const collegeLtiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/platforms',
    route({
      summary: "The college's LMS registrations",
      description:
        'The LTI 1.3 platforms (LMSs) the college connected, and the tool addresses to enter in the LMS (login, ' +
        'launch, deep linking, JWKS).',
      response: { 200: LtiPlatformsReply },
    }),
    async (request) => ({
      success: true as const,
      platforms: await listPlatforms(app, staffOf(request).collegeId),
      tool: toolUrls(app, staffOf(request).collegeId),
    }),
  );

  app.post(
    '/platforms',
    route({
      summary: 'Register an LMS',
      description:
        'Connects an LTI 1.3 platform: its issuer, client id, deployment ids, key set and token addresses. 400 ' +
        'in production for an address that is not https, is internal or is this server; 409 when this ' +
        "LMS's client id is already registered, by this college or another (a client id is one college's).",
      body: LtiPlatformBody,
      response: { 200: LtiPlatformReply },
    }),
    async (request) => ({
      success: true as const,
      platform: await createPlatform(app, staffOf(request).collegeId, request.body),
    }),
  );

  app.put(
    '/platforms/:platformId',
    route({
      summary: 'Edit an LMS registration',
      description:
        "Replaces one of the college's LMS registrations; the same checks as registering. 404 for one of another college.",
      params: LtiPlatformParams,
      body: LtiPlatformBody,
      response: { 200: LtiPlatformReply },
    }),
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
    route({
      summary: 'Remove an LMS registration',
      description:
        "Disconnects one of the college's LMSs: its launches are refused from then on. 404 for one of another college.",
      params: LtiPlatformParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await deletePlatform(app, staffOf(request).collegeId, request.params.platformId);
      return { success: true, message: 'LMS registration removed' };
    },
  );

  app.get(
    '/platforms/:platformId/activity',
    route({
      summary: "An LMS registration's recent launches and grade passbacks",
      description:
        'The last 20 launches from this LMS (who, once the token was verified; what Placement answered; a ' +
        'refusal in words) and the last 20 scores sent to its gradebooks with the LMS’s reply. 404 for a ' +
        'registration of another college.',
      params: LtiPlatformParams,
      response: { 200: LtiActivityReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await platformActivity(app, staffOf(request).collegeId, request.params.platformId)),
    }),
  );

  app.post(
    '/platforms/:platformId/check',
    route({
      summary: 'Test an LMS registration',
      description:
        "Tries the registration from Placement's side: reads the LMS's key set (which checks its launches) " +
        "and asks its token endpoint for access to scores, gradebook columns and rosters with the college's " +
        'key. Each step answers in words what works and what to fix; a launch itself starts in the LMS and then ' +
        'shows in the activity. 404 for a registration of another college.',
      params: LtiPlatformParams,
      response: { 200: LtiCheckReply },
    }),
    async (request) => ({
      success: true as const,
      checks: await checkConnection(app, staffOf(request).collegeId, request.params.platformId),
    }),
  );
};
