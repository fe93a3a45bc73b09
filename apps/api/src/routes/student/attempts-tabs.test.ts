import { messages, TAB_CODES } from '@placement/contract';
import { answers, attemptSteps, attempts } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/** #28 item 5: one tab holds an attempt; the server refuses another tab's answers, events and end out loud. */
let platform: TestPlatform;
let api: ReturnType<typeof client>;
let student: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  student = await api.login('student@demo.test', 'Student@123');
});
afterAll(() => platform.close());

type Start = { attemptId: string; resumed: boolean; firstQuestion: { question: { _id: string } } };

const tabA = 'tab-aaaaaaaa';
const tabB = 'tab-bbbbbbbb';

function as(token: string, tab: string | null, takeOver = false) {
  const headers: Record<string, string> = {
    ...(tab ? { 'x-test-tab': tab } : {}),
    ...(takeOver ? { 'x-test-tab-take-over': '1' } : {}),
  };
  return <T = Record<string, unknown>>(url: string, body: unknown = {}) =>
    api.call<T>('POST', url, { body, token, headers });
}

const attemptOf = async (assessmentId: string) =>
  (await platform.app.deps.db.select().from(attempts).where(eq(attempts.assessmentId, assessmentId)))[0]!;

describe('the tab that holds an attempt', () => {
  it('a second tab is told the test is open elsewhere, and takes it over only when asked', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const start = `/api/student/test/start/${test.id}`;
    const first = await as(student, tabA)<Start>(start);
    expect(first.status).toBe(200);
    // a reload of the same tab (its page said it left, then came back) resumes without a word, logged as a reload
    await as(student, tabA)(`/api/student/test/${test.id}/event`, { type: 'page_left' });
    expect((await as(student, tabA)<Start>(start)).body.resumed).toBe(true);
    const log = await platform.app.deps.db
      .select()
      .from(attemptSteps)
      .where(eq(attemptSteps.attemptId, first.body.attemptId))
      .orderBy(attemptSteps.seq);
    expect(log.at(-1)?.payload).toMatchObject({
      type: 'page_returned',
      detail: expect.stringMatching(/^reloaded/),
    });

    const second = await as(student, tabB)(start);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      message: expect.stringMatching(/^This test was last open/),
      code: TAB_CODES.openElsewhere,
    });
    expect((await attemptOf(test.id)).holderTab).toBe(tabA);

    const taken = await as(student, tabB, true)<Start>(start);
    expect(taken.status).toBe(200);
    expect(taken.body.attemptId).toBe(first.body.attemptId);
    expect((await attemptOf(test.id)).holderTab).toBe(tabB);
    const steps = await platform.app.deps.db
      .select()
      .from(attemptSteps)
      .where(eq(attemptSteps.attemptId, first.body.attemptId));
    expect(steps.map((s) => s.payload.type)).toContain('tab_taken_over');
  });

  it('a student back on another device is told where the test was last open, not of a tab (#50 item 6)', async () => {
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
    const phone = 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0';
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const start = `/api/student/test/start/${test.id}`;
    const on = (tab: string, userAgent: string, takeOver = false) =>
      api.call<Start & { message: string; code: string }>('POST', start, {
        body: {},
        token: student,
        headers: {
          'x-test-tab': tab,
          'user-agent': userAgent,
          ...(takeOver ? { 'x-test-tab-take-over': '1' } : {}),
        },
      });
    const first = await on(tabA, windows);
    expect(first.status).toBe(200);
    const studentId = (await attemptOf(test.id)).studentId;

    // the laptop's page was last heard three minutes ago; the student opens the test on their phone
    platform.app.presence.heard(first.body.attemptId, studentId, Date.now() - 3 * 60_000 - 5_000);
    const refused = await on(tabB, phone);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: TAB_CODES.openElsewhere,
      message: 'This test was last open in Chrome on Windows, 3 minutes ago.',
    });

    // continued on the phone: the laptop, opened again, is told of the phone
    expect((await on(tabB, phone, true)).status).toBe(200);
    const back = await on('tab-cccccccc', windows);
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('This test was last open in Firefox on Android, less than a minute ago.');
  });

  it("refuses the stale tab's answer, event and end with 409 and records none of them", async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const start = `/api/student/test/start/${test.id}`;
    const first = await as(student, tabA)<Start>(start);
    await as(student, tabB, true)(start);
    const questionId = first.body.firstQuestion.question._id;

    const stale = as(student, tabA);
    const answer = await stale(`/api/student/test/response/non-adaptive/${test.id}`, {
      questionId,
      response: 1,
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: messages.tabNotHolder, code: TAB_CODES.notHolder });
    const event = await stale(`/api/student/test/${test.id}/event`, { type: 'page_left' });
    expect(event.status).toBe(409);
    expect(event.body.code).toBe(TAB_CODES.notHolder);
    const switched = await stale(`/api/student/test/${test.id}/event`, { type: 'tab_switch' });
    expect(switched.status).toBe(409);
    const end = await stale(`/api/student/test/end/${test.id}`, { endType: 'manual' });
    expect(end.status).toBe(409);
    expect(end.body.code).toBe(TAB_CODES.notHolder);

    const attempt = await attemptOf(test.id);
    expect(attempt).toMatchObject({ status: 'in_progress', tabSwitches: 0, leftAt: null });
    const recorded = await platform.app.deps.db
      .select()
      .from(answers)
      .where(eq(answers.attemptId, attempt.id));
    expect(recorded).toHaveLength(0);

    // the holder answers as usual
    const held = await as(student, tabB)(`/api/student/test/response/non-adaptive/${test.id}`, {
      questionId,
      response: 1,
    });
    expect(held.status).toBe(200);
  });

  it('a tab whose holder closed its page claims the attempt without asking (reopened within the grace)', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const start = `/api/student/test/start/${test.id}`;
    await as(student, tabA)(start);
    expect(
      (await as(student, tabA)(`/api/student/test/${test.id}/event`, { type: 'page_left' })).status,
    ).toBe(200);
    const reopened = await as(student, tabB)<Start>(start);
    expect(reopened.status).toBe(200);
    expect(reopened.body.resumed).toBe(true);
    expect(await attemptOf(test.id)).toMatchObject({ holderTab: tabB, leftAt: null });
  });

  it('calls without a tab id are not held to a tab; another student is refused as before', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {}, ['student@demo.test']);
    const first = await as(student, tabA)<Start>(`/api/student/test/start/${test.id}`);
    const plain = await as(student, null)(`/api/student/test/response/non-adaptive/${test.id}`, {
      questionId: first.body.firstQuestion.question._id,
      response: 1,
    });
    expect(plain.status).toBe(200);

    const other = await api.login('student2@demo.test', 'Student@123');
    const foreign = as(other, tabA);
    expect((await foreign(`/api/student/test/start/${test.id}`)).status).toBe(403);
    expect((await foreign(`/api/student/test/${test.id}/event`, { type: 'tab_switch' })).status).toBe(403);
    expect((await foreign(`/api/student/test/end/${test.id}`, { endType: 'manual' })).status).toBe(403);
    const missing = await foreign('/api/student/test/start/nosuchtest0000');
    expect(missing.status).toBe(404);
  });

  it('refuses a malformed tab id with 400', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const bad = await as(student, 'no spaces allowed')(`/api/student/test/start/${test.id}`);
    expect(bad.status).toBe(400);
  });
});
