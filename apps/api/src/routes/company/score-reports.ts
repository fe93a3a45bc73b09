import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicantReportParams, ErrorReplies } from '@placement/contract';
import { companyOf, companyUser } from '../../services/organisations/company-profile';
import { companyReport } from '../../services/results/score-report/reports';
import { tagsOf } from '../doc-tags';
import { reportRoutes } from '../report-pdf-reply';
import { routesOf } from '../route-options';

const route = routesOf({ auth: companyUser }, tagsOf('company', 'applications'), ErrorReplies);

/** /api/company/applications/:id/reports/:attemptId and its PDF: an applicant's released result, recruiter copy. */
export const companyScoreReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  reportRoutes(
    app,
    route,
    '/applications/:id/reports/:attemptId',
    ApplicantReportParams,
    {
      summary: "An applicant's score report",
      description:
        "The recruiter copy of one of the released results of a student who applied to one of the company's " +
        "jobs, integrity summary included. 404 for another company's application or a result not released.",
    },
    (request, { id, attemptId }) => companyReport(app, companyOf(request).companyId, id, attemptId),
  );
};
