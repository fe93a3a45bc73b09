import { type Static, Type } from 'typebox';
import { Nullable } from './common';

/** Pairs at or above this similarity are listed unless the college picks another threshold. */
export const SIMILARITY_DEFAULT_THRESHOLD = 0.6;
/** The lowest threshold a college may pick: pairs below it are not kept. */
export const SIMILARITY_MIN_THRESHOLD = 0.1;

export const SIMILARITY_MESSAGES = {
  queued: 'The code similarity check will run in the background.',
  alreadyRunning: 'The code similarity check is already running.',
  stillOpen: 'The assessment has attempts in progress: run the check once they have ended.',
} as const;

export const SimilarityQuery = Type.Object(
  {
    /** a fraction from 0.1 to 1 */
    threshold: Type.Optional(Type.Number({ minimum: SIMILARITY_MIN_THRESHOLD, maximum: 1 })),
  },
  { additionalProperties: false },
);

export const SimilarityRunStatus = Type.Union([
  Type.Literal('none'),
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);

export const SimilarityRun = Type.Object({
  status: SimilarityRunStatus,
  requestedAt: Nullable(Type.String()),
  finishedAt: Nullable(Type.String()),
  /** how many final codes were compared */
  submissions: Type.Integer(),
  error: Nullable(Type.String()),
});
export type SimilarityRun = Static<typeof SimilarityRun>;

const PairSide = Type.Object({
  attemptId: Type.String(),
  studentId: Type.String(),
  name: Type.String(),
  email: Type.String(),
});

const pairFields = {
  _id: Type.String(),
  questionId: Type.String(),
  /** the question's topic heading and the start of its statement, as plain text */
  topic: Type.String(),
  question: Type.String(),
  /** the judge's language name: py, java, c, cpp, js */
  language: Type.String(),
  /** 0 to 1: the share of both codes' fingerprints found in the other, starter code and reference left out */
  similarity: Type.Number(),
  /** the longest shared fragment in fingerprints (Dolos's measure) and in lines of the first code */
  longestFragment: Type.Integer(),
  longestLines: Type.Integer(),
};

export const SimilarityPairSummary = Type.Object({ ...pairFields, left: PairSide, right: PairSide });
export type SimilarityPairSummary = Static<typeof SimilarityPairSummary>;

export const SimilarityReply = Type.Object({
  success: Type.Literal(true),
  run: SimilarityRun,
  threshold: Type.Number(),
  /** most similar first */
  pairs: Type.Array(SimilarityPairSummary),
});
export type SimilarityReply = Static<typeof SimilarityReply>;

export const SimilarityStartReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  run: SimilarityRun,
});
export type SimilarityStartReply = Static<typeof SimilarityStartReply>;

/** Zero-based rows and columns, the end exclusive, as tree-sitter counts them. */
export const CodeSpan = Type.Object({
  startRow: Type.Integer(),
  startCol: Type.Integer(),
  endRow: Type.Integer(),
  endCol: Type.Integer(),
});
export type CodeSpan = Static<typeof CodeSpan>;

const SideWithCode = Type.Object({ ...PairSide.properties, code: Type.String() });

export const SimilarityPairReply = Type.Object({
  success: Type.Literal(true),
  pair: Type.Object({
    ...pairFields,
    left: SideWithCode,
    right: SideWithCode,
    fragments: Type.Array(Type.Object({ left: CodeSpan, right: CodeSpan, length: Type.Integer() })),
  }),
});
export type SimilarityPairReply = Static<typeof SimilarityPairReply>;
