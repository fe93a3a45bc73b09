import { type Static, Type } from 'typebox';
import { Nullable } from './common';

export const ItemAnalysisQuery = Type.Object({
  /** first attempt of each student (as Moodle, the default) or every ended attempt */
  attempts: Type.Optional(Type.Union([Type.Literal('first'), Type.Literal('all')])),
});
export type ItemAnalysisQuery = Static<typeof ItemAnalysisQuery>;

const Figure = Nullable(Type.Number());

export const TestFigures = Type.Object({
  attempts: Type.Integer(),
  maxTotal: Type.Number(),
  mean: Figure,
  median: Figure,
  standardDeviation: Figure,
  skewness: Figure,
  kurtosis: Figure,
  /** Cronbach's α in % */
  internalConsistency: Figure,
  errorRatio: Figure,
  standardError: Figure,
  /** attempts per tenth of the maximum total, lowest first */
  histogram: Type.Array(Type.Integer()),
  /** answers that still wait for a person's marks: left out of every figure until graded */
  ungradedAnswers: Type.Integer(),
  /** an adaptive test: per topic and level, the attempts that reached it and passed it */
  levels: Type.Optional(
    Type.Array(
      Type.Object({
        topic: Type.String(),
        level: Type.String(),
        reached: Type.Integer(),
        passed: Type.Integer(),
      }),
    ),
  ),
});

export const OptionFigures = Type.Object({
  option: Type.Integer(),
  isKey: Type.Boolean(),
  all: Type.Integer(),
  topThird: Type.Integer(),
  bottomThird: Type.Integer(),
});

export const CodingFigures = Type.Object({
  judged: Type.Integer(),
  compileErrorRate: Figure,
  /** hidden testcases are shown to staff too: their pass rate says where answers fail */
  testcases: Type.Array(
    Type.Object({ index: Type.Integer(), hidden: Type.Boolean(), passRate: Type.Number() }),
  ),
  medianRuns: Figure,
});

export const ItemFigures = Type.Object({
  questionId: Type.String(),
  position: Type.Integer(),
  topic: Type.String(),
  type: Type.String(),
  excerpt: Type.String(),
  maxMark: Type.Number(),
  attempts: Type.Integer(),
  answered: Type.Integer(),
  skipped: Type.Integer(),
  /** from serving the question to its answer, the median over the attempts that answered it */
  medianSeconds: Figure,
  facility: Figure,
  standardDeviation: Figure,
  discriminationIndex: Figure,
  discriminativeEfficiency: Figure,
  /** multiple choice only: how often each option was chosen */
  options: Type.Optional(Type.Array(OptionFigures)),
  /** find-the-answer only: the most common wrong answers of each part */
  wrongAnswers: Type.Optional(
    Type.Array(
      Type.Object({
        part: Type.Integer(),
        question: Type.String(),
        wrong: Type.Array(Type.Object({ answer: Type.String(), count: Type.Integer() })),
      }),
    ),
  ),
  /** coding only: testcases, compile errors, runs */
  coding: Type.Optional(CodingFigures),
  /** calibrated adaptive only: the question's parameters in the college's newest calibration */
  irt: Type.Optional(
    Type.Object({
      version: Type.Integer(),
      a: Type.Number(),
      b: Type.Number(),
      seB: Nullable(Type.Number()),
      responses: Type.Integer(),
      status: Type.Union([Type.Literal('calibrated'), Type.Literal('pilot')]),
    }),
  ),
  flags: Type.Array(Type.Object({ code: Type.String(), text: Type.String() })),
});

export const ItemAnalysisReply = Type.Object({
  success: Type.Literal(true),
  test: TestFigures,
  items: Type.Array(ItemFigures),
});
export type ItemAnalysisReply = Static<typeof ItemAnalysisReply>;

export const RegradeReply = Type.Object({
  success: Type.Literal(true),
  /** answers whose grade changed (each attempt rescored and logged) */
  regraded: Type.Integer(),
  /** answers to the question looked at */
  answers: Type.Integer(),
});
export type RegradeReply = Static<typeof RegradeReply>;

export const QuestionHistoryReply = Type.Object({
  success: Type.Literal(true),
  /** every assessment of the college that used the question, newest first */
  uses: Type.Array(
    Type.Object({
      assessmentId: Type.String(),
      name: Type.String(),
      attempts: Type.Integer(),
      facility: Figure,
      discriminationIndex: Figure,
      flags: Type.Array(Type.Object({ code: Type.String(), text: Type.String() })),
    }),
  ),
});
export type QuestionHistoryReply = Static<typeof QuestionHistoryReply>;
