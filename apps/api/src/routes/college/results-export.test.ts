import { similarityPairs, similarityRuns, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { kolkataDate } from '../../lib/kolkata-date';
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

    // the workbook marks it as text too: a cell edited or saved again as CSV would otherwise become the formula
    const xlsx = await platform.app.inject({
      method: 'GET',
      url: `/api/college/assessments/${test.id}/results/export?format=xlsx`,
      headers: { 'auth-token': staff },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const names = workbook.worksheets[0]?.getColumn(1).values.slice(2);
    expect(names).toEqual([`'=HYPERLINK("http://evil.test","open")`]);
  });

  it('names the file after the assessment and the day, in safe characters, and writes states as words', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, { name: 'Java Basics: "Round 2" / Pune' });
    const student = await api.login('student@demo.test', 'Student@123');
    expect((await api.post(`/api/student/test/start/${test.id}`, {}, student)).status).toBe(200);
    expect((await api.post(`/api/student/test/end/${test.id}`, { endType: 'manual' }, student)).status).toBe(
      200,
    );
    const staff = await api.login('college@demo.test', 'College@123', 'college');
    const today = kolkataDate();
    for (const format of ['csv', 'xlsx']) {
      const reply = await platform.app.inject({
        method: 'GET',
        url: `/api/college/assessments/${test.id}/results/export?format=${format}`,
        headers: { 'auth-token': staff },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-disposition']).toBe(
        `attachment; filename="java-basics-round-2-pune-results-${today}.${format}"`,
      );
      if (format === 'csv') {
        const row = reply.body.split('\r\n').find((line) => line.includes('student@demo.test'));
        expect(row).toContain(',Submitted by the student,');
        expect(row).toMatch(/,(Graded|Awaiting grading),/);
        expect(row).not.toMatch(/,(graded|awaiting_grading|manual),/);
      }
    }
  });

  it('writes the highest code similarity as the screens show it: a whole percentage', async () => {
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const { db } = platform.app.deps;
    const ids: string[] = [];
    for (const email of ['student@demo.test', 'student2@demo.test']) {
      const token = await api.login(email, 'Student@123');
      const start = await api.post<{ attemptId: string }>(`/api/student/test/start/${test.id}`, {}, token);
      await api.post(`/api/student/test/end/${test.id}`, { endType: 'manual' }, token);
      ids.push(start.body.attemptId);
    }
    await db.insert(similarityRuns).values({ assessmentId: test.id, status: 'done', finishedAt: new Date() });
    await db.insert(similarityPairs).values({
      assessmentId: test.id,
      questionId: 'q',
      language: 'py',
      leftAttemptId: ids[0]!,
      rightAttemptId: ids[1]!,
      similarity: 0.876,
      longestFragment: 10,
      longestLines: 4,
      fragments: [],
    });
    const staff = await api.login('college@demo.test', 'College@123', 'college');
    const csv = await platform.app.inject({
      method: 'GET',
      url: `/api/college/assessments/${test.id}/results/export?format=csv`,
      headers: { 'auth-token': staff },
    });
    const lines = csv.body.split('\r\n');
    const column = lines[0]!.split(',').indexOf('Highest code similarity');
    const row = lines.find((line) => line.includes('student@demo.test'))!;
    expect(row.split(',')[column]).toBe('88%');
  });
});
