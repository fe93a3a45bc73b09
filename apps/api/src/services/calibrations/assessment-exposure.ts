import { createHash } from 'node:crypto';
import { assessmentExposures } from '@placement/db';
import { calibratedBank, calibratedRules, type Plan } from '@placement/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { track } from './background';
import { exposureInWorker } from './run-in-worker';

/**
 * Each calibrated adaptive assessment gets exposure control of its own (`assessmentEligibility`: its questions,
 * topics and rules), worked out in a worker thread when it is published or, failing that, the first time an
 * attempt needs it, and stored per calibration. An attempt never waits for it: until it is stored the attempt
 * takes the calibration's bank-wide eligibility.
 */

/** What the simulation depends on: the questions with their parameters and topics, and the rules. */
export function planKey(plan: Plan): string {
  const bank = calibratedBank(plan).map(({ id, topic, a, b, status }) => [id, topic, a, b, status]);
  return createHash('sha256')
    .update(JSON.stringify({ bank, rules: calibratedRules(plan) }))
    .digest('base64url');
}

/** Simulations under way in this process, by assessment, calibration and plan. */
const pending = new WeakMap<object, Set<string>>();

async function workOut(app: FastifyInstance, assessmentId: string, plan: Plan, key: string) {
  const calibrationId = plan.calibration!.version;
  try {
    const eligibility = Object.fromEntries(await exposureInWorker(plan));
    await app.deps.db
      .insert(assessmentExposures)
      .values({ assessmentId, calibrationId, planKey: key, eligibility })
      .onConflictDoUpdate({
        target: [assessmentExposures.assessmentId, assessmentExposures.calibrationId],
        set: { planKey: key, eligibility, createdAt: new Date() },
      });
  } catch (error) {
    app.log.error({ err: error, assessmentId, calibrationId }, "an assessment's exposure simulation failed");
  }
}

function schedule(app: FastifyInstance, assessmentId: string, plan: Plan, key: string): void {
  const running = pending.get(app.deps) ?? new Set<string>();
  pending.set(app.deps, running);
  const name = `${assessmentId}/${plan.calibration!.version}/${key}`;
  if (running.has(name)) return;
  running.add(name);
  track(
    app,
    workOut(app, assessmentId, plan, key).finally(() => running.delete(name)),
  );
}

/**
 * The calibrated plan with the assessment's own eligibility where it is stored for this calibration and plan;
 * otherwise the plan as it is (the bank-wide eligibility), and the simulation starts in the background.
 */
export async function withOwnExposure(app: FastifyInstance, assessmentId: string, plan: Plan): Promise<Plan> {
  if (!plan.calibration) return plan;
  const key = planKey(plan);
  const [stored] = await app.deps.db
    .select({ planKey: assessmentExposures.planKey, eligibility: assessmentExposures.eligibility })
    .from(assessmentExposures)
    .where(
      and(
        eq(assessmentExposures.assessmentId, assessmentId),
        eq(assessmentExposures.calibrationId, plan.calibration.version),
      ),
    );
  if (stored?.planKey !== key) {
    schedule(app, assessmentId, plan, key);
    return plan;
  }
  const own = stored.eligibility;
  return {
    ...plan,
    topics: plan.topics.map((topic) => ({
      ...topic,
      questions: topic.questions.map((question) =>
        question.irt
          ? { ...question, irt: { ...question.irt, eligibility: own[question.id] ?? 1 } }
          : question,
      ),
    })),
  };
}
