import type { LiveBoardReply } from '@placement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { liveBoard } from '../../services/live/board';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let asha: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  asha = await api.login('student@demo.test', 'Student@123');
});
afterAll(() => platform.close());

const board = (id: string) => api.get<LiveBoardReply>(`/api/college/assessments/${id}/live`, staff);

describe('GET /api/college/assessments/:id/live', () => {
  it('shows who has not started, who is on the test and heard, who went silent, who finished and why', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const before = await board(test.id);
    expect(before.status).toBe(200);
    expect(before.body.counts).toMatchObject({ invited: 2, notStarted: 2, onTest: 0, finished: 0 });

    const start = await api.post<{ attemptId: string; firstQuestion: { question: { _id: string } } }>(
      `/api/student/test/start/${test.id}?adaptive=false`,
      {},
      asha,
    );
    await api.post(
      `/api/student/test/response/non-adaptive/${test.id}`,
      { response: 0, questionId: start.body.firstQuestion.question._id },
      asha,
    );
    await api.post(`/api/student/test/${test.id}/event`, { type: 'tab_switch' }, asha);
    await platform.app.inject({
      method: 'GET',
      url: `/api/ping?attempt=${start.body.attemptId}`,
      headers: { 'auth-token': asha },
    });

    const during = await board(test.id);
    expect(during.body.counts).toMatchObject({ invited: 2, notStarted: 1, onTest: 1, disconnected: 0 });
    const row = during.body.rows.find((r) => r.attemptId === start.body.attemptId)!;
    expect(row).toMatchObject({ status: 'on_test', answered: 1, email: 'student@demo.test' });
    expect(row.totalQuestions).toBeGreaterThan(1);
    expect(row.timeLeftSeconds).toBeGreaterThan(60);
    expect(Date.now() - Date.parse(row.lastContact!)).toBeLessThan(10_000);
    expect(row.risk?.counts.tabSwitches).toBe(1);
    // the one on the test comes before the one who has not started
    expect(during.body.rows[0]!.attemptId).toBe(start.body.attemptId);

    // a minute later with no probe, the page counts as disconnected (the board reads presence, not the database)
    const later = await liveBoard(
      platform.app,
      { collegeId: platform.collegeId },
      test.id,
      new Date(Date.now() + 60_000),
    );
    expect(later.counts.disconnected).toBe(1);
    expect(later.rows[0]!.status).toBe('disconnected');

    await api.post(
      `/api/student/test/end/${test.id}?adaptive=false`,
      { timeTaken: 5, endType: { type: 'manual' } },
      asha,
    );
    const after = await board(test.id);
    expect(after.body.counts).toMatchObject({ finished: 1, notStarted: 1 });
    const ended = after.body.rows.find((r) => r.attemptId === start.body.attemptId)!;
    expect(ended.status).toBe('finished');
    expect(ended.endReason).toBeTruthy();
    expect(ended.timeLeftSeconds).toBeNull();
  });

  it("shows the reason staff typed when they ended a student's test, in the words of the student's end screen", async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const start = await api.post<{ attemptId: string }>(
      `/api/student/test/start/${test.id}?adaptive=false`,
      {},
      asha,
    );
    const row = (await board(test.id)).body.rows.find((r) => r.attemptId === start.body.attemptId)!;
    const ended = await api.post<{ done: number }>(
      `/api/college/assessments/${test.id}/live/end`,
      { students: [{ studentId: row.studentId, version: row.version }], reason: 'Wrong lab' },
      staff,
    );
    expect(ended.body.done).toBe(1);
    const after = (await board(test.id)).body.rows.find((r) => r.attemptId === start.body.attemptId)!;
    expect(after).toMatchObject({ status: 'finished', endReason: 'Ended by the invigilator: Wrong lab' });
    const screen = await api.get<{ endReason: string }>(`/api/student/test/${test.id}/live`, asha);
    expect(screen.body.endReason).toBe(after.endReason);
  });

  it('is for the owning college only', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    await otherCollege(platform.app);
    const other = await api.login('staff@other.test', 'Other@1234', 'college');
    expect((await api.get(`/api/college/assessments/${test.id}/live`, other)).status).toBe(404);
    expect((await api.get(`/api/college/assessments/${test.id}/live`, asha)).status).toBe(403);
  });
});
