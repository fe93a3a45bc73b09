import type { OverridesReply } from '@placement/contract';
import { students } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { cloneAssessment, userId } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let asha: string;
let ravi: string;
let ashaId: string;
let raviId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  asha = await api.login('student@demo.test', 'Student@123');
  ravi = await api.login('student2@demo.test', 'Student@123');
  ashaId = await userId(platform.app, 'student@demo.test');
  raviId = await userId(platform.app, 'student2@demo.test');
  // two slots of a drive: batch 2027-A and batch 2027-B
  await platform.app.deps.db.update(students).set({ batch: '2027-A' }).where(eq(students.userId, ashaId));
  await platform.app.deps.db.update(students).set({ batch: '2027-B' }).where(eq(students.userId, raviId));
});
afterAll(() => platform.close());

const put = (testId: string, body: Record<string, unknown>, token = staff) =>
  api.call<{ count: number }>('PUT', `/api/college/assessments/${testId}/overrides`, { body, token });
const start = (testId: string, token: string) =>
  api.post<{ attemptId: string }>(`/api/student/test/start/${testId}?adaptive=false`, {}, token);
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

describe('a drive in slots', () => {
  it('gives a batch its own window: the later slot waits and sees its own times, the other starts now', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const saved = await put(test.id, { batch: '2027-B', openAt: hours(2), closeAt: hours(3) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ count: 1, message: 'Saved for 1 student' });

    const waiting = await start(test.id, ravi);
    expect(waiting.status).toBe(403);
    expect(waiting.body.code).toBe('NOT_STARTED');
    const overview = await api.get<{ assessment: { status: string; startDate: string } }>(
      `/api/student/test/${test.id}`,
      ravi,
    );
    expect(overview.body.assessment.status).toBe('upcoming');
    expect(Date.parse(overview.body.assessment.startDate)).toBeCloseTo(Date.parse(hours(2)), -4);
    expect((await start(test.id, asha)).status).toBe(200);

    const list = await api.get<OverridesReply>(`/api/college/assessments/${test.id}/overrides`, staff);
    expect(list.body.overrides).toEqual([
      expect.objectContaining({ studentId: raviId, batch: '2027-B', extraAttempts: 0 }),
    ]);
    // back to the test's own window: Ravi may start now
    const cleared = await api.call('DELETE', `/api/college/assessments/${test.id}/overrides/${raviId}`, {
      token: staff,
    });
    expect(cleared.status).toBe(200);
    expect((await start(test.id, ravi)).status).toBe(200);
  });

  it('closes the window early for one student, and gives another an extra attempt', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, { totalAttempts: 1 });
    await put(test.id, { studentIds: [raviId], closeAt: hours(-1), openAt: hours(-2) });
    expect((await start(test.id, ravi)).body.code).toBe('ENDED');

    await start(test.id, asha);
    await api.post(`/api/student/test/end/${test.id}?adaptive=false`, {}, asha);
    expect((await start(test.id, asha)).body.code).toBe('NO_ATTEMPTS_LEFT');
    await put(test.id, { studentIds: [ashaId], extraAttempts: 1 });
    const again = await start(test.id, asha);
    expect(again.status).toBe(200);
  });

  it('refuses unclear or wrong requests with a reason, and other colleges', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {}, ['student@demo.test']);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ batch: '2027-A', studentIds: [ashaId], extraAttempts: 1 }, /not both/],
      [{ extraAttempts: 1 }, /not both/],
      [{ batch: '2027-A' }, /opening time, a closing time or/],
      [{ batch: '2027-A', openAt: hours(3), closeAt: hours(2) }, /after the opening/],
      [{ studentIds: [raviId], extraAttempts: 1 }, /not invited/],
      [{ batch: '2027-B', extraAttempts: 1 }, /No student of batch 2027-B/],
    ];
    for (const [body, message] of cases) {
      const reply = await put(test.id, body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(message);
    }
    expect((await put(test.id, { batch: '2027-A', extraAttempts: 99 })).status).toBe(400);
    expect((await put(test.id, { batch: '2027-A', openAt: 'tomorrow' })).status).toBe(400);
    await otherCollege(platform.app);
    const other = await api.login('staff@other.test', 'Other@1234', 'college');
    expect((await put(test.id, { batch: '2027-A', extraAttempts: 1 }, other)).status).toBe(404);
    expect((await put(test.id, { batch: '2027-A', extraAttempts: 1 }, asha)).status).toBe(403);
  });
});
