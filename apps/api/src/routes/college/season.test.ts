import { academicRecordChanges, companies, jobs, students, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/**
 * The placement season's rules (#45) on the fixture: a policy {dream ≥ 10 LPA, super dream ≥ 15, one
 * offer per tier, one upgrade}; a job needing CGPA ≥ 7.0, no active backlog, CSE or IT, batch 2027.
 */

let platform: TestPlatform;
let api: ReturnType<typeof client>;
const token = {} as Record<'staff' | 'otherStaff' | 'ravi' | 'priya' | 'kiran' | 'meera', string>;
const id = {} as Record<'ravi' | 'priya' | 'kiran' | 'meera' | 'company' | 'cycle', string>;

const POLICY = {
  tiers: [
    { name: 'Regular', minCtc: 0 },
    { name: 'Dream', minCtc: 10 },
    { name: 'Super dream', minCtc: 15 },
  ],
  offersPerTier: 1,
  upgrades: 1,
  ppoCountsAsPlaced: true,
  acceptanceClosesApplications: true,
};
const RULES = { minCgpa: 7, maxActiveBacklogs: 0, branches: ['CSE', 'IT'], passOutYears: [2027] };
const VERIFIED = ['programme', 'branch', 'passOutYear', 'cgpa', 'activeBacklogs', 'totalBacklogs'];

async function student(key: 'ravi' | 'priya' | 'kiran' | 'meera', firstName: string) {
  const { db } = platform.app.deps;
  const email = `${key}@season.test`;
  const [user] = await db
    .insert(users)
    .values({
      role: 'student',
      email,
      passwordHash: await hashPassword('Season@123'),
      firstName,
      collegeId: platform.collegeId,
    })
    .returning();
  await db.insert(students).values({ userId: user!.id, batch: '2027' });
  id[key] = user!.id;
  token[key] = await api.login(email, 'Season@123');
}

/** A job of the demo company with the college's terms at `ctc` LPA. */
async function jobAt(ctc: number, title = `Engineer ${ctc} LPA`) {
  const [job] = await platform.app.deps.db
    .insert(jobs)
    .values({ companyId: id.company, title, workplaceType: 'onsite', employmentType: 'full-time' })
    .returning();
  const terms = await api.put(
    `/api/college/season/jobs/${job!.id}/terms`,
    { cycleId: id.cycle, ctc, rules: RULES },
    token.staff,
  );
  expect(terms.status).toBe(200);
  return job!.id;
}

const record = (key: keyof typeof id, facts: Record<string, unknown>) =>
  api.patch(`/api/college/season/records/${id[key]}`, { facts, verify: VERIFIED }, token.staff);

const place = (key: keyof typeof id, ctc: number) =>
  api.post(
    '/api/college/placements',
    { studentId: id[key], companyId: id.company, package: ctc, placedOn: '2026-11-20' },
    token.staff,
  );

const apply = (key: 'ravi' | 'priya' | 'kiran' | 'meera', jobId: string) =>
  api.post<{ message: string; code?: string }>(`/api/student/jobs/${jobId}/apply`, {}, token[key]);

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  const other = await otherCollege(platform.app);
  token.staff = await api.login('college@demo.test', 'College@123', 'college');
  token.otherStaff = await api.login(other.email, other.password, 'college');
  const [company] = await platform.app.deps.db.select().from(companies).limit(1);
  id.company = company!.id;
  await student('ravi', 'Ravi');
  await student('priya', 'Priya');
  await student('kiran', 'Kiran');
  await student('meera', 'Meera');
  const branches = await api.put(
    '/api/college/season/branches',
    { branches: ['CSE', 'IT', 'ECE'].map((branch) => ({ programme: 'B.Tech', branch })) },
    token.staff,
  );
  expect(branches.status).toBe(200);
  const cycle = await api.post<{ cycle: { _id: string; policy: { version: number } } }>(
    '/api/college/season/cycles',
    { kind: 'placement', academicYear: '2026-27', batches: ['2027'], policy: POLICY },
    token.staff,
  );
  expect(cycle.status).toBe(200);
  expect(cycle.body.cycle.policy.version).toBe(1);
  id.cycle = cycle.body.cycle._id;
  const good = {
    programme: 'B.Tech',
    branch: 'CSE',
    passOutYear: 2027,
    cgpa: 8.1,
    activeBacklogs: 0,
    totalBacklogs: 0,
  };
  expect(
    (await record('ravi', { ...good, cgpa: 6.9, branch: 'ECE', activeBacklogs: 1, totalBacklogs: 1 })).status,
  ).toBe(200);
  for (const key of ['priya', 'kiran', 'meera'] as const) expect((await record(key, good)).status).toBe(200);
  for (const key of ['ravi', 'priya', 'kiran', 'meera'] as const) {
    const enrolled = await api.put(
      `/api/student/season/cycles/${id.cycle}/enrolment`,
      { state: 'enrolled', consent: true },
      token[key],
    );
    expect(enrolled.status).toBe(200);
  }
  expect((await place('priya', 4)).status).toBe(200);
  expect((await place('kiran', 16)).status).toBe(200);
});

afterAll(async () => {
  await platform?.close();
});

describe('eligibility with reasons', () => {
  it('refuses CGPA 6.9, ECE and one active backlog with exactly those three reasons, each with its values', async () => {
    const jobId = await jobAt(8);
    const why = await api.get<{ eligibility: { eligible: boolean; reasons: object[]; sentence: string } }>(
      `/api/student/jobs/${jobId}/eligibility`,
      token.ravi,
    );
    expect(why.status).toBe(200);
    expect(why.body.eligibility.eligible).toBe(false);
    expect(why.body.eligibility.reasons).toEqual([
      {
        kind: 'rule',
        rule: 'minCgpa',
        required: 'at least 7.0',
        actual: '6.9',
        words: 'CGPA 6.9 is below 7.0',
      },
      {
        kind: 'rule',
        rule: 'branches',
        required: 'CSE, IT',
        actual: 'ECE',
        words: 'ECE is not among CSE, IT',
      },
      {
        kind: 'rule',
        rule: 'maxActiveBacklogs',
        required: 'at most 0',
        actual: '1',
        words: '1 active backlog where at most 0 are allowed',
      },
    ]);
    const refused = await apply('ravi', jobId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'NOT_ELIGIBLE',
      message:
        'You cannot apply: CGPA 6.9 is below 7.0; ECE is not among CSE, IT; 1 active backlog where at most 0 are allowed',
    });
    expect((await apply('meera', jobId)).status).toBe(200);
  });

  it('lets a TPO inclusion through, and shows it on the job log', async () => {
    const jobId = await jobAt(8, 'Included role');
    const included = await api.put(
      `/api/college/season/jobs/${jobId}/students/${id.ravi}/eligibility`,
      { decision: 'include', reason: 'The company agreed to see him' },
      token.staff,
    );
    expect(included.status).toBe(200);
    expect((await apply('ravi', jobId)).status).toBe(200);
    const log = await api.get<{
      entries: { kind: string; detail: string; student: { name: string } | null }[];
    }>(`/api/college/season/jobs/${jobId}/log`, token.staff);
    expect(log.body.entries[0]).toMatchObject({
      kind: 'included',
      detail: 'The company agreed to see him',
      student: { name: 'Ravi' },
    });
    const excluded = await api.put(
      `/api/college/season/jobs/${jobId}/students/${id.meera}/eligibility`,
      { decision: 'exclude', reason: 'Debarred for misconduct' },
      token.staff,
    );
    expect(excluded.status).toBe(200);
    expect((await apply('meera', jobId)).body.message).toBe(
      'You cannot apply: The placement cell excluded you from this job: Debarred for misconduct',
    );
  });
});

describe('the offer policy', () => {
  it('lets a student placed at 4 LPA apply at 12 LPA and refuses them at 5 LPA with the reason', async () => {
    expect((await apply('priya', await jobAt(12))).status).toBe(200);
    const refused = await apply('priya', await jobAt(5));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('the policy allows 1 offer per tier');
  });

  it('refuses a student placed at 16 LPA everywhere', async () => {
    for (const ctc of [5, 12, 20]) expect((await apply('kiran', await jobAt(ctc))).status).toBe(403);
  });

  it('leaves applications made before a policy change on their version', async () => {
    const before = await apply('priya', await jobAt(13, 'Before the change'));
    expect(before.status).toBe(200);
    const changed = await api.put<{ cycle: { policy: { version: number } } }>(
      `/api/college/season/cycles/${id.cycle}/policy`,
      { ...POLICY, offersPerTier: 2 },
      token.staff,
    );
    expect(changed.body.cycle.policy.version).toBe(2);
    // now a second regular offer is allowed
    expect((await apply('priya', await jobAt(5, 'After the change'))).status).toBe(200);
    const versions = await platform.app.deps.db.execute<{ title: string; version: number }>(
      `select j.title, p.version from job_applications a join jobs j on j.id = a.job_id
       join offer_policies p on p.id = a.policy_id where a.student_id = '${id.priya}' order by a.created_at`,
    );
    expect(versions.rows.map((r) => [r.title, r.version])).toEqual([
      ['Engineer 12 LPA', 1],
      ['Before the change', 1],
      ['After the change', 2],
    ]);
  });

  it('refuses overlapping tiers with a message, and writes no version', async () => {
    const overlapping = await api.put(
      `/api/college/season/cycles/${id.cycle}/policy`,
      {
        ...POLICY,
        tiers: [
          { name: 'Regular', minCtc: 0 },
          { name: 'Dream', minCtc: 10 },
          { name: 'Super', minCtc: 9 },
        ],
      },
      token.staff,
    );
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.message).toContain('overlap');
    const cycles = await api.get<{ cycles: { policy: { version: number } }[] }>(
      '/api/college/season/cycles',
      token.staff,
    );
    expect(cycles.body.cycles[0]!.policy.version).toBe(2);
  });
});

describe('verified academic records', () => {
  it('refuses a student changing a verified CGPA, and logs a staff change with old and new values', async () => {
    const refused = await api.patch('/api/student/season/record', { cgpa: 9.5 }, token.ravi);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('CGPA is verified by the placement cell: ask them to change it');
    const free = await api.patch<{ record: { classX: number } }>(
      '/api/student/season/record',
      { classX: 88.5 },
      token.ravi,
    );
    expect(free.status).toBe(200);
    expect(free.body.record.classX).toBe(88.5);
    expect(
      (await api.patch(`/api/college/season/records/${id.ravi}`, { facts: { cgpa: 7.2 } }, token.staff))
        .status,
    ).toBe(200);
    const changes = await api.get<{
      changes: { field: string; action: string; oldValue: string; newValue: string; byRole: string }[];
    }>(`/api/college/season/records/${id.ravi}/changes`, token.staff);
    expect(changes.body.changes[0]).toMatchObject({
      field: 'cgpa',
      action: 'edit',
      oldValue: '6.9',
      newValue: '7.2',
      byRole: 'college',
    });
    expect(changes.body.changes.some((c) => c.field === 'classX' && c.byRole === 'student')).toBe(true);
  });

  it('refuses bad values with a message and writes nothing', async () => {
    const before = await platform.app.deps.db
      .select()
      .from(academicRecordChanges)
      .where(eq(academicRecordChanges.studentId, id.meera));
    for (const [facts, message] of [
      [{ cgpa: 3.9, cgpaScale: 4, classXII: 70 }, null],
      [{ cgpa: 4.5, cgpaScale: 4 }, 'A CGPA of 4.5 is outside its scale of 0 to 4.'],
      [{ branch: 'Mechanical' }, 'The college does not offer the branch Mechanical in B.Tech'],
    ] as const) {
      const reply = await api.patch(`/api/college/season/records/${id.meera}`, { facts }, token.staff);
      if (message) {
        expect(reply.status).toBe(400);
        expect(reply.body.message).toBe(message);
      } else expect(reply.status).toBe(200);
    }
    // a field cleared is null, not 0 (the validator's coercion read a null as 0)
    const cleared = await api.patch<{ record: { classXII: number | null } }>(
      '/api/student/season/record',
      { classXII: null },
      token.meera,
    );
    expect(cleared.body.record.classXII).toBeNull();
    const percent = await api.patch('/api/student/season/record', { classX: 101 }, token.meera);
    expect(percent.status).toBe(400);
    const after = await platform.app.deps.db
      .select()
      .from(academicRecordChanges)
      .where(eq(academicRecordChanges.studentId, id.meera));
    expect(after.length - before.length).toBe(4); // the one good change's three fields, and the cleared one
  });

  it("keeps one college's records, cycles and jobs from another's staff", async () => {
    expect((await api.get(`/api/college/season/records/${id.ravi}`, token.otherStaff)).status).toBe(404);
    expect(
      (await api.patch(`/api/college/season/records/${id.ravi}`, { verify: ['cgpa'] }, token.otherStaff))
        .status,
    ).toBe(404);
    expect(
      (await api.get(`/api/college/season/cycles/${id.cycle}/enrolments`, token.otherStaff)).status,
    ).toBe(404);
    expect((await api.get(`/api/college/season/cycles/${id.cycle}/enrolments`, token.ravi)).status).toBe(403);
  });
});

describe('cycles and enrolment', () => {
  it('shows staff who enrolled and who opted out and why, and refuses a student outside the cycle', async () => {
    const optOut = await api.put(
      `/api/student/season/cycles/${id.cycle}/enrolment`,
      { state: 'opted_out', reason: 'Going for higher studies' },
      token.meera,
    );
    expect(optOut.status).toBe(200);
    const list = await api.get<{
      enrolments: { student: { name: string }; state: string; optOutReason: string | null }[];
    }>(`/api/college/season/cycles/${id.cycle}/enrolments`, token.staff);
    expect(list.body.enrolments.find((e) => e.student.name === 'Meera')).toMatchObject({
      state: 'opted_out',
      optOutReason: 'Going for higher studies',
    });
    expect((await apply('meera', await jobAt(8, 'After opting out'))).body.message).toBe(
      'You cannot apply: You opted out of the 2026-27 placement cycle',
    );
    const twice = await api.post(
      '/api/college/season/cycles',
      { kind: 'placement', academicYear: '2026-27', batches: ['2027'] },
      token.staff,
    );
    expect(twice.status).toBe(409);
  });
});
