import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, IdParams } from '@placement/contract';
import { actor } from '../../plugins/auth';
import { candidateReport } from '../../services/results/score-report/reports';
import { tagsOf } from '../doc-tags';
import { reportRoutes } from '../report-pdf-reply';
import { routesOf } from '../route-options';

const route = routesOf({ auth: { roles: ['student' as const] } }, tagsOf('student', 'results'), ErrorReplies);

/** /api/student/results/:id/report and its PDF: the candidate's copy of their own attempt. */
export const studentScoreReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  reportRoutes(
    app,
    route,
    '/results/:id/report',
    IdParams,
    {
      summary: 'My score report',
      description:
        "The candidate's copy of one of the signed-in student's attempts: score, band and percentile once the " +
        'result is released; per-topic scores, verdicts and testcase counts once the answer key is; never any ' +
        "integrity detail. 403 before release; 404 for another student's attempt.",
    },
    (request, { id }) => candidateReport(app, actor(request).user.id, id),
  );
};
