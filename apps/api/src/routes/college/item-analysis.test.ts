import type { ItemAnalysisReply } from '@placement/contract';
import { answers, assessments, attemptSteps, attempts, newId, questions, topics, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let assessmentId: string;
const questionIds: string[] = [];

/**
 * Nine students of graded ability answer five multiple-choice questions. Question 3's stored key (option 1)
 * is wrong: the stronger students choose option 2.
 */
const KEYS = [0, 1, 1, 3, 2];
const CHOICES: (number | null)[][] = [
  // totals by the stored keys: 4, 4, 4 | 3, 3, 3 | 2, 1, 1 (thirds that do not depend on the order of ties)
  [0, 1, 2, 3, 2],
  [0, 1, 2, 3, 2],
  [0, 1, 2, 3, 2],
  [0, 1, 2, 0, 2],
  [0, 0, 1, 3, 0],
  [0, 1, 1, 0, 1],
  [0, 2, 1, 0, 0],
  [0, 0, 0, null, 0],
  [1, 2, 1, null, 3],
];
beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  const { db } = platform.app.deps;
  const collegeId = platform.collegeId;
  const topicId = newId();
  await db
    .insert(topics)
    .values({ id: topicId, collegeId, heading: 'Aptitude', description: '', type: 'mcq' });
  for (const [i, key] of KEYS.entries()) {
    const id = newId();
    questionIds.push(id);
    await db.insert(questions).values({
      id,
      topicId,
      type: 'mcq',
      level: 'L1',
      duration: 1,
      body: { Title: `<p>Question <b>${i + 1}</b></p>`, Options: ['A', 'B', 'C', 'D'], answer: key },
    });
  }
  assessmentId = newId();
  const now = new Date();
  await db.insert(assessments).values({
    id: assessmentId,
    collegeId,
    name: 'Item analysis drive',
    isAdaptive: false,
    totalTime: 30,
    startDate: new Date(now.getTime() - 86_400_000),
    totalAttempts: 2,
    config: {
      instructions: [],
      isCameraRequired: false,
      maxTabSwitches: 5,
      maxAudioLimitExceedCount: 10,
      maxCameraSwitches: 5,
      faceEventPolicy: 'flag',
      maxFaceEvents: 5,
      fullscreenExitPolicy: 'end',
      connectionLossPolicy: 'end',
      enableRandomShuffling: false,
      resultPolicy: 'auto',
    },
    plan: [{ topicId, questionIds }],
    status: 'published',
    publishedAt: now,
  });
  for (const [s, choices] of CHOICES.entries()) {
    const studentId = newId();
    await db.insert(users).values({
      id: studentId,
      role: 'student',
      email: `item-${s}@demo.test`,
      firstName: `Student ${s}`,
      collegeId,
    });
    const attemptId = newId();
    await db.insert(attempts).values({
      id: attemptId,
      assessmentId,
      studentId,
      number: 1,
      status: 'graded',
      flow: { history: [] } as never,
      seed: 'x',
      startedAt: now,
      deadlineAt: now,
      endedAt: now,
    });
    await db.insert(answers).values(
      choices.map((choice, q) => ({
        attemptId,
        questionId: questionIds[q]!,
        topicId,
        response: choice ?? -1,
        grade: {
          status: 'graded' as const,
          marks: choice === KEYS[q] ? 1 : 0,
          maxMarks: 1,
          correct: choice === KEYS[q],
          empty: choice === null,
        },
        answeredAt: now,
      })),
    );
  }
});
afterAll(() => platform.close());

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
    const strongest = after.find((a) => a.studentId === before[0]!.studentId)!;
    expect(after.map((a) => a.score)).not.toEqual(before.map((a) => a.score));
    expect(strongest.lastSeq).toBe(1);
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
