import { CALIBRATION_MESSAGES } from '@placement/contract';
import { assessments, type CalibratedResult, calibrations, colleges, type Tx } from '@placement/db';
import {
  type CalibratedAdaptiveState,
  calibratedScore,
  DEFAULT_REPORTED_SCALE,
  type Grade,
  type Plan,
  regraded,
  reportedScore,
} from '@placement/domain';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../lib/http-error';
import { withOwnExposure } from '../calibrations/assessment-exposure';
import { latestCalibration, parametersOf } from '../calibrations/queries';
import { type Bundle, configOf, loadBundle } from './bundle';

/**
 * The plan of a calibrated adaptive attempt: the assessment's questions with their parameters in the college's
 * newest finished calibration (a question it does not know is a pilot item), that calibration's ability prior,
 * the assessment's rules and its own exposure control once worked out. The flow copies all of it into the
 * attempt's state, so a later calibration never changes the attempt.
 */
export async function calibratedPlan(app: FastifyInstance, bundle: Bundle): Promise<Plan> {
  const calibration = await latestCalibration(app, bundle.assessment.collegeId);
  if (!calibration || calibration.latentMean === null || calibration.latentSd === null) {
    throw conflict(CALIBRATION_MESSAGES.notReady);
  }
  const ids = bundle.plan.topics.flatMap((topic) => topic.questions.map((q) => q.id));
  const params = new Map((await parametersOf(app, calibration.id, ids)).map((row) => [row.questionId, row]));
  return withOwnExposure(app, bundle.assessment.id, {
    ...bundle.plan,
    topics: bundle.plan.topics.map((topic) => ({
      ...topic,
      questions: topic.questions.map((question) => {
        const row = params.get(question.id);
        return row
          ? { ...question, irt: { a: row.a, b: row.b, status: row.status, eligibility: row.eligibility } }
          : question;
      }),
    })),
    calibration: {
      version: calibration.id,
      latent: { mean: calibration.latentMean, sd: calibration.latentSd },
      rules: configOf(bundle.assessment).cat ?? {},
    },
  });
}

/**
 * After a calibration: the college's published calibrated assessments whose window is still open start working out
 * their exposure control under it, so their next attempts need not take the bank-wide default.
 */
export async function prepareCollegeExposures(app: FastifyInstance, collegeId: string): Promise<void> {
  const open = await app.deps.db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(
        eq(assessments.collegeId, collegeId),
        eq(assessments.flow, 'calibrated-adaptive'),
        eq(assessments.status, 'published'),
        or(isNull(assessments.endDate), gt(assessments.endDate, sql`now()`)),
      ),
    );
  for (const { id } of open) await prepareExposure(app, id);
}

/** Starts working out a calibrated assessment's own exposure control (on publishing it), if it can be. */
export async function prepareExposure(app: FastifyInstance, assessmentId: string): Promise<void> {
  const bundle = await loadBundle(app, assessmentId);
  // without a calibration there is nothing to work out: starting an attempt says so
  if (bundle) await calibratedPlan(app, bundle).catch(() => undefined);
}

/**
 * A calibrated attempt's ability score from its stored state and its answers as graded now: a regrade or a
 * person's late grade changes that step's result (`regraded`, never a replay, so the questions asked stay),
 * scored with the calibration the attempt started with and reported on the college's scale.
 */
export async function calibratedResult(
  tx: Tx,
  bundle: Bundle,
  flow: CalibratedAdaptiveState,
  graded: { questionId: string; grade: Grade }[],
): Promise<CalibratedResult> {
  let state = flow;
  for (const { questionId, grade } of graded) {
    if (grade.status === 'graded') state = regraded(state, questionId, grade.correct);
  }
  const score = calibratedScore(state);
  const [college] = await tx
    .select({ scale: colleges.scoreScale })
    .from(colleges)
    .where(eq(colleges.id, bundle.assessment.collegeId));
  const [calibration] = await tx
    .select({ version: calibrations.version })
    .from(calibrations)
    .where(eq(calibrations.id, score.calibration));
  const reported = reportedScore(score.eap, college?.scale ?? DEFAULT_REPORTED_SCALE);
  return {
    calibration: score.calibration,
    version: calibration?.version ?? 0,
    theta: score.eap.theta,
    se: score.eap.se,
    mle: finite(score.mle?.theta),
    mleSe: finite(score.mle?.se),
    scaled: reported.score,
    scaledSe: reported.se,
    scored: score.scored,
    unscored: score.unscored,
  };
}

const finite = (value: number | undefined): number | null =>
  value !== undefined && Number.isFinite(value) ? value : null;
