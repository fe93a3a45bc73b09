import { assessments } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADAPTIVE } from '../../demo/assessments';
import { forgetBundle } from '../../services/attempts/bundle';
import { cloneAssessment, storedQuestion } from '../../test/assessments';
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

interface QuestionResult {
  status: string;
  marks: number | null;
  correctAnswer?: unknown;
}
interface Result {
  assessmentId: string;
  score: number | null;
  perTopic: unknown[];
  questions: QuestionResult[];
}

const VERDICTS = ['correct', 'wrong'];

async function resultOf(testId: string): Promise<Result> {
  const reply = await api.get<{ studentResponse: Result[] }>('/api/studentDummy/test/result', student);
  expect(reply.status).toBe(200);
  return reply.body.studentResponse.find((r) => r.assessmentId === testId)!;
}

/** Nothing in the result says which answer was right: no verdict, no per-question or per-topic marks. */
function expectNoKeyHints(result: Result) {
  expect(result.questions.length).toBeGreaterThan(0);
  for (const q of result.questions) {
    expect(VERDICTS).not.toContain(q.status);
    expect(q.marks).toBeNull();
    expect(q.correctAnswer).toBeUndefined();
  }
  expect(result.perTopic).toEqual([]);
}

async function answerRightThenWrong(testId: string) {
  const start = await api.post<{ firstQuestion: { question: { _id: string } } }>(
    `/api/student/test/start/${testId}?adaptive=true`,
    {},
    student,
  );
  expect(start.status).toBe(200);
  const first = start.body.firstQuestion.question._id;
  const key = (await storedQuestion(platform.app, first)).body.answer as number;
  const next = await api.post<{ question: { _id: string } }>(
    `/api/student/test/response/${testId}`,
    { response: key, questionId: first },
    student,
  );
  const second = next.body.question._id;
  const other = (await storedQuestion(platform.app, second)).body.answer as number;
  await api.post(
    `/api/student/test/response/${testId}`,
    { response: (other + 1) % 4, questionId: second },
    student,
  );
}

async function setWindow(testId: string, values: Partial<typeof assessments.$inferInsert>) {
  await platform.app.deps.db.update(assessments).set(values).where(eq(assessments.id, testId));
  forgetBundle(platform.app, testId);
}

describe('a student learns which answers were right only once the keys may be shown', () => {
  it('hides verdicts while the attempt runs and after it ends while the window is still open', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, { totalAttempts: 2 });
    await answerRightThenWrong(test.id);
    expectNoKeyHints(await resultOf(test.id));

    await api.post(`/api/student/test/end/${test.id}`, { endType: 'manual' }, student);
    const ended = await resultOf(test.id);
    expectNoKeyHints(ended);
    // the automatic policy still shows the attempt's total score
    expect(ended.score).toBe(1);
    const details = await api.get<{ studentResponse: Result[] }>(
      `/api/studentDummy/test/get-details?assessment=${test.id}`,
      student,
    );
    expectNoKeyHints(details.body.studentResponse[0]!);

    await setWindow(test.id, { endDate: new Date(Date.now() - 10_000) });
    const closed = await resultOf(test.id);
    expect(closed.questions.map((q) => q.status)).toEqual(['correct', 'wrong']);
    expect(closed.questions.map((q) => q.marks)).toEqual([1, 0]);
    expect(closed.perTopic.length).toBeGreaterThan(0);
  });

  it('shows nothing per question after the window closes while a manual policy withholds results', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, { totalAttempts: 2 });
    await setWindow(test.id, { config: { ...test.config, resultPolicy: 'manual' } });
    await answerRightThenWrong(test.id);
    await api.post(`/api/student/test/end/${test.id}`, { endType: 'manual' }, student);
    await setWindow(test.id, { endDate: new Date(Date.now() - 10_000) });
    const withheld = await resultOf(test.id);
    expectNoKeyHints(withheld);
    expect(withheld.score).toBeNull();

    await setWindow(test.id, { resultsPublishedAt: new Date() });
    expect((await resultOf(test.id)).questions.map((q) => q.status)).toEqual(['correct', 'wrong']);
  });
});
