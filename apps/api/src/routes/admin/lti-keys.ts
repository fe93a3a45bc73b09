import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, LtiKeyRotationReply } from '@placement/contract';
import { rotateKeys } from '../../services/lti/keys';
import { tagsOf } from '../doc-tags';

/** /api/admin/lti/keys/rotate: a new LTI signing key; the previous public key stays in the JWKS for a week. */
export const adminLtiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/lti/keys/rotate',
    {
      config: { auth: { roles: ['admin'] } },
      schema: {
        tags: tagsOf('admin', 'LTI keys'),
        summary: 'Rotate the LTI signing key',
        description:
          'Admins only. Makes a new key the one that signs LTI messages and grade-passback assertions; the ' +
          'previous public key stays in /api/lti/jwks for a week so LMSs holding it keep verifying.',
        response: { 200: LtiKeyRotationReply, ...ErrorReplies },
      },
    },
    async () => ({ success: true as const, ...(await rotateKeys(app)) }),
  );
};
