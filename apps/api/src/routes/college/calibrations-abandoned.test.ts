import {
  CALIBRATION_MESSAGES,
  type CalibrationStartReply,
  type CalibrationSummary,
} from '@placement/contract';
import { calibrations } from '@placement/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { failAbandoned, keepAlive } from '../../services/calibrations/abandoned';
import { calibrationsDrain } from '../../services/calibrations/background';
import { seedCalibrationDrive } from '../../test/calibration-drive';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  await seedCalibrationDrive(platform.app.deps.db, platform.collegeId, { persons: 40, perTopic: 4 });
}, 120_000);
afterAll(() => platform.close());

/** A calibration some API process recorded as running, last heard of `silentSeconds` ago. */
async function runningVersion(silentSeconds: number) {
  const { db } = platform.app.deps;
  const [row] = await db
    .insert(calibrations)
    .values({
      collegeId: platform.collegeId,
      version: sql`(select coalesce(max(version), 0) + 1 from calibrations where college_id = ${platform.collegeId})`,
      model: 'rasch',
      pilotThreshold: 20,
      status: 'running',
      heartbeatAt: sql`now() - ${silentSeconds} * interval '1 second'`,
    })
    .returning();
  return row!;
}

const list = async () =>
  (await api.get<{ calibrations: CalibrationSummary[] }>('/api/college/calibrations', staff)).body
    .calibrations;
const statusOf = async (id: string) => (await list()).find((c) => c._id === id);
const run = () => api.post<CalibrationStartReply>('/api/college/calibrations', { pilotThreshold: 20 }, staff);

describe('a calibration whose process stopped', () => {
  it('turns failed, in words, when the college reads the list, and the college can run again', async () => {
    const dead = await runningVersion(5 * 60);
    expect(await statusOf(dead.id)).toMatchObject({
      status: 'failed',
      error: CALIBRATION_MESSAGES.interrupted,
      finishedAt: expect.any(String),
    });
    const again = await run();
    expect(again.status).toBe(202);
    expect(again.body.message).toBe(CALIBRATION_MESSAGES.started);
    await calibrationsDrain(platform.app);
    expect(await statusOf(again.body.calibration._id)).toMatchObject({ status: 'done', error: null });
  });

  it('is left running while another API process is still fitting it (its heartbeat is fresh)', async () => {
    const elsewhere = await runningVersion(5);
    expect((await statusOf(elsewhere.id))?.status).toBe('running');
    const refused = await run();
    expect(refused.body.message).toBe(CALIBRATION_MESSAGES.alreadyRunning);
    expect(refused.body.calibration._id).toBe(elsewhere.id);

    // that process stops: a minute of silence later the next request marks it failed and starts a new version
    await platform.app.deps.db
      .update(calibrations)
      .set({ heartbeatAt: sql`now() - interval '2 minutes'` })
      .where(eq(calibrations.id, elsewhere.id));
    const started = await run();
    expect(started.body.message).toBe(CALIBRATION_MESSAGES.started);
    expect(started.body.calibration.version).toBe(elsewhere.version + 1);
    await calibrationsDrain(platform.app);
    expect(await statusOf(elsewhere.id)).toMatchObject({
      status: 'failed',
      error: CALIBRATION_MESSAGES.interrupted,
    });
  });

  it('is never taken for dead while this process is fitting it, however long since its heartbeat', async () => {
    const mine = await runningVersion(10 * 60);
    const stop = keepAlive(platform.app, mine.id);
    try {
      expect(await failAbandoned(platform.app)).toBe(0);
      expect((await statusOf(mine.id))?.status).toBe('running');
    } finally {
      stop();
    }
    expect(await failAbandoned(platform.app)).toBe(1);
    expect((await statusOf(mine.id))?.status).toBe('failed');
  });

  it('is marked failed when an API process starts, with no college asking', async () => {
    const dead = await runningVersion(3 * 60);
    const fresh = await runningVersion(1);
    const restarted = await buildApp(platform.app.deps);
    try {
      await restarted.ready();
      const [deadRow] = await platform.app.deps.db
        .select()
        .from(calibrations)
        .where(eq(calibrations.id, dead.id));
      const [freshRow] = await platform.app.deps.db
        .select()
        .from(calibrations)
        .where(eq(calibrations.id, fresh.id));
      expect(deadRow).toMatchObject({ status: 'failed', error: CALIBRATION_MESSAGES.interrupted });
      expect(freshRow?.status).toBe('running');
    } finally {
      await restarted.close();
      await platform.app.deps.db.delete(calibrations).where(eq(calibrations.id, fresh.id));
    }
  });
});
