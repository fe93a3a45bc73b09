import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicantProfileReply,
  ApplicantReply,
  ApplicantsQuery,
  ApplicantsReply,
  ApplicationStatusBody,
  CollegeOptionsReply,
  CompanyJobReply,
  CompanyJobsReply,
  CompanyProfileBody,
  CompanyProfileReply,
  DashboardJobsQuery,
  ErrorReplies,
  Id,
  JobBody,
  MessageReply,
} from '@placement/contract';
import { Type } from 'typebox';
import { applicantProfile, jobApplicants, moveApplication } from '../../services/company/applications';
import {
  collegeOptions,
  createJob,
  deleteJob,
  listOwnJobs,
  ownJob,
  updateJob,
} from '../../services/company/jobs';
import {
  companyOf,
  companyProfile,
  companyUser,
  LOGO_MAX_BYTES,
  openLogo,
  replaceLogo,
  updateCompanyProfile,
} from '../../services/company/profile';
import { readMultipart } from '../../services/shared/uploads';

const IdParams = Type.Object({ id: Id });
const auth = companyUser;

/**
 * The company portal under /api/company: its profile and logo, its job postings and their applicants.
 * GET /api/company/:id, /jobs/filter and /jobs/:id live in routes/portal/companies.ts and already scope a
 * company user to its own company and jobs.
 */
export const companyPortalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/profile',
    { config: { auth }, schema: { response: { 200: CompanyProfileReply, ...ErrorReplies } } },
    async (request) => ({
      success: true as const,
      company: await companyProfile(app, companyOf(request).companyId),
    }),
  );

  app.put(
    '/profile',
    {
      config: { auth },
      schema: { body: CompanyProfileBody, response: { 200: CompanyProfileReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      company: await updateCompanyProfile(app, companyOf(request).companyId, request.body),
    }),
  );

  app.post(
    '/profile/logo',
    { config: { auth }, schema: { response: { 200: CompanyProfileReply, ...ErrorReplies } } },
    async (request) => {
      const { companyId } = companyOf(request);
      const { files } = await readMultipart(request, { maxFileSize: LOGO_MAX_BYTES, maxFiles: 1 });
      return { success: true as const, company: await replaceLogo(app, companyId, files) };
    },
  );

  app.get(
    '/:id/logo',
    { config: { auth: 'public' }, schema: { params: IdParams } },
    async (request, reply) => {
      const logo = await openLogo(app, request.params.id);
      return reply
        .header('content-type', logo.contentType)
        .header('content-length', logo.size)
        .header('cache-control', 'public, max-age=86400')
        .send(logo.stream);
    },
  );

  app.get(
    '/colleges',
    { config: { auth }, schema: { response: { 200: CollegeOptionsReply, ...ErrorReplies } } },
    async () => ({ success: true as const, colleges: await collegeOptions(app) }),
  );

  app.get(
    '/jobs',
    {
      config: { auth },
      schema: { querystring: DashboardJobsQuery, response: { 200: CompanyJobsReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await listOwnJobs(app, companyOf(request).companyId, request.query)),
    }),
  );

  app.post(
    '/jobs',
    { config: { auth }, schema: { body: JobBody, response: { 200: CompanyJobReply, ...ErrorReplies } } },
    async (request) => ({
      success: true as const,
      job: await createJob(app, companyOf(request).companyId, request.body),
    }),
  );

  app.get(
    '/jobs/:id/details',
    { config: { auth }, schema: { params: IdParams, response: { 200: CompanyJobReply, ...ErrorReplies } } },
    async (request) => ({
      success: true as const,
      job: await ownJob(app, companyOf(request).companyId, request.params.id),
    }),
  );

  app.put(
    '/jobs/:id',
    {
      config: { auth },
      schema: { params: IdParams, body: JobBody, response: { 200: CompanyJobReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      job: await updateJob(app, companyOf(request).companyId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/jobs/:id',
    { config: { auth }, schema: { params: IdParams, response: { 200: MessageReply, ...ErrorReplies } } },
    async (request) => {
      await deleteJob(app, companyOf(request).companyId, request.params.id);
      return { success: true, message: 'Job deleted' };
    },
  );

  app.get(
    '/jobs/:id/applications',
    {
      config: { auth },
      schema: {
        params: IdParams,
        querystring: ApplicantsQuery,
        response: { 200: ApplicantsReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await jobApplicants(app, companyOf(request).companyId, request.params.id, request.query)),
    }),
  );

  app.get(
    '/applications/:id',
    {
      config: { auth },
      schema: { params: IdParams, response: { 200: ApplicantProfileReply, ...ErrorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await applicantProfile(app, companyOf(request).companyId, request.params.id)),
    }),
  );

  app.put(
    '/applications/:id',
    {
      config: { auth },
      schema: {
        params: IdParams,
        body: ApplicationStatusBody,
        response: { 200: ApplicantReply, ...ErrorReplies },
      },
    },
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
