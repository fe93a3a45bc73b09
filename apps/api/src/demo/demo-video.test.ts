import { questions } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentNamed } from '../test/assessments';
import { client } from '../test/client';
import { startTestPlatform, type TestPlatform } from '../test/harness';
import { DEMO_LINEAR } from './assessments';

let platform: TestPlatform;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
});
afterAll(() => platform.close());

describe("the demo's video question", () => {
  it('has a real clip, served as WebM to the college and its students and to no one else', async () => {
    const linear = await assessmentNamed(platform.app, DEMO_LINEAR);
    const ids = linear.plan.flatMap((topic) => topic.questionIds);
    const rows = await platform.app.deps.db.select().from(questions).where(eq(questions.type, 'video'));
    const video = rows.find((row) => ids.includes(row.id));
    const url = String(video?.body.videoFile ?? '');
    expect(url).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);

    const fetchAs = async (email: string, password: string, role = 'student') =>
      platform.app.inject({
        method: 'GET',
        url,
        headers: { 'auth-token': await api.login(email, password, role) },
      });
    for (const [email, password, role] of [
      ['student@demo.test', 'Student@123', 'student'],
      ['college@demo.test', 'College@123', 'college'],
    ] as const) {
      const reply = await fetchAs(email, password, role);
      expect(reply.statusCode, email).toBe(200);
      expect(reply.headers['content-type']).toBe('video/webm');
      expect(Number(reply.headers['content-length'])).toBeGreaterThan(1000);
      // an EBML header: the start of every WebM file
      expect([...reply.rawPayload.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    }
    expect((await fetchAs('free@demo.test', 'Student@123')).statusCode).toBe(404);
  });
});
