import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, LtiKeyRotationBody, LtiKeyRotationReply, LtiKeysReply } from '@placement/contract';
import { checkCollege, keyOverview } from '../../services/lti/key-overview';
import { rotateKeys } from '../../services/lti/keys';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const route = routesOf({ auth: { roles: ['admin'] } }, tagsOf('admin', 'LTI keys'), ErrorReplies);

/** /api/admin/lti/keys: our LTI signing keys, a set per college; the previous public key stays in the JWKS a week. */
export const adminLtiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/lti/keys',
    route({
      summary: 'The LTI signing keys of every college',
      description:
        'Admins only. Per college: the key that signs its LTI messages and grade-passback assertions (kid, made ' +
        'when), the previous keys still in its JWKS and until when, and how many LMS registrations trust it.',
      response: { 200: LtiKeysReply },
    }),
    async () => ({ success: true as const, colleges: await keyOverview(app) }),
  );

  app.post(
    '/lti/keys/rotate',
    route({
      summary: 'Rotate the LTI signing key',
      description:
        'Admins only. Makes a new key the one that signs LTI messages and grade-passback assertions, for one ' +
        'college (collegeId) or every college that has a key; the previous public key stays in /api/lti/jwks ' +
        'for a week so LMSs holding it keep verifying. 404 for an unknown college.',
      body: LtiKeyRotationBody,
      response: { 200: LtiKeyRotationReply },
    }),
    async (request) => {
      const { collegeId } = request.body;
      if (collegeId) await checkCollege(app, collegeId);
      return { success: true as const, ...(await rotateKeys(app, collegeId)) };
    },
  );
};
