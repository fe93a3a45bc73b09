import type { CalibratedItemView, CalibrationSummary } from '@placement/contract';
import type { calibrations, itemParameters } from '@placement/db';

type CalibrationRow = typeof calibrations.$inferSelect;
type ItemRow = typeof itemParameters.$inferSelect;

/** A calibration as college staff see it, with how many of its items are calibrated and how many pilot. */
export function presentCalibration(
  row: CalibrationRow,
  counts: { calibrated: number; pilot: number },
  createdBy: string | null = null,
): CalibrationSummary {
  return {
    _id: row.id,
    version: row.version,
    model: row.model,
    pilotThreshold: row.pilotThreshold,
    status: row.status,
    error: row.error,
    latent:
      row.latentMean !== null && row.latentSd !== null ? { mean: row.latentMean, sd: row.latentSd } : null,
    persons: row.persons,
    responses: row.responses,
    calibrated: counts.calibrated,
    pilot: counts.pilot,
    converged: row.converged,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdBy,
  };
}

/** One question's parameters, with its topic and level where the question still exists. */
export const presentItem = (
  row: ItemRow,
  question: { topic: string; level: string } | undefined,
): CalibratedItemView => ({
  questionId: row.questionId,
  topic: question?.topic ?? null,
  level: question?.level ?? null,
  a: row.a,
  b: row.b,
  seA: row.seA,
  seB: row.seB,
  infit: row.infit,
  outfit: row.outfit,
  responses: row.responses,
  status: row.status,
  eligibility: row.eligibility,
});
