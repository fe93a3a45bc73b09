import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { assessmentNamed, userId } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let other: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  const second = await otherCollege(platform.app);
  other = await api.login(second.email, second.password, 'college');
});
afterAll(() => platform.close());

async function mcqTopic(levels: ('L1' | 'L2' | 'L3')[], type = 'mcq') {
  const topic = await api.post<{ topic: { _id: string } }>(
    '/api/college/qb/topics',
    { Heading: `Topic ${Math.random()}`, Description: '', Type: type },
    staff,
  );
  const ids: string[] = [];
  for (const [i, level] of levels.entries()) {
    const q = await api.post<{ question: { _id: string } }>(
      `/api/college/qb/topics/${topic.body.topic._id}/questions`,
      { level, Duration: 1, Title: `<p>Q${i}</p>`, Options: ['a', 'b', 'c', 'd'], answer: 0 },
      staff,
    );
    ids.push(q.body.question._id);
  }
  return { topicId: topic.body.topic._id, ids };
}

const schedule = () => ({
  startDate: new Date(Date.now() - 60_000).toISOString(),
  endDate: new Date(Date.now() + 86_400_000).toISOString(),
});

describe('assessment builder', () => {
  it('builds, publishes and invites a linear assessment the student can then see and take', async () => {
    const { topicId } = await mcqTopic(['L1', 'L1', 'L2']);
    const created = await api.post<{ assessment: { _id: string; status: string } }>(
      '/api/college/assessments',
      {
        name: 'Weekly quiz',
        description: 'Three questions',
        isAdaptive: false,
        totalTime: 10,
        totalAttempts: 1,
        ...schedule(),
        topics: [{ topicId }],
      },
      staff,
    );
    expect(created.status).toBe(200);
    expect(created.body.assessment.status).toBe('draft');
    const id = created.body.assessment._id;
    // the whole assessment comes back, in every reply that carries one
    const whole = {
      _id: id,
      name: 'Weekly quiz',
      description: 'Three questions',
      isAdaptive: false,
      // isAdaptive alone still chooses between the two flows of the spec
      flow: 'linear',
      isNegativeMarking: false,
      totalTime: 10,
      startDate: expect.any(String),
      endDate: expect.any(String),
      totalAttempts: 1,
      status: 'draft',
      config: {
        instructions: [],
        isCameraRequired: expect.any(Boolean),
        maxTabSwitches: expect.any(Number),
        maxAudioLimitExceedCount: expect.any(Number),
        maxCameraSwitches: expect.any(Number),
        faceEventPolicy: 'flag',
        maxFaceEvents: expect.any(Number),
        fullscreenExitPolicy: 'end',
        connectionLossPolicy: 'end',
        connectionPauseCapMinutes: 15,
        maxAddedMinutes: 60,
        invigilatorMaxAddedMinutes: 15,
        enableRandomShuffling: false,
        resultPolicy: 'auto',
      },
      topics: [{ topicId, questionIds: expect.any(Array) }],
      resultsPublishedAt: null,
    };
    expect(created.body.assessment).toEqual(whole);
    const listed = await api.get<{ assessments: { _id: string }[] }>('/api/college/assessments', staff);
    expect(listed.body.assessments.find((a) => a._id === id)).toEqual(whole);
    expect((await api.get<{ assessment: unknown }>(`/api/college/assessments/${id}`, staff)).body).toEqual({
      success: true,
      assessment: whole,
    });
    const early = await api.post(`/api/college/assessments/${id}/invite`, { all: true }, staff);
    expect(early.status).toBe(409);
    expect((await api.post(`/api/college/assessments/${id}/publish`, {}, staff)).status).toBe(200);
    const invite = await api.post<{ invited: number }>(
      `/api/college/assessments/${id}/invite`,
      { all: true },
      staff,
    );
    expect(invite.body.invited).toBe(2);
    const mail = await platform.smtp.waitFor('student@demo.test');
    expect(mail).toContain('You are invited: Weekly quiz');

    const student = await api.login('student@demo.test', 'Student@123');
    const list = await api.get<{ assessments: { _id: string }[] }>(
      '/api/student/test?status=active',
      student,
    );
    expect(list.body.assessments.some((a) => a._id === id)).toBe(true);
    const start = await api.post<{ firstQuestion: { question: { _id: string } } }>(
      `/api/student/test/start/${id}`,
      {},
      student,
    );
    expect(start.status).toBe(200);
    await api.post(
      `/api/student/test/response/non-adaptive/${id}`,
      { response: 0, questionId: start.body.firstQuestion.question._id },
      student,
    );
    await api.post(`/api/student/test/end/${id}`, { endType: 'manual' }, student);
    const results = await api.get<{
      results: { studentId: string; score: number; percentage: number; status: string; endType: string }[];
    }>(`/api/college/assessments/${id}/results`, staff);
    expect(results.body.results).toEqual([
      expect.objectContaining({
        studentId: await userId(platform.app, 'student@demo.test'),
        score: 1,
        percentage: 25,
        status: 'graded',
        endType: 'manual',
      }),
    ]);
    const published = await api.post(`/api/college/assessments/${id}/results/publish`, {}, staff);
    expect(published.body).toEqual({ success: true, message: 'Results published' });
    const later = await api.get<{ assessment: { status: string; resultsPublishedAt: string | null } }>(
      `/api/college/assessments/${id}`,
      staff,
    );
    expect(later.body.assessment).toEqual({
      ...whole,
      status: 'published',
      resultsPublishedAt: expect.any(String),
    });
  });

  it('applies more time and attempts to an attempted assessment, and refuses what it cannot apply in words', async () => {
    const { topicId } = await mcqTopic(['L1', 'L1', 'L2']);
    const body = {
      name: 'Edited after attempts',
      description: '',
      isAdaptive: false,
      totalTime: 10,
      totalAttempts: 1,
      ...schedule(),
      topics: [{ topicId }],
    };
    const created = await api.post<{ assessment: { _id: string } }>('/api/college/assessments', body, staff);
    const id = created.body.assessment._id;
    await api.post(`/api/college/assessments/${id}/publish`, {}, staff);
    const studentId = await userId(platform.app, 'student2@demo.test');
    await api.post(`/api/college/assessments/${id}/invite`, { studentIds: [studentId] }, staff);
    const student = await api.login('student2@demo.test', 'Student@123');
    const first = await api.post<{ remainingSeconds: number }>(`/api/student/test/start/${id}`, {}, student);
    expect(first.status).toBe(200);

    const saved = await api.put<{ assessment: { totalTime: number; totalAttempts: number } }>(
      `/api/college/assessments/${id}`,
      { ...body, totalTime: 20, totalAttempts: 2 },
      staff,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.assessment).toMatchObject({ totalTime: 20, totalAttempts: 2 });
    const read = await api.get<{ assessment: { totalTime: number; totalAttempts: number } }>(
      `/api/college/assessments/${id}`,
      staff,
    );
    expect(read.body.assessment).toMatchObject({ totalTime: 20, totalAttempts: 2 });
    // the attempt in progress keeps the deadline it started with; the next attempt gets the new time
    const resumed = await api.post<{ remainingSeconds: number }>(
      `/api/student/test/start/${id}`,
      {},
      student,
    );
    expect(resumed.body.remainingSeconds).toBeLessThanOrEqual(600);
    await api.post(`/api/student/test/end/${id}`, { endType: 'manual' }, student);
    const second = await api.post<{ remainingSeconds: number }>(`/api/student/test/start/${id}`, {}, student);
    expect(second.status).toBe(200);
    expect(second.body.remainingSeconds).toBeGreaterThan(1100);

    const wanted = { ...body, totalTime: 20, totalAttempts: 2 };
    const refusals: [object, string][] = [
      [
        { totalTime: 15 },
        'Students have attempted this assessment with 20 minutes: the total time can only grow.',
      ],
      [
        { totalAttempts: 1 },
        'Students have attempted this assessment: the attempts allowed can only grow from 2.',
      ],
      [
        { isNegativeMarking: true, config: { maxTabSwitches: 9 } },
        'Students have attempted this assessment: negative marking, proctoring and result settings can no longer change (create a new assessment for that).',
      ],
    ];
    for (const [change, message] of refusals) {
      const refused = await api.put(`/api/college/assessments/${id}`, { ...wanted, ...change }, staff);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(message);
    }
    const after = await api.get<{ assessment: { totalTime: number; isNegativeMarking: boolean } }>(
      `/api/college/assessments/${id}`,
      staff,
    );
    expect(after.body.assessment).toMatchObject({
      totalTime: 20,
      totalAttempts: 2,
      isNegativeMarking: false,
    });
  });

  it('refuses an adaptive assessment asking for more questions of a level than the bank has', async () => {
    const { topicId } = await mcqTopic(['L1', 'L1', 'L2']);
    const reply = await api.post(
      '/api/college/assessments',
      {
        name: 'Adaptive',
        description: '',
        isAdaptive: true,
        totalTime: 10,
        totalAttempts: 1,
        ...schedule(),
        topics: [{ topicId, totalL1Question: 2, totalL2Question: 2 }],
      },
      staff,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/has 1 L2 question, fewer than the 2 asked for/);
  });

  it("validates dates, topics and another college's resources", async () => {
    const { topicId } = await mcqTopic(['L1']);
    const backwards = await api.post(
      '/api/college/assessments',
      {
        name: 'x',
        description: '',
        isAdaptive: false,
        totalTime: 10,
        totalAttempts: 1,
        startDate: new Date().toISOString(),
        endDate: new Date(Date.now() - 1000).toISOString(),
        topics: [{ topicId }],
      },
      staff,
    );
    expect(backwards.status).toBe(400);
    const foreignTopic = await api.post(
      '/api/college/assessments',
      {
        name: 'x',
        description: '',
        isAdaptive: false,
        totalTime: 10,
        totalAttempts: 1,
        ...schedule(),
        topics: [{ topicId }],
      },
      other,
    );
    expect(foreignTopic.status).toBe(404);
    const demo = await assessmentNamed(platform.app, DEMO_LINEAR);
    expect((await api.get(`/api/college/assessments/${demo.id}`, other)).status).toBe(404);
    expect((await api.get(`/api/college/assessments/${demo.id}/results`, other)).status).toBe(404);
    expect((await api.post(`/api/college/assessments/${demo.id}/invite`, { all: true }, other)).status).toBe(
      404,
    );
    const student = await api.login('student@demo.test', 'Student@123');
    expect((await api.get(`/api/college/assessments/${demo.id}/results`, student)).status).toBe(403);
  });

  it('keeps a coding question out of a published assessment until its reference solution passes', async () => {
    const topic = await api.post<{ topic: { _id: string } }>(
      '/api/college/qb/topics',
      { Heading: 'Code', Description: '', Type: 'compiler' },
      staff,
    );
    const question = await api.post<{ question: { _id: string } }>(
      `/api/college/qb/topics/${topic.body.topic._id}/questions`,
      {
        level: 'L1',
        Duration: 10,
        codeQuestion: '<p>echo</p>',
        code: {},
        testcases: [{ input: '1\n', expectedOutput: '1\n', isHidden: false }],
        timeLimitMs: 1000,
        memoryLimitMb: 64,
        referenceSolution: { language: 'Python', code: 'print(2)\n' },
      },
      staff,
    );
    const created = await api.post<{ assessment: { _id: string } }>(
      '/api/college/assessments',
      {
        name: 'Code test',
        description: '',
        isAdaptive: false,
        totalTime: 10,
        totalAttempts: 1,
        ...schedule(),
        topics: [{ topicId: topic.body.topic._id }],
      },
      staff,
    );
    const publish = await api.post(
      `/api/college/assessments/${created.body.assessment._id}/publish`,
      {},
      staff,
    );
    expect(publish.status).toBe(400);
    expect(publish.body.message).toBe(
      `Coding question ${question.body.question._id} cannot be published until its reference solution passes every testcase`,
    );
  });
});

describe('results and grading', () => {
  it('grades an essay by hand, the score follows, regrading is logged, and a threshold selects', async () => {
    const demo = await assessmentNamed(platform.app, DEMO_LINEAR);
    const student = await api.login('student2@demo.test', 'Student@123');
    const start = await api.post<{ firstQuestion: { question: { _id: string; type: string } } }>(
      `/api/student/test/start/${demo.id}`,
      {},
      student,
    );
    let state: { question: { _id: string; type: string } | null; finished: boolean } = {
      ...start.body.firstQuestion,
      finished: false,
    };
    while (state.question && state.question.type !== 'essay') {
      const reply = await api.post<typeof state>(
        `/api/student/test/response/non-adaptive/${demo.id}`,
        { response: state.question.type === 'mcq' ? 0 : null, questionId: state.question._id },
        student,
      );
      state = reply.body;
    }
    const essayId = state.question!._id;
    await api.post(
      `/api/student/test/response/non-adaptive/${demo.id}`,
      { response: 'A long thoughtful essay.', questionId: essayId },
      student,
    );
    await api.post(`/api/student/test/end/${demo.id}`, { endType: 'manual' }, student);

    const results = await api.get<{
      results: { attemptId: string; studentId: string; score: number; status: string }[];
    }>(`/api/college/assessments/${demo.id}/results`, staff);
    const row = results.body.results.find((r) => r.status === 'awaiting_grading')!;
    expect(row).toBeDefined();
    const before = row.score;
    const tooMuch = await api.post(
      `/api/college/attempts/${row.attemptId}/grade`,
      { questionId: essayId, marks: 5 },
      staff,
    );
    expect(tooMuch.status).toBe(400);
    const graded = await api.post<{ score: number; status: string }>(
      `/api/college/attempts/${row.attemptId}/grade`,
      { questionId: essayId, marks: 1.5, comment: 'Clear' },
      staff,
    );
    expect(graded.status).toBe(200);
    expect(graded.body.score).toBe(before + 1.5);
    const regraded = await api.post<{ score: number }>(
      `/api/college/attempts/${row.attemptId}/grade`,
      { questionId: essayId, marks: 2 },
      staff,
    );
    expect(regraded.body.score).toBe(before + 2);
    const review = await api.get<{
      timeline: { kind: string; payload: { marks: number; previous: number | null } }[];
      answers: { questionId: string; comment: string | null }[];
    }>(`/api/college/attempts/${row.attemptId}`, staff);
    expect(
      review.body.timeline
        .filter((s) => s.kind === 'manual_grade')
        .map((s) => [s.payload.previous, s.payload.marks]),
    ).toEqual([
      [null, 1.5],
      [1.5, 2],
    ]);
    expect((await api.get(`/api/college/attempts/${row.attemptId}`, other)).status).toBe(404);
    expect(
      (
        await api.post(
          `/api/college/attempts/${row.attemptId}/grade`,
          { questionId: essayId, marks: 1 },
          other,
        )
      ).status,
    ).toBe(404);

    const threshold = await api.post<{ updated: number }>(
      `/api/college/assessments/${demo.id}/decisions`,
      { minPercentage: 0 },
      staff,
    );
    expect(threshold.body.updated).toBeGreaterThanOrEqual(1);
    const after = await api.get<{ results: { attemptId: string; decision: string }[] }>(
      `/api/college/assessments/${demo.id}/results`,
      staff,
    );
    expect(after.body.results.find((r) => r.attemptId === row.attemptId)?.decision).toBe('selected');

    const csv = await platform.app.inject({
      method: 'GET',
      url: `/api/college/assessments/${demo.id}/results/export?format=csv`,
      headers: { 'auth-token': staff },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe(
      'Name,Email,Score,Max score,Percentage,Status,End reason,Time taken (s),Integrity events,Tab switches,' +
        'Fullscreen exits,Face events,Movement warnings,Noise warnings,Connection losses,Pastes,Typing bursts,' +
        'Pasted characters,Highest code similarity,Decision,Staff actions',
    );
    expect(csv.body).toContain('student2@demo.test');
  });
});

describe('students and invites', () => {
  it('invites one student by mail with a link that registers them into the college', async () => {
    const invite = await api.post<{ inviteUrl: string }>(
      '/api/college/students/invite',
      { Email: 'neha@uni.test', FirstName: 'Neha', Batch: '2026' },
      staff,
    );
    expect(invite.status).toBe(200);
    const mail = await platform.smtp.waitFor('neha@uni.test');
    expect(mail).toContain(invite.body.inviteUrl.replaceAll('&', '&amp;').split('?')[0]);
    const query = new URL(invite.body.inviteUrl).search;
    const reg = await api.post<{ user: { CollegeId: string } }>(
      `/api/student/register${query}`,
      { FirstName: 'Neha', Email: 'neha@uni.test', Password: 'Neha@12345' },
      undefined,
    );
    expect(reg.status).toBe(200);
    const list = await api.get<{ students: { Email: string; Batch: string; approved: boolean }[] }>(
      '/api/college/students?batch=2026',
      staff,
    );
    expect(list.body.students).toEqual([
      expect.objectContaining({ Email: 'neha@uni.test', Batch: '2026', approved: true }),
    ]);
    expect((await api.get<{ students: unknown[] }>('/api/college/students', other)).body.students).toEqual(
      [],
    );
  });

  it('shows one student whole, with their results, and approves them', async () => {
    const id = await userId(platform.app, 'student@demo.test');
    const shown = await api.get<{
      student: Record<string, unknown>;
      profile: Record<string, unknown>;
      results: unknown[];
    }>(`/api/college/students/${id}`, staff);
    expect(shown.status).toBe(200);
    expect(Object.keys(shown.body).sort()).toEqual(['profile', 'results', 'student', 'success']);
    expect(Object.keys(shown.body.student).sort()).toEqual(
      ['_id', 'FirstName', 'LastName', 'Email', 'PhoneNumber', 'Batch', 'approved', 'timeMultiplier'].sort(),
    );
    expect(shown.body.student).toMatchObject({ _id: id, Email: 'student@demo.test', approved: true });
    // the profile as recruiters see it: routes/company/applicant-profile.test.ts
    expect(shown.body.profile).toMatchObject({
      _id: id,
      Education: expect.any(Array),
      skills: expect.any(Array),
      links: expect.any(Object),
    });
    expect(shown.body.results).toEqual(expect.any(Array));
    expect((await api.get(`/api/college/students/${id}`, other)).status).toBe(404);
    const approved = await api.post(`/api/college/students/${id}/approve`, {}, staff);
    expect(approved.body).toEqual({ success: true, message: 'Student approved' });
  });

  it('reports bad rows of the bulk template and sends nothing until all are good', async () => {
    const boundary = 'SBOUNDARY';
    const csv =
      'FirstName,LastName,Email,Batch,Approved\nA,One,a1@uni.test,2026,true\nB,Two,not-an-email,2026,true\n,Three,c3@uni.test,2026,maybe\n';
    const reply = await platform.app.inject({
      method: 'POST',
      url: '/api/college/students/invite/bulk',
      headers: { 'auth-token': staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
    expect(reply.json()).toEqual({
      success: false,
      invited: 0,
      skipped: [],
      errors: [
        { row: 3, message: 'Email is not a valid address' },
        { row: 4, message: 'FirstName is required' },
      ],
    });
    expect(platform.smtp.inbox.some((m) => m.to.includes('a1@uni.test'))).toBe(false);
  });
});
