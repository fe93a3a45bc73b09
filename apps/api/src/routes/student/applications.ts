import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, Id, StudentApplicationReply, StudentApplicationsReply } from '@placement/contract';
import { Type } from 'typebox';
import { actor } from '../../plugins/auth';
import { applyToJob, myApplications } from '../../services/company/applications';

const student = { roles: ['student' as const] };

/** Under /api/student: apply to a job the student can see, and follow their applications. */
export const studentApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/jobs/:id/apply',
    {
      config: { auth: student },
      schema: {
        params: Type.Object({ id: Id }),
        response: { 200: StudentApplicationReply, ...ErrorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Application sent',
      application: await applyToJob(app, actor(request).user, request.params.id),
    }),
  );

  app.get(
    '/applications',
    { config: { auth: student }, schema: { response: { 200: StudentApplicationsReply, ...ErrorReplies } } },
    async (request) => ({
      success: true as const,
      applications: await myApplications(app, actor(request).user.id),
    }),
  );
};
