import { answers, questions } from '@placement/db';
import { type PluginOf, QUESTION_TYPE_NAMES, type QuestionTypeName, questionTypes } from '@placement/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { assessmentNamed, cloneAssessment } from '../../test/assessments';
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

/** An adaptive test of one topic of the demo's linear test: the one holding a question of this type. */
async function adaptiveTestOf(type: string) {
  const { plan } = await assessmentNamed(platform.app, DEMO_LINEAR);
  const typed = await platform.app.deps.db
    .select({ id: questions.id, type: questions.type })
    .from(questions)
    .where(
      inArray(
        questions.id,
        plan.flatMap((topic) => topic.questionIds),
      ),
    );
  const topic = plan.find((t) => typed.some((q) => q.type === type && t.questionIds.includes(q.id)));
  if (!topic) throw new Error(`the demo's linear test (apps/api/src/demo) has no ${type} question`);
  return cloneAssessment(platform.app, DEMO_LINEAR, { isAdaptive: true, plan: [topic] });
}

// Skip sends no answer (apps/web's send-response); each type says what its empty answer is (packages/domain).
describe('Skip in an adaptive test', () => {
  it.each(QUESTION_TYPE_NAMES)(
    'records an empty %s answer, worth nothing and never negative',
    async (type) => {
      const test = await adaptiveTestOf(type);
      const start = await api.post<{ attemptId: string; firstQuestion: { question: { _id: string } } }>(
        `/api/student/test/start/${test.id}?adaptive=true`,
        {},
        student,
      );
      expect(start.status, JSON.stringify(start.body)).toBe(200);
      const questionId = start.body.firstQuestion.question._id;

      const skip = await api.post(
        `/api/student/test/response/${test.id}`,
        { timeTaken: 5, questionId },
        student,
      );
      expect(skip.status, JSON.stringify(skip.body)).toBe(200);

      const [stored] = await platform.app.deps.db
        .select()
        .from(answers)
        .where(and(eq(answers.attemptId, start.body.attemptId), eq(answers.questionId, questionId)));
      // kept as sent (nothing), read as the type's own empty answer, graded empty: no marks, none taken
      const { noAnswer, parseAnswer } = questionTypes[type] as PluginOf<QuestionTypeName>;
      expect(parseAnswer(stored?.response)).toEqual({ ok: true, value: noAnswer });
      expect(stored?.grade).toMatchObject({ status: 'graded', marks: 0, empty: true });
    },
  );
});
