import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, IdParams, JobTermsOfJobReply } from '@placement/contract';
import { actor } from '../../plugins/auth';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { termsOfJob } from '../../services/season/job-terms-read';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const tags = tagsOf('college', 'placement season');
const route = routesOf({ auth: collegeStaff }, tags, ErrorReplies);

/** What the terms form opens with: the job's terms at the college, beside PUT …/terms in season.ts. */
export const collegeJobTermsReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/season/jobs/:id/terms',
    route({
      summary: "A job's terms and eligibility rules at the college",
      description:
        'The cycle, CTC, bond and rules the college last set (or a company form in its state), or null before ' +
        'any. 404 for a job the college cannot see.',
      params: IdParams,
      response: { 200: JobTermsOfJobReply },
    }),
    async (request) => ({
      success: true as const,
      terms: await termsOfJob(app, { ...actor(request).user, ...staffOf(request) }, request.params.id),
    }),
  );
};
