import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CollegeOptionsReply,
  CompanyJobReply,
  CompanyJobsReply,
  DashboardJobsQuery,
  ErrorReplies,
  IdParams,
  JobBody,
  MessageReply,
} from '@placement/contract';
import {
  collegeOptions,
  createJob,
  deleteJob,
  listOwnJobs,
  ownJob,
  updateJob,
} from '../../services/jobs/company-jobs';
import { companyOf, companyUser } from '../../services/organisations/company-profile';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const auth = companyUser;
const jobTags = tagsOf('company', 'jobs');
const route = routesOf({ auth }, jobTags, ErrorReplies);

/** /api/company/jobs*: the company's own job postings, and the colleges it can post to. */
export const companyJobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/colleges',
    route({
      summary: 'Colleges a job can be shown to',
      description: "The approved colleges, for a job's `visibleToCollegeIds`.",
      response: { 200: CollegeOptionsReply },
    }),
    async () => ({ success: true as const, colleges: await collegeOptions(app) }),
  );

  app.get(
    '/jobs',
    route({
      summary: "The company's jobs",
      description: "A page of the company's own job postings, newest first, with applicant counts.",
      querystring: DashboardJobsQuery,
      response: { 200: CompanyJobsReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await listOwnJobs(app, companyOf(request).companyId, request.query)),
    }),
  );

  app.post(
    '/jobs',
    route({
      summary: 'Post a job',
      description:
        'A new job of the company, shown to students of the colleges it names. 400 for a bad salary or ' +
        'experience range, an unknown college or a bad closing date.',
      body: JobBody,
      response: { 200: CompanyJobReply },
    }),
    async (request) => ({
      success: true as const,
      job: await createJob(app, companyOf(request).companyId, request.body),
    }),
  );

  app.get(
    '/jobs/:id/details',
    route({
      summary: "One of the company's jobs",
      description: "A job posting of the company with everything it holds; 404 for another company's job.",
      params: IdParams,
      response: { 200: CompanyJobReply },
    }),
    async (request) => ({
      success: true as const,
      job: await ownJob(app, companyOf(request).companyId, request.params.id),
    }),
  );

  app.put(
    '/jobs/:id',
    route({
      summary: 'Edit a job',
      description:
        "Replaces a job posting of the company; 400 as for posting, 404 for another company's job, 409 for a " +
        'job made by a job notification form (it is changed through the form, which the college approves again).',
      params: IdParams,
      body: JobBody,
      response: { 200: CompanyJobReply },
    }),
    async (request) => ({
      success: true as const,
      job: await updateJob(app, companyOf(request).companyId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/jobs/:id',
    route({
      summary: 'Delete a job',
      description: "Removes a job posting of the company; 404 for another company's job.",
      params: IdParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await deleteJob(app, companyOf(request).companyId, request.params.id);
      return { success: true, message: 'Job deleted' };
    },
  );
};
