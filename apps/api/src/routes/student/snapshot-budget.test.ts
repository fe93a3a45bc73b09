import { messages } from '@placement/contract';
import { attempts, screenshots } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { PNG_SIGNATURE, pngDataUrl, pngHeaderChunk, pngOf } from '../../test/images';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let student: string;
let other: string;

beforeAll(async () => {
  platform = await startTestPlatform({ SWEEP_INTERVAL_SECONDS: '1', SNAPSHOT_RETENTION_DAYS: '30' });
  api = client(platform.app);
  student = await api.login('student@demo.test', 'Student@123');
  other = await api.login('student2@demo.test', 'Student@123');
});
afterAll(() => platform.close());

/** A started attempt at a copy of the linear demo test lasting `minutes` (camera: movement limit 5). */
async function started(token: string, minutes = 2) {
  const test = await cloneAssessment(platform.app, DEMO_LINEAR, { totalTime: minutes });
  expect((await api.post(`/api/student/test/start/${test.id}`, {}, token)).status).toBe(200);
  const [attempt] = await platform.app.deps.db
    .select()
    .from(attempts)
    .where(eq(attempts.assessmentId, test.id));
  return { id: test.id, attemptId: attempt!.id };
}

const snapshot = (id: string, image: Buffer, token = student) =>
  api.post<{ screenshotId: string }>(
    `/api/student/test/${id}/screenshot`,
    { assessmentId: id, image: pngDataUrl(image), reason: 'movement' },
    token,
  );

const kept = async (attemptId: string) =>
  platform.app.deps.db.select().from(screenshots).where(eq(screenshots.attemptId, attemptId));

describe('a snapshot is a whole image of the capture size', () => {
  it('refuses a PNG signature followed by zeros or garbage, and absurd dimensions, with a 400 that says why', async () => {
    const { id, attemptId } = await started(student);
    const zeros = await snapshot(id, Buffer.concat([PNG_SIGNATURE, Buffer.alloc(300 * 1024)]));
    expect(zeros.status).toBe(400);
    expect(zeros.body.message).toMatch(/^The snapshot must be a whole PNG or JPEG image \(the PNG /);
    const huge = Buffer.concat([PNG_SIGNATURE, pngHeaderChunk(100_000, 100_000), pngOf(1, 1).subarray(33)]);
    const absurd = await snapshot(id, huge);
    expect(absurd.status).toBe(400);
    expect(absurd.body.message).toBe(
      messages.snapshotNotImage('100000×100000 pixels is larger than 640×480'),
    );
    // the re-test's payload: 2 MB of zeros behind a PNG signature
    const big = await snapshot(id, Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(await kept(attemptId)).toEqual([]);
    // what the browser sends: its camera frame at 320×240
    expect((await snapshot(id, pngOf(320, 240, { noise: true }))).status).toBe(200);
  });
});

describe("an attempt's snapshots stay within the budget of its camera schedule", () => {
  it('counts them: a 2-minute test takes 18 (1 periodic, 8 movement, 3 face, times 1.5), then a 409', async () => {
    const { id, attemptId } = await started(student);
    const small = pngOf(32, 24);
    for (let i = 0; i < 18; i += 1) expect((await snapshot(id, small)).status).toBe(200);
    const over = await snapshot(id, small);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(messages.snapshotBudgetSpent(18, 0));
    expect(await kept(attemptId)).toHaveLength(18);
  });

  it('weighs them: camera frames no compressor can shrink fill the bytes first (11 of about 300 KB)', async () => {
    const { id, attemptId } = await started(other);
    const frame = () => pngOf(320, 240, { noise: true });
    for (let i = 0; i < 11; i += 1) expect((await snapshot(id, frame(), other)).status).toBe(200);
    const over = await snapshot(id, frame(), other);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(messages.snapshotBudgetSpent(11, 3));
    const rows = await kept(attemptId);
    expect(rows).toHaveLength(11);
    expect(rows.reduce((sum, row) => sum + row.size, 0)).toBeLessThanOrEqual(18 * 192_000);
  });
});

describe('retention', () => {
  it('removes the snapshots of an attempt ended SNAPSHOT_RETENTION_DAYS ago, row and bytes, and keeps recent ones', async () => {
    const old = await started(student, 30);
    const recent = await started(other, 30);
    expect((await snapshot(old.id, pngOf(32, 24))).status).toBe(200);
    expect((await snapshot(recent.id, pngOf(32, 24), other)).status).toBe(200);
    for (const [id, token] of [
      [old.id, student],
      [recent.id, other],
    ] as const) {
      expect((await api.post(`/api/student/test/end/${id}`, { endType: 'manual' }, token)).status).toBe(200);
    }
    const { db, storage } = platform.app.deps;
    const [oldShot] = await kept(old.attemptId);
    const longAgo = new Date(Date.now() - 31 * 24 * 3600_000);
    await db.update(attempts).set({ endedAt: longAgo }).where(eq(attempts.id, old.attemptId));
    await db.update(screenshots).set({ createdAt: longAgo }).where(eq(screenshots.attemptId, old.attemptId));

    // the sweeper runs every second in this platform: wait for the row and the stored bytes to go
    const stored = async (key: string) => {
      const opened = await storage.open(key);
      opened?.stream.destroy();
      return opened !== null;
    };
    const deadline = Date.now() + 10_000;
    while (
      ((await kept(old.attemptId)).length > 0 || (await stored(oldShot!.storageKey))) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await kept(old.attemptId)).toEqual([]);
    expect(await stored(oldShot!.storageKey)).toBe(false);
    const [recentShot] = await kept(recent.attemptId);
    expect(recentShot).toBeDefined();
    expect(await stored(recentShot!.storageKey)).toBe(true);
  });
});
