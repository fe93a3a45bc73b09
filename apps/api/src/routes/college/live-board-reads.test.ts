import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADAPTIVE } from '../../demo/assessments';
import { cloneAssessment, inviteCohort } from '../../test/assessments';
import { client } from '../../test/client';
import { explainEach } from '../../test/explain';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/**
 * The live board refetches on every change of a busy drive (once a second at most), so what it reads must be the
 * students and their proctoring flags, never what grows with every answer: each attempt's flow (a large jsonb,
 * stored apart from the row) and its answer steps. 1,000 students 20 answers into a 200-question test.
 */

const COHORT = 1_000;
const ANSWERS = 20;
const PROCTOR_STEPS = 2;

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let testId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  const test = await cloneAssessment(platform.app, DEMO_ADAPTIVE, {});
  testId = test.id;
  const { db } = platform.app.deps;
  await inviteCohort(platform.app, test, COHORT);
  const slot = (n: string, q: string) =>
    sql.raw(
      `jsonb_build_object('questionId', md5(${n}::text || ${q}::text), 'topicIndex', ${q} % 4, 'level', 1)`,
    );
  await db.execute(sql`
    insert into attempts (id, assessment_id, student_id, number, status, flow, seed, started_at, deadline_at)
    select 'cohort-attempt' || n, ${test.id}, 'cohort' || n, 1, 'in_progress',
      jsonb_build_object('flow', 'linear',
        'queue', (select jsonb_agg(${slot('n', 'q')}) from generate_series(1, 200) q),
        'history', (select jsonb_agg(${slot('n', 'q')} || '{"correct": true}') from generate_series(1, ${ANSWERS}) q)),
      'seed', now() - interval '10 minutes', now() + interval '1 hour'
    from generate_series(1, ${COHORT}) n`);
  // each attempt's answers with its tab switches among them, as a drive's log has them
  await db.execute(sql`
    insert into attempt_steps (attempt_id, seq, kind, question_id, payload)
    select 'cohort-attempt' || n, s,
      case when s % 10 = 0 then 'proctor' else 'answer' end, md5(n::text || s::text),
      case when s % 10 = 0 then '{"type": "tab_switch"}'::jsonb
        else jsonb_build_object('response', s, 'text', repeat('x', 200)) end
    from generate_series(1, ${COHORT}) n, generate_series(1, ${ANSWERS + PROCTOR_STEPS}) s`);
  await db.execute(sql`analyze`);
}, 300_000);
afterAll(() => platform.close());

describe(`the live board of ${COHORT.toLocaleString('en')} students reads neither flows nor answers`, () => {
  it('shows every student with answers counted and tab switches flagged', async () => {
    const board = await api.get<{ rows: { name: string; answered: number; risk: { flagged: boolean } }[] }>(
      `/api/college/assessments/${testId}/live`,
      staff,
    );
    const cohort = board.body.rows.filter((row) => row.name.startsWith('Cohort '));
    expect(cohort).toHaveLength(COHORT);
    expect(cohort.every((row) => row.answered === ANSWERS && row.risk.flagged)).toBe(true);
  });

  it('touches rows in proportion to the students and their flags, and pages without the flows', async () => {
    await api.get(`/api/college/assessments/${testId}/live`, staff);
    platform.statements.length = 0;
    const reply = await api.get(`/api/college/assessments/${testId}/live`, staff);
    expect(reply.status).toBe(200);
    const found = await explainEach(platform.app, [...platform.statements]);
    expect(found.length).toBeGreaterThan(2);
    // the answer steps alone are 20,000 rows; the students, their attempts and their 2,000 flags (each counted
    // at every plan node it passes) far fewer
    const mostRows = COHORT * ANSWERS * 0.5;
    // reading the flows of 1,000 attempts of a 200-question test takes some 4,000 pages
    const mostPages = 2 * COHORT;
    for (const statement of found) {
      expect(statement.rows, statement.query).toBeLessThanOrEqual(mostRows);
      expect(statement.pages, statement.query).toBeLessThanOrEqual(mostPages);
    }
  });

  it('reads again only the proctoring steps of an attempt whose log moved since the last refetch', async () => {
    type Board = { rows: { attemptId: string | null; risk: { counts: { tabSwitches: number } } | null }[] };
    const board = `/api/college/assessments/${testId}/live`;
    await api.get(board, staff);
    // one more tab switch for one student, appended as the chain appends: the step and the head together
    const seq = ANSWERS + PROCTOR_STEPS + 1;
    const { db } = platform.app.deps;
    await db.execute(sql`
      insert into attempt_steps (attempt_id, seq, kind, payload)
      values ('cohort-attempt7', ${seq}, 'proctor', '{"type": "tab_switch"}'::jsonb)`);
    await db.execute(sql`update attempts set last_seq = ${seq} where id = 'cohort-attempt7'`);
    platform.statements.length = 0;
    const reply = await api.get<Board>(board, staff);
    const tabSwitches = (id: string) =>
      reply.body.rows.find((row) => row.attemptId === id)?.risk?.counts.tabSwitches;
    expect(tabSwitches('cohort-attempt7')).toBe(PROCTOR_STEPS + 1);
    expect(tabSwitches('cohort-attempt8')).toBe(PROCTOR_STEPS);
    const stepReads = platform.statements.filter((s) => /attempt_steps/.test(s.query));
    expect(stepReads).toHaveLength(1);
    const [read] = await explainEach(platform.app, stepReads);
    // that attempt's three flags, not the 3,000 of the drive
    expect(read!.rows).toBeLessThanOrEqual(20);
  });
});
