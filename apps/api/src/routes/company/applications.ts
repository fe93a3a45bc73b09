import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicantProfileReply,
  ApplicantReply,
  ApplicantsQuery,
  ApplicantsReply,
  ApplicationStatusBody,
  ErrorReplies,
  IdParams,
} from '@placement/contract';
import { applicantProfile, jobApplicants, moveApplication } from '../../services/jobs/applications';
import { companyOf, companyUser } from '../../services/organisations/company-profile';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const auth = companyUser;
const applicationTags = tagsOf('company', 'applications');
const route = routesOf({ auth }, applicationTags, ErrorReplies);

/** /api/company/jobs/:id/applications and /applications/:id: the applicants to its jobs and their status. */
export const companyApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/jobs/:id/applications',
    route({
      summary: "A job's applicants",
      description:
        "A page of the applications to one of the company's jobs (filter by `status`), with each student's " +
        "name, e-mail, batch, college and skills. 404 for another company's job.",
      params: IdParams,
      querystring: ApplicantsQuery,
      response: { 200: ApplicantsReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await jobApplicants(app, companyOf(request).companyId, request.params.id, request.query)),
    }),
  );

  app.get(
    '/applications/:id',
    route({
      summary: "An applicant's profile",
      description:
        "The profile, CVs and released results of a student who applied to one of the company's jobs; 404 for " +
        'an application to another company.',
      params: IdParams,
      response: { 200: ApplicantProfileReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await applicantProfile(app, companyOf(request).companyId, request.params.id)),
    }),
  );

  app.put(
    '/applications/:id',
    route({
      summary: 'Move an application',
      description:
        "Sets an application to one of the company's jobs to applied, shortlisted, rejected or hired; the " +
        'student sees it. 404 for an application to another company.',
      params: IdParams,
      body: ApplicationStatusBody,
      response: { 200: ApplicantReply },
    }),
    async (request) => ({
      success: true as const,
      application: await moveApplication(
        app,
        companyOf(request).companyId,
        request.params.id,
        request.body.status,
      ),
    }),
  );
};
