import { users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
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

describe('results export', () => {
  it('writes a name that looks like a formula as text in the CSV', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const student = await api.login('student2@demo.test', 'Student@123');
    await platform.app.deps.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil.test","open")', lastName: '' })
      .where(eq(users.email, 'student2@demo.test'));
    expect((await api.post(`/api/student/test/start/${test.id}`, {}, student)).status).toBe(200);
    const staff = await api.login('college@demo.test', 'College@123', 'college');
    const csv = await platform.app.inject({
      method: 'GET',
      url: `/api/college/assessments/${test.id}/results/export?format=csv`,
      headers: { 'auth-token': staff },
    });
    expect(csv.statusCode).toBe(200);
    const row = csv.body.split('\r\n').find((line) => line.includes('student2@demo.test'));
    expect(row?.startsWith(`"'=HYPERLINK(""http://evil.test"",""open"")",student2@demo.test,`)).toBe(true);
  });
});
