import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicantReportParams, ErrorReplies, FileDownload, ScoreReportReply } from '@placement/contract';
import { companyOf, companyUser } from '../../services/organisations/company-profile';
import { companyReport } from '../../services/results/score-report/reports';
import { tagsOf } from '../doc-tags';
import { sendReportPdf } from '../report-pdf-reply';
import { routesOf } from '../route-options';

const route = routesOf({ auth: companyUser }, tagsOf('company', 'applications'), ErrorReplies);

/** /api/company/applications/:id/reports/:attemptId and its PDF: an applicant's released result, recruiter copy. */
export const companyScoreReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/applications/:id/reports/:attemptId',
    route({
      summary: "An applicant's score report",
      description:
        "The recruiter copy of one of the released results of a student who applied to one of the company's " +
        "jobs, integrity summary included. 404 for another company's application or a result not released.",
      params: ApplicantReportParams,
      response: { 200: ScoreReportReply },
    }),
    async (request) => ({
      success: true as const,
      report: await companyReport(
        app,
        companyOf(request).companyId,
        request.params.id,
        request.params.attemptId,
      ),
    }),
  );

  app.get(
    '/applications/:id/reports/:attemptId/pdf',
    route({
      summary: "An applicant's score report as a PDF",
      description: 'The same recruiter copy as an A4 PDF; 404 as for the report.',
      params: ApplicantReportParams,
      response: { 200: FileDownload },
    }),
    async (request, reply) => {
      const { companyId } = companyOf(request);
      const { id, attemptId } = request.params;
      return sendReportPdf(reply, await companyReport(app, companyId, id, attemptId));
    },
  );
};
