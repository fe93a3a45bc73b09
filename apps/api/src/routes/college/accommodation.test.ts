import { assessments, attemptSteps, attempts } from '@placement/db';
import { TIME_MULTIPLIER_MESSAGE } from '@placement/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { forgetBundle } from '../../services/attempts/bundle';
import { cloneAssessment, storedQuestion, userId } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let other: string;
let accommodated: string;
let accommodatedId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  const second = await otherCollege(platform.app);
  other = await api.login(second.email, second.password, 'college');
  accommodated = await api.login('student2@demo.test', 'Student@123');
  accommodatedId = await userId(platform.app, 'student2@demo.test');
});
afterAll(() => platform.close());

const setMultiplier = (studentId: string, timeMultiplier: unknown, token = staff) =>
  api.put<{ message: string; timeMultiplier: number }>(
    `/api/college/students/${studentId}/accommodation`,
    { timeMultiplier },
    token,
  );

type Question = { _id: string } | null;
type Started = {
  attemptId: string;
  remainingSeconds: number;
  firstQuestion: { question: Question; questionRemainingSeconds: number | null };
};

async function startLinear(token: string, testId: string) {
  const start = await api.post<Started>(`/api/student/test/start/${testId}?adaptive=false`, {}, token);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return start.body;
}

const durationOf = async (question: Question) => (await storedQuestion(platform.app, question!._id)).duration;

describe("a student's time accommodation", () => {
  it("is set on the student's page by their college and shown there", async () => {
    const set = await setMultiplier(accommodatedId, 1.5);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      timeMultiplier: 1.5,
      message: 'Time accommodation set: 1.5× time on every test',
    });
    const shown = await api.get<{ student: { timeMultiplier: number } }>(
      `/api/college/students/${accommodatedId}`,
      staff,
    );
    expect(shown.body.student.timeMultiplier).toBe(1.5);
    const list = await api.get<{ students: { _id: string; timeMultiplier: number }[] }>(
      '/api/college/students',
      staff,
    );
    expect(list.body.students.find((s) => s._id === accommodatedId)?.timeMultiplier).toBe(1.5);
    expect(list.body.students.find((s) => s._id !== accommodatedId)?.timeMultiplier).toBe(1);
  });

  it('refuses a multiplier outside 1 to 4 or not a number, saying why, and keeps the one set', async () => {
    for (const bad of [0.5, 4.5, -1, 'abc', '', null]) {
      const reply = await setMultiplier(accommodatedId, bad);
      expect(reply.status, `${bad}`).toBe(400);
      if (bad !== null) expect(reply.body.message).toBe(TIME_MULTIPLIER_MESSAGE);
    }
    const shown = await api.get<{ student: { timeMultiplier: number } }>(
      `/api/college/students/${accommodatedId}`,
      staff,
    );
    expect(shown.body.student.timeMultiplier).toBe(1.5);
  });

  it("cannot be set by another college or on a student who is not the college's", async () => {
    expect((await setMultiplier(accommodatedId, 2, other)).status).toBe(404);
    expect((await setMultiplier('no-such-student', 2)).status).toBe(404);
    const student = await api.login('student@demo.test', 'Student@123');
    expect((await setMultiplier(accommodatedId, 2, student)).status).toBe(403);
    const shown = await api.get<{ student: { timeMultiplier: number } }>(
      `/api/college/students/${accommodatedId}`,
      staff,
    );
    expect(shown.body.student.timeMultiplier).toBe(1.5);
  });

  it('gives a 30-minute test 45 minutes and every question 1.5× its time, on the record', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, { totalTime: 30 });
    const plain = await startLinear(await api.login('student@demo.test', 'Student@123'), test.id);
    expect(plain.remainingSeconds).toBeGreaterThan(30 * 60 - 5);
    expect(plain.remainingSeconds).toBeLessThanOrEqual(30 * 60);

    const start = await startLinear(accommodated, test.id);
    expect(start.remainingSeconds).toBeGreaterThan(45 * 60 - 5);
    expect(start.remainingSeconds).toBeLessThanOrEqual(45 * 60);
    const first = start.firstQuestion;
    expect(first.questionRemainingSeconds).toBeCloseTo((await durationOf(first.question)) * 90, -1);

    // the next question served is timed 1.5× as well
    const next = await api.post<{ question: Question; questionRemainingSeconds: number | null }>(
      `/api/student/test/response/non-adaptive/${test.id}`,
      { response: null, questionId: first.question!._id },
      accommodated,
    );
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.questionRemainingSeconds).toBeCloseTo((await durationOf(next.body.question)) * 90, -1);

    // the log says which multiplier the server's clock applied
    const [step] = await platform.app.deps.db
      .select()
      .from(attemptSteps)
      .where(and(eq(attemptSteps.attemptId, start.attemptId), eq(attemptSteps.kind, 'start')));
    expect(step?.payload).toEqual({ number: 1, timeMultiplier: 1.5 });
    const [row] = await platform.app.deps.db.select().from(attempts).where(eq(attempts.id, start.attemptId));
    expect(row?.timeMultiplier).toBe(1.5);
    // and the reviewer's evidence timeline shows it
    const review = await api.get<{ timeline: { kind: string; payload: Record<string, unknown> }[] }>(
      `/api/college/attempts/${start.attemptId}`,
      staff,
    );
    expect(review.body.timeline.find((s) => s.kind === 'start')?.payload).toEqual({
      number: 1,
      timeMultiplier: 1.5,
    });
  });

  it('stretches the window: started a minute before it closes, the student still gets the extra 15 minutes', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {
      totalTime: 30,
      endDate: new Date(Date.now() + 60_000),
    });
    const plain = await startLinear(await api.login('student@demo.test', 'Student@123'), test.id);
    expect(plain.remainingSeconds).toBeLessThanOrEqual(60);
    const start = await startLinear(accommodated, test.id);
    expect(start.remainingSeconds).toBeGreaterThan(16 * 60 - 5);
    expect(start.remainingSeconds).toBeLessThanOrEqual(16 * 60);
  });

  it('keeps the answer keys from everyone while an accommodated student is still on the test past the close', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {
      totalTime: 30,
      endDate: new Date(Date.now() + 60_000),
    });
    const plainToken = await api.login('student@demo.test', 'Student@123');
    const first = await startLinear(plainToken, test.id);
    await api.post(
      `/api/student/test/response/non-adaptive/${test.id}`,
      { response: 1, questionId: first.firstQuestion.question!._id },
      plainToken,
    );
    await api.post(`/api/student/test/end/${test.id}`, { timeTaken: 5, endType: 'manual' }, plainToken);
    await startLinear(accommodated, test.id);
    // the window closes; the accommodated student has a quarter of an hour left
    await platform.app.deps.db
      .update(assessments)
      .set({ endDate: new Date(Date.now() - 10_000) })
      .where(eq(assessments.id, test.id));
    forgetBundle(platform.app, test.id);

    type Result = { assessmentId: string; questions: { status: string; correctAnswer?: unknown }[] };
    const resultOf = async () =>
      (
        await api.get<{ studentResponse: Result[] }>('/api/studentDummy/test/result', plainToken)
      ).body.studentResponse.find((r) => r.assessmentId === test.id)!;
    const withheld = await resultOf();
    expect(withheld.questions[0]).toMatchObject({ status: 'answered' });
    expect(withheld.questions[0]).not.toHaveProperty('correctAnswer');

    await api.post(`/api/student/test/end/${test.id}`, { timeTaken: 5, endType: 'manual' }, accommodated);
    const released = await resultOf();
    expect(['correct', 'wrong']).toContain(released.questions[0]?.status);
    expect(released.questions[0]).toHaveProperty('correctAnswer');
  });

  it("shows the student their time in the test's overview and the test list", async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, { totalTime: 30 });
    type Overview = { assessment: { totalTime: number; timeMultiplier: number; yourTime: number } };
    const mine = await api.get<Overview>(`/api/student/test/${test.id}`, accommodated);
    expect(mine.body.assessment).toMatchObject({ totalTime: 30, timeMultiplier: 1.5, yourTime: 45 });
    const listed = await api.get<{ assessments: { _id: string; yourTime: number }[] }>(
      '/api/student/test',
      accommodated,
    );
    expect(listed.body.assessments.find((a) => a._id === test.id)?.yourTime).toBe(45);
    const plain = await api.get<Overview>(
      `/api/student/test/${test.id}`,
      await api.login('student@demo.test', 'Student@123'),
    );
    expect(plain.body.assessment).toMatchObject({ totalTime: 30, timeMultiplier: 1, yourTime: 30 });
  });

  it('is removed with 1: the next test runs on its own time again', async () => {
    expect((await setMultiplier(accommodatedId, '1')).body.message).toBe('Time accommodation removed');
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, { totalTime: 30 });
    const start = await startLinear(accommodated, test.id);
    expect(start.remainingSeconds).toBeLessThanOrEqual(30 * 60);
    await setMultiplier(accommodatedId, 1.5);
  });
});

describe('the invitation to a test', () => {
  it('tells an accommodated student their time, and no one else', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, { totalTime: 30, status: 'published' }, []);
    const before = platform.smtp.inbox.length;
    const invite = await api.post<{ invited: number }>(
      `/api/college/assessments/${test.id}/invite`,
      { all: true },
      staff,
    );
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    // the mail is UTF-8 under quoted-printable: the harness gives its bytes, one character each
    const utf8 = (text: string) => Buffer.from(text, 'latin1').toString('utf8');
    const mail = utf8(await platform.smtp.waitFor('student2@demo.test', 5000, before));
    expect(mail).toContain('You have 1.5× time: 45 minutes for this test.');
    const plain = utf8(await platform.smtp.waitFor('student@demo.test', 5000, before));
    expect(plain).toContain('You are invited');
    expect(plain).not.toContain('× time');
  });
});

function importSheet(csv: string, token = staff) {
  const boundary = 'SBOUNDARY';
  return platform.app.inject({
    method: 'POST',
    url: '/api/college/students/invite/bulk',
    headers: { 'auth-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  });
}

describe('the class list import', () => {
  it('reports a bad time multiplier cell by row and invites no one', async () => {
    const reply = await importSheet(
      'FirstName,LastName,Email,Batch,Approved,Extra time\nA,One,acc1@uni.test,2027,true,1.5\nB,Two,acc2@uni.test,2027,true,6\nC,Three,acc3@uni.test,2027,true,lots\n',
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: false,
      invited: 0,
      skipped: [],
      errors: [
        { row: 3, message: TIME_MULTIPLIER_MESSAGE },
        { row: 4, message: TIME_MULTIPLIER_MESSAGE },
      ],
    });
    expect(platform.smtp.inbox.some((m) => m.to.includes('acc1@uni.test'))).toBe(false);
  });

  it('gives each student who registers the multiplier in their row; a blank cell is none', async () => {
    const reply = await importSheet(
      'FirstName,LastName,Email,Batch,Approved,Time multiplier\nA,One,acc1@uni.test,2027,true,1.5\nB,Two,acc2@uni.test,2027,true,\n',
    );
    expect(reply.json()).toMatchObject({ success: true, invited: 2, errors: [] });
    for (const [email, expected] of [
      ['acc1@uni.test', 1.5],
      ['acc2@uni.test', 1],
    ] as const) {
      const mail = await platform.smtp.waitFor(email);
      const link = /https?:\/\/\S+inviteLink=[A-Za-z0-9_-]+/.exec(mail.replaceAll('&amp;', '&'))?.[0];
      expect(link, mail).toBeDefined();
      const registered = await api.post(
        `/api/student/register${new URL(link!).search}`,
        { FirstName: 'New', Email: email, Password: 'Student@12345' },
        undefined,
      );
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      const list = await api.get<{ students: { Email: string; timeMultiplier: number }[] }>(
        `/api/college/students?search=${email}`,
        staff,
      );
      expect(list.body.students.map((s) => [s.Email, s.timeMultiplier])).toEqual([[email, expected]]);
    }
  });

  it('sets the multiplier of students already in the college from a re-uploaded list; a blank cell keeps theirs', async () => {
    const demo = await userId(platform.app, 'student@demo.test');
    const reply = await importSheet(
      'FirstName,LastName,Email,Batch,Approved,TimeMultiplier\nDemo,Student,student@demo.test,2026,true,1.25\nDemo,Two,student2@demo.test,2026,true,\n',
    );
    expect(reply.json()).toEqual({
      success: true,
      invited: 0,
      skipped: [
        {
          row: 2,
          message: 'student@demo.test is already a student of this college; time multiplier set to 1.25×',
        },
        { row: 3, message: 'student2@demo.test is already a student of this college' },
      ],
      errors: [],
    });
    const multiplierOf = async (id: string) =>
      (await api.get<{ student: { timeMultiplier: number } }>(`/api/college/students/${id}`, staff)).body
        .student.timeMultiplier;
    expect(await multiplierOf(demo)).toBe(1.25);
    expect(await multiplierOf(accommodatedId)).toBe(1.5);
    // another college's list cannot change this college's students
    const foreign = await importSheet(
      'FirstName,LastName,Email,Batch,Approved,TimeMultiplier\nDemo,Student,student@demo.test,2026,true,3\n',
      other,
    );
    expect(foreign.statusCode).toBe(200);
    expect(await multiplierOf(demo)).toBe(1.25);
    await setMultiplier(demo, 1);
  });

  it('still reads a class list without the column', async () => {
    const reply = await importSheet(
      'FirstName,LastName,Email,Batch,Approved\nD,Four,acc4@uni.test,2027,true\n',
    );
    expect(reply.json()).toMatchObject({ success: true, invited: 1, errors: [] });
  });
});
