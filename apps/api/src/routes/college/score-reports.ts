import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  FileDownload,
  IdParams,
  ShareLinkBody,
  ShareLinkReply,
  ShareLinksReply,
} from '@placement/contract';
import { collegeStaff, staffOf } from '../../services/account/college-staff';
import { reportsArchive } from '../../services/results/score-report/archive';
import { collegeReport } from '../../services/results/score-report/reports';
import {
  createShareLink,
  revokeShareLink,
  shareLinksOf,
} from '../../services/results/score-report/share-links';
import { tagsOf } from '../doc-tags';
import { reportRoutes } from '../report-pdf-reply';
import { routesOf } from '../route-options';

const route = routesOf({ auth: collegeStaff }, tagsOf('college', 'results'), ErrorReplies);

/** /api/college/attempts/:id/report…, /share-links, /assessments/:id/reports/zip: score reports for staff. */
export const collegeScoreReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  reportRoutes(
    app,
    route,
    '/attempts/:id/report',
    IdParams,
    {
      summary: "An attempt's score report (college copy)",
      description:
        "Score, band, percentile in the cohort, per-topic scores against the cohort average, each question's " +
        "outcome and testcase counts, the integrity summary and the reviewer's notes. 404 for an attempt at " +
        "another college's test.",
    },
    (request, { id }) => collegeReport(app, staffOf(request).collegeId, id),
  );

  app.get(
    '/attempts/:id/share-links',
    route({
      summary: "An attempt's report share links",
      description:
        "Every link made to share this attempt's report with a company: when it expires, whether it was revoked, " +
        "how often it was opened. 404 for another college's attempt.",
      params: IdParams,
      response: { 200: ShareLinksReply },
    }),
    async (request) => ({
      success: true as const,
      links: await shareLinksOf(app, staffOf(request).collegeId, request.params.id),
    }),
  );

  app.post(
    '/attempts/:id/share-links',
    route({
      summary: 'Share a report with a company',
      description:
        "A signed link that opens the recruiter copy of this attempt's report without an account, for `days` " +
        "days (1 to 90); logged on the attempt. 409 while the attempt runs; 404 for another college's attempt.",
      params: IdParams,
      body: ShareLinkBody,
      response: { 200: ShareLinkReply },
    }),
    async (request) => ({
      success: true as const,
      link: await createShareLink(app, staffOf(request), request.params.id, request.body.days),
    }),
  );

  app.delete(
    '/share-links/:id',
    route({
      summary: 'Revoke a report share link',
      description:
        "The link stops working at once (its page says it was withdrawn); logged on the attempt. 404 for another college's link.",
      params: IdParams,
      response: { 200: ShareLinkReply },
    }),
    async (request) => ({
      success: true as const,
      link: await revokeShareLink(app, staffOf(request), request.params.id),
    }),
  );

  app.get(
    '/assessments/:id/reports/zip',
    route({
      summary: 'Download every report of an assessment',
      description:
        'The college copy of every ended attempt as one zip of PDFs, streamed as each report is drawn; the ' +
        "`x-report-count` header says how many it holds. 404 for another college's assessment.",
      params: IdParams,
      response: { 200: FileDownload },
    }),
    async (request, reply) => {
      const archive = await reportsArchive(app, staffOf(request).collegeId, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('x-report-count', String(archive.count))
        .header('cache-control', 'no-store')
        .send(archive.body);
    },
  );
};
