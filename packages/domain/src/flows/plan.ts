import type { ItemStatus } from '../irt/calibrate';
import type { CatRules } from '../irt/select';
import type { Level } from '../level';
import type { QuestionTypeName } from '../question-types/registry';

export interface PlanQuestion {
  id: string;
  level: Level;
  /**
   * The question's parameters in the calibration the attempt uses (calibrated adaptive only; absent = pilot), and
   * the probability an attempt may be given it (exposure control, from `exposureEligibility`; 1 when absent).
   */
  irt?: { a: number; b: number; status: ItemStatus; eligibility?: number };
}

/** What a calibrated adaptive attempt is scored with, fixed when it starts. */
export interface PlanCalibration {
  /** the calibration's version, recorded on the attempt so a later calibration never moves its score */
  version: string;
  /** the ability prior: the calibration's latent distribution (N(0, 1) for 2PL, N(0, σ²) for Rasch) */
  latent: { mean: number; sd: number };
  /** stopping, exposure and pilot settings; DEFAULT_CAT_RULES where absent */
  rules?: Partial<Omit<CatRules, 'prior'>>;
}

export interface PlanTopic {
  topicId: string;
  heading: string;
  type: QuestionTypeName;
  questions: PlanQuestion[];
  /** How many questions of each level an adaptive topic asks; all of that level when absent. */
  totalL1Question?: number;
  totalL2Question?: number;
  totalL3Question?: number;
}

export interface Plan {
  topics: PlanTopic[];
  /** Shuffle questions within each topic (and, for adaptive, within each level) from the attempt's seed. */
  shuffle?: boolean;
  /** Required by the calibrated adaptive flow, ignored by the others. */
  calibration?: PlanCalibration;
}

/** Keeps the first appearance of each question id so that no question can be asked twice. */
export const uniqueQuestions = (plan: Plan): PlanQuestion[][] => {
  const seen = new Set<string>();
  return plan.topics.map((topic) =>
    topic.questions.filter((question) => !seen.has(question.id) && seen.add(question.id)),
  );
};
