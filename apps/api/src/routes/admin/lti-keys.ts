import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, LtiKeyRotationReply } from '@placement/contract';
import { rotateKeys } from '../../services/shared/lti/keys';

/** /api/admin/lti/keys/rotate: a new LTI signing key; the previous public key stays in the JWKS for a week. */
export const adminLtiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/lti/keys/rotate',
    {
      config: { auth: { roles: ['admin'] } },
      schema: { response: { 200: LtiKeyRotationReply, ...ErrorReplies } },
    },
    async () => ({ success: true as const, ...(await rotateKeys(app)) }),
  );
};
