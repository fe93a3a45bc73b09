/** The reported score: θ mapped linearly onto a scale the college chooses, within its bounds. */
export interface ReportedScale {
  /** the reported score of θ = 0 */
  at: number;
  /** reported points per logit */
  perLogit: number;
  min: number;
  max: number;
}

/** 0–100 with the population mean at 50 and one logit worth 15 points. */
export const DEFAULT_REPORTED_SCALE: ReportedScale = { at: 50, perLogit: 15, min: 0, max: 100 };

export const reportedScore = (
  estimate: { theta: number; se: number },
  scale: ReportedScale = DEFAULT_REPORTED_SCALE,
): { score: number; se: number } => ({
  score: Math.min(scale.max, Math.max(scale.min, scale.at + scale.perLogit * estimate.theta)),
  se: Math.abs(scale.perLogit) * estimate.se,
});
