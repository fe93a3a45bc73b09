import { Type } from 'typebox';
import { err, ok } from '../../result';
import {
  type Authoring,
  Html,
  MAX_MCQ_OPTIONS,
  McqAnswerSchema,
  McqOptionsSchema,
  MIN_MCQ_OPTIONS,
} from '../authoring';
import { MCQ_KEY_MISSING, MCQ_OPTION_COUNT, mcqKeyOutOfRange } from './messages';

function precheck(body: Readonly<Record<string, unknown>>): string | undefined {
  // null counts as none, so a form's "nothing chosen" gets the same clear message
  if (body.answer === undefined || body.answer === null) return MCQ_KEY_MISSING;
  const options = body.Options;
  if (!Array.isArray(options)) return undefined;
  if (options.length < MIN_MCQ_OPTIONS || options.length > MAX_MCQ_OPTIONS) return MCQ_OPTION_COUNT;
  if (typeof body.answer === 'number' && Number.isInteger(body.answer) && body.answer >= options.length)
    return mcqKeyOutOfRange(options.length);
  return undefined;
}

export const mcqAuthoring = {
  body: {
    Title: Html,
    Options: McqOptionsSchema,
    answer: McqAnswerSchema,
    image: Type.Optional(Type.String({ maxLength: 500 })),
  },
  stored: {
    Title: Type.String(),
    Options: Type.Array(Type.String()),
    answer: Type.Integer(),
    image: Type.Optional(Type.String()),
  },
  view: {
    Title: Type.String(),
    Options: Type.Immutable(Type.Array(Type.String())),
    image: Type.Optional(Type.String()),
  },
  /** an option's index, or -1 for none */
  answer: Type.Integer({ minimum: -1, maximum: MAX_MCQ_OPTIONS - 1 }),
  key: Type.Integer(),
  htmlFields: ['Title'],
  precheck,
  interchange: { defaultDuration: 1 },
  spreadsheet: {
    // Option5 and Option6 may be added after Option4; the template keeps the spec's four
    columns: [
      'Title',
      'Option1',
      'Option2',
      'Option3',
      'Option4',
      'AnswerIndex',
      'QuestionLevel',
      'Duration',
    ],
    optionalColumns: ['Option5', 'Option6'],
    example: ['What is 2 + 2?', '3', '4', '5', '22', '1', 'L1', '1'],
    fromRow(cells) {
      if (!cells.Title) return err('Title is required');
      const options = [cells.Option1, cells.Option2, cells.Option3, cells.Option4];
      if (options.some((o) => !o)) return err('Option1 to Option4 are all required');
      if (cells.Option6 && !cells.Option5) return err('Option6 needs Option5');
      const extra = [cells.Option5, cells.Option6].filter((o): o is string => Boolean(o));
      const all = [...(options as string[]), ...extra];
      const last = all.length - 1;
      if (!new RegExp(`^[0-${last}]$`).test(cells.AnswerIndex ?? ''))
        return err(`AnswerIndex must be 0–${last}`);
      return ok({ Title: cells.Title, Options: all, answer: Number(cells.AnswerIndex) });
    },
  },
} satisfies Authoring;
