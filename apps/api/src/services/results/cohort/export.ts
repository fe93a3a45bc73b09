import {
  applicationStatusWords,
  COHORT_MESSAGES,
  type CollegeCohortQuery,
  type CompanyCohortQuery,
  cohortWords,
  type RecruiterCandidate,
  type StaffCandidate,
} from '@placement/contract';
import { type ComparisonRow, comparisonRows } from '@placement/domain';
import type { FastifyInstance } from 'fastify';
import { type CsvCell, csvOf } from '../../../lib/csv';
import { fileStem } from '../../../lib/file-names';
import { badRequest } from '../../../lib/http-error';
import { kolkataDate } from '../../../lib/kolkata-date';
import { workbookOf } from '../../../lib/spreadsheet';
import { collegeCohort, companyCohort } from './cohort';

type Format = 'xlsx' | 'csv';
type Candidate = StaffCandidate | RecruiterCandidate;
type Test = { id: string; name: string; college?: string };
type Sheet = { header: string[]; rows: (string | number)[][] };

const testLabel = (t: Test) => (t.college ? `${t.name} (${t.college})` : t.name);

/** The ranked table: one row per candidate who meets the cut-offs, in the order asked for. */
function rankedSheet(tests: Test[], skills: string[], candidates: Candidate[], who: string[]): Sheet {
  return {
    header: [
      'Rank',
      'Name',
      ...who,
      'Overall (%)',
      'Tests taken',
      ...skills.map((s) => `${s} (%)`),
      ...tests.map((t) => `${testLabel(t)} (%)`),
      'Time taken (s)',
    ],
    rows: candidates.map((c) => [
      c.rank,
      c.name,
      ...('email' in c ? [c.email] : [c.college ?? '', applicationStatusWords[c.applicationStatus]]),
      c.overall,
      c.testsTaken,
      ...skills.map((s) => c.skills.find((x) => x.skill === s)?.percentage ?? ''),
      ...tests.map((t) => {
        const outcome = c.tests.find((o) => o.testId === t.id);
        return outcome?.percentage ?? cohortWords[outcome?.status ?? 'notTaken'];
      }),
      c.secondsTaken,
    ]),
  };
}

const measureLabel = (row: ComparisonRow) => {
  if (row.section === 'skills') return `Skill: ${row.label} (%)`;
  if (row.section === 'tests') return `Test: ${row.label} (%)`;
  if (row.section === 'time') return row.label === 'Total time' ? 'Total time (s)' : `Time: ${row.label} (s)`;
  return row.unit === 'percent' ? `${row.label} (%)` : row.label;
};

/** Up to four candidates side by side: one row per measure, one column per candidate. */
function comparisonSheet(tests: Test[], skills: string[], everyone: Candidate[], ids: string[]): Sheet {
  const chosen = [...new Set(ids)].map((id) => {
    const found = everyone.find((c) => c.id === id);
    if (!found) throw badRequest(COHORT_MESSAGES.notCandidate);
    return found;
  });
  const rows = comparisonRows(
    tests.map((t) => ({ id: t.id, name: testLabel(t) })),
    skills,
    chosen,
  );
  return {
    header: ['Measure', ...chosen.map((c) => c.name)],
    rows: rows.map((row) => [
      measureLabel(row),
      ...row.values.map((v, i) => v ?? (row.statuses ? cohortWords[row.statuses[i]!] : '')),
    ]),
  };
}

async function spreadsheet(sheet: Sheet, format: Format, name: string) {
  return format === 'csv'
    ? Buffer.from(csvOf(sheet.header, sheet.rows as CsvCell[][]))
    : await workbookOf(name, sheet.header, sheet.rows);
}

/** The college's cohort as a download: the ranked table, or with `compare` the chosen candidates side by side. */
export async function exportCollegeCohort(
  app: FastifyInstance,
  collegeId: string,
  query: CollegeCohortQuery & { compare?: string[] },
  format: Format,
) {
  const { reply, everyone } = await collegeCohort(app, collegeId, query);
  const sheet = query.compare
    ? comparisonSheet(reply.tests, reply.skills, everyone, query.compare)
    : rankedSheet(reply.tests, reply.skills, reply.candidates, ['Email']);
  const kind = query.compare ? 'comparison' : 'cohort';
  const stem = reply.tests.length === 1 ? fileStem(reply.tests[0]!.name, 'assessment') : 'drive';
  return {
    data: await spreadsheet(sheet, format, query.compare ? 'Comparison' : 'Cohort'),
    fileName: `${stem}-${kind}-${kolkataDate()}.${format}`,
  };
}

/** A job's applicants as a download, ranked or side by side, as the college's. */
export async function exportCompanyCohort(
  app: FastifyInstance,
  companyId: string,
  jobId: string,
  query: CompanyCohortQuery & { compare?: string[] },
  format: Format,
) {
  const { reply, everyone, title } = await companyCohort(app, companyId, jobId, query);
  const sheet = query.compare
    ? comparisonSheet(reply.tests, reply.skills, everyone, query.compare)
    : rankedSheet(reply.tests, reply.skills, reply.candidates, ['College', 'Application status']);
  const kind = query.compare ? 'comparison' : 'applicants';
  return {
    data: await spreadsheet(sheet, format, query.compare ? 'Comparison' : 'Applicants'),
    fileName: `${fileStem(title, 'job')}-${kind}-${kolkataDate()}.${format}`,
  };
}
