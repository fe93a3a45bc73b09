import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, OrganisationSignupBody, organisationMessages, SignupReply } from '@placement/contract';
import { signUpOrganisation } from '../../services/admin/organisations';

/** POST /api/college/signup and /api/company/signup: a pending organisation and its first login. */
export const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of ['college', 'company'] as const) {
    app.post(
      `/${kind}/signup`,
      {
        config: { auth: 'public' },
        schema: { body: OrganisationSignupBody, response: { 200: SignupReply, ...ErrorReplies } },
      },
      async (request) => ({
        success: true as const,
        message: organisationMessages.signedUp,
        organisation: await signUpOrganisation(app, kind, request.body, request.ip),
      }),
    );
  }
};
