import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  IdParams,
  OrganisationReply,
  OrganisationsQuery,
  OrganisationsReply,
} from '@placement/contract';
import { decideOrganisation, listOrganisations } from '../../services/organisations/organisations';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const auth = { roles: ['admin' as const] };
const organisationTags = tagsOf('admin', 'organisations');
const route = routesOf({ auth }, organisationTags, ErrorReplies);

/** /api/admin/organisations, /colleges/:id/* and /companies/:id/*: approval of new colleges and companies. */
export const adminOrganisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organisations',
    route({
      summary: 'Colleges and companies by status',
      description:
        'Admins only: the organisations that signed up, filtered by kind and status (pending, approved, rejected).',
      querystring: OrganisationsQuery,
      response: { 200: OrganisationsReply },
    }),
    async (request) => ({ success: true as const, ...(await listOrganisations(app, request.query)) }),
  );

  for (const kind of ['college', 'company'] as const) {
    const plural = kind === 'college' ? 'colleges' : 'companies';
    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/${plural}/:id/${decision}`,
        route({
          summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a ${kind}`,
          description:
            decision === 'approve'
              ? `Admins only: the ${kind}'s staff can sign in from now on. 404 for an unknown ${kind}.`
              : `Admins only: the ${kind}'s staff are signed out and cannot sign in. 404 for an unknown ${kind}.`,
          params: IdParams,
          response: { 200: OrganisationReply },
        }),
        async (request) => ({
          success: true as const,
          message: decision === 'approve' ? 'Approved' : 'Rejected',
          organisation: await decideOrganisation(app, kind, request.params.id, decision === 'approve'),
        }),
      );
    }
  }
};
