import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  IdParams,
  StudentApplicationReply,
  StudentApplicationsReply,
} from '@placement/contract';
import { actor } from '../../plugins/auth';
import { applyToJob, myApplications } from '../../services/jobs/applications';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('student', 'applications');

const student = { roles: ['student' as const] };

const route = routesOf({ auth: student }, tags, ErrorReplies);

/** Under /api/student: apply to a job the student can see, and follow their applications. */
export const studentApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/jobs/:id/apply',
    route({
      summary: 'Apply to a job',
      description:
        'A student applies to an open job visible to their college; the company then sees the profile and CVs. ' +
        '404 for a job the student cannot see, 403 when the job is not open to their batch, 409 when it is ' +
        'closed or already applied to.',
      params: IdParams,
      response: { 200: StudentApplicationReply },
    }),
    async (request) => ({
      success: true as const,
      message: 'Application sent',
      application: await applyToJob(app, actor(request).user, request.params.id),
    }),
  );

  app.get(
    '/applications',
    route({
      summary: "The student's applications",
      description:
        'The jobs the student applied to, each with its status (applied, shortlisted, rejected or hired).',
      response: { 200: StudentApplicationsReply },
    }),
    async (request) => ({
      success: true as const,
      applications: await myApplications(app, actor(request).user.id),
    }),
  );
};
