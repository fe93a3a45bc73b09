import { messages } from '@placement/contract';
import { attemptSteps, attempts } from '@placement/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { assessmentNamed, cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let student: string;
let other: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  student = await api.login('student@demo.test', 'Student@123');
  other = await api.login('student2@demo.test', 'Student@123');
});
afterAll(() => platform.close());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type EventReply = { ended: boolean; faceEvents: number; maxFaceEvents: number | null; message: string };

async function started(config: Record<string, unknown> = {}) {
  const demo = await assessmentNamed(platform.app, DEMO_LINEAR);
  const test = await cloneAssessment(platform.app, DEMO_LINEAR, { config: { ...demo.config, ...config } });
  const start = await api.post<{ firstQuestion: { question: { _id: string } } }>(
    `/api/student/test/start/${test.id}`,
    {},
    student,
  );
  expect(start.status).toBe(200);
  return { id: test.id, questionId: start.body.firstQuestion.question._id };
}

const event = (id: string, body: Record<string, unknown>, token = student) =>
  api.post<EventReply>(`/api/student/test/${id}/event`, body, token);

async function proctorSteps(assessmentId: string) {
  const [attempt] = await platform.app.deps.db
    .select()
    .from(attempts)
    .where(eq(attempts.assessmentId, assessmentId));
  const steps = await platform.app.deps.db
    .select()
    .from(attemptSteps)
    .where(eq(attemptSteps.attemptId, attempt!.id))
    .orderBy(asc(attemptSteps.seq));
  return { attempt: attempt!, steps: steps.filter((s) => s.kind === 'proctor') };
}

describe('face events', () => {
  it('only flag the attempt by default, with a warning and the snapshot they name', async () => {
    const { id } = await started();
    const shot = await api.post<{ screenshotId: string }>(
      `/api/student/test/${id}/screenshot`,
      { assessmentId: id, image: PNG, reason: 'no face' },
      student,
    );
    expect(shot.status).toBe(200);
    expect(shot.body.screenshotId).toBeTruthy();
    const first = await event(id, { type: 'face_missing', screenshotId: shot.body.screenshotId });
    expect(first.body).toMatchObject({
      ended: false,
      faceEvents: 1,
      maxFaceEvents: null,
      message: messages.faceMissing,
    });
    for (let i = 0; i < 6; i++) await event(id, { type: 'faces_multiple', detail: '2 faces' });
    const last = await event(id, { type: 'faces_multiple', detail: '3 faces' });
    expect(last.body).toMatchObject({ ended: false, faceEvents: 8, message: messages.facesMultiple });
    const { attempt, steps } = await proctorSteps(id);
    expect(attempt.status).toBe('in_progress');
    expect(steps[0]?.payload).toEqual({
      type: 'face_missing',
      detail: null,
      screenshotId: shot.body.screenshotId,
    });
  });

  it('end the attempt at maxFaceEvents when the test counts them toward a limit', async () => {
    const { id } = await started({ faceEventPolicy: 'limit', maxFaceEvents: 2 });
    const first = await event(id, { type: 'face_missing' });
    expect(first.body).toMatchObject({ ended: false, faceEvents: 1, maxFaceEvents: 2 });
    // other events do not count toward the face limit
    await event(id, { type: 'paste', chars: 10 });
    const second = await event(id, { type: 'faces_multiple', detail: '2 faces' });
    expect(second.body).toMatchObject({ ended: true, faceEvents: 2, message: messages.faceLimit });
    expect((await event(id, { type: 'face_missing' })).status).toBe(409);
    const { attempt } = await proctorSteps(id);
    expect(attempt).toMatchObject({ status: 'graded', endReason: 'face_events', endType: 'auto' });
  });

  it("refuse a snapshot that is not the attempt's own", async () => {
    const mine = await started();
    const theirs = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    await api.post(`/api/student/test/start/${theirs.id}`, {}, other);
    const shot = await api.post<{ screenshotId: string }>(
      `/api/student/test/${theirs.id}/screenshot`,
      { assessmentId: theirs.id, image: PNG },
      other,
    );
    const reply = await event(mine.id, { type: 'face_missing', screenshotId: shot.body.screenshotId });
    expect(reply.status).toBe(400);
    expect((await proctorSteps(mine.id)).steps).toEqual([]);
  });
});

describe('paste and typing evidence', () => {
  it('records each paste with its size, whether it was blocked, and the question on screen', async () => {
    const { id, questionId } = await started();
    expect((await event(id, { type: 'paste', chars: 42, blocked: true, detail: 'code editor' })).status).toBe(
      200,
    );
    await event(id, { type: 'paste', chars: 7, blocked: false, detail: 'answer' });
    await event(id, { type: 'typing_burst', chars: 320, detail: '320 characters in 2 s' });
    const { steps } = await proctorSteps(id);
    expect(steps.map((s) => ({ questionId: s.questionId, payload: s.payload }))).toEqual([
      { questionId, payload: { type: 'paste', detail: 'code editor', chars: 42, blocked: true } },
      { questionId, payload: { type: 'paste', detail: 'answer', chars: 7, blocked: false } },
      { questionId, payload: { type: 'typing_burst', detail: '320 characters in 2 s', chars: 320 } },
    ]);
  });

  it('refuses a size that is not a whole number of characters', async () => {
    const { id } = await started();
    expect((await event(id, { type: 'paste', chars: -1 })).status).toBe(400);
    expect((await event(id, { type: 'paste', chars: 'many' })).status).toBe(400);
    expect((await event(id, { type: 'copy_everything' })).status).toBe(400);
  });
});
