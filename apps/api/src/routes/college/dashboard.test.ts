import { companies, jobs, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kolkataDate } from '../../lib/kolkata-date';
import { lastMonths } from '../../services/dashboard/dashboard';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let otherStaff: string;
let otherCollegeId: string;
let asha: string;
let rahul: string;
const ids = {} as Record<'asha' | 'rahul' | 'acme' | 'globex' | 'engineer' | 'analyst', string>;

interface Placement {
  _id: string;
  student: { _id: string; Email: string; batch: string | null };
  company: { _id: string; basic: { companyName: string } };
  job: { _id: string; title: string } | null;
  package: number;
  placedOn: string;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  const other = await otherCollege(platform.app);
  otherCollegeId = other.collegeId;
  staff = await api.login('college@demo.test', 'College@123', 'college');
  otherStaff = await api.login(other.email, other.password, 'college');
  asha = await api.login('student@demo.test', 'Student@123');
  rahul = await api.login('student2@demo.test', 'Student@123');
  const { db } = platform.app.deps;
  const idOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  ids.asha = await idOf('student@demo.test');
  ids.rahul = await idOf('student2@demo.test');
  ids.acme = (await db.select().from(companies).where(eq(companies.name, 'Acme Software')))[0]!.id;
  ids.globex = (await db.select().from(companies).where(eq(companies.name, 'Globex Analytics')))[0]!.id;
  ids.engineer = (await db.select().from(jobs).where(eq(jobs.title, 'Software Engineer')))[0]!.id;
  ids.analyst = (await db.select().from(jobs).where(eq(jobs.title, 'Business Analyst')))[0]!.id;
});
afterAll(() => platform.close());

const dashboard = (token = staff, collegeId = platform.collegeId) =>
  api.get<{
    companies: { _id: string; basic: { companyName: string }; openJobs: number; placedStudents: number }[];
    stats: Record<string, number>;
    series: { month: string; students: number; placements: number }[];
  }>(`/api/college/dashboard/companies/${collegeId}`, token);

const place = (body: Record<string, unknown>, token = staff) =>
  api.post<{ placement: Placement }>('/api/college/placements', body, token);
const placed = (body: Record<string, unknown> = {}, token = staff) =>
  api.post<{ students: Placement[]; total: number }>('/api/college/dashboard/placed/students', body, token);

const monthsAgo = (n: number) => {
  const d = new Date();
  d.setUTCDate(15);
  d.setUTCMonth(d.getUTCMonth() - n);
  return kolkataDate(d);
};

describe('college dashboard', () => {
  it('shows companies, KPIs and a twelve-month series before any placement', async () => {
    const reply = await dashboard();
    expect(reply.status).toBe(200);
    const byName = Object.fromEntries(reply.body.companies.map((c) => [c.basic.companyName, c.openJobs]));
    expect(byName).toEqual({ 'Acme Software': 3, 'Globex Analytics': 2 });
    expect(reply.body.stats).toEqual({
      students: 2,
      companies: 2,
      jobs: 6,
      placedStudents: 0,
      averagePackage: 0,
      highestPackage: 0,
    });
    expect(reply.body.series.map((p) => p.month)).toEqual(lastMonths());
    expect(reply.body.series.at(-1)).toEqual({
      month: kolkataDate().slice(0, 7),
      students: 2,
      placements: 0,
    });
  });

  it('lists the jobs the college can see, with paging, and the new ones', async () => {
    const reply = await api.get<{ jobs: { title: string }[]; newJobs: { title: string }[]; total: number }>(
      `/api/college/dashboard/jobs/${platform.collegeId}?skip=0&limit=2`,
      staff,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(6);
    expect(reply.body.jobs.map((j) => j.title)).toEqual(['Software Engineer', 'Frontend Developer Intern']);
    expect(reply.body.newJobs.map((j) => j.title)).not.toContain('Site Reliability Engineer');
    const other = await api.get<{ total: number; jobs: { title: string }[] }>(
      `/api/college/dashboard/jobs/${otherCollegeId}?limit=50`,
      otherStaff,
    );
    expect(other.body.total).toBe(5);
    expect(other.body.jobs.map((j) => j.title)).not.toContain('Frontend Developer Intern');
  });

  it('lists companies with a job in the last 30 days as new', async () => {
    const reply = await api.get<{ newCompanies: { basic: { companyName: string } }[] }>(
      `/api/college/dashboard/companies/new/${platform.collegeId}`,
      staff,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.newCompanies.map((c) => c.basic.companyName)).toEqual([
      'Acme Software',
      'Globex Analytics',
    ]);
  });

  it("gives a college 403 for another college's id", async () => {
    expect((await dashboard(staff, otherCollegeId)).status).toBe(403);
    expect((await dashboard(otherStaff)).status).toBe(403);
    const own = await dashboard(otherStaff, otherCollegeId);
    expect(own.status).toBe(200);
    expect(own.body.stats.students).toBe(0);
  });
});

describe('placements', () => {
  it('records placements that the dashboard, the filters and the student then show', async () => {
    const first = await place({
      studentId: ids.asha,
      companyId: ids.acme,
      jobId: ids.engineer,
      package: 12.5,
      placedOn: kolkataDate(),
    });
    expect(first.status).toBe(200);
    expect(first.body.placement).toMatchObject({
      student: { _id: ids.asha, Email: 'student@demo.test', batch: '2027' },
      company: { _id: ids.acme, basic: { companyName: 'Acme Software' } },
      job: { _id: ids.engineer, title: 'Software Engineer' },
      package: 12.5,
    });
    const second = await place({
      studentId: ids.rahul,
      companyId: ids.globex,
      package: 8,
      placedOn: monthsAgo(2),
    });
    expect(second.status).toBe(200);

    const reply = await dashboard();
    expect(reply.body.stats).toMatchObject({
      placedStudents: 2,
      averagePackage: 10.25,
      highestPackage: 12.5,
    });
    expect(reply.body.series.at(-1)!.placements).toBe(1);
    expect(reply.body.series.at(-3)!.placements).toBe(1);
    const acme = reply.body.companies.find((c) => c._id === ids.acme)!;
    expect(acme.placedStudents).toBe(1);

    expect((await placed()).body.total).toBe(2);
    expect((await placed({ company: ids.acme })).body.students.map((s) => s.student._id)).toEqual([ids.asha]);
    expect((await placed({ minPackage: 9 })).body.students.map((s) => s.student._id)).toEqual([ids.asha]);
    expect((await placed({ maxPackage: 9 })).body.students.map((s) => s.student._id)).toEqual([ids.rahul]);
    expect((await placed({ from: kolkataDate() })).body.total).toBe(1);
    expect((await placed({ to: monthsAgo(1) })).body.students.map((s) => s.student._id)).toEqual([ids.rahul]);
    expect((await placed({ batch: '2027' })).body.total).toBe(2);
    expect((await placed({ batch: '2030' })).body.total).toBe(0);
    expect((await placed({ search: 'rahul' })).body.students.map((s) => s.student._id)).toEqual([ids.rahul]);
    expect((await placed({ search: '%' })).body.total).toBe(0);
    expect((await placed({ skip: 1, limit: 1 })).body.students).toHaveLength(1);
    expect((await placed({ minPackage: 10, maxPackage: 5 })).status).toBe(400);
    expect((await placed({ from: '2026-02-30' })).status).toBe(400);
    expect((await placed({}, otherStaff)).body.total).toBe(0);

    const list = await api.get<{ students: Placement[]; total: number }>('/api/college/placements', staff);
    expect(list.body.total).toBe(2);

    const mine = await api.get<{ placed: boolean; placements: Placement[] }>(
      '/api/student/dashboard/placement',
      asha,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.placed).toBe(true);
    expect(mine.body.placements.map((p) => p.company.basic.companyName)).toEqual(['Acme Software']);

    // deleting: only the college's own; then the counts follow
    const id = second.body.placement._id;
    expect((await api.call('DELETE', `/api/college/placements/${id}`, { token: otherStaff })).status).toBe(
      404,
    );
    expect((await api.call('DELETE', `/api/college/placements/${id}`, { token: staff })).status).toBe(200);
    expect((await api.call('DELETE', `/api/college/placements/${id}`, { token: staff })).status).toBe(404);
    expect((await dashboard()).body.stats).toMatchObject({ placedStudents: 1, averagePackage: 12.5 });
    const rahulView = await api.get<{ placed: boolean }>('/api/student/dashboard/placement', rahul);
    expect(rahulView.body.placed).toBe(false);
  });

  it('refuses a student of another college, an unknown company, a job of another company and bad days', async () => {
    const base = { studentId: ids.asha, companyId: ids.acme, package: 5, placedOn: kolkataDate() };
    expect((await place(base, otherStaff)).status).toBe(404);
    expect((await place({ ...base, companyId: 'nosuchcompany' })).status).toBe(404);
    expect((await place({ ...base, jobId: ids.analyst })).status).toBe(400);
    expect((await place({ ...base, placedOn: '2026-13-01' })).status).toBe(400);
    expect((await place({ ...base, package: -1 })).status).toBe(400);
    expect((await place({ ...base, studentId: ids.acme })).status).toBe(404);
  });
});
