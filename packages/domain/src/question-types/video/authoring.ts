import { Type } from 'typebox';
import { type Authoring, FourOptionsSchema, OptionIndexSchema, Text } from '../authoring';

export const videoAuthoring: Authoring = {
  body: {
    /** '' for none, or the url of a video uploaded through POST /api/college/qb/videos */
    videoFile: Type.String({ pattern: '^(/api/files/[A-Za-z0-9_-]{1,64})?$' }),
    long: Type.Array(Type.Object({ question: Text() }), { maxItems: 10 }),
    short: Type.Array(Type.Object({ question: Text() }), { maxItems: 10 }),
    mcq: Type.Array(
      Type.Object({ question: Text(), options: FourOptionsSchema, answer: OptionIndexSchema }),
      {
        maxItems: 10,
      },
    ),
  },
  stored: {
    videoFile: Type.String(),
    long: Type.Array(Type.Object({ question: Type.String() })),
    short: Type.Array(Type.Object({ question: Type.String() })),
    mcq: Type.Array(
      Type.Object({ question: Type.String(), options: Type.Array(Type.String()), answer: Type.Integer() }),
    ),
  },
  htmlFields: [],
};
