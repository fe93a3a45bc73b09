import {
  CALIBRATION_MESSAGES,
  type CalibrationReply,
  type CalibrationStartReply,
  type ScoreReport,
} from '@placement/contract';
import { attempts, type CalibratedResult, questions } from '@placement/db';
import { DEFAULT_REPORTED_SCALE } from '@placement/domain';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetBundle } from '../../services/attempts/bundle';
import { calibrationsDrain } from '../../services/calibrations/background';
import { userId } from '../../test/assessments';
import { type CalibrationDrive, seedCalibrationDrive } from '../../test/calibration-drive';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let drive: CalibrationDrive;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  drive = await seedCalibrationDrive(platform.app.deps.db, platform.collegeId, { essays: 4 });
}, 120_000);
afterAll(() => platform.close());

interface State {
  question: { _id: string } | null;
  count: number;
  isLast: boolean;
  finished: boolean;
}

const schedule = () => ({
  startDate: new Date(Date.now() - 60_000).toISOString(),
  endDate: new Date(Date.now() + 86_400_000).toISOString(),
});

const calibratedBody = (topics: { topicId: string; questionIds?: string[] }[]) => ({
  name: 'Calibrated aptitude',
  description: '',
  isAdaptive: true,
  flow: 'calibrated-adaptive',
  totalTime: 30,
  totalAttempts: 1,
  ...schedule(),
  config: { cat: { maxItems: 8, minItems: 5 } },
  topics,
});

/** Runs a calibration through the route and waits for the background job. */
async function calibrate(body: object = { pilotThreshold: 100 }) {
  const started = await api.post<CalibrationStartReply>('/api/college/calibrations', body, staff);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body.calibration.status).toBe('running');
  await calibrationsDrain(platform.app);
  const read = await api.get<CalibrationReply>(
    `/api/college/calibrations/${started.body.calibration._id}`,
    staff,
  );
  expect(read.status).toBe(200);
  return read.body;
}

async function storedAttempt(id: string) {
  const [row] = await platform.app.deps.db.select().from(attempts).where(eq(attempts.id, id));
  return row!;
}

/**
 * The candidate's report shows the scaled score, θ ± SE and the calibration version with the score: nothing before
 * the college releases the result, all of it after; the college's copy has it from the start.
 */
async function expectCandidateReport(attemptId: string, student: string, result: CalibratedResult) {
  const ability = {
    scaled: result.scaled,
    scaledSe: result.scaledSe,
    theta: result.theta,
    se: result.se,
    version: result.version,
  };
  const college = await api.get<{ report: ScoreReport }>(`/api/college/attempts/${attemptId}/report`, staff);
  expect(college.body.report.ability).toEqual(ability);
  const held = await api.get(`/api/student/results/${attemptId}/report`, student);
  expect(held.status).toBe(403);
  expect(JSON.stringify(held.body)).not.toMatch(/theta|scaled/);
  const heldPdf = await platform.app.inject({
    url: `/api/student/results/${attemptId}/report/pdf`,
    headers: { 'auth-token': student },
  });
  expect(heldPdf.statusCode).toBe(403);

  const [row] = await platform.app.deps.db.select().from(attempts).where(eq(attempts.id, attemptId));
  const published = await api.post(
    `/api/college/assessments/${row!.assessmentId}/results/publish`,
    {},
    staff,
  );
  expect(published.status).toBe(200);
  const released = await api.get<{ report: ScoreReport }>(
    `/api/student/results/${attemptId}/report`,
    student,
  );
  expect(released.status).toBe(200);
  expect(released.body.report).toMatchObject({ copy: 'candidate', ability });
  const pdf = await platform.app.inject({
    url: `/api/student/results/${attemptId}/report/pdf`,
    headers: { 'auth-token': student },
  });
  const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text;
  expect(text).toContain(
    `Scaled score: ${Number(result.scaled.toFixed(1))} ± ${Number(result.scaledSe.toFixed(1))}`,
  );
  expect(text).toContain(`${Number(result.theta.toFixed(2))} ± ${Number(result.se.toFixed(2))} logits`);
  expect(text).toContain('calibration version 1');
}

describe('calibrated adaptive test', () => {
  it('refuses the calibrated flow before the bank has a calibration', async () => {
    const reply = await api.post(
      '/api/college/assessments',
      calibratedBody([{ topicId: drive.topicIds[0]! }]),
      staff,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(CALIBRATION_MESSAGES.noCalibration);
  });

  it('calibrates the bank in the background: parameters, standard errors, fit, counts and pilot items', async () => {
    const { calibration, items } = await calibrate();
    expect(calibration).toMatchObject({ version: 1, model: 'rasch', status: 'done', persons: 250, pilot: 2 });
    expect(calibration.calibrated).toBe(28);
    expect(calibration.latent!.sd).toBeGreaterThan(0.7);
    expect(calibration.latent!.sd).toBeLessThan(1.3);
    const calibrated = items.filter((item) => item.status === 'calibrated');
    expect(
      calibrated.every((item) => item.responses === 250 && item.seB !== null && item.infit !== null),
    ).toBe(true);
    expect(
      items.filter((item) => item.status === 'pilot').map((item) => [item.questionId, item.responses]),
    ).toEqual(expect.arrayContaining(drive.pilotIds.map((id) => [id, 20])));
    // the estimates follow the difficulties the answers were drawn from
    const error = calibrated.map((item) => item.b - drive.difficulty.get(item.questionId)!);
    const rmse = Math.sqrt(error.reduce((sum, e) => sum + e * e, 0) / error.length);
    expect(rmse).toBeLessThan(0.35);
    expect(items[0]).toMatchObject({ topic: expect.any(String), level: 'L1' });

    const list = await api.get<{ calibrations: { version: number; status: string }[] }>(
      '/api/college/calibrations',
      staff,
    );
    expect(list.body.calibrations.map((c) => [c.version, c.status])).toEqual([[1, 'done']]);
  }, 120_000);

  it("hides a college's calibrations from another college and refuses bad input", async () => {
    const other = await otherCollege(platform.app);
    const otherStaff = await api.login(other.email, other.password, 'college');
    const list = await api.get<{ calibrations: unknown[] }>('/api/college/calibrations', otherStaff);
    expect(list.body.calibrations).toEqual([]);
    const [first] = (await api.get<{ calibrations: { _id: string }[] }>('/api/college/calibrations', staff))
      .body.calibrations;
    expect((await api.get(`/api/college/calibrations/${first!._id}`, otherStaff)).status).toBe(404);
    const nothing = await api.post('/api/college/calibrations', {}, otherStaff);
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(CALIBRATION_MESSAGES.noResponses);
    expect((await api.post('/api/college/calibrations', { model: '3pl' }, staff)).status).toBe(400);
    expect(
      (await api.put('/api/college/score-scale', { at: 50, perLogit: 10, min: 100, max: 0 }, staff)).status,
    ).toBe(400);
  });

  it('refuses a topic with no calibrated question', async () => {
    const { db } = platform.app.deps;
    const [pilotOnly] = await db.select().from(questions).where(eq(questions.id, drive.pilotIds[0]!));
    const reply = await api.post(
      '/api/college/assessments',
      calibratedBody([
        { topicId: drive.topicIds[1]! },
        { topicId: pilotOnly!.topicId, questionIds: [pilotOnly!.id] },
      ]),
      staff,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/topics\[1\]: no question of this topic is calibrated/);
  });

  it('takes a calibrated test start to end with a reload, stores θ and SE, keeps them through a recalibration, and rescores a regrade', async () => {
    expect(
      (await api.put('/api/college/score-scale', { at: 500, perLogit: 100, min: 200, max: 800 }, staff))
        .status,
    ).toBe(200);
    const created = await api.post<{ assessment: { _id: string; flow: string; isAdaptive: boolean } }>(
      '/api/college/assessments',
      {
        ...calibratedBody(drive.topicIds.slice(0, 2).map((topicId) => ({ topicId }))),
        config: { cat: { maxItems: 8, minItems: 5 }, resultPolicy: 'manual' },
      },
      staff,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.assessment).toMatchObject({ flow: 'calibrated-adaptive', isAdaptive: true });
    const id = created.body.assessment._id;
    expect((await api.post(`/api/college/assessments/${id}/publish`, {}, staff)).status).toBe(200);
    const studentId = await userId(platform.app, 'student@demo.test');
    await api.post(`/api/college/assessments/${id}/invite`, { studentIds: [studentId] }, staff);
    const student = await api.login('student@demo.test', 'Student@123');

    const start = await api.post<{ attemptId: string; flow: string; firstQuestion: State }>(
      `/api/student/test/start/${id}`,
      {},
      student,
    );
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    // the flow tells the screen to count questions without a total and to name no level
    expect(start.body.flow).toBe('calibrated-adaptive');
    // the student never sees the parameters or the calibration
    expect(JSON.stringify(start.body)).not.toMatch(/"irt"|eligibility|"calibration"/);
    let state = start.body.firstQuestion;
    const asked: string[] = [];
    // right, right, wrong, then a reload, then right and wrong in turn
    const answerOne = async (right: boolean) => {
      asked.push(state.question!._id);
      expect(state.count).toBe(asked.length);
      const reply = await api.post<State>(
        `/api/student/test/response/${id}`,
        { response: right ? 0 : 1, questionId: state.question!._id, timeTaken: 5 },
        student,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      state = reply.body;
    };
    await answerOne(true);
    await answerOne(true);
    await answerOne(false);
    const reload = await api.post<{ resumed: boolean; firstQuestion: State }>(
      `/api/student/test/start/${id}`,
      {},
      student,
    );
    expect(reload.body.resumed).toBe(true);
    expect(reload.body.firstQuestion.question!._id).toBe(state.question!._id);
    expect(reload.body.firstQuestion.count).toBe(4);
    for (let i = 0; !state.finished; i++) await answerOne(i % 2 === 0);
    expect(asked).toHaveLength(8);
    expect(new Set(asked).size).toBe(8);
    expect(asked.some((q) => drive.pilotIds.includes(q))).toBe(false);

    const ended = await storedAttempt(start.body.attemptId);
    expect(ended.status).toBe('graded');
    const result = ended.result!.calibrated!;
    const firstVersion = (
      await api.get<{ calibrations: { _id: string; version: number }[] }>('/api/college/calibrations', staff)
    ).body.calibrations[0]!;
    expect(result).toMatchObject({ calibration: firstVersion._id, version: 1, scored: 8, unscored: 0 });
    expect(Math.abs(result.theta)).toBeLessThan(3);
    expect(result.se).toBeGreaterThan(0.3);
    expect(result.se).toBeLessThan(1);
    expect(result.scaled).toBeCloseTo(Math.min(800, Math.max(200, 500 + 100 * result.theta)), 6);
    expect(result.scaledSe).toBeCloseTo(100 * result.se, 6);
    // the classical score beside it: 5 of the 8 asked
    expect(ended).toMatchObject({ score: 5, maxScore: 8 });

    const results = await api.get<{ results: { attemptId: string; calibrated?: { theta: number } }[] }>(
      `/api/college/assessments/${id}/results`,
      staff,
    );
    expect(results.body.results.find((r) => r.attemptId === ended.id)!.calibrated).toEqual(result);
    const analysis = await api.get<{
      items: { questionId: string; irt?: { version: number; status: string } }[];
    }>(`/api/college/assessments/${id}/item-analysis`, staff);
    expect(analysis.status).toBe(200);
    const askedFirst = analysis.body.items.find((item) => item.questionId === asked[0]);
    expect(askedFirst?.irt).toMatchObject({ version: 1, status: 'calibrated' });
    const review = await api.get<{ attempt: { calibrated?: object } }>(
      `/api/college/attempts/${ended.id}`,
      staff,
    );
    expect(review.body.attempt.calibrated).toEqual(result);
    const csv = await platform.app.inject({
      method: 'GET',
      url: `/api/college/assessments/${id}/results/export?format=csv`,
      headers: { 'auth-token': staff },
    });
    expect(csv.body).toContain('Ability (θ)');
    expect(csv.body).toContain(String(Math.round(result.theta * 1000) / 1000));
    await expectCandidateReport(ended.id, student, result);

    // a later calibration (new answers or not) never moves a stored score, nor a rescore of this attempt
    const second = await calibrate({ pilotThreshold: 100, model: '2pl' });
    expect(second.calibration).toMatchObject({ version: 2, status: 'done' });
    expect((await storedAttempt(ended.id)).result!.calibrated).toEqual(result);

    // the key of the first question (answered right) was wrong: the regrade makes that answer wrong, and θ drops
    const [first] = await platform.app.deps.db.select().from(questions).where(eq(questions.id, asked[0]!));
    await platform.app.deps.db
      .update(questions)
      .set({ body: { ...first!.body, answer: 2 } })
      .where(eq(questions.id, asked[0]!));
    forgetBundle(platform.app, id);
    const regrade = await api.post(`/api/college/assessments/${id}/questions/${asked[0]}/regrade`, {}, staff);
    expect(regrade.status, JSON.stringify(regrade.body)).toBe(200);
    const rescored = await storedAttempt(ended.id);
    expect(rescored.result!.calibrated).toMatchObject({
      calibration: firstVersion._id,
      version: 1,
      scored: 8,
    });
    expect(rescored.result!.calibrated!.theta).toBeLessThan(result.theta);
    expect(rescored.score).toBe(4);
    // the questions asked stay as they were (no replay)
    expect(rescored.flow.history.map((step) => step.questionId)).toEqual(asked);
  }, 180_000);

  it('leaves an essay out of θ until a person grades it, then counts that grade', async () => {
    const created = await api.post<{ assessment: { _id: string } }>(
      '/api/college/assessments',
      {
        ...calibratedBody([{ topicId: drive.topicIds[2]! }]),
        name: 'Calibrated writing',
        config: { cat: { minItems: 2, maxItems: 3 } },
      },
      staff,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.assessment._id;
    await api.post(`/api/college/assessments/${id}/publish`, {}, staff);
    const studentId = await userId(platform.app, 'student2@demo.test');
    await api.post(`/api/college/assessments/${id}/invite`, { studentIds: [studentId] }, staff);
    const student = await api.login('student2@demo.test', 'Student@123');
    const start = await api.post<{ attemptId: string; firstQuestion: State }>(
      `/api/student/test/start/${id}`,
      {},
      student,
    );
    let state = start.body.firstQuestion;
    const asked: string[] = [];
    while (!state.finished) {
      asked.push(state.question!._id);
      const reply = await api.post<State>(
        `/api/student/test/response/${id}`,
        { response: 'My essay', questionId: state.question!._id, timeTaken: 30 },
        student,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      state = reply.body;
    }
    // no answer is graded yet, so none counts towards the stopping rule: every essay of the topic is asked
    expect(asked).toHaveLength(4);
    const waiting = await storedAttempt(start.body.attemptId);
    expect(waiting.status).toBe('awaiting_grading');
    expect(waiting.result!.calibrated).toMatchObject({ scored: 0, unscored: 4, mle: null });

    const graded = await api.post(
      `/api/college/attempts/${waiting.id}/grade`,
      { questionId: asked[0], marks: 1 },
      staff,
    );
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);
    const after = (await storedAttempt(waiting.id)).result!.calibrated!;
    expect(after).toMatchObject({ scored: 1, unscored: 3 });
    expect(after.theta).toBeGreaterThan(waiting.result!.calibrated!.theta);
    expect(after.se).toBeLessThan(waiting.result!.calibrated!.se);
  });

  it('reports on the default scale until the college chooses one', async () => {
    const other = await otherCollege(platform.app, 'scale@other.test');
    const otherStaff = await api.login(other.email, other.password, 'college');
    const scale = await api.get<{ scale: object }>('/api/college/score-scale', otherStaff);
    expect(scale.body.scale).toEqual(DEFAULT_REPORTED_SCALE);
  });
});
