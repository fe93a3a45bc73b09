import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  ErrorReply,
  FileDownload,
  ScoreReportReply,
  ShareTokenParams,
} from '@placement/contract';
import type { FastifyRequest } from 'fastify';
import { recruiterReport } from '../../services/results/score-report/reports';
import { openShareLink } from '../../services/results/score-report/share-links';
import { tagsOf } from '../doc-tags';
import { sendReportPdf } from '../report-pdf-reply';
import { routesOf } from '../route-options';

const route = routesOf({ auth: 'public' }, tagsOf('shared', 'reports'), { ...ErrorReplies, 410: ErrorReply });

const openingOf = (request: FastifyRequest, format: 'page' | 'pdf') => ({
  format,
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** /api/shared/reports/:token and its PDF: a recruiter's copy opened from a college's share link, no account. */
export const sharedScoreReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reports/:token',
    route({
      summary: 'A shared score report',
      description:
        'The recruiter copy a college shared by link; each opening is recorded for the college. 404 for a link ' +
        'that is not genuine, 410 for one expired or revoked, each with its message.',
      params: ShareTokenParams,
      response: { 200: ScoreReportReply },
    }),
    async (request) => {
      const link = await openShareLink(app, request.params.token, openingOf(request, 'page'));
      return { success: true as const, report: await recruiterReport(app, link.attemptId) };
    },
  );

  app.get(
    '/reports/:token/pdf',
    route({
      summary: 'A shared score report as a PDF',
      description: 'The same copy as an A4 PDF; recorded as an opening. 404 or 410 as for the page.',
      params: ShareTokenParams,
      response: { 200: FileDownload },
    }),
    async (request, reply) => {
      const link = await openShareLink(app, request.params.token, openingOf(request, 'pdf'));
      return sendReportPdf(reply, await recruiterReport(app, link.attemptId));
    },
  );
};
