import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { attempts } from '@placement/db';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Zip, ZipPassThrough } from 'fflate';
import { fileStem } from '../../../lib/file-names';
import { ownAssessment } from '../../assessments/policy';
import { endedAttempt } from '../../attempts/attempt-rows';
import { integrityContext, reportContext, reportSubjects } from './collect';
import { reportPdfBuffer } from './pdf';
import { presentReport } from './present';

/** Attempts read, drawn and zipped at a time: a drive of thousands never sits in memory at once. */
const BATCH = 20;

/**
 * Every ended attempt's recruiter copy as one zip, streamed as each PDF is drawn. Each report yields to the event
 * loop, so other requests go on while a drive of a thousand is zipped (docs/benchmarks.md measures the delay); PDFs
 * are compressed already, so entries are stored. A client that goes away stops the work.
 */
export async function reportsArchive(app: FastifyInstance, collegeId: string, assessmentId: string) {
  const assessment = await ownAssessment(app, collegeId, assessmentId);
  const ids = (
    await app.deps.db
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.assessmentId, assessmentId), endedAttempt))
      .orderBy(asc(attempts.startedAt), asc(attempts.id))
  ).map((r) => r.id);
  const context = await reportContext(app, assessmentId);
  const integrity = await integrityContext(app, assessmentId, ids);
  const body = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) body.destroy(error);
    else body.write(chunk);
    if (final) body.end();
  });
  const names = new Set<string>();
  const fileName = (name: string, number: number) => {
    const stem = `${fileStem(name, 'candidate')}-attempt-${number}`;
    let unique = stem;
    for (let n = 2; names.has(unique); n++) unique = `${stem}-${n}`;
    names.add(unique);
    return `${unique}.pdf`;
  };
  const fill = async () => {
    for (let start = 0; start < ids.length && !body.destroyed; start += BATCH) {
      for (const subject of await reportSubjects(app, ids.slice(start, start + BATCH))) {
        if (body.destroyed) return;
        const pdf = await reportPdfBuffer(presentReport(context, subject, integrity));
        const entry = new ZipPassThrough(fileName(subject.student.name, subject.attempt.number));
        zip.add(entry);
        entry.push(pdf, true);
        // a slow download holds the drawing back rather than the zip piling up in memory
        if (body.writableNeedDrain) await Promise.race([once(body, 'drain'), once(body, 'close')]);
        else await yieldToEventLoop();
      }
    }
    zip.end();
  };
  fill().catch((error: unknown) => {
    app.log.error({ err: error, assessmentId }, 'reports archive failed');
    body.destroy(error as Error);
  });
  return { body, count: ids.length, fileName: `${fileStem(assessment.name, 'assessment')}-reports.zip` };
}
