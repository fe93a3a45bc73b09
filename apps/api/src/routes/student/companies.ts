import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyReply, IdParams, JobReply, JobsFilterQuery, JobsReply } from '@placement/contract';
import { actor } from '../../plugins/auth';
import { filterJobs, findCompany, findJob } from '../../services/jobs/jobs';
import { studentJobsPage } from '../../services/jobs/student-jobs';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import { errors } from './schemas';

const tags = tagsOf('student', 'jobs and companies');

const anyone = { roles: ['student' as const, 'college' as const, 'company' as const, 'admin' as const] };
/**
 * /api/company/*: the company's own sign-in routes (/login, /me, /logout) are static paths elsewhere and
 * win over `/:id`; the student's view is filtered by their college in services/portal/jobs.ts.
 */
const route = routesOf({ auth: anyone }, tags, errors);

export const studentCompanyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/jobs/filter',
    route({
      summary: 'Search jobs',
      description:
        'Any signed-in user: a page of open jobs filtered by title, place, type, salary and company, limited to what ' +
        'the caller may see (a student or college: jobs open to their college; a company: its own; an admin: ' +
        "all). A student's page lists the jobs they may apply to first, each job with `eligibility` (whether " +
        'they may apply, and the sentence saying why not); then newest first. 400 for a bad salary range.',
      querystring: JobsFilterQuery,
      response: { 200: JobsReply },
    }),
    async (request) => {
      const { user } = actor(request);
      const page =
        user.role === 'student'
          ? await studentJobsPage(app, user, request.query)
          : await filterJobs(app, user, request.query);
      return { success: true as const, ...page };
    },
  );

  app.get(
    '/jobs/:id',
    route({
      summary: 'One job',
      description: 'A job the caller may see (as for the search); 404 otherwise.',
      params: IdParams,
      response: { 200: JobReply },
    }),
    async (request) => ({
      success: true as const,
      job: await findJob(app, actor(request).user, request.params.id),
    }),
  );

  app.get(
    '/:id',
    route({
      summary: 'One company and its open jobs',
      description: "A company's public profile with the jobs the caller may see; 404 for an unknown company.",
      params: IdParams,
      response: { 200: CompanyReply },
    }),
    async (request) => ({
      success: true as const,
      company: await findCompany(app, actor(request).user, request.params.id),
    }),
  );
};
