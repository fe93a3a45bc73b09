import type { AnnouncementsReply, LiveActionReply, LiveBoardReply, TestLiveReply } from '@placement/contract';
import { attemptSteps, attempts } from '@placement/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { verifyChain } from '../../services/attempts/step-chain';
import { sweepOverdueAttempts } from '../../services/attempts/sweep';
import { takeAction } from '../../services/live/actions';
import { attemptLiveState } from '../../services/live/student-state';
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
});
afterAll(() => platform.close());

type Start = {
  attemptId: string;
  resumed: boolean;
  remainingSeconds: number;
  firstQuestion: { question: { _id: string } };
};
const start = (testId: string, token: string) =>
  api.post<Start>(`/api/student/test/start/${testId}?adaptive=false`, {}, token);
const answer = (testId: string, questionId: string, token: string) =>
  api.post<{ question: { _id: string } | null }>(
    `/api/student/test/response/non-adaptive/${testId}`,
    { response: 0, questionId },
    token,
  );
const live = (testId: string, token: string) =>
  api.get<TestLiveReply>(`/api/student/test/${testId}/live`, token);
const board = (testId: string) => api.get<LiveBoardReply>(`/api/college/assessments/${testId}/live`, staff);
const act = (testId: string, path: string, body: Record<string, unknown>, token = staff) =>
  api.post<LiveActionReply>(`/api/college/assessments/${testId}/live/${path}`, body, token);
const versionOf = async (testId: string, studentId: string) =>
  (await board(testId)).body.rows.find((r) => r.studentId === studentId)!.version;
const one = async (testId: string, studentId = ashaId) => [
  { studentId, version: await versionOf(testId, studentId) },
];
const logOf = async (attemptId: string) => {
  const { db } = platform.app.deps;
  const [attempt] = await db.select().from(attempts).where(eq(attempts.id, attemptId));
  const steps = await db
    .select()
    .from(attemptSteps)
    .where(eq(attemptSteps.attemptId, attemptId))
    .orderBy(asc(attemptSteps.seq));
  return { attempt: attempt!, steps, intact: verifyChain(attempt!, steps) };
};

describe('adding time', () => {
  it("moves a student's deadline on the server, tells their page at its next probe, and is on the log", async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const started = await start(test.id, asha);
    const ping = () =>
      platform.app.inject({
        method: 'GET',
        url: `/api/ping?attempt=${started.body.attemptId}&test=${test.id}`,
        headers: { 'auth-token': asha },
      });
    expect((await ping()).statusCode).toBe(204);

    const added = await act(test.id, 'add-time', { students: await one(test.id), minutes: 10 });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ done: 1, refused: 0, message: 'Added time for 1 student' });

    const probe = await ping();
    expect(probe.statusCode).toBe(200);
    expect(probe.json().notice).toBeGreaterThan(0);
    const state = await live(test.id, asha);
    expect(state.body.remainingSeconds).toBeGreaterThan(started.body.remainingSeconds + 590);
    expect(state.body.notice?.text).toBe('The invigilator added 10 minutes');

    const log = await logOf(started.body.attemptId);
    expect(log.intact).toEqual([]);
    expect(log.steps.at(-1)).toMatchObject({
      kind: 'staff_add_time',
      payload: { minutes: 10, by: expect.stringContaining('') },
    });
  });

  it("caps the time added to one attempt: the staff's total, and the invigilators' smaller one", async () => {
    // the review's case: an invigilator added 600 minutes five times (51 hours on a 60-minute test)
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    await start(test.id, asha);
    expect((await act(test.id, 'add-time', { students: await one(test.id), minutes: 50 })).body.done).toBe(1);
    const over = await act(test.id, 'add-time', { students: await one(test.id), minutes: 11 });
    expect(over.body.results[0]).toMatchObject({
      ok: false,
      code: 'TIME_CAP',
      message: 'This student can be given at most 10 more minutes (your limit is 60 minutes in all).',
    });
    expect((await act(test.id, 'add-time', { students: await one(test.id), minutes: 10 })).body.done).toBe(1);

    const invigilator = { userId: 'i', collegeId: platform.collegeId, name: 'Mr Iyer', invigilator: true };
    const other = await cloneAssessment(platform.app, DEMO_LINEAR, {
      config: { ...test.config, invigilatorMaxAddedMinutes: 20 },
    });
    await start(other.id, asha);
    const add = async (minutes: number) =>
      (
        await takeAction(platform.app, invigilator, other.id, await one(other.id), {
          action: 'add_time',
          minutes,
        })
      ).results[0];
    expect(await add(15)).toMatchObject({ ok: true });
    expect(await add(600)).toMatchObject({
      ok: false,
      code: 'TIME_CAP',
      message: 'This student can be given at most 5 more minutes (your limit is 20 minutes in all).',
    });
    // nothing of the refused minutes reached the attempt or its log
    const added = (await logOf((await start(other.id, asha)).body.attemptId)).steps.filter(
      (step) => step.kind === 'staff_add_time',
    );
    expect(added.map((step) => step.payload.minutes)).toEqual([15]);
  });

  it('gives a student who has not started the time when they start, past the window close if need be', async () => {
    const closesSoon = new Date(Date.now() + 5 * 60_000);
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, { endDate: closesSoon, totalTime: 30 });
    const added = await act(test.id, 'add-time', { students: await one(test.id, raviId), minutes: 15 });
    expect(added.body.results[0]).toMatchObject({ ok: true, message: '15 minutes more when they start.' });
    const started = await start(test.id, ravi);
    // 5 minutes of window left, plus the 15 added: about 20 minutes, not 5
    expect(started.body.remainingSeconds).toBeGreaterThan(19 * 60);
    expect(started.body.remainingSeconds).toBeLessThanOrEqual(20 * 60);
  });
});

describe('pause and resume', () => {
  it('stops the clocks, refuses answers and says who paused; resuming gives the paused time back', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const started = await start(test.id, asha);
    const questionId = started.body.firstQuestion.question._id;
    const paused = await act(test.id, 'pause', { students: await one(test.id), reason: 'Medical break' });
    expect(paused.body.done).toBe(1);

    const state = await live(test.id, asha);
    expect(state.body).toMatchObject({ status: 'paused', paused: { reason: 'Medical break' } });
    expect(state.body.paused?.by).toBeTruthy();
    expect(state.body.notice?.text).toMatch(/^Your test was paused by /);
    const refused = await answer(test.id, questionId, asha);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('TEST_PAUSED');
    const ending = await api.post(`/api/student/test/end/${test.id}?adaptive=false`, {}, asha);
    expect(ending.body.code).toBe('TEST_PAUSED');
    expect((await board(test.id)).body.counts.paused).toBe(1);

    // an hour later the clock still stands and the sweeper leaves the test alone
    const hourLater = new Date(Date.now() + 3_600_000 + 120_000);
    await sweepOverdueAttempts(platform.app, hourLater);
    const later = await attemptLiveState(platform.app, ashaId, test.id, hourLater);
    expect(later.status).toBe('paused');
    expect(Math.abs(later.remainingSeconds - state.body.remainingSeconds)).toBeLessThanOrEqual(1);

    // resumed ten minutes after the pause: the deadline moved ten minutes
    const tenLater = new Date(Date.now() + 600_000);
    const resumed = await takeAction(
      platform.app,
      { userId: 'x', collegeId: platform.collegeId, name: 'Ms Rao', invigilator: false },
      test.id,
      [{ studentId: ashaId, version: await versionOf(test.id, ashaId) }],
      { action: 'resume' },
      tenLater,
    );
    expect(resumed.done).toBe(1);
    const after = await attemptLiveState(platform.app, ashaId, test.id, tenLater);
    expect(after.status).toBe('on_test');
    expect(Math.abs(after.remainingSeconds - state.body.remainingSeconds)).toBeLessThanOrEqual(2);
    expect((await answer(test.id, questionId, asha)).status).toBe(200);
    expect((await logOf(started.body.attemptId)).intact).toEqual([]);
  });
});

describe('end now and reopen', () => {
  it('ends with a reason the student reads; reopening continues at the next question with answers kept', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const started = await start(test.id, asha);
    const first = started.body.firstQuestion.question._id;
    const next = await answer(test.id, first, asha);
    const ended = await act(test.id, 'end', { students: await one(test.id), reason: 'Wrong test opened' });
    expect(ended.body.done).toBe(1);
    const state = await live(test.id, asha);
    expect(state.body).toMatchObject({
      status: 'ended',
      endReason: 'Ended by the invigilator: Wrong test opened',
    });

    const reopened = await act(test.id, 'reopen', { students: await one(test.id) });
    expect(reopened.body.results[0]).toMatchObject({ ok: true });
    const resumed = await start(test.id, asha);
    expect(resumed.body.attemptId).toBe(started.body.attemptId);
    expect(resumed.body.firstQuestion.question._id).toBe(next.body.question!._id);
    expect(resumed.body.remainingSeconds).toBeGreaterThan(50 * 60);
    const log = await logOf(started.body.attemptId);
    expect(log.intact).toEqual([]);
    expect(log.steps.map((s) => s.kind)).toEqual(
      expect.arrayContaining(['staff_end', 'end', 'staff_reopen']),
    );
    expect(log.attempt.status).toBe('in_progress');
  });

  it("tells the end screen's probe of a reopen without calling the attempt's page alive", async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const started = await start(test.id, asha);
    const { attemptId } = started.body;
    const watch = async (token = asha) => {
      const reply = await platform.app.inject({
        method: 'GET',
        url: `/api/ping?watch=1&attempt=${attemptId}&test=${test.id}`,
        headers: { 'auth-token': token },
      });
      return { status: reply.statusCode, notice: reply.statusCode === 200 ? reply.json().notice : null };
    };
    await act(test.id, 'end', { students: await one(test.id), reason: 'Wrong test opened' });
    const ended = await watch();
    expect(ended.status).toBe(200);
    await act(test.id, 'reopen', { students: await one(test.id) });
    const reopened = await watch();
    expect(reopened.notice).toBeGreaterThan(ended.notice);
    expect((await live(test.id, asha)).body.status).toBe('on_test');
    // only watching: the board does not count the end screen as the test page, nor would the sweeper
    expect(platform.app.presence.lastHeard(attemptId, ashaId)).toBeNull();
    expect((await watch('not-a-token')).status).toBe(204);
  });

  it('reopens a timed-out attempt only with the minutes chosen', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, { totalTime: 1 });
    const started = await start(test.id, asha);
    await sweepOverdueAttempts(platform.app, new Date(Date.now() + 120_000));
    expect((await logOf(started.body.attemptId)).attempt.endReason).toBe('time_up');
    const without = await act(test.id, 'reopen', { students: await one(test.id) });
    expect(without.body.results[0]).toMatchObject({ ok: false, code: 'NO_TIME_LEFT' });
    const withMinutes = await act(test.id, 'reopen', { students: await one(test.id), minutes: 15 });
    expect(withMinutes.body.results[0]).toMatchObject({ ok: true, message: 'Reopened with 15 minutes.' });
    const state = await live(test.id, asha);
    expect(state.body.status).toBe('on_test');
    expect(state.body.remainingSeconds).toBeGreaterThan(14 * 60);
  });
});

describe('reset', () => {
  it('archives the attempt (kept for review, out of the results) and lets the student start again', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, { totalAttempts: 1 });
    const first = await start(test.id, asha);
    // a share link of the attempt's report, made once it ended: it must not outlive the reset
    await act(test.id, 'end', { students: await one(test.id), reason: 'Wrong test opened' });
    const shared = await api.post<{ link: { url: string } }>(
      `/api/college/attempts/${first.body.attemptId}/share-links`,
      { days: 30 },
      staff,
    );
    const token = shared.body.link.url.split('/shared/reports/')[1]!;
    expect((await api.get(`/api/shared/reports/${token}`)).status).toBe(200);
    // a token with anything after it is another token
    expect((await api.get(`/api/shared/reports/${token}.anything`)).status).toBe(404);
    const reset = await act(test.id, 'reset', { students: await one(test.id), reason: 'Wrong test opened' });
    expect(reset.body.results[0]).toMatchObject({ ok: true, message: 'Reset: the student may start again.' });

    const row = (await board(test.id)).body.rows.find((r) => r.studentId === ashaId)!;
    expect(row).toMatchObject({ status: 'not_started', attemptId: null });
    const results = await api.get<{ results: { attemptId: string }[] }>(
      `/api/college/assessments/${test.id}/results`,
      staff,
    );
    expect(JSON.stringify(results.body)).not.toContain(first.body.attemptId);
    const review = await api.get(`/api/college/attempts/${first.body.attemptId}`, staff);
    expect(review.status).toBe(200);
    const listed = await api.get<{ attemptsUsed: number; status: string }>(
      `/api/student/test/${test.id}`,
      asha,
    );
    expect(JSON.stringify(listed.body)).toContain('"attemptsUsed":0');

    const again = await start(test.id, asha);
    expect(again.status).toBe(200);
    expect(again.body.attemptId).not.toBe(first.body.attemptId);
    expect(again.body.resumed).toBe(false);
    const log = await logOf(first.body.attemptId);
    expect(log.intact).toEqual([]);
    expect(log.attempt.status).toBe('archived');
    expect(log.steps.map((s) => s.kind)).toEqual(expect.arrayContaining(['staff_end', 'end', 'staff_reset']));
    expect(log.steps.find((s) => s.kind === 'staff_reset')?.payload).toMatchObject({ revokedLinks: 1 });
    const gone = await api.get<{ message: string }>(`/api/shared/reports/${token}`);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe('This report link was withdrawn by the college.');
  });
});

describe('races, scope and bad input', () => {
  it('lets one of two racing actions on a student win; the other is refused as STALE', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    await start(test.id, asha);
    const seen = await one(test.id);
    const [a, b] = await Promise.all([
      act(test.id, 'add-time', { students: seen, minutes: 5 }),
      act(test.id, 'pause', { students: seen }),
    ]);
    const results = [a.body.results[0]!, b.body.results[0]!];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: 'STALE' });
  });

  it('answers each student of a mixed selection, refuses a student not invited, and is whole per student', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {}, ['student@demo.test']);
    await start(test.id, asha);
    const reply = await act(test.id, 'pause', {
      students: [
        { studentId: ashaId, version: 0 },
        { studentId: raviId, version: 0 },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ done: 1, refused: 1 });
    expect(reply.body.results.find((r) => r.studentId === raviId)).toMatchObject({ code: 'NOT_INVITED' });
    const notStarted = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const pausing = await act(notStarted.id, 'pause', { students: [{ studentId: ashaId, version: 0 }] });
    expect(pausing.body.results[0]).toMatchObject({ ok: false, code: 'NOT_STARTED' });
  });

  it('refuses absurd minutes, empty reasons, other colleges and students with clear errors', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const students = [{ studentId: ashaId, version: 0 }];
    for (const minutes of [0, -5, 601, 2.5]) {
      const reply = await act(test.id, 'add-time', { students, minutes });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
    expect((await act(test.id, 'end', { students, reason: '' })).status).toBe(400);
    expect((await act(test.id, 'pause', { students: [] })).status).toBe(400);
    const crowd = Array.from({ length: 5001 }, (_, i) => ({ studentId: `s${i}`, version: 0 }));
    expect((await act(test.id, 'pause', { students: crowd })).status).toBe(400);
    expect((await act(test.id, 'pause', { students }, asha)).status).toBe(403);
    await otherCollege(platform.app);
    const other = await api.login('staff@other.test', 'Other@1234', 'college');
    expect((await act(test.id, 'pause', { students }, other)).status).toBe(404);
    expect(
      (await api.post(`/api/college/assessments/${test.id}/live/announcements`, { message: 'Hi' }, other))
        .status,
    ).toBe(404);
  });
});

describe('announcements', () => {
  it('reach everyone on the test, stay listed after a reload, and count acknowledgements', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const started = await start(test.id, asha);
    const sent = await api.post<{ announcement: { id: string } }>(
      `/api/college/assessments/${test.id}/live/announcements`,
      { message: "Question 7 has a typo: read 'array' for 'list'" },
      staff,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Announced to everyone on the test');
    const ping = await platform.app.inject({
      method: 'GET',
      url: `/api/ping?attempt=${started.body.attemptId}&test=${test.id}`,
      headers: { 'auth-token': asha },
    });
    expect(ping.statusCode).toBe(200);

    const state = await live(test.id, asha);
    expect(state.body.announcements).toEqual([
      expect.objectContaining({
        message: "Question 7 has a typo: read 'array' for 'list'",
        acknowledged: false,
      }),
    ]);
    const id = sent.body.announcement.id;
    expect(
      (await api.post(`/api/student/test/${test.id}/announcements/${id}/acknowledge`, {}, asha)).status,
    ).toBe(200);
    expect((await live(test.id, asha)).body.announcements[0]!.acknowledged).toBe(true);
    const list = await api.get<AnnouncementsReply>(
      `/api/college/assessments/${test.id}/live/announcements`,
      staff,
    );
    expect(list.body.announcements[0]).toMatchObject({ recipients: null, acknowledged: 1 });
    expect((await logOf(started.body.attemptId)).steps.at(-1)).toMatchObject({ kind: 'announcement' });
  });

  it('to named students only, and never to someone not invited', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    await start(test.id, asha);
    await start(test.id, ravi);
    const sent = await api.post<{ announcement: { id: string } }>(
      `/api/college/assessments/${test.id}/live/announcements`,
      { message: 'Asha: please sit at seat 12', studentIds: [ashaId] },
      staff,
    );
    expect(sent.body.message).toBe('Announced to 1 student');
    expect((await live(test.id, asha)).body.announcements).toHaveLength(1);
    expect((await live(test.id, ravi)).body.announcements).toHaveLength(0);
    const id = sent.body.announcement.id;
    expect(
      (await api.post(`/api/student/test/${test.id}/announcements/${id}/acknowledge`, {}, ravi)).status,
    ).toBe(404);
    const outsider = await cloneAssessment(platform.app, DEMO_LINEAR, {}, ['student@demo.test']);
    const refused = await api.post(
      `/api/college/assessments/${outsider.id}/live/announcements`,
      { message: 'Hello', studentIds: [raviId] },
      staff,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/not invited/);
  });
});
