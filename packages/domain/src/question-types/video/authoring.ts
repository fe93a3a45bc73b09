import { Type } from 'typebox';
import { type Authoring, FourOptionsSchema, OptionIndexSchema, Text } from '../authoring';

export const videoAuthoring = {
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
  view: {
    videoFile: Type.String(),
    long: Type.Array(Type.Object({ question: Type.String() })),
    short: Type.Array(Type.Object({ question: Type.String() })),
    mcq: Type.Array(
      Type.Object({ question: Type.String(), options: Type.Immutable(Type.Array(Type.String())) }),
    ),
  },
  /**
   * The text parts' answers and the choice parts' option indexes (-1 or null for none), in order. Closed, as
   * every list may be left out: another type's answer object must never pass for a video's.
   */
  answer: Type.Object(
    {
      long: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Null()]))),
      short: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Null()]))),
      mcq: Type.Optional(Type.Array(Type.Union([Type.Integer({ minimum: -1, maximum: 3 }), Type.Null()]))),
    },
    { additionalProperties: false },
  ),
  /** the choice parts' keys; a person grades the text parts */
  key: Type.Object({ mcq: Type.Array(Type.Integer()) }),
  htmlFields: [],
} satisfies Authoring;
