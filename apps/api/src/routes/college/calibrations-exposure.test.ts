import type { CalibrationStartReply } from '@placement/contract';
import { assessmentExposures, attempts, itemParameters } from '@placement/db';
import type { CalibratedAdaptiveState } from '@placement/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrationsDrain } from '../../services/calibrations/background';
import { userId } from '../../test/assessments';
import { type CalibrationDrive, seedCalibrationDrive } from '../../test/calibration-drive';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let drive: CalibrationDrive;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  drive = await seedCalibrationDrive(platform.app.deps.db, platform.collegeId, { persons: 150 });
}, 120_000);
afterAll(() => platform.close());

async function calibrate(model: 'rasch' | '2pl' = 'rasch') {
  const started = await api.post<CalibrationStartReply>(
    '/api/college/calibrations',
    { pilotThreshold: 100, model },
    staff,
  );
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await calibrationsDrain(platform.app);
  return started.body.calibration._id;
}

const exposuresOf = (assessmentId: string) =>
  platform.app.deps.db
    .select()
    .from(assessmentExposures)
    .where(eq(assessmentExposures.assessmentId, assessmentId));

async function startAs(email: string, assessmentId: string) {
  await api.post(
    `/api/college/assessments/${assessmentId}/invite`,
    { studentIds: [await userId(platform.app, email)] },
    staff,
  );
  const student = await api.login(email, 'Student@123');
  const start = await api.post<{ attemptId: string }>(`/api/student/test/start/${assessmentId}`, {}, student);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const [row] = await platform.app.deps.db
    .select()
    .from(attempts)
    .where(eq(attempts.id, start.body.attemptId));
  const state = row!.flow as unknown as CalibratedAdaptiveState;
  return new Map(state.items.map((item) => [item.id, item.eligibility ?? 1]));
}

describe("a calibrated assessment's own exposure control", () => {
  it('is worked out when the assessment is published, and its attempts are given it, not the bank-wide default', async () => {
    const calibrationId = await calibrate();
    // 24 calibrated questions cannot keep a 40-question test (the bank-wide default) under 25 %: no control there
    const bankWide = await platform.app.deps.db
      .select({ eligibility: itemParameters.eligibility })
      .from(itemParameters)
      .where(eq(itemParameters.calibrationId, calibrationId));
    expect(bankWide.every((row) => row.eligibility === 1)).toBe(true);

    // a 5-question test of them can: each question open to only some attempts
    const created = await api.post<{ assessment: { _id: string } }>(
      '/api/college/assessments',
      {
        name: 'Short calibrated test',
        description: '',
        isAdaptive: true,
        flow: 'calibrated-adaptive',
        totalTime: 30,
        totalAttempts: 1,
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 86_400_000).toISOString(),
        config: { cat: { maxItems: 5, minItems: 5, targetSe: 0.1 } },
        topics: drive.topicIds.map((topicId) => ({ topicId })),
      },
      staff,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.assessment._id;
    expect(await exposuresOf(id)).toEqual([]);
    expect((await api.post(`/api/college/assessments/${id}/publish`, {}, staff)).status).toBe(200);
    await calibrationsDrain(platform.app);
    const [own] = await exposuresOf(id);
    expect(own?.calibrationId).toBe(calibrationId);
    const values = Object.values(own!.eligibility);
    expect(values).toHaveLength(24);
    expect(Math.min(...values)).toBeLessThan(1);

    const given = await startAs('student@demo.test', id);
    for (const [questionId, eligibility] of Object.entries(own!.eligibility)) {
      expect(given.get(questionId)).toBe(eligibility);
    }
    // pilot questions are never drawn by eligibility
    for (const pilot of drive.pilotIds) expect(given.get(pilot)).toBe(1);

    // a new calibration works it out again for the open assessment, and the next attempt is given that one
    const second = await calibrate('2pl');
    const after = await exposuresOf(id);
    expect(after.map((row) => row.calibrationId).sort()).toEqual([calibrationId, second].sort());
    const newer = after.find((row) => row.calibrationId === second)!;
    const next = await startAs('student2@demo.test', id);
    for (const [questionId, eligibility] of Object.entries(newer.eligibility)) {
      expect(next.get(questionId)).toBe(eligibility);
    }
  }, 120_000);
});
