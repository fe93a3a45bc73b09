import type { RouteStats } from './load';

/** Issue #17's targets for exam day. */
export const targets = {
  answerP99Ms: 50,
  startP99Ms: 200,
  maxHerdSeconds: 60,
  errors: 0,
  lostAnswers: 0,
  /** answers per second at saturation, as a share of a bare Fastify hello's requests per second */
  answerCapacityShare: 0.1,
} as const;

export interface StepOutcome {
  routes: Partial<Record<string, RouteStats>>;
  errors: number;
  lostAnswers: number;
  answerCapacity: number;
  hello: number;
  herdSeconds: number;
}

/** The load targets a step missed (latency, errors, lost answers), in words; empty when it held. */
export function missedTargets(outcome: StepOutcome): string[] {
  const missed: string[] = [];
  const answer = outcome.routes.answer;
  const start = outcome.routes.start;
  if (outcome.herdSeconds > targets.maxHerdSeconds) {
    missed.push(`the herd of ${outcome.herdSeconds} s is longer than ${targets.maxHerdSeconds} s`);
  }
  if (!answer?.count) missed.push('no answer was measured');
  else if (answer.p99 > targets.answerP99Ms) {
    missed.push(`answer p99 ${answer.p99.toFixed(1)} ms > ${targets.answerP99Ms} ms`);
  }
  if (!start?.count) missed.push('no start was measured');
  else if (start.p99 > targets.startP99Ms) {
    missed.push(`start p99 ${start.p99.toFixed(1)} ms > ${targets.startP99Ms} ms`);
  }
  if (outcome.errors > targets.errors) missed.push(`${outcome.errors} errors`);
  if (outcome.lostAnswers > targets.lostAnswers) missed.push(`${outcome.lostAnswers} lost answers`);
  return missed;
}

/**
 * The answer-capacity target in words when missed, else null. It measures one process's speed, not how many
 * students it holds, so it is reported beside every step and never stops the stepping up.
 */
export function capacityMiss(outcome: Pick<StepOutcome, 'answerCapacity' | 'hello'>): string | null {
  const share = outcome.hello > 0 ? outcome.answerCapacity / outcome.hello : 0;
  if (share >= targets.answerCapacityShare) return null;
  return `answer capacity ${outcome.answerCapacity.toFixed(0)}/s is ${(share * 100).toFixed(1)} % of hello (< ${targets.answerCapacityShare * 100} %)`;
}

/** Runs `step` for each N in order and stops at the first that misses a target. */
export async function stepUp<T>(
  steps: number[],
  step: (students: number) => Promise<{ missed: string[]; result: T }>,
): Promise<{ held: number | null; brokeAt: number | null; results: { students: number; result: T }[] }> {
  let held: number | null = null;
  const results: { students: number; result: T }[] = [];
  for (const students of steps) {
    const { missed, result } = await step(students);
    results.push({ students, result });
    if (missed.length > 0) return { held, brokeAt: students, results };
    held = students;
  }
  return { held, brokeAt: null, results };
}
