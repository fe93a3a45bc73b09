import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReplies, ErrorReply, ShareTokenParams } from '@placement/contract';
import type { FastifyRequest } from 'fastify';
import { recruiterReport } from '../../services/results/score-report/reports';
import { openShareLink } from '../../services/results/score-report/share-links';
import { tagsOf } from '../doc-tags';
import { reportRoutes } from '../report-pdf-reply';
import { routesOf } from '../route-options';

const route = routesOf({ auth: 'public' }, tagsOf('shared', 'reports'), { ...ErrorReplies, 410: ErrorReply });

const openingOf = (request: FastifyRequest, format: 'page' | 'pdf') => ({
  format,
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** /api/shared/reports/:token and its PDF: a recruiter's copy opened from a college's share link, no account. */
export const sharedScoreReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  reportRoutes(
    app,
    route,
    '/reports/:token',
    ShareTokenParams,
    {
      summary: 'A shared score report',
      description:
        'The recruiter copy a college shared by link; each opening (page or PDF) is recorded for the college. 404 ' +
        'for a link that is not genuine, 410 for one expired or revoked, each with its message.',
    },
    async (request, { token }) => {
      const format = request.routeOptions.url?.endsWith('/pdf') ? 'pdf' : 'page';
      const link = await openShareLink(app, token, openingOf(request, format));
      return recruiterReport(app, link.attemptId);
    },
  );
};
