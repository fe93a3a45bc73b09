import { typeDisplayName } from '@placement/domain';
import type { FastifyInstance } from 'fastify';
import { csvOf } from '../../../lib/csv';
import { fileStem } from '../../../lib/file-names';
import { kolkataDate } from '../../../lib/kolkata-date';
import { workbookOf } from '../../../lib/spreadsheet';
import { ownAssessment } from '../../assessments/policy';
import { itemAnalysis } from './item-analysis';

const HEADER = [
  'Question',
  'Topic',
  'Type',
  'Text',
  'Attempts',
  'Answered',
  'Skipped',
  'Median seconds',
  'Facility (%)',
  'Standard deviation',
  'Discrimination index (%)',
  'Discriminative efficiency (%)',
  'Options chosen (all / top third / bottom third)',
  'Flags',
] as const;

const rounded = (value: number | null, scale = 1): string | number =>
  value === null ? '' : Math.round(value * scale * 100) / 100;

/** The item analysis as a spreadsheet, one row per question (the test's figures are on the screen). */
export async function exportItemAnalysis(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
  which: 'first' | 'all',
  format: 'xlsx' | 'csv',
) {
  const assessment = await ownAssessment(app, collegeId, assessmentId);
  const { items } = await itemAnalysis(app, collegeId, assessmentId, which);
  const rows = items.map((item) => [
    `Q${item.position}`,
    item.topic,
    typeDisplayName(item.type),
    item.excerpt,
    item.attempts,
    item.answered,
    item.skipped,
    rounded(item.medianSeconds),
    rounded(item.facility, 100),
    rounded(item.standardDeviation),
    rounded(item.discriminationIndex),
    rounded(item.discriminativeEfficiency),
    (item.options ?? [])
      .map(
        (o) =>
          `${String.fromCharCode(65 + o.option)}${o.isKey ? '*' : ''} ${o.all}/${o.topThird}/${o.bottomThird}`,
      )
      .join('; '),
    item.flags.map((f) => f.text).join(' '),
  ]);
  const data =
    format === 'csv' ? Buffer.from(csvOf(HEADER, rows)) : await workbookOf('Item analysis', HEADER, rows);
  return {
    data,
    fileName: `${fileStem(assessment.name, 'assessment')}-item-analysis-${kolkataDate()}.${format}`,
  };
}
