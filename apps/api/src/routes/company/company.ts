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
import { tagsOf } from '../doc-tags';

const IdParams = Type.Object({ id: Id });
const auth = companyUser;
const profileTags = tagsOf('company', 'profile');
const jobTags = tagsOf('company', 'jobs');
const applicationTags = tagsOf('company', 'applications');

/**
 * The company portal under /api/company: its profile and logo, its job postings and their applicants.
 * GET /api/company/:id, /jobs/filter and /jobs/:id live in routes/portal/companies.ts and already scope a
 * company user to its own company and jobs.
 */
export const companyPortalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/profile',
    {
      config: { auth },
      schema: {
        tags: profileTags,
        summary: "The company's profile",
        description:
          "The signed-in company user's company: name, sector, website, about, locations and logo.",
        response: { 200: CompanyProfileReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      company: await companyProfile(app, companyOf(request).companyId),
    }),
  );

  app.put(
    '/profile',
    {
      config: { auth },
      schema: {
        tags: profileTags,
        summary: "Edit the company's profile",
        description: "Changes the company's public profile; 400 without a name or for a bad field.",
        body: CompanyProfileBody,
        response: { 200: CompanyProfileReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      company: await updateCompanyProfile(app, companyOf(request).companyId, request.body),
    }),
  );

  app.post(
    '/profile/logo',
    {
      config: { auth },
      schema: {
        tags: profileTags,
        summary: "Replace the company's logo",
        description:
          'Multipart: exactly one PNG, JPEG or WebP image of at most 200 KB (judged by its bytes). 413 when larger, ' +
          '400 for another type or not exactly one file.',
        response: { 200: CompanyProfileReply, ...ErrorReplies },
      },
    },
    async (request) => {
      const { companyId } = companyOf(request);
      const { files } = await readMultipart(request, { maxFileSize: LOGO_MAX_BYTES, maxFiles: 1 });
      return { success: true as const, company: await replaceLogo(app, companyId, files) };
    },
  );

  app.get(
    '/:id/logo',
    {
      config: { auth: 'public' },
      schema: {
        tags: profileTags,
        summary: "A company's logo",
        description: 'Public: the logo image, cached for a day; 404 when the company has none.',
        params: IdParams,
      },
    },
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
    {
      config: { auth },
      schema: {
        tags: jobTags,
        summary: 'Colleges a job can be shown to',
        description: "The approved colleges, for a job's `visibleToCollegeIds`.",
        response: { 200: CollegeOptionsReply, ...ErrorReplies },
      },
    },
    async () => ({ success: true as const, colleges: await collegeOptions(app) }),
  );

  app.get(
    '/jobs',
    {
      config: { auth },
      schema: {
        tags: jobTags,
        summary: "The company's jobs",
        description: "A page of the company's own job postings, newest first, with applicant counts.",
        querystring: DashboardJobsQuery,
        response: { 200: CompanyJobsReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listOwnJobs(app, companyOf(request).companyId, request.query)),
    }),
  );

  app.post(
    '/jobs',
    {
      config: { auth },
      schema: {
        tags: jobTags,
        summary: 'Post a job',
        description:
          'A new job of the company, shown to students of the colleges it names. 400 for a bad salary or ' +
          'experience range, an unknown college or a bad closing date.',
        body: JobBody,
        response: { 200: CompanyJobReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      job: await createJob(app, companyOf(request).companyId, request.body),
    }),
  );

  app.get(
    '/jobs/:id/details',
    {
      config: { auth },
      schema: {
        tags: jobTags,
        summary: "One of the company's jobs",
        description: "A job posting of the company with everything it holds; 404 for another company's job.",
        params: IdParams,
        response: { 200: CompanyJobReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      job: await ownJob(app, companyOf(request).companyId, request.params.id),
    }),
  );

  app.put(
    '/jobs/:id',
    {
      config: { auth },
      schema: {
        tags: jobTags,
        summary: 'Edit a job',
        description:
          "Replaces a job posting of the company; 400 as for posting, 404 for another company's job.",
        params: IdParams,
        body: JobBody,
        response: { 200: CompanyJobReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      job: await updateJob(app, companyOf(request).companyId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/jobs/:id',
    {
      config: { auth },
      schema: {
        tags: jobTags,
        summary: 'Delete a job',
        description: "Removes a job posting of the company; 404 for another company's job.",
        params: IdParams,
        response: { 200: MessageReply, ...ErrorReplies },
      },
    },
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
        tags: applicationTags,
        summary: "A job's applicants",
        description:
          "A page of the applications to one of the company's jobs (filter by `status`), with each student's " +
          "name, e-mail, batch, college and skills. 404 for another company's job.",
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
      schema: {
        tags: applicationTags,
        summary: "An applicant's profile",
        description:
          "The profile, CVs and released results of a student who applied to one of the company's jobs; 404 for " +
          'an application to another company.',
        params: IdParams,
        response: { 200: ApplicantProfileReply, ...ErrorReplies },
      },
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
        tags: applicationTags,
        summary: 'Move an application',
        description:
          "Sets an application to one of the company's jobs to applied, shortlisted, rejected or hired; the " +
          'student sees it. 404 for an application to another company.',
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
