import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyReply, Id, JobReply, JobsFilterQuery, JobsReply } from '@placement/contract';
import { Type } from 'typebox';
import { actor } from '../../plugins/auth';
import { filterJobs, findCompany, findJob } from '../../services/student/jobs';
import { errors } from './schemas';

const anyone = { roles: ['student' as const, 'college' as const, 'company' as const, 'admin' as const] };
const IdParams = Type.Object({ id: Id });

/**
 * /api/company/*: the company's own sign-in routes (/login, /me, /logout) are static paths elsewhere and
 * win over `/:id`; the student's view is filtered by their college in services/portal/jobs.ts.
 */
export const studentCompanyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/jobs/filter',
    {
      config: { auth: anyone },
      schema: { querystring: JobsFilterQuery, response: { 200: JobsReply, ...errors } },
    },
    async (request) => ({
      success: true as const,
      ...(await filterJobs(app, actor(request).user, request.query)),
    }),
  );

  app.get(
    '/jobs/:id',
    { config: { auth: anyone }, schema: { params: IdParams, response: { 200: JobReply, ...errors } } },
    async (request) => ({
      success: true as const,
      job: await findJob(app, actor(request).user, request.params.id),
    }),
  );

  app.get(
    '/:id',
    { config: { auth: anyone }, schema: { params: IdParams, response: { 200: CompanyReply, ...errors } } },
    async (request) => ({
      success: true as const,
      company: await findCompany(app, actor(request).user, request.params.id),
    }),
  );
};
