import { attemptSteps, attempts } from '@placement/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { verifyChain } from '../../services/attempts/step-chain';
import { assessmentNamed, cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/**
 * A proctoring event is written in one compare-and-set statement (#32): events that race each other for one attempt
 * (a tab switch and the page leaving, a burst of face checks) are each counted once, on an unbroken log.
 */
let platform: TestPlatform;
let api: ReturnType<typeof client>;
let student: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  student = await api.login('student@demo.test', 'Student@123');
});
afterAll(() => platform.close());

async function startCopy(maxTabSwitches: number) {
  const { config } = await assessmentNamed(platform.app, DEMO_LINEAR);
  const test = await cloneAssessment(platform.app, DEMO_LINEAR, { config: { ...config, maxTabSwitches } });
  const start = await api.post<{ attemptId: string }>(`/api/student/test/start/${test.id}`, {}, student);
  expect(start.status).toBe(200);
  const burst = (n: number) =>
    Promise.all(
      Array.from({ length: n }, () =>
        api.post(`/api/student/test/${test.id}/event`, { type: 'tab_switch' }, student),
      ),
    );
  return { attemptId: start.body.attemptId, burst };
}

async function logOf(attemptId: string) {
  const { db } = platform.app.deps;
  const [attempt] = await db.select().from(attempts).where(eq(attempts.id, attemptId));
  const steps = await db
    .select()
    .from(attemptSteps)
    .where(eq(attemptSteps.attemptId, attemptId))
    .orderBy(asc(attemptSteps.seq));
  return { attempt: attempt!, steps };
}

describe('proctoring events at once', () => {
  it('counts every one of a burst once, on an unbroken chain', async () => {
    const { attemptId, burst } = await startCopy(50);
    const replies = await burst(12);
    expect(replies.map((r) => r.status)).toEqual(Array(12).fill(200));
    // each reply saw its own count: 1…12, none twice
    expect(replies.map((r) => r.body.tabSwitches as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    const { attempt, steps } = await logOf(attemptId);
    expect(attempt.tabSwitches).toBe(12);
    expect(steps.filter((s) => s.kind === 'proctor')).toHaveLength(12);
    expect(verifyChain(attempt, steps)).toEqual([]);
  });

  it('ends the attempt once when a burst crosses the limit', async () => {
    const { attemptId, burst } = await startCopy(3);
    const replies = await burst(8);
    // the fourth switch ends it; those after it find the attempt over
    expect(replies.filter((r) => r.body.ended === true)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).length).toBeGreaterThan(0);
    const { attempt, steps } = await logOf(attemptId);
    expect(attempt.status).not.toBe('in_progress');
    expect(attempt.endReason).toBe('tab_switches');
    expect(attempt.tabSwitches).toBe(4);
    expect(steps.filter((s) => s.kind === 'end')).toHaveLength(1);
    expect(verifyChain(attempt, steps)).toEqual([]);
  });
});
