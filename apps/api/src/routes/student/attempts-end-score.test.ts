import { questions } from '@placement/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADAPTIVE } from '../../demo/assessments';
import { cloneAssessment, storedQuestion } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
});
afterAll(() => platform.close());

interface Figures {
  score: number | null;
  maxScore: number | null;
  percentage: number | null;
}

describe('the score the end of an attempt answers', () => {
  it('is the score every later read of the attempt shows, though the marks are thirds', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const ids = test.plan.flatMap((topic) => topic.questionIds);
    // the attempt's figures are stored as float4: a reply of the unrounded sum would differ from every read
    await platform.app.deps.db
      .update(questions)
      .set({ marks: 10 / 3 })
      .where(inArray(questions.id, ids));
    const student = await api.login('student@demo.test', 'Student@123');
    const start = await api.post<{ firstQuestion: { question: { _id: string } } }>(
      `/api/student/test/start/${test.id}?adaptive=true`,
      {},
      student,
    );
    let question = start.body.firstQuestion.question._id;
    for (const right of [true, true, false]) {
      const key = (await storedQuestion(platform.app, question)).body.answer as number;
      const next = await api.post<{ question: { _id: string } }>(
        `/api/student/test/response/${test.id}`,
        { response: right ? key : (key + 1) % 4, questionId: question },
        student,
      );
      question = next.body.question._id;
    }
    const end = await api.post<{ attempt: Figures }>(
      `/api/student/test/end/${test.id}?adaptive=true`,
      { timeTaken: 30, endType: 'manual' },
      student,
    );
    expect(end.status).toBe(200);
    const results = await api.get<{ studentResponse: (Figures & { assessmentId: string })[] }>(
      '/api/studentDummy/test/result',
      student,
    );
    const read = results.body.studentResponse.find((r) => r.assessmentId === test.id);
    const { score, maxScore, percentage } = end.body.attempt;
    expect(read).toMatchObject({ score, maxScore, percentage });
    // two right answers of 3⅓ marks, shown to the hundredth as the results pages show marks
    expect(score).toBe(6.66);
    for (const figure of [score, maxScore, percentage]) expect(Math.round(figure! * 100) / 100).toBe(figure);
  });
});
