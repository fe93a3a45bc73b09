import {
  type BankItem,
  type Calibration,
  calibrate,
  controlledEligibility,
  DEFAULT_CAT_RULES,
  type GradedAnswer,
  type IrtModel,
  responseMatrixOf,
} from '@placement/domain';

export interface CalibrationInput {
  model: IrtModel;
  pilotThreshold: number;
  /** every question of the bank, with the index of its topic (content balancing of the exposure simulation) */
  items: { id: string; topic: number }[];
  answers: GradedAnswer[];
}

export interface CalibrationOutput {
  calibration: Calibration;
  /** each scored item's eligibility probability (Sympson–Hetter); pilot items are absent */
  eligibility: [string, number][];
  persons: number;
}

/**
 * The whole calibration of a bank, pure: the response matrix, the EM fit and the exposure simulation on the
 * result (the slow part: 15–20 s for 300 items), so it runs in a worker thread (worker.ts).
 */
export function runCalibration(input: CalibrationInput): CalibrationOutput {
  const matrix = responseMatrixOf(
    input.answers,
    input.items.map((item) => item.id),
  );
  const calibration = calibrate(matrix, { model: input.model, pilotThreshold: input.pilotThreshold });
  const topicOf = new Map(input.items.map((item) => [item.id, item.topic]));
  const bank: BankItem[] = calibration.items.map((item) => ({
    id: item.id,
    a: item.a,
    b: item.b,
    status: item.status,
    topic: topicOf.get(item.id) ?? 0,
  }));
  // the bank-wide default, for an assessment whose own (assessment-exposure.ts) is not worked out yet
  const eligibility = controlledEligibility(bank, { ...DEFAULT_CAT_RULES, prior: calibration.latent });
  return { calibration, eligibility: [...eligibility], persons: matrix.persons.length };
}
