import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADAPTIVE } from '../../demo/assessments';
import { cloneAssessment, inviteCohort } from '../../test/assessments';
import { client } from '../../test/client';
import { explainEach, heaviest } from '../../test/explain';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/**
 * A drive's herd: every student opens the list, the overview and the start within the same minute. What one
 * student's request reads must not grow with the cohort, or the herd costs O(N²). One assessment with 10,000
 * attempts of other students; every statement of each student route is explained (EXPLAIN ANALYZE) and the
 * rows its plan touches are counted.
 */

const COHORT = 10_000;
/** far below the cohort, far above what a student's own rows and a test's questions add up to */
const MOST_ROWS_PER_STATEMENT = 500;

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let student: string;
let testId: string;

type Start = { attemptId: string; firstQuestion: { question: { _id: string } | null } };

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  student = await api.login('student@demo.test', 'Student@123');
  const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
  testId = test.id;
  const { db } = platform.app.deps;
  await inviteCohort(platform.app, test, COHORT);
  await db.execute(sql`
    insert into attempts (id, assessment_id, student_id, number, status, flow, seed, started_at, deadline_at, ended_at)
    select 'cohort-attempt' || n, ${test.id}, 'cohort' || n, 1, 'graded', '{}'::jsonb, 'seed',
      now() - interval '1 hour', now(), now() - interval '30 minutes'
    from generate_series(1, ${COHORT}) n`);
  await db.execute(sql`analyze`);
}, 120_000);
afterAll(() => platform.close());

/** What one request runs and reads, once the session and the test are known from an earlier request. */
async function measure(request: () => Promise<{ status: number }>, runsStatements = true) {
  platform.statements.length = 0;
  const reply = await request();
  expect(reply.status).toBeLessThan(300);
  // the live boards' notices are published by a timer for earlier changes (board-signals.ts), not by the request
  const found = await explainEach(
    platform.app,
    platform.statements.filter((s) => !/pg_notify/i.test(s.query)),
  );
  // a route that reads nothing passes by doing so; the others must have been measured
  if (runsStatements) expect(found.length, 'statements explained').toBeGreaterThan(0);
  return found;
}

describe(`a student's request reads the same rows with ${COHORT.toLocaleString('en')} others in the drive`, () => {
  it('the cohort is really there', async () => {
    const overview = await api.get<{ assessment: { studentsAppeared: number } }>(
      `/api/student/test/${testId}`,
      student,
    );
    expect(overview.body.assessment.studentsAppeared).toBe(COHORT);
  });

  it('the test list, the overview and /me', async () => {
    for (const url of ['/api/student/me', '/api/student/test', `/api/student/test/${testId}`]) {
      await api.get(url, student); // warms the session and the test, as the pages before it do
      // the session is cached after the first request: /me then runs no statement at all
      const found = await measure(() => api.get(url, student), url !== '/api/student/me');
      const worst = heaviest(found);
      expect(worst.rows, `${url}: ${worst.query}`).toBeLessThanOrEqual(MOST_ROWS_PER_STATEMENT);
      // the invitation, the student's attempts and their own terms; the test and its college come from caches
      expect(found.length, `${url} statements`).toBeLessThanOrEqual(3);
    }
  });

  it('start, answer, a proctoring event and the end', async () => {
    let attemptId = '';
    let questionId = '';
    const steps: [string, () => Promise<{ status: number }>][] = [
      [
        'start',
        async () => {
          const reply = await api.post<Start>(`/api/student/test/start/${testId}`, {}, student);
          attemptId = reply.body.attemptId;
          questionId = reply.body.firstQuestion.question?._id ?? '';
          return reply;
        },
      ],
      [
        'answer',
        () => api.post(`/api/student/test/response/${testId}`, { response: 0, questionId }, student),
      ],
      [
        'event',
        () => api.post(`/api/student/test/${testId}/event`, { type: 'connection_restored' }, student),
      ],
      [
        'end',
        () =>
          api.post(
            `/api/student/test/end/${testId}?adaptive=true`,
            { timeTaken: 60, endType: { type: 'manual' } },
            student,
          ),
      ],
    ];
    // the attempt is the invitation: only the start asks for both (in one statement)
    const mostStatements: Record<string, number> = { start: 2, answer: 2, event: 3, end: 4 };
    for (const [name, step] of steps) {
      const found = await measure(step);
      const worst = heaviest(found);
      expect(worst.rows, `${name}: ${worst.query}`).toBeLessThanOrEqual(MOST_ROWS_PER_STATEMENT);
      expect(found.length, `${name} statements`).toBeLessThanOrEqual(mostStatements[name]!);
      // the flow (the question queue and history) grows with the test; ending needs none of it
      if (name === 'end') expect(found.filter((s) => /"flow"/.test(s.query)).map((s) => s.query)).toEqual([]);
    }
    expect(attemptId).not.toBe('');
  });
});
