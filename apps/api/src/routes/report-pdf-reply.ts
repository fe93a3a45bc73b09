import type { FastifyPluginAsyncTypebox, TObject } from '@fastify/type-provider-typebox';
import { FileDownload, type ScoreReport, ScoreReportReply } from '@placement/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { fileStem } from '../lib/file-names';
import { reportPdf } from '../services/results/score-report/pdf';
import type { routesOf } from './route-options';

/** Sends a score report as a PDF download named after the candidate and the assessment. */
export function sendReportPdf(reply: FastifyReply, report: ScoreReport) {
  const name = `${fileStem(report.candidate.name, 'candidate')}-${fileStem(report.assessment.name, 'assessment')}-report.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(reportPdf(report));
}

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * A score report's two routes for one audience: `path` answers the report, `path/pdf` the same report as a PDF;
 * `load` authorizes the caller and reads it (so both refuse alike).
 */
export function reportRoutes<P extends TObject>(
  app: App,
  route: ReturnType<typeof routesOf>,
  path: string,
  params: P,
  docs: { summary: string; description: string },
  load: (request: FastifyRequest, params: Static<P>) => Promise<ScoreReport>,
) {
  app.get(path, route({ ...docs, params, response: { 200: ScoreReportReply } }), async (request) => ({
    success: true as const,
    report: await load(request, request.params as Static<P>),
  }));
  app.get(
    `${path}/pdf`,
    route({
      summary: `${docs.summary} as a PDF`,
      description: 'The same report as an A4 PDF drawn on the server; refused as the report is.',
      params,
      response: { 200: FileDownload },
    }),
    async (request, reply) => sendReportPdf(reply, await load(request, request.params as Static<P>)),
  );
}
