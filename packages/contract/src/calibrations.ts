import { estimateAtBound } from '@placement/domain';
import { type Static, Type } from 'typebox';
import { Nullable } from './common';

// ---------- item calibration of a college's question bank (issue #35) ----------

export const CALIBRATION_MESSAGES = {
  started: 'The calibration runs in the background.',
  alreadyRunning: 'A calibration of this bank is already running.',
  interrupted:
    'The calibration stopped before it finished: the server running it was restarted or stopped. Run it again.',
  noResponses: 'The bank has no graded answers to calibrate from yet.',
  noCalibration: 'Run a calibration of the question bank before choosing the calibrated adaptive flow.',
  scaleSaved: 'Score scale saved.',
  notReady: 'This test cannot start yet: its question bank has no calibration. Please contact your college.',
  /** in place of a difficulty whose estimate ran to the bound (±15) */
  notEnoughAnswers: 'not enough answers',
} as const;

/** An item's difficulty as a screen shows it: the figure, or "not enough answers" where the estimate hit the bound. */
export const difficultyText = (item: { a: number; b: number }): string =>
  estimateAtBound(item) ? CALIBRATION_MESSAGES.notEnoughAnswers : item.b.toFixed(2);

export const IrtModelName = Type.Union([Type.Literal('rasch'), Type.Literal('2pl')]);

export const CalibrationRunBody = Type.Object(
  {
    /** Rasch (1PL, default) or 2PL */
    model: Type.Optional(IrtModelName),
    /** items with fewer answers stay pilot items; default 250 */
    pilotThreshold: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type CalibrationRunBody = Static<typeof CalibrationRunBody>;

export const CalibrationSummary = Type.Object({
  _id: Type.String(),
  version: Type.Integer(),
  model: IrtModelName,
  pilotThreshold: Type.Integer(),
  status: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  error: Nullable(Type.String()),
  /** the ability distribution (mean 0; Rasch estimates its SD) */
  latent: Nullable(Type.Object({ mean: Type.Number(), sd: Type.Number() })),
  /** attempts and answers read */
  persons: Type.Integer(),
  responses: Type.Integer(),
  calibrated: Type.Integer(),
  pilot: Type.Integer(),
  converged: Nullable(Type.Boolean()),
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  createdBy: Nullable(Type.String()),
});
export type CalibrationSummary = Static<typeof CalibrationSummary>;

export const CalibrationStartReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  calibration: CalibrationSummary,
});
export type CalibrationStartReply = Static<typeof CalibrationStartReply>;

export const CalibrationsReply = Type.Object({
  success: Type.Literal(true),
  calibrations: Type.Array(CalibrationSummary),
});
export type CalibrationsReply = Static<typeof CalibrationsReply>;

export const CalibratedItemView = Type.Object({
  questionId: Type.String(),
  /** the question's topic and level; null once the question was deleted */
  topic: Nullable(Type.String()),
  level: Nullable(Type.String()),
  a: Type.Number(),
  b: Type.Number(),
  seA: Nullable(Type.Number()),
  seB: Nullable(Type.Number()),
  infit: Nullable(Type.Number()),
  outfit: Nullable(Type.Number()),
  responses: Type.Integer(),
  status: Type.Union([Type.Literal('calibrated'), Type.Literal('pilot')]),
  eligibility: Type.Number(),
});
export type CalibratedItemView = Static<typeof CalibratedItemView>;

export const CalibrationReply = Type.Object({
  success: Type.Literal(true),
  calibration: CalibrationSummary,
  items: Type.Array(CalibratedItemView),
});
export type CalibrationReply = Static<typeof CalibrationReply>;

/** θ reported as `at + perLogit·θ`, held within [min, max]. */
export const ScoreScale = Type.Object(
  {
    at: Type.Number({ minimum: -10_000, maximum: 10_000 }),
    perLogit: Type.Number({ minimum: -10_000, maximum: 10_000 }),
    min: Type.Number({ minimum: -10_000, maximum: 10_000 }),
    max: Type.Number({ minimum: -10_000, maximum: 10_000 }),
  },
  { additionalProperties: false },
);
export type ScoreScale = Static<typeof ScoreScale>;

export const ScoreScaleReply = Type.Object({ success: Type.Literal(true), scale: ScoreScale });
export type ScoreScaleReply = Static<typeof ScoreScaleReply>;

/** A calibrated adaptive attempt's ability score, as staff read it. */
export const CalibratedResultView = Type.Object({
  /** the calibration (its id and version number) the attempt was scored with */
  calibration: Type.String(),
  version: Type.Integer(),
  theta: Type.Number(),
  se: Type.Number(),
  mle: Nullable(Type.Number()),
  mleSe: Nullable(Type.Number()),
  scaled: Type.Number(),
  scaledSe: Type.Number(),
  scored: Type.Integer(),
  unscored: Type.Integer(),
});
export type CalibratedResultView = Static<typeof CalibratedResultView>;
