import { messages } from '@placement/contract';
import { answers, assessments, attempts, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { forgetBundle } from '../../services/attempts/bundle';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
});
afterAll(() => platform.close());

interface State {
  question: ({ _id: string; type: string } & Record<string, unknown>) | null;
  topicType: string | null;
  count: number;
  isLast: boolean;
  finished: boolean;
}

const PYTHON_SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';
// int overflows on the hidden 10^12 testcase
const C_SUM_INT =
  '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n';

const answersByType: Record<string, unknown> = {
  // the spec's { studentAnswer } and the plain text are both taken
  findAnswer: [{ studentAnswer: 'linus torvalds' }, '2005'],
  essay: 'I built a placement portal with my team; I wrote the judge and learnt to test sandboxes.',
  video: { long: ['It halves the range each step.'], short: ['Sorted input'], mcq: [0] },
};

async function closeTestWindow(testId: string) {
  await platform.app.deps.db
    .update(assessments)
    .set({ endDate: new Date(Date.now() - 10_000) })
    .where(eq(assessments.id, testId));
  forgetBundle(platform.app, testId);
}

/** Walks the demo linear test with the given coding answer, collecting every reply body. */
async function walk(
  token: string,
  testId: string,
  code: { answerCode: string; codeLanguage: string },
  { closeWindow = false } = {},
) {
  const bodies: unknown[] = [];
  const start = await api.post<{ firstQuestion: State; totalQuestions: number }>(
    `/api/student/test/start/${testId}?adaptive=false`,
    {},
    token,
  );
  expect(start.status).toBe(200);
  expect(start.body.totalQuestions).toBe(6);
  bodies.push(start.body);
  let state = start.body.firstQuestion;
  const types: string[] = [];
  const sent: unknown[] = [];
  let mcqSeen = 0;
  while (!state.finished) {
    const q = state.question!;
    types.push(q.type);
    let response: unknown;
    if (q.type === 'mcq') response = mcqSeen++ === 0 ? 1 : -1;
    else if (q.type === 'compiler') {
      const log = await api.post<{ log: { totalTestCases: number; totalPassedTestCases: number } }>(
        `/api/compiler/log/${testId}`,
        { questionId: q._id, code: code.answerCode, codeLanguage: code.codeLanguage },
        token,
      );
      expect(log.status).toBe(200);
      bodies.push(log.body);
      const logs = await api.get(`/api/compiler/log/${testId}?question=${q._id}`, token);
      bodies.push(logs.body);
      // a field the type ignores, of a kind its stored answers never have, is refused rather than stored
      const odd = await api.post<{ message: string }>(
        `/api/student/test/response/non-adaptive/${testId}`,
        { response: { ...code, code: 5 }, questionId: q._id },
        token,
      );
      expect(odd.status).toBe(400);
      expect(odd.body.message).toBe(messages.answerShape);
      response = code;
    } else response = answersByType[q.type];
    sent.push(response);
    const reply = await api.post<State>(
      `/api/student/test/response/non-adaptive/${testId}`,
      { response, questionId: q._id },
      token,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    bodies.push(reply.body);
    state = reply.body;
  }
  const end = await api.post(
    `/api/student/test/end/${testId}?adaptive=false`,
    { timeTaken: 100, endType: 'manual' },
    token,
  );
  bodies.push(end.body);
  // verdicts per question are shown only once the window has closed
  if (closeWindow) await closeTestWindow(testId);
  const result = await api.get<{ studentResponse: Record<string, unknown>[] }>(
    '/api/studentDummy/test/result',
    token,
  );
  bodies.push(result.body);
  const detail = await api.get(`/api/student/test/${testId}`, token);
  bodies.push(detail.body);
  bodies.push((await api.get('/api/student/test', token)).body);
  return {
    types,
    bodies,
    sent,
    result: result.body.studentResponse.find((r) => r.assessmentId === testId)!,
  };
}

describe('linear walk-through through every question type', () => {
  it('grades mcq, findAnswer and the sandboxed coding answer, and leaves essay and video text for a person', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const token = await api.login('student@demo.test', 'Student@123');
    const { types, sent, result } = await walk(
      token,
      test.id,
      { answerCode: PYTHON_SUM, codeLanguage: 'Python' },
      { closeWindow: true },
    );
    expect(types).toEqual(['mcq', 'mcq', 'findAnswer', 'essay', 'video', 'compiler']);
    // the reply's schema serializes each type's answer whole, and the keys of the types that have one
    const shown = result.questions as { response: unknown; correctAnswer?: unknown }[];
    expect(shown.map((q) => q.response)).toEqual(sent);
    expect(shown.map((q) => q.correctAnswer)).toEqual([
      expect.any(Number),
      expect.any(Number),
      ['Linus Torvalds', '2005'],
      undefined,
      { mcq: [0] },
      undefined,
    ]);
    const staff = await api.login('college@demo.test', 'College@123', 'college');
    const review = await api.get<{ answers: { question: { type: string }; response: unknown }[] }>(
      `/api/college/attempts/${result._id}`,
      staff,
    );
    expect(review.status).toBe(200);
    expect(review.body.answers.map((a) => [a.question.type, a.response])).toEqual(
      types.map((type, index) => [type, sent[index]]),
    );
    // mcq 1 + skip 0 + findAnswer 2 + coding 1 (4/4 testcases) + the video's automatic mcq part; essay and video text wait
    expect(result).toMatchObject({ status: 'awaiting_grading', score: 4.67, maxScore: 9 });
    const byType = Object.fromEntries(
      (result.questions as { type: string; status: string; marks: number | null }[]).map((q) => [q.type, q]),
    );
    expect(byType.compiler).toMatchObject({ status: 'correct', marks: 1 });
    expect(byType.essay).toMatchObject({ status: 'pending', marks: null });
    expect(byType.findAnswer).toMatchObject({ status: 'correct', marks: 2 });
    // the second mcq was skipped: listed, but not as answered
    const questions = result.questions as { type: string; status: string; answered: boolean }[];
    expect(questions.map((q) => q.answered)).toEqual([true, false, true, true, true, true]);
    expect(questions[1]).toMatchObject({ type: 'mcq', status: 'skipped', answered: false });
  });

  it('a C answer that overflows on a hidden testcase earns the share it passed', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const token = await api.login('student2@demo.test', 'Student@123');
    const { result } = await walk(
      token,
      test.id,
      { answerCode: C_SUM_INT, codeLanguage: 'C' },
      { closeWindow: true },
    );
    const coding = (result.questions as { type: string; marks: number; status: string }[]).find(
      (q) => q.type === 'compiler',
    )!;
    expect(coding).toMatchObject({ status: 'wrong', marks: 0.75 });
    const [attempt] = await platform.app.deps.db
      .select()
      .from(attempts)
      .where(eq(attempts.assessmentId, test.id));
    const [row] = await platform.app.deps.db
      .select()
      .from(answers)
      .where(eq(answers.attemptId, attempt!.id))
      .then((rows) => rows.filter((r) => (r.grade as { maxMarks: number }).maxMarks === 1 && r.judged));
    expect((row!.judged as { totalPassedTestCases: number }).totalPassedTestCases).toBe(3);
  });

  it('never shows a student an answer key, a hidden testcase or another student', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const token = await api.login('student@demo.test', 'Student@123');
    const other = await api.login('student2@demo.test', 'Student@123');
    // the other student takes part too, so there is someone to leak
    await api.post(`/api/student/test/start/${test.id}`, {}, other);
    const { bodies } = await walk(token, test.id, { answerCode: PYTHON_SUM, codeLanguage: 'Python' });
    const text = JSON.stringify(bodies);
    const [otherUser] = await platform.app.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'student2@demo.test'));
    expect(text).not.toContain(otherUser!.id);
    expect(text).not.toContain('1000000000000 1000000000000');
    expect(text).not.toContain('2000000000000');
    expect(text).not.toContain('-5 -6');
    expect(text).not.toMatch(/"answer":\s*\d/);
    expect(text).not.toContain('"answer":');
  });
});

describe('compiler service at /compiler', () => {
  it('judges only against a coding question of a test the student is taking, and never reveals hidden testcases', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const token = await api.login('student@demo.test', 'Student@123');
    const codingId = test.plan.at(-1)!.questionIds[0]!;
    const before = await api.post(
      '/compiler/test',
      { code: PYTHON_SUM, language: 'py', compilerId: codingId },
      token,
    );
    expect(before.status).toBe(404);
    await api.post(`/api/student/test/start/${test.id}`, {}, token);
    const judged = await api.post<{ passed: unknown[]; failed: unknown[] }>(
      '/compiler/test',
      { code: C_SUM_INT, language: 'c', compilerId: codingId },
      token,
    );
    expect(judged.status).toBe(200);
    expect(judged.body.passed).toHaveLength(3);
    expect(judged.body.failed).toEqual([expect.objectContaining({ isHidden: true })]);
    expect(JSON.stringify(judged.body)).not.toContain('1000000000000');
    const run = await api.post<{ output: string }>(
      '/compiler/',
      { code: PYTHON_SUM, language: 'py', input: '40 2\n' },
      token,
    );
    expect(run.body.output).toBe('42\n');
    expect((await api.post('/compiler/', { code: PYTHON_SUM, language: 'py', input: '1 1' })).status).toBe(
      401,
    );
    expect(
      (await api.post('/compiler/', { code: PYTHON_SUM, language: 'cobol', input: '' }, token)).status,
    ).toBe(400);
  });
});

describe('an attempt in progress', () => {
  it('is listed with the seconds it has left on the server’s clock, and none once it ends', async () => {
    const token = await api.login('student2@demo.test', 'Student@123');
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, { totalTime: 30 });
    type Summary = { _id: string; inProgress: boolean; resumeSeconds: number | null };
    const listed = async () =>
      (await api.get<{ assessments: Summary[] }>('/api/student/test', token)).body.assessments.find(
        (a) => a._id === test.id,
      );
    expect(await listed()).toMatchObject({ inProgress: false, resumeSeconds: null });
    await api.post(`/api/student/test/start/${test.id}?adaptive=false`, {}, token);
    const running = await listed();
    expect(running?.inProgress).toBe(true);
    expect(running?.resumeSeconds).toBeGreaterThan(29 * 60);
    expect(running?.resumeSeconds).toBeLessThanOrEqual(30 * 60);
    const overview = await api.get<{ assessment: Summary }>(`/api/student/test/${test.id}`, token);
    expect(overview.body.assessment.resumeSeconds).toBe(running?.resumeSeconds);
    await api.post(`/api/student/test/end/${test.id}`, { timeTaken: 5, endType: 'manual' }, token);
    expect(await listed()).toMatchObject({ inProgress: false, resumeSeconds: null });
  });
});
