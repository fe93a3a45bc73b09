import { Type } from 'typebox';
import { err, ok } from '../../result';
import { type Authoring, Html, Text } from '../authoring';

const PAIRS_IN_TEMPLATE = [1, 2, 3];

export const findAnswerAuthoring = {
  body: {
    Title: Html,
    questions: Type.Array(Type.Object({ question: Text(), answer: Text(500) }), {
      minItems: 1,
      maxItems: 20,
    }),
  },
  stored: {
    Title: Type.String(),
    questions: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
  },
  view: {
    Title: Type.String(),
    questions: Type.Array(Type.Object({ question: Type.String() })),
  },
  /** one answer per sub-question: the spec's { studentAnswer }, or the text alone */
  answer: Type.Array(
    Type.Union([
      Type.String(),
      Type.Null(),
      Type.Object({ studentAnswer: Type.Optional(Type.Union([Type.String(), Type.Null()])) }),
    ]),
  ),
  key: Type.Array(Type.String()),
  htmlFields: ['Title'],
  interchange: { defaultDuration: 2 },
  spreadsheet: {
    columns: [
      'Title',
      ...PAIRS_IN_TEMPLATE.flatMap((i) => [`Question${i}`, `Answer${i}`]),
      'QuestionLevel',
      'Duration',
    ],
    example: [
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
    fromRow(cells) {
      if (!cells.Title) return err('Title is required');
      const pairs = PAIRS_IN_TEMPLATE.map((i) => ({
        question: cells[`Question${i}`] ?? '',
        answer: cells[`Answer${i}`] ?? '',
      })).filter((p) => p.question || p.answer);
      if (pairs.length === 0) return err('At least Question1 and Answer1 are required');
      if (pairs.some((p) => !p.question || !p.answer)) return err('Each question needs its answer');
      return ok({ Title: cells.Title, questions: pairs });
    },
  },
} satisfies Authoring;
