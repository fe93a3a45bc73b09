import { messages } from '@placement/contract';
import { answers, assessments, attempts } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADAPTIVE } from '../../demo/assessments';
import { forgetBundle } from '../../services/attempts/bundle';
import { sweepOverdueAttempts } from '../../services/attempts/sweep';
import { assessmentNamed, cloneAssessment, storedQuestion } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let student: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  student = await api.login('student@demo.test', 'Student@123');
});
afterAll(() => platform.close());

interface State {
  question: { _id: string; level: string; Options?: string[] } | null;
  topic: string | null;
  topicIndex: number | null;
  count: number;
  isLast: boolean;
  finished: boolean;
  questionRemainingSeconds: number | null;
}
interface Start {
  attemptId: string;
  firstQuestion: State;
  remainingSeconds: number;
  timer: number;
  totalQuestions: number;
  topicNames: string[];
  resumed: boolean;
}

async function keyOf(questionId: string): Promise<number> {
  return (await storedQuestion(platform.app, questionId)).body.answer as number;
}

/** Answers the current question right or wrong (or skips), checking the server's reply. */
async function answer(
  testId: string,
  state: State,
  how: 'right' | 'wrong' | 'skip',
  token = student,
): Promise<State> {
  const id = state.question!._id;
  const key = await keyOf(id);
  const response = how === 'skip' ? -1 : how === 'right' ? key : (key + 1) % 4;
  const reply = await api.post<State>(
    `/api/student/test/response/${testId}`,
    { response, timeTaken: 10, questionId: id },
    token,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

describe('adaptive walk-through', () => {
  it('moves up a level on a third correct, ends a topic on a failed level, and scores out of what it asked', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const start = await api.post<Start>(`/api/student/test/start/${test.id}?adaptive=true`, {}, student);
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({
      totalQuestions: 18,
      topicNames: ['Quantitative Aptitude', 'Logical Reasoning'],
      resumed: false,
      // the screen names each question's level in this flow
      flow: 'adaptive',
    });
    expect(start.body.remainingSeconds).toBeGreaterThan(29 * 60);
    expect(start.body.timer).toBeCloseTo(30, 0);

    const seen: { level: string; topicIndex: number | null; count: number }[] = [];
    let state = start.body.firstQuestion;
    expect(state.questionRemainingSeconds).toBe(120);
    const script: ('right' | 'wrong' | 'skip')[] = [
      'right',
      'wrong',
      'skip',
      'wrong',
      'right',
      'right',
      'wrong',
      'right',
    ];
    for (const how of script) {
      expect(state.finished).toBe(false);
      seen.push({ level: state.question!.level, topicIndex: state.topicIndex, count: state.count });
      state = await answer(test.id, state, how);
    }
    expect(state.finished).toBe(true);
    expect(seen).toEqual([
      { level: 'L1', topicIndex: 0, count: 1 },
      { level: 'L2', topicIndex: 0, count: 2 },
      { level: 'L2', topicIndex: 0, count: 3 },
      { level: 'L2', topicIndex: 0, count: 4 },
      { level: 'L1', topicIndex: 1, count: 5 },
      { level: 'L2', topicIndex: 1, count: 6 },
      { level: 'L3', topicIndex: 1, count: 7 },
      { level: 'L3', topicIndex: 1, count: 8 },
    ]);

    const [attempt] = await platform.app.deps.db
      .select()
      .from(attempts)
      .where(eq(attempts.id, start.body.attemptId));
    // Quantitative: L1 (1). Logical: L1 (1) + L2 (2) + L3 (3). Out of every question asked (Quantitative:
    // 1 + 2 + 2 + 2, then L3's 3 it never reached; Logical: 1 + 2 + 3 + 3): 10 + 9.
    expect(attempt).toMatchObject({
      status: 'graded',
      score: 7,
      maxScore: 19,
      percentage: 36.84,
      endReason: 'manual',
    });

    // per-topic marks are shown only once the window has closed
    await platform.app.deps.db
      .update(assessments)
      .set({ endDate: new Date(Date.now() - 10_000) })
      .where(eq(assessments.id, test.id));
    forgetBundle(platform.app, test.id);
    const results = await api.get<{
      studentResponse: {
        assessmentId: string;
        score: number;
        perTopic: { topic: string; score: number }[];
      }[];
    }>('/api/studentDummy/test/result', student);
    const mine = results.body.studentResponse.find((r) => r.assessmentId === test.id)!;
    expect(mine.score).toBe(7);
    expect(mine.perTopic.map((t) => [t.topic, t.score])).toEqual([
      ['Quantitative Aptitude', 1],
      ['Logical Reasoning', 6],
    ]);

    const again = await api.post(`/api/student/test/response/${test.id}`, { response: 0 }, student);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.attemptOver);
  });

  it('one wrong and one skipped answer on the way up is not a perfect score, wherever it is read', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const start = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    let state = start.body.firstQuestion;
    // Quantitative: L1 right, L2 wrong, skipped, right, L3 right; Logical: right at every level
    for (const how of ['right', 'wrong', 'skip', 'right', 'right', 'right', 'right', 'right'] as const) {
      state = await answer(test.id, state, how);
    }
    expect(state.finished).toBe(true);
    // 12 marks earned; out of every question asked (1 + 2 + 2 + 2 + 3, then 1 + 2 + 3): 16
    const [attempt] = await platform.app.deps.db
      .select()
      .from(attempts)
      .where(eq(attempts.id, start.body.attemptId));
    expect(attempt).toMatchObject({ score: 12, maxScore: 16, percentage: 75 });

    const staff = await api.login('college@demo.test', 'College@123', 'college');
    const college = await api.get<{ results: { attemptId: string; score: number; maxScore: number }[] }>(
      `/api/college/assessments/${test.id}/results`,
      staff,
    );
    expect(college.body.results.find((r) => r.attemptId === start.body.attemptId)).toMatchObject({
      score: 12,
      maxScore: 16,
      percentage: 75,
    });
    const mine = await api.get<{
      studentResponse: { assessmentId: string; score: number; maxScore: number; percentage: number }[];
    }>('/api/studentDummy/test/result', student);
    expect(mine.body.studentResponse.find((r) => r.assessmentId === test.id)).toMatchObject({
      score: 12,
      maxScore: 16,
      percentage: 75,
    });
  });

  it('all skips: every topic ends after its first level, score 0', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const start = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    let state = start.body.firstQuestion;
    let asked = 0;
    while (!state.finished) {
      expect(state.question!.level).toBe('L1');
      state = await answer(test.id, state, 'skip');
      asked++;
    }
    expect(asked).toBe(6);
    const [attempt] = await platform.app.deps.db
      .select()
      .from(attempts)
      .where(eq(attempts.id, start.body.attemptId));
    expect(attempt).toMatchObject({ score: 0, percentage: 0 });
  });
});

describe('start, resume and limits', () => {
  it('resumes an open attempt with the time really left, and counts an abandoned attempt', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, { totalAttempts: 1 });
    const first = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    const next = await answer(test.id, first.body.firstQuestion, 'right');
    // the attempt started 10 minutes ago as far as the server is concerned
    await platform.app.deps.db
      .update(attempts)
      .set({ deadlineAt: new Date(Date.now() + 20 * 60_000) })
      .where(eq(attempts.id, first.body.attemptId));
    const resumed = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    expect(resumed.body.resumed).toBe(true);
    expect(resumed.body.attemptId).toBe(first.body.attemptId);
    expect(resumed.body.firstQuestion.question!._id).toBe(next.question!._id);
    expect(resumed.body.remainingSeconds).toBeLessThanOrEqual(20 * 60);
    expect(resumed.body.remainingSeconds).toBeGreaterThan(19 * 60);

    const ended = await api.post<{ attempt: { status: string; endReason: string } }>(
      `/api/student/test/end/${test.id}?adaptive=true`,
      { timeTaken: 5, endType: { type: 'auto', description: 'user exited fullscreen' } },
      student,
    );
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe(messages.testSubmitted);
    expect(ended.body.attempt.endReason).toBe('fullscreen_exit');
    const refused = await api.post(`/api/student/test/start/${test.id}`, {}, student);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.noAttemptsLeft);
    // ending again changes nothing
    const endAgain = await api.post<{ attempt: { endReason: string } }>(
      `/api/student/test/end/${test.id}`,
      { endType: 'manual' },
      student,
    );
    expect(endAgain.body.attempt.endReason).toBe('fullscreen_exit');
  });

  it('enforces the window with the spec messages', async () => {
    const future = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {
      startDate: new Date(Date.now() + 3_600_000),
    });
    const early = await api.post(`/api/student/test/start/${future.id}`, {}, student);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(messages.testNotStarted);
    const past = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {
      startDate: new Date(Date.now() - 7_200_000),
      endDate: new Date(Date.now() - 3_600_000),
    });
    const late = await api.post(`/api/student/test/start/${past.id}`, {}, student);
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(messages.testEnded);
    const list = await api.get<{ assessments: { _id: string; status: string }[] }>(
      '/api/student/test?status=upcoming',
      student,
    );
    expect(list.body.assessments.map((a) => a._id)).toContain(future.id);
    expect(list.body.assessments.map((a) => a._id)).not.toContain(past.id);
  });

  it('never lets an attempt run past the end of the window', async () => {
    const closing = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {
      endDate: new Date(Date.now() + 5 * 60_000),
    });
    const start = await api.post<Start>(`/api/student/test/start/${closing.id}`, {}, student);
    expect(start.body.remainingSeconds).toBeLessThanOrEqual(300);
  });
});

describe('time is kept by the server', () => {
  it('an answer after the deadline is stored as timed out and ends the attempt', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const start = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    await platform.app.deps.db
      .update(attempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(attempts.id, start.body.attemptId));
    const state = await answer(test.id, start.body.firstQuestion, 'right');
    expect(state.finished).toBe(true);
    const [row] = await platform.app.deps.db
      .select()
      .from(answers)
      .where(eq(answers.attemptId, start.body.attemptId));
    expect(row?.timedOut).toBe(true);
    const [attempt] = await platform.app.deps.db
      .select()
      .from(attempts)
      .where(eq(attempts.id, start.body.attemptId));
    expect(attempt).toMatchObject({ endReason: 'time_up', score: 0 });
  });

  it('a question answered after its own Duration counts as empty', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const start = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    await platform.app.deps.db
      .update(attempts)
      .set({ questionDeadlineAt: new Date(Date.now() - 10_000) })
      .where(eq(attempts.id, start.body.attemptId));
    const next = await answer(test.id, start.body.firstQuestion, 'right');
    // the right answer came too late: L1 was not passed, so the next question is still L1
    expect(next.question!.level).toBe('L1');
  });

  it('the sweeper ends attempts whose students went away', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const start = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    await answer(test.id, start.body.firstQuestion, 'right');
    await platform.app.deps.db
      .update(attempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(attempts.id, start.body.attemptId));
    expect(await sweepOverdueAttempts(platform.app)).toBeGreaterThanOrEqual(1);
    const [attempt] = await platform.app.deps.db
      .select()
      .from(attempts)
      .where(eq(attempts.id, start.body.attemptId));
    expect(attempt).toMatchObject({ status: 'graded', endReason: 'time_up', endType: 'auto', score: 1 });
  });
});

/**
 * The statements of the request just made: not the transaction's bounds, nor the live boards' notices, which a
 * timer publishes every 500 ms for whatever changed before (board-signals.ts), not the request.
 */
const requestStatements = () =>
  platform.queries.filter((q) => !/^(begin|commit)$/i.test(q.trim()) && !/pg_notify/i.test(q));

describe('the answer path stays short', () => {
  it('records an answer in at most two statements, the session known from an earlier request', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const start = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    const id = start.body.firstQuestion.question!._id;
    await api.get('/api/student/me', student); // the session's lookup and last-seen touch happen here, not below
    platform.queries.length = 0;
    const reply = await api.post(
      `/api/student/test/response/${test.id}`,
      { response: 0, questionId: id },
      student,
    );
    expect(reply.status).toBe(200);
    const statements = requestStatements();
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
  });
});

describe('the start path stays short', () => {
  const statementsOf = requestStatements;

  it('starts an attempt in at most two statements, the session and the test known from earlier requests', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    await api.get(`/api/student/test/${test.id}`, student); // loads the test's questions, as the test page does
    platform.queries.length = 0;
    const start = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    expect(start.status).toBe(200);
    expect(start.body.resumed).toBe(false);
    const statements = statementsOf();
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
  });

  it('resumes an attempt in one statement', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const first = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    platform.queries.length = 0;
    const again = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ resumed: true, attemptId: first.body.attemptId });
    expect(again.body.firstQuestion.question!._id).toBe(first.body.firstQuestion.question!._id);
    const statements = statementsOf();
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(1);
  });
});

describe('retries and races', () => {
  it('a retried answer returns the same next state and records one answer', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const start = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    const id = start.body.firstQuestion.question!._id;
    const key = await keyOf(id);
    const first = await api.post<State>(
      `/api/student/test/response/${test.id}`,
      { response: key, questionId: id },
      student,
    );
    const retry = await api.post<State>(
      `/api/student/test/response/${test.id}`,
      { response: (key + 1) % 4, questionId: id },
      student,
    );
    expect(retry.status).toBe(200);
    expect(retry.body.question!._id).toBe(first.body.question!._id);
    const rows = await platform.app.deps.db
      .select()
      .from(answers)
      .where(eq(answers.attemptId, start.body.attemptId));
    expect(rows).toHaveLength(1);
    expect((rows[0]!.grade as { correct: boolean }).correct).toBe(true);
  });

  it('two simultaneous submissions of one answer advance the attempt once', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const start = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    const id = start.body.firstQuestion.question!._id;
    const key = await keyOf(id);
    const [a, b] = await Promise.all([
      api.post<State>(`/api/student/test/response/${test.id}`, { response: key, questionId: id }, student),
      api.post<State>(`/api/student/test/response/${test.id}`, { response: key, questionId: id }, student),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.question!._id).toBe(b.body.question!._id);
    expect(a.body.count).toBe(2);
    const rows = await platform.app.deps.db
      .select()
      .from(answers)
      .where(eq(answers.attemptId, start.body.attemptId));
    expect(rows).toHaveLength(1);
  });

  it('two simultaneous starts open one attempt', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const [a, b] = await Promise.all([
      api.post<Start>(`/api/student/test/start/${test.id}`, {}, student),
      api.post<Start>(`/api/student/test/start/${test.id}`, {}, student),
    ]);
    expect(a.body.attemptId).toBe(b.body.attemptId);
  });

  it('refuses an answer for a question that is not being asked, and a malformed answer', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const start = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    const stale = await api.post(
      `/api/student/test/response/${test.id}`,
      { response: 1, questionId: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
      student,
    );
    expect(stale.status).toBe(409);
    const bad = await api.post(`/api/student/test/response/${test.id}`, { response: 7 }, student);
    expect(bad.status).toBe(400);
    const wrongMode = await api.post(
      `/api/student/test/response/non-adaptive/${test.id}`,
      { response: 1 },
      student,
    );
    expect(wrongMode.status).toBe(400);
    expect(start.status).toBe(200);
  });
});

describe('proctoring', () => {
  it('the server lets the student switch tabs as often as allowed (5) and ends the attempt at the 6th', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    await api.post(`/api/student/test/start/${test.id}`, {}, student);
    const replies = [];
    for (let i = 0; i < 6; i++) {
      replies.push(
        await api.post<{ ended: boolean; tabSwitches: number }>(
          `/api/student/test/${test.id}/event`,
          { type: 'tab_switch' },
          student,
        ),
      );
    }
    expect(replies.slice(0, 5).map((r) => r.body.message)).toEqual(Array(5).fill(messages.tabSwitchWarning));
    expect(replies.slice(0, 5).map((r) => r.body.ended)).toEqual(Array(5).fill(false));
    expect(replies[5]!.body).toMatchObject({
      ended: true,
      tabSwitches: 6,
      message: 'You have switched tabs 6 times. Ending the test.',
    });
    const after = await api.post(`/api/student/test/${test.id}/event`, { type: 'tab_switch' }, student);
    expect(after.status).toBe(409);
    const results = await api.get<{
      studentResponse: {
        assessmentId: string;
        endReason: string;
        proctoring: { tabSwitches: number; events: number };
      }[];
    }>('/api/studentDummy/test/result', student);
    const mine = results.body.studentResponse.find((r) => r.assessmentId === test.id)!;
    expect(mine.endReason).toBe('tab_switches');
    expect(mine.proctoring).toMatchObject({ tabSwitches: 6, events: 6 });
  });

  it('leaving fullscreen counts as a tab switch only where the test says so', async () => {
    const demo = await assessmentNamed(platform.app, DEMO_ADAPTIVE);
    const event = (testId: string) =>
      api.post<{ ended: boolean; tabSwitches: number; message: string }>(
        `/api/student/test/${testId}/event`,
        { type: 'fullscreen_exit' },
        student,
      );
    const ends = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    await api.post(`/api/student/test/start/${ends.id}`, {}, student);
    // the spec's rule: the browser ends the test; the event is evidence, not a tab switch
    expect((await event(ends.id)).body).toMatchObject({ tabSwitches: 0, ended: false });

    const counts = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {
      config: { ...demo.config, fullscreenExitPolicy: 'count', maxTabSwitches: 1 },
    });
    await api.post(`/api/student/test/start/${counts.id}`, {}, student);
    expect((await event(counts.id)).body).toMatchObject({
      tabSwitches: 1,
      ended: false,
      message: messages.fullscreenExitCounted,
    });
    expect((await event(counts.id)).body).toMatchObject({ tabSwitches: 2, ended: true });
  });

  it('the server counts noise and ends the attempt at maxAudioLimitExceedCount', async () => {
    const demo = await assessmentNamed(platform.app, DEMO_ADAPTIVE);
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {
      config: { ...demo.config, maxAudioLimitExceedCount: 3 },
    });
    await api.post(`/api/student/test/start/${test.id}`, {}, student);
    const noise = () =>
      api.post<{ ended: boolean; audioExceeds: number; message: string }>(
        `/api/student/test/${test.id}/event`,
        { type: 'audio_limit', detail: 'loud for 2 s' },
        student,
      );
    expect((await noise()).body).toMatchObject({
      ended: false,
      audioExceeds: 1,
      message: messages.audioWarning,
    });
    await noise();
    expect((await noise()).body).toMatchObject({
      ended: true,
      audioExceeds: 3,
      message: messages.audioLimit,
    });
    expect((await noise()).status).toBe(409);
    const [attempt] = await platform.app.deps.db
      .select()
      .from(attempts)
      .where(eq(attempts.assessmentId, test.id));
    expect(attempt).toMatchObject({ status: 'graded', endReason: 'audio_limit', endType: 'auto' });
  });

  it('a page that left ends the attempt after the grace, unless the student resumes first', async () => {
    const grace = platform.app.deps.config.leaveGraceSeconds * 1000;
    const left = await cloneAssessment(platform.app, DEMO_ADAPTIVE, { totalAttempts: 1 });
    const back = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    for (const test of [left, back]) {
      await api.post(`/api/student/test/start/${test.id}`, {}, student);
      const reply = await api.post(`/api/student/test/${test.id}/event`, { type: 'page_left' }, student);
      expect(reply.status).toBe(200);
    }
    // the student comes back to one of them (a reload, or reopening the test) within the grace
    const resumed = await api.post<Start>(`/api/student/test/start/${back.id}`, {}, student);
    expect(resumed.body.resumed).toBe(true);
    // and goes on answering in another tab of the third, whose first tab was closed
    const otherTab = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const otherStart = await api.post<Start>(`/api/student/test/start/${otherTab.id}`, {}, student);
    await api.post(`/api/student/test/${otherTab.id}/event`, { type: 'page_left' }, student);
    await answer(otherTab.id, otherStart.body.firstQuestion, 'right');

    const attemptOf = async (assessmentId: string) =>
      (await platform.app.deps.db.select().from(attempts).where(eq(attempts.assessmentId, assessmentId)))[0]!;
    await sweepOverdueAttempts(platform.app, new Date(Date.now() + grace - 2_000));
    expect((await attemptOf(left.id)).status).toBe('in_progress');
    await sweepOverdueAttempts(platform.app, new Date(Date.now() + grace + 2_000));
    expect(await attemptOf(left.id)).toMatchObject({
      status: 'graded',
      endReason: 'left_page',
      endType: 'auto',
      leftAt: expect.any(Date),
    });
    expect(await attemptOf(back.id)).toMatchObject({ status: 'in_progress', leftAt: null });
    expect(await attemptOf(otherTab.id)).toMatchObject({ status: 'in_progress', leftAt: null });
    // coming back after the grace is too late, even before the sweeper ran: the one attempt is used up
    const late = await cloneAssessment(platform.app, DEMO_ADAPTIVE, { totalAttempts: 1 });
    await api.post(`/api/student/test/start/${late.id}`, {}, student);
    await api.post(`/api/student/test/${late.id}/event`, { type: 'page_left' }, student);
    await platform.app.deps.db
      .update(attempts)
      .set({ leftAt: new Date(Date.now() - grace - 1_000) })
      .where(eq(attempts.assessmentId, late.id));
    const tooLate = await api.post(`/api/student/test/start/${late.id}`, {}, student);
    expect(tooLate.body.message).toBe(messages.noAttemptsLeft);
    expect(await attemptOf(late.id)).toMatchObject({ status: 'graded', endReason: 'left_page' });
    const again = await api.post(`/api/student/test/start/${left.id}`, {}, student);
    expect(again.body.message).toBe(messages.noAttemptsLeft);
  });

  it('accepts a PNG snapshot and refuses what is not an image', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    await api.post(`/api/student/test/start/${test.id}`, {}, student);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = 'XBOUNDARY';
    const multipart = (name: string, data: Buffer, type: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="shot.png"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const send = (payload: Buffer) =>
      platform.app.inject({
        method: 'POST',
        url: `/api/student/test/${test.id}/screenshot`,
        headers: { 'auth-token': student, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    expect((await send(multipart('screenshot', png, 'image/png'))).statusCode).toBe(200);
    const fake = await send(multipart('screenshot', Buffer.from('#!/bin/sh\necho hi'), 'image/png'));
    expect(fake.statusCode).toBe(400);
    const json = await api.post(
      `/api/student/test/${test.id}/screenshot`,
      { assessmentId: test.id, image: `data:image/png;base64,${png.toString('base64')}` },
      student,
    );
    expect(json.status).toBe(200);
  });
});

describe('authorization', () => {
  it("a student who is not invited cannot see or start a test, nor read another student's results", async () => {
    const test = await assessmentNamed(platform.app, DEMO_ADAPTIVE);
    const free = await api.login('free@demo.test', 'Student@123');
    expect((await api.get(`/api/student/test/${test.id}`, free)).status).toBe(403);
    const start = await api.post(`/api/student/test/start/${test.id}`, {}, free);
    expect(start.status).toBe(403);
    expect(start.body.message).toBe(messages.notInvited);
    // the calls of a running test page are refused as not invited too, not as "start the test first"
    const refused = [
      await api.post(`/api/student/test/${test.id}/event`, { type: 'tab_switch' }, free),
      await api.post(`/api/student/test/end/${test.id}`, { timeTaken: 1 }, free),
      await api.get(`/api/student/test/${test.id}/live`, free),
    ];
    for (const reply of refused) {
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(messages.notInvited);
    }
    expect((await api.get<{ assessments: unknown[] }>('/api/student/test', free)).body.assessments).toEqual(
      [],
    );

    const me = await api.get<{ student: { _id: string } }>('/api/student/me', student);
    const other = await api.login('student2@demo.test', 'Student@123');
    expect(
      (await api.get(`/api/studentDummy/test/result?studentId=${me.body.student._id}`, other)).status,
    ).toBe(403);
    const theirs = await api.get<{ studentResponse: { assessmentId: string }[] }>(
      '/api/studentDummy/test/result',
      other,
    );
    expect(theirs.body.studentResponse).toEqual([]);
    const college = await api.login('college@demo.test', 'College@123', 'college');
    expect((await api.post(`/api/student/test/start/${test.id}`, {}, college)).status).toBe(403);
    expect((await api.get(`/api/student/test/${test.id}`)).status).toBe(401);
    expect((await api.get('/api/student/test/not-an-id!')).status).toBe(401);
  });

  it("student B's answers and ending do not touch student A's attempt", async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const a = await api.post<Start>(`/api/student/test/start/${test.id}`, {}, student);
    const other = await api.login('student2@demo.test', 'Student@123');
    // B has no attempt of their own yet: nothing to answer or end
    expect(
      (
        await api.post(
          `/api/student/test/response/${test.id}`,
          { response: 0, questionId: a.body.firstQuestion.question!._id },
          other,
        )
      ).status,
    ).toBe(409);
    expect((await api.post(`/api/student/test/end/${test.id}`, {}, other)).status).toBe(409);
    const [attempt] = await platform.app.deps.db
      .select()
      .from(attempts)
      .where(eq(attempts.id, a.body.attemptId));
    expect(attempt?.status).toBe('in_progress');
    expect(attempt?.lastSeq).toBe(2);
  });
});
