import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADAPTIVE } from '../../demo/assessments';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
});
afterAll(() => platform.close());

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('college attempt review', () => {
  it('names a proctoring snapshot by the URL the college fetches it from, never by its storage path', async () => {
    const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
    const student = await api.login('student@demo.test', 'Student@123');
    const start = await api.post<{ attemptId: string }>(`/api/student/test/start/${test.id}`, {}, student);
    const shot = await api.post(
      `/api/student/test/${test.id}/screenshot`,
      { image: `data:image/png;base64,${PNG}`, reason: 'movement' },
      student,
    );
    expect(shot.status).toBe(200);
    const staff = await api.login('college@demo.test', 'College@123', 'college');
    const review = await platform.app.inject({
      method: 'GET',
      url: `/api/college/attempts/${start.body.attemptId}`,
      headers: { 'auth-token': staff },
    });
    expect(review.statusCode).toBe(200);
    expect(review.body).not.toMatch(/storageKey|screenshots\/[^"]*\.png/);
    const body = review.json() as {
      timeline: { kind: string; payload: { url?: string; reason?: string } }[];
      screenshots: { url: string }[];
    };
    const step = body.timeline.find((s) => s.kind === 'screenshot')!;
    expect(step.payload).toEqual({ reason: 'movement', url: body.screenshots[0]!.url });
    const image = await platform.app.inject({
      method: 'GET',
      url: step.payload.url!,
      headers: { 'auth-token': staff },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });
});
