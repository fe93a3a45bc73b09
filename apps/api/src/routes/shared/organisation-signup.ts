import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, OrganisationSignupBody, organisationMessages, SignupReply } from '@placement/contract';
import { signUpOrganisation } from '../../services/organisations/organisations';
import { tagsOf } from '../doc-tags';

/** POST /api/college/signup and /api/company/signup: a pending organisation and its first login. */
export const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of ['college', 'company'] as const) {
    app.post(
      `/${kind}/signup`,
      {
        config: { auth: 'public' },
        schema: {
          tags: tagsOf(kind, 'sign-up'),
          summary: `Sign up a ${kind} and its first login`,
          description:
            `Public. Creates a ${kind} waiting for an admin's approval and its first staff account; that account ` +
            'can sign in once an admin approves the organisation. 400 for a bad field, 409 when the e-mail is taken.',
          body: OrganisationSignupBody,
          response: { 200: SignupReply, ...ErrorReplies },
        },
      },
      async (request) => ({
        success: true as const,
        message: organisationMessages.signedUp,
        organisation: await signUpOrganisation(app, kind, request.body, request.ip),
      }),
    );
  }
};
