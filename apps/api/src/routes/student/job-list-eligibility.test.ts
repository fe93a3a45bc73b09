import { companies, jobs, students, users } from '@placement/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/**
 * The student's job list (#45): the jobs open to them first without hiding the others, each with whether they
 * may apply and the sentence saying why not, judged with a number of queries that does not grow with the jobs.
 */

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let ravi: string;
let companyId: string;
let cycleId: string;

type Listed = { _id: string; title: string; eligibility?: { eligible: boolean; sentence: string | null } };
type Page = { jobs: Listed[]; total: number };

async function job(title: string, values: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await platform.app.deps.db
    .insert(jobs)
    .values({ companyId, title, workplaceType: 'onsite', employmentType: 'full-time', ...values })
    .returning();
  return row!.id;
}

async function jobWithTerms(title: string, rules: Record<string, unknown>) {
  const jobId = await job(title);
  const terms = await api.put(`/api/college/season/jobs/${jobId}/terms`, { cycleId, ctc: 8, rules }, staff);
  expect(terms.status).toBe(200);
  return jobId;
}

const list = (query = 'limit=100', token = ravi) => api.get<Page>(`/api/company/jobs/filter?${query}`, token);

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  const { db } = platform.app.deps;
  const [company] = await db.select().from(companies).limit(1);
  companyId = company!.id;
  const [user] = await db
    .insert(users)
    .values({
      role: 'student',
      email: 'ravi@jobs.test',
      passwordHash: await hashPassword('Jobs@1234'),
      firstName: 'Ravi',
      collegeId: platform.collegeId,
    })
    .returning();
  await db.insert(students).values({ userId: user!.id, batch: '2027' });
  ravi = await api.login('ravi@jobs.test', 'Jobs@1234');
  await api.put(
    '/api/college/season/branches',
    { branches: ['CSE', 'IT', 'ECE'].map((branch) => ({ programme: 'B.Tech', branch })) },
    staff,
  );
  const cycle = await api.post<{ cycle: { _id: string } }>(
    '/api/college/season/cycles',
    { kind: 'placement', academicYear: '2026-27', batches: ['2027'] },
    staff,
  );
  cycleId = cycle.body.cycle._id;
  const record = await api.patch(
    `/api/college/season/records/${user!.id}`,
    { facts: { programme: 'B.Tech', branch: 'ECE', cgpa: 6.9 }, verify: ['programme', 'branch', 'cgpa'] },
    staff,
  );
  expect(record.status).toBe(200);
  const enrolled = await api.put(
    `/api/student/season/cycles/${cycleId}/enrolment`,
    { state: 'enrolled', consent: true },
    ravi,
  );
  expect(enrolled.status).toBe(200);
});

afterAll(async () => {
  await platform?.close();
});

describe("the student's job list", () => {
  it('lists the jobs open to the student first, the others after with the sentence saying why', async () => {
    const before = (await list()).body;
    const cse = await jobWithTerms('CSE only', { branches: ['CSE', 'IT'], minCgpa: 7 });
    const open = await jobWithTerms('Any branch', {});
    const batch = await job('Batch of 2030', { eligibleBatches: ['2030'] });
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(before.total + 3);
    const ids = reply.body.jobs.map((j) => j._id);
    const firstRefused = reply.body.jobs.findIndex((j) => !j.eligibility?.eligible);
    expect(reply.body.jobs.slice(firstRefused).every((j) => j.eligibility?.eligible === false)).toBe(true);
    expect(ids[0]).toBe(open);
    expect(ids.slice(firstRefused)).toEqual([batch, cse]);
    expect(reply.body.jobs.find((j) => j._id === cse)!.eligibility).toEqual({
      eligible: false,
      sentence: 'You cannot apply: CGPA 6.9 is below 7.0; ECE is not among CSE, IT',
    });
    expect(reply.body.jobs.find((j) => j._id === batch)!.eligibility).toEqual({
      eligible: false,
      sentence: 'You cannot apply: Batch 2027 is not among 2030',
    });
    expect(reply.body.jobs.find((j) => j._id === open)!.eligibility).toEqual({
      eligible: true,
      sentence: null,
    });

    // the order holds across pages
    const last = await list(`skip=${reply.body.total - 2}&limit=2`);
    expect(last.body.jobs.map((j) => j._id)).toEqual([batch, cse]);
    expect(last.body.total).toBe(reply.body.total);

    // applying says the same
    const refused = await api.post<{ message: string }>(`/api/student/jobs/${batch}/apply`, {}, ravi);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You cannot apply: Batch 2027 is not among 2030');
    const why = await api.get<{ eligibility: { eligible: boolean; reasons: { words: string }[] } }>(
      `/api/student/jobs/${batch}/eligibility`,
      ravi,
    );
    expect(why.body.eligibility.eligible).toBe(false);
    expect(why.body.eligibility.reasons.map((r) => r.words)).toEqual(['Batch 2027 is not among 2030']);
  });

  it('follows an inclusion by the placement cell', async () => {
    const jobId = await jobWithTerms('Included anyway', { branches: ['CSE'] });
    const included = await api.put(
      `/api/college/season/jobs/${jobId}/students/${await raviId()}/eligibility`,
      { decision: 'include', reason: 'Company agreed' },
      staff,
    );
    expect(included.status).toBe(200);
    const listed = (await list()).body.jobs.find((j) => j._id === jobId)!;
    expect(listed.eligibility).toEqual({ eligible: true, sentence: null });
  });

  it('judges every job with the same number of queries, however many there are', async () => {
    const count = async () => {
      const start = platform.queries.length;
      expect((await list()).status).toBe(200);
      return platform.queries.length - start;
    };
    const few = await count();
    for (let i = 0; i < 6; i++) await jobWithTerms(`More ${i}`, { branches: ['CSE'] });
    await job('More without terms', { eligibleBatches: ['2031'] });
    expect(await count()).toBe(few);
  });

  it('leaves the list of staff and companies as it was, without eligibility', async () => {
    const staffList = await list('limit=100', staff);
    expect(staffList.status).toBe(200);
    expect(staffList.body.jobs.every((j) => j.eligibility === undefined)).toBe(true);
  });
});

async function raviId() {
  const me = await api.get<{ student: { _id: string } }>('/api/student/me', ravi);
  return me.body.student._id;
}
