import type { TopicType } from '@placement/contract';
import { questions } from '@placement/db';
import type { FastifyInstance } from 'fastify';
import { sanitizeRichText } from '../../lib/html';
import { badRequest } from '../../lib/http-error';
import { expectHeader, type Row, readSheet } from './spreadsheet';

type Level = 'L1' | 'L2' | 'L3';

export const templates = {
  mcq: ['Title', 'Option1', 'Option2', 'Option3', 'Option4', 'AnswerIndex', 'QuestionLevel', 'Duration'],
  essay: ['Title', 'Duration', 'QuestionLevel'],
  findAnswer: [
    'Title',
    'Question1',
    'Answer1',
    'Question2',
    'Answer2',
    'Question3',
    'Answer3',
    'QuestionLevel',
    'Duration',
  ],
  testcases: ['input', 'expectedOutput', 'isHidden'],
} as const;

export const templateExamples: Record<keyof typeof templates, string[][]> = {
  mcq: [['What is 2 + 2?', '3', '4', '5', '22', '1', 'L1', '1']],
  essay: [['Describe a project you are proud of.', '10', 'L2']],
  findAnswer: [
    [
      'Git was created by Linus Torvalds in 2005.',
      'Who created Git?',
      'Linus Torvalds',
      'When?',
      '2005',
      '',
      '',
      'L1',
      '3',
    ],
  ],
  testcases: [['2 3', '5', 'false']],
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

const rowParsers: Partial<Record<TopicType, (cells: Row) => RowCheck>> = {
  mcq(cells) {
    if (!cells.Title) return { ok: false, message: 'Title is required' };
    const options = [cells.Option1, cells.Option2, cells.Option3, cells.Option4];
    if (options.some((o) => !o)) return { ok: false, message: 'Option1 to Option4 are all required' };
    if (!/^[0-3]$/.test(cells.AnswerIndex ?? '')) return { ok: false, message: 'AnswerIndex must be 0–3' };
    const common = levelAndDuration(cells);
    if (typeof common === 'string') return { ok: false, message: common };
    return {
      ok: true,
      value: {
        ...common,
        body: { Title: sanitizeRichText(cells.Title), Options: options, answer: Number(cells.AnswerIndex) },
      },
    };
  },
  essay(cells) {
    if (!cells.Title) return { ok: false, message: 'Title is required' };
    const common = levelAndDuration(cells);
    if (typeof common === 'string') return { ok: false, message: common };
    return {
      ok: true,
      value: { ...common, body: { Title: sanitizeRichText(cells.Title), essayType: 'long' } },
    };
  },
  findAnswer(cells) {
    if (!cells.Title) return { ok: false, message: 'Title is required' };
    const pairs = [1, 2, 3]
      .map((i) => ({ question: cells[`Question${i}`] ?? '', answer: cells[`Answer${i}`] ?? '' }))
      .filter((p) => p.question || p.answer);
    if (pairs.length === 0) return { ok: false, message: 'At least Question1 and Answer1 are required' };
    if (pairs.some((p) => !p.question || !p.answer))
      return { ok: false, message: 'Each question needs its answer' };
    const common = levelAndDuration(cells);
    if (typeof common === 'string') return { ok: false, message: common };
    return {
      ok: true,
      value: { ...common, body: { Title: sanitizeRichText(cells.Title), questions: pairs } },
    };
  },
};

/** Imports a topic's questions from the type's template: every row checked, nothing written unless all are good. */
export async function importQuestions(
  app: FastifyInstance,
  topic: { id: string; type: TopicType },
  file: Buffer,
) {
  const parse = rowParsers[topic.type];
  if (!parse || topic.type === 'compiler' || topic.type === 'video') {
    throw badRequest(`${topic.type} questions cannot be imported from a spreadsheet; add them one at a time`);
  }
  const { header, rows } = await readSheet(file);
  expectHeader(header, templates[topic.type as 'mcq' | 'essay' | 'findAnswer']);
  if (rows.length === 0) throw badRequest('The file has no rows under the header');
  const errors: { row: number; message: string }[] = [];
  const good: Parsed[] = [];
  for (const { line, cells } of rows) {
    const result = parse(cells);
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
  expectHeader(header, templates.testcases);
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
