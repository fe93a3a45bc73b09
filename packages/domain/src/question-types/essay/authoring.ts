import { Type } from 'typebox';
import { err, ok } from '../../result';
import { type Authoring, Html } from '../authoring';

const EssayType = Type.Union([Type.Literal('long'), Type.Literal('short')]);

export const essayAuthoring = {
  body: { Title: Html, essayType: EssayType },
  stored: { Title: Type.String(), essayType: EssayType },
  view: { Title: Type.String(), essayType: EssayType },
  answer: Type.String(),
  htmlFields: ['Title'],
  interchange: { defaultDuration: 10 },
  spreadsheet: {
    columns: ['Title', 'Duration', 'QuestionLevel'],
    example: ['Describe a project you are proud of.', '10', 'L2'],
    fromRow: (cells) =>
      cells.Title ? ok({ Title: cells.Title, essayType: 'long' }) : err('Title is required'),
  },
} satisfies Authoring;
