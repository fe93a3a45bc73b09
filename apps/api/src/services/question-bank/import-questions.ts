import type { TopicType } from '@placement/contract';
import { questions } from '@placement/db';
import { QUESTION_TYPE_NAMES, questionAuthoring, type SpreadsheetTemplate } from '@placement/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { expectHeader, type Row, readSheet } from '../../lib/spreadsheet';
import { sanitizedFields } from './question-body';

type Level = 'L1' | 'L2' | 'L3';

const TESTCASE_COLUMNS = ['input', 'expectedOutput', 'isHidden'] as const;

/** The downloadable templates: one per question type that has a spreadsheet form, and the testcases'. */
export const templates: Readonly<Record<string, { columns: readonly string[]; example: readonly string[] }>> =
  {
    ...Object.fromEntries(
      QUESTION_TYPE_NAMES.flatMap((type) => {
        const template = questionAuthoring[type].spreadsheet;
        return template ? [[type, template]] : [];
      }),
    ),
    testcases: { columns: TESTCASE_COLUMNS, example: ['2 3', '5', 'false'] },
  };

const LEVELS: Record<string, Level> = {
  l1: 'L1',
  l2: 'L2',
  l3: 'L3',
  beginner: 'L1',
  intermediate: 'L2',
  advanced: 'L3',
};

type Parsed = { level: Level; duration: number; body: Record<string, unknown> };
type RowCheck = { ok: true; value: Parsed } | { ok: false; message: string };

function levelAndDuration(cells: Row): { level: Level; duration: number } | string {
  const level = LEVELS[(cells.QuestionLevel ?? '').toLowerCase()];
  if (!level) return 'QuestionLevel must be L1, L2 or L3 (or beginner, intermediate, advanced)';
  const duration = Number(cells.Duration);
  if (!Number.isFinite(duration) || duration <= 0 || duration > 240)
    return 'Duration must be minutes from 0 to 240';
  return { level, duration };
}

function parseRow(type: TopicType, template: SpreadsheetTemplate, cells: Row): RowCheck {
  const fields = template.fromRow(cells);
  if (!fields.ok) return { ok: false, message: fields.error };
  const common = levelAndDuration(cells);
  if (typeof common === 'string') return { ok: false, message: common };
  return { ok: true, value: { ...common, body: sanitizedFields(type, fields.value) } };
}

/** Imports a topic's questions from the type's template: every row checked, nothing written unless all are good. */
export async function importQuestions(
  app: FastifyInstance,
  topic: { id: string; type: TopicType },
  file: Buffer,
) {
  const template = questionAuthoring[topic.type].spreadsheet;
  if (!template) {
    throw badRequest(`${topic.type} questions cannot be imported from a spreadsheet; add them one at a time`);
  }
  const { header, rows } = await readSheet(file);
  expectHeader(header, template.columns, template.optionalColumns);
  if (rows.length === 0) throw badRequest('The file has no rows under the header');
  const errors: { row: number; message: string }[] = [];
  const good: Parsed[] = [];
  for (const { line, cells } of rows) {
    const result = parseRow(topic.type, template, cells);
    if (result.ok) good.push(result.value);
    else errors.push({ row: line, message: result.message });
  }
  if (errors.length > 0) return { success: false, imported: 0, errors };
  await app.deps.db.insert(questions).values(
    good.map((q) => ({
      topicId: topic.id,
      type: topic.type,
      level: q.level,
      duration: q.duration,
      body: q.body,
    })),
  );
  return { success: true, imported: good.length, errors };
}

/** Reads a coding question's testcases from the testcase template. */
export async function readTestcases(file: Buffer) {
  const { header, rows } = await readSheet(file);
  expectHeader(header, TESTCASE_COLUMNS);
  const errors: { row: number; message: string }[] = [];
  const testcases = rows.map(({ line, cells }) => {
    const hidden = (cells.isHidden ?? '').toLowerCase();
    if (!['true', 'false', ''].includes(hidden))
      errors.push({ row: line, message: 'isHidden must be true or false' });
    return {
      input: withNewline(cells.input ?? ''),
      expectedOutput: withNewline(cells.expectedOutput ?? ''),
      isHidden: hidden === 'true',
    };
  });
  return { testcases, errors };
}

const withNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);
