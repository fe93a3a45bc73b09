import { Type } from 'typebox';
import { err, ok } from '../../result';
import { type Authoring, FourOptionsSchema, Html, OptionIndexSchema } from '../authoring';
import { MCQ_KEY_MISSING } from './messages';

export const mcqAuthoring: Authoring = {
  body: {
    Title: Html,
    Options: FourOptionsSchema,
    answer: OptionIndexSchema,
    image: Type.Optional(Type.String({ maxLength: 500 })),
  },
  stored: {
    Title: Type.String(),
    Options: Type.Array(Type.String()),
    answer: Type.Integer(),
    image: Type.Optional(Type.String()),
  },
  htmlFields: ['Title'],
  // null counts as none, so a form's "nothing chosen" gets the same clear message
  precheck: (body) => (body.answer === undefined || body.answer === null ? MCQ_KEY_MISSING : undefined),
  spreadsheet: {
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
    example: ['What is 2 + 2?', '3', '4', '5', '22', '1', 'L1', '1'],
    fromRow(cells) {
      if (!cells.Title) return err('Title is required');
      const options = [cells.Option1, cells.Option2, cells.Option3, cells.Option4];
      if (options.some((o) => !o)) return err('Option1 to Option4 are all required');
      if (!/^[0-3]$/.test(cells.AnswerIndex ?? '')) return err('AnswerIndex must be 0–3');
      return ok({ Title: cells.Title, Options: options, answer: Number(cells.AnswerIndex) });
    },
  },
};
