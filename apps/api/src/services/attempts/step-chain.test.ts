import { attemptSteps, attempts } from '@placement/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADAPTIVE } from '../../demo/assessments';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { canonicalJson, verifyChain } from './step-chain';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

async function chainOf(attemptId: string) {
  const { db } = platform.app.deps;
  const [attempt] = await db.select().from(attempts).where(eq(attempts.id, attemptId));
  const steps = await db
    .select()
    .from(attemptSteps)
    .where(eq(attemptSteps.attemptId, attemptId))
    .orderBy(asc(attemptSteps.seq));
  return verifyChain(attempt!, steps);
}

describe('tamper-evident attempt log', () => {
  it('verifies an untouched log and reports an edited or deleted step', async () => {
    const api = client(platform.app);
    const token = await api.login('student@demo.test', 'Student@123');
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const start = await api.post<{ attemptId: string; firstQuestion: { question: { _id: string } } }>(
      `/api/student/test/start/${test.id}`,
      {},
      token,
    );
    let questionId = start.body.firstQuestion.question._id;
    for (let i = 0; i < 3; i++) {
      const next = await api.post<{ question: { _id: string } }>(
        `/api/student/test/response/${test.id}`,
        { response: 0, questionId },
        token,
      );
      questionId = next.body.question._id;
    }
    await api.post(`/api/student/test/${test.id}/event`, { type: 'tab_switch' }, token);
    const id = start.body.attemptId;
    expect(await chainOf(id)).toEqual([]);

    const { db } = platform.app.deps;
    await db
      .update(attemptSteps)
      .set({ payload: { timedOut: false, status: 'graded', clientTimeTaken: 1 } })
      .where(and(eq(attemptSteps.attemptId, id), eq(attemptSteps.seq, 3)));
    expect(await chainOf(id)).toEqual([
      { attemptId: id, seq: 3, problem: 'step was edited (hash mismatch)' },
    ]);

    await db.delete(attemptSteps).where(and(eq(attemptSteps.attemptId, id), eq(attemptSteps.seq, 3)));
    expect((await chainOf(id)).map((p) => p.problem)).toContain('step 3 is missing');
  });

  it('hashes payloads independently of key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}',
    );
  });
});
