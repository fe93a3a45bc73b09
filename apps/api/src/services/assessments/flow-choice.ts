import { type AssessmentBody, CALIBRATION_MESSAGES } from '@placement/contract';
import type { AssessmentFlow, AssessmentTopicPlan, assessments } from '@placement/db';
import { DEFAULT_CAT_RULES } from '@placement/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { calibratedCount, latestCalibration } from '../calibrations/queries';

type AssessmentRow = typeof assessments.$inferSelect;

/** An assessment's flow: its `flow` column, or isAdaptive for one saved before the calibrated flow. */
export const flowNameOf = (row: Pick<AssessmentRow, 'flow' | 'isAdaptive'>): AssessmentFlow =>
  row.flow ?? (row.isAdaptive ? 'adaptive' : 'linear');

/** The flow a body asks for: `flow` when given, else isAdaptive. */
export const flowOfBody = (body: Pick<AssessmentBody, 'flow' | 'isAdaptive'>): AssessmentFlow =>
  body.flow ?? (body.isAdaptive ? 'adaptive' : 'linear');

/**
 * A calibrated adaptive test needs a finished calibration of the college's bank and enough calibrated questions:
 * at least the rules' minimum in all, and one in every topic (content balancing draws from each). Checked when
 * the test is saved; an attempt uses the newest finished calibration when it starts.
 */
export async function checkCalibratedChoice(
  app: FastifyInstance,
  collegeId: string,
  body: AssessmentBody,
  plan: AssessmentTopicPlan[],
): Promise<void> {
  const calibration = await latestCalibration(app, collegeId);
  if (!calibration) throw badRequest(CALIBRATION_MESSAGES.noCalibration);
  const minItems = body.config?.cat?.minItems ?? DEFAULT_CAT_RULES.minItems;
  let total = 0;
  for (const [index, entry] of plan.entries()) {
    const n = await calibratedCount(app, calibration.id, entry.questionIds);
    if (n === 0) {
      throw badRequest(
        `topics[${index}]: no question of this topic is calibrated in calibration version ${calibration.version}; choose calibrated questions or recalibrate`,
      );
    }
    total += n;
  }
  if (total < minItems) {
    throw badRequest(
      `The chosen topics have ${total} calibrated question${total === 1 ? '' : 's'} in calibration version ${calibration.version}; a calibrated adaptive test needs at least ${minItems}`,
    );
  }
}
