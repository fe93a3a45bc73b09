import type { ScoreReport } from '@placement/contract';
import type { FastifyReply } from 'fastify';
import { fileStem } from '../lib/file-names';
import { reportPdf } from '../services/results/score-report/pdf';

/** Sends a score report as a PDF download named after the candidate and the assessment. */
export function sendReportPdf(reply: FastifyReply, report: ScoreReport) {
  const name = `${fileStem(report.candidate.name, 'candidate')}-${fileStem(report.assessment.name, 'assessment')}-report.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(reportPdf(report));
}
