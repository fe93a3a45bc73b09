import type { ItemAnalysisReply, QuestionHistoryReply } from '@placement/contract';
import {
  answers,
  assessments,
  attemptSteps,
  attempts,
  compilerLogs,
  newId,
  questions,
  topics,
} from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADAPTIVE, DEMO_LINEAR } from '../../demo/assessments';
import { cloneAssessment, storedQuestion } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { seedItemAnalysisDrive } from '../../test/item-analysis-drive';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let assessmentId: string;
const questionIds: string[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  const drive = await seedItemAnalysisDrive(platform.app.deps.db, platform.collegeId, 'Item analysis drive');
  assessmentId = drive.assessmentId;
  questionIds.push(...drive.questionIds);
});
afterAll(() => platform.close());

/** A one-question assessment of the college answered by the first students of the drive, one attempt each. */
async function oneQuestionDrive(
  type: 'compiler' | 'findAnswer',
  body: Record<string, unknown>,
  responses: unknown[],
) {
  const { db } = platform.app.deps;
  const [source] = await db.select().from(assessments).where(eq(assessments.id, assessmentId));
  const [topic] = await db
    .insert(topics)
    .values({ collegeId: platform.collegeId, heading: type, description: '', type })
    .returning();
  const [question] = await db
    .insert(questions)
    .values({ topicId: topic!.id, type, level: 'L1', duration: 10, body })
    .returning();
  const [test] = await db
    .insert(assessments)
    .values({
      ...source!,
      id: newId(),
      name: `${type} drive`,
      plan: [{ topicId: topic!.id, questionIds: [question!.id] }],
    })
    .returning();
  const drive = await db.select().from(attempts).where(eq(attempts.assessmentId, assessmentId));
  const attemptIds: string[] = [];
  for (const [i, response] of responses.entries()) {
    const [attempt] = await db
      .insert(attempts)
      .values({ ...drive[i]!, id: newId(), assessmentId: test!.id, lastSeq: 0, lastHash: '' })
      .returning();
    attemptIds.push(attempt!.id);
    await db.insert(answers).values({
      attemptId: attempt!.id,
      questionId: question!.id,
      topicId: topic!.id,
      response,
      grade: { status: 'graded', marks: 0, maxMarks: 3, correct: false, empty: false },
      answeredAt: new Date(),
    });
  }
  return { testId: test!.id, questionId: question!.id, attemptIds, students: drive.map((a) => a.studentId) };
}

describe('GET /api/college/assessments/:id/item-analysis', () => {
  it('flags the question whose key the strongest students contradict, with its response analysis', async () => {
    const reply = await api.get<ItemAnalysisReply>(
      `/api/college/assessments/${assessmentId}/item-analysis`,
      staff,
    );
    expect(reply.status).toBe(200);
    const { test, items } = reply.body;
    expect(test.attempts).toBe(9);
    expect(test.maxTotal).toBe(5);
    expect(test.histogram.reduce((a, b) => a + b, 0)).toBe(9);
    expect(test.mean).not.toBeNull();
    expect(test.internalConsistency).not.toBeNull();

    const third = items[2]!;
    expect(third).toMatchObject({ position: 3, topic: 'Aptitude', type: 'mcq', excerpt: 'Question 3' });
    expect(third.options).toEqual([
      { option: 0, isKey: false, all: 1, topThird: 0, bottomThird: 1 },
      { option: 1, isKey: true, all: 4, topThird: 0, bottomThird: 2 },
      { option: 2, isKey: false, all: 4, topThird: 3, bottomThird: 0 },
      { option: 3, isKey: false, all: 0, topThird: 0, bottomThird: 0 },
    ]);
    expect(third.discriminationIndex!).toBeLessThan(0);
    expect(third.flags.map((f) => f.code)).toEqual(['negativeDiscrimination', 'possibleWrongKey']);
    expect(third.flags[1]!.text).toContain('the key may be wrong');

    // question 1: everybody but one right
    expect(items[0]!.facility).toBeCloseTo(8 / 9, 10);
    // question 4: two skipped
    expect(items[3]).toMatchObject({ answered: 7, skipped: 2 });
    // a good question carries no flag
    expect(items[1]!.flags).toEqual([]);
  });

  it('downloads as CSV and XLSX, one row per question, the wrong key flagged in words', async () => {
    const csv = await platform.app.inject({
      method: 'GET',
      url: `/api/college/assessments/${assessmentId}/item-analysis/export?format=csv`,
      headers: { 'auth-token': staff },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /item-analysis-drive-item-analysis-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(6);
    expect(lines[3]).toContain('Q3');
    // the type as people name it, never its code
    expect(lines[3]).toContain(',Multiple Choice Questions,');
    expect(lines[3]).not.toContain(',mcq,');
    expect(lines[3]).toContain('C 4/3/0');
    expect(lines[3]).toContain('the key may be wrong');
    const xlsx = await platform.app.inject({
      method: 'GET',
      url: `/api/college/assessments/${assessmentId}/item-analysis/export`,
      headers: { 'auth-token': staff },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('after the key is corrected, a regrade rescores the attempts, logs it, and the flag goes', async () => {
    const { db } = platform.app.deps;
    const id = questionIds[2]!;
    const [stored] = await db.select().from(questions).where(eq(questions.id, id));
    await db
      .update(questions)
      .set({ body: { ...(stored!.body as object), answer: 2 } })
      .where(eq(questions.id, id));
    const before = await db.select().from(attempts).where(eq(attempts.assessmentId, assessmentId));
    const reply = await api.post<{ regraded: number; answers: number }>(
      `/api/college/assessments/${assessmentId}/questions/${id}/regrade`,
      {},
      staff,
    );
    expect(reply.status).toBe(200);
    // every answer but the one that chose option 0 changes: four now right, four now wrong
    expect(reply.body).toMatchObject({ regraded: 8, answers: 9 });
    const after = await db.select().from(attempts).where(eq(attempts.assessmentId, assessmentId));
    // one log step on each of the eight attempts whose answer changed
    const logged = after.filter((a) => a.lastSeq === 1);
    expect(logged).toHaveLength(8);
    const strongest = logged[0]!;
    expect(after.map((a) => a.score)).not.toEqual(before.map((a) => a.score));
    const [step] = await db.select().from(attemptSteps).where(eq(attemptSteps.attemptId, strongest.id));
    expect(step).toMatchObject({ kind: 'regrade', questionId: id });

    const analysis = await api.get<ItemAnalysisReply>(
      `/api/college/assessments/${assessmentId}/item-analysis`,
      staff,
    );
    const third = analysis.body.items[2]!;
    expect(third.discriminationIndex!).toBeGreaterThan(0);
    expect(third.flags.map((f) => f.code)).not.toContain('possibleWrongKey');
    expect(third.options?.find((o) => o.isKey)?.option).toBe(2);

    // a regrade that changes nothing changes nothing; a coding question is refused
    const again = await api.post(
      `/api/college/assessments/${assessmentId}/questions/${id}/regrade`,
      {},
      staff,
    );
    expect(again.body).toMatchObject({ regraded: 0, answers: 9 });
    const missing = await api.post(
      `/api/college/assessments/${assessmentId}/questions/nope/regrade`,
      {},
      staff,
    );
    expect(missing.status).toBe(404);
  });

  it("a coding question shows each testcase's pass rate, hidden ones included, compile errors and runs", async () => {
    const { db } = platform.app.deps;
    const outcomes: [boolean[], string | null, number][] = [
      [[true, true, true], null, 2],
      [[true, false, false], null, 4],
      [[false, false, false], 'main.py: SyntaxError', 1],
    ];
    const drive = await oneQuestionDrive(
      'compiler',
      { codeQuestion: '<p>Add two numbers</p>' },
      outcomes.map(() => ({ code: 'print(1)', codeLanguage: 'Python' })),
    );
    for (const [i, [passed, compileError, runs]] of outcomes.entries()) {
      await db
        .update(answers)
        .set({
          judged: {
            compileError,
            totalTestCases: 3,
            totalPassedTestCases: passed.filter(Boolean).length,
            testcases: passed.map((p, t) => ({
              isHidden: t === 2,
              passed: p,
              verdict: p ? 'accepted' : 'wrong answer',
            })),
          },
        })
        .where(eq(answers.attemptId, drive.attemptIds[i]!));
      for (let r = 0; r < runs; r++) {
        await db.insert(compilerLogs).values({
          assessmentId: drive.testId,
          studentId: drive.students[i]!,
          questionId: drive.questionId,
          codeLanguage: 'Python',
          code: 'print(1)',
          totalTestCases: 3,
          totalPassedTestCases: 0,
          testcase: [],
        });
      }
    }
    const reply = await api.get<ItemAnalysisReply>(
      `/api/college/assessments/${drive.testId}/item-analysis`,
      staff,
    );
    expect(reply.status).toBe(200);
    const [item] = reply.body.items;
    expect(item).toMatchObject({ type: 'compiler', excerpt: 'Add two numbers' });
    expect(item!.coding).toEqual({
      judged: 3,
      compileErrorRate: 1 / 3,
      testcases: [
        { index: 0, hidden: false, passRate: 2 / 3 },
        { index: 1, hidden: false, passRate: 1 / 3 },
        { index: 2, hidden: true, passRate: 1 / 3 },
      ],
      medianRuns: 2,
    });
  });

  it('the median time on a question runs from serving it to its answer, as the server logged them', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const student = await api.login('student@demo.test', 'Student@123');
    const start = await api.post<{ firstQuestion: { question: { _id: string } } }>(
      `/api/student/test/start/${test.id}?adaptive=false`,
      {},
      student,
    );
    const first = start.body.firstQuestion.question._id;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const answered = await api.post(
      `/api/student/test/response/non-adaptive/${test.id}`,
      { response: 0, questionId: first },
      student,
    );
    expect(answered.status).toBe(200);
    await api.post(
      `/api/student/test/end/${test.id}?adaptive=false`,
      { timeTaken: 2, endType: { type: 'manual' } },
      student,
    );
    const reply = await api.get<ItemAnalysisReply>(
      `/api/college/assessments/${test.id}/item-analysis`,
      staff,
    );
    const item = reply.body.items.find((i) => i.questionId === first)!;
    expect(item.medianSeconds!).toBeGreaterThanOrEqual(1.2);
    expect(item.medianSeconds!).toBeLessThan(30);
    // a question never answered has no time
    expect(reply.body.items.find((i) => i.questionId !== first)!.medianSeconds).toBeNull();
  });

  it('a find-the-answer question lists the most common wrong answer of each part', async () => {
    const drive = await oneQuestionDrive(
      'findAnswer',
      { Title: '<p>A passage</p>', questions: [{ question: 'Capital of India?', answer: 'New Delhi' }] },
      [[{ studentAnswer: 'Mumbai' }], [{ studentAnswer: 'mumbai' }], [{ studentAnswer: 'New Delhi' }]],
    );
    const reply = await api.get<ItemAnalysisReply>(
      `/api/college/assessments/${drive.testId}/item-analysis`,
      staff,
    );
    expect(reply.body.items[0]!.wrongAnswers).toEqual([
      { part: 0, question: 'Capital of India?', wrong: [{ answer: 'Mumbai', count: 2 }] },
    ]);
  });

  it('an adaptive test says how often each level was reached and passed', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const student = await api.login('student2@demo.test', 'Student@123');
    const start = await api.post<{ firstQuestion: { question: { _id: string } } }>(
      `/api/student/test/start/${test.id}?adaptive=true`,
      {},
      student,
    );
    const first = start.body.firstQuestion.question._id;
    const key = (await storedQuestion(platform.app, first)).body.answer as number;
    await api.post(`/api/student/test/response/${test.id}`, { response: key, questionId: first }, student);
    await api.post(
      `/api/student/test/end/${test.id}?adaptive=true`,
      { timeTaken: 5, endType: { type: 'manual' } },
      student,
    );
    const reply = await api.get<ItemAnalysisReply>(
      `/api/college/assessments/${test.id}/item-analysis`,
      staff,
    );
    const [firstLevel] = reply.body.test.levels ?? [];
    // one right answer in L1 passes a level of up to three questions
    expect(firstLevel).toMatchObject({ level: 'L1', reached: 1 });
    expect(firstLevel!.topic).not.toBe('');
    expect(reply.body.test.levels!.every((l) => l.passed <= l.reached)).toBe(true);
  });

  it("a bank question's figures in every assessment that used it", async () => {
    const reply = await api.get<QuestionHistoryReply>(
      `/api/college/qb/questions/${questionIds[0]}/item-analysis`,
      staff,
    );
    expect(reply.status).toBe(200);
    const use = reply.body.uses.find((u) => u.assessmentId === assessmentId);
    expect(use).toMatchObject({ name: 'Item analysis drive', attempts: 9 });
    expect(use!.facility).toBeCloseTo(8 / 9, 10);
    const student = await api.login('student@demo.test', 'Student@123');
    expect((await api.get(`/api/college/qb/questions/${questionIds[0]}/item-analysis`, student)).status).toBe(
      403,
    );
  });

  it('is for the owning college only', async () => {
    await otherCollege(platform.app);
    const otherStaff = await api.login('staff@other.test', 'Other@1234', 'college');
    const foreign = await api.get(`/api/college/assessments/${assessmentId}/item-analysis`, otherStaff);
    expect(foreign.status).toBe(404);
    const student = await api.login('student@demo.test', 'Student@123');
    expect((await api.get(`/api/college/assessments/${assessmentId}/item-analysis`, student)).status).toBe(
      403,
    );
    const bad = await api.get(`/api/college/assessments/${assessmentId}/item-analysis?attempts=some`, staff);
    expect(bad.status).toBe(400);
  });

  it('says what it cannot compute on an assessment nobody has finished', async () => {
    const { db } = platform.app.deps;
    const [source] = await db.select().from(assessments).where(eq(assessments.id, assessmentId));
    const emptyId = newId();
    await db.insert(assessments).values({ ...source!, id: emptyId, name: 'Nobody yet' });
    const reply = await api.get<ItemAnalysisReply>(
      `/api/college/assessments/${emptyId}/item-analysis`,
      staff,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.test).toMatchObject({
      attempts: 0,
      mean: null,
      standardDeviation: null,
      internalConsistency: null,
    });
    expect(reply.body.items[0]).toMatchObject({ attempts: 0, facility: null, flags: [] });
  });
});
