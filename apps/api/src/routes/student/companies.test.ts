import { formMessages } from '@placement/contract';
import { colleges, companies, jobs } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let asha: string;
let free: string;
let staff: string;
let company: string;
let acmeId: string;
let globexId: string;
let hiddenJobId: string;
let oddJobId: string;

interface Job {
  _id: string;
  title: string;
  companyId: { _id: string; basic: { companyName: string } };
  salary: { min: number | null; max: number | null };
  status: string;
}
type Jobs = { jobs: Job[]; total: number };

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  asha = await api.login('student@demo.test', 'Student@123');
  free = await api.login('free@demo.test', 'Student@123');
  staff = await api.login('college@demo.test', 'College@123', 'college');
  company = await api.login('company@demo.test', 'Company@123', 'company');
  const { db } = platform.app.deps;
  const all = await db.select().from(companies);
  acmeId = all.find((c) => c.name === 'Acme Software')!.id;
  globexId = all.find((c) => c.name === 'Globex Analytics')!.id;
  const [other] = await db.insert(colleges).values({ name: 'Other College' }).returning();
  const [hidden] = await db
    .insert(jobs)
    .values({
      companyId: globexId,
      title: 'Secret Role',
      workplaceType: 'onsite',
      employmentType: 'full-time',
      visibleToCollegeIds: [other!.id],
    })
    .returning();
  hiddenJobId = hidden!.id;
  const [odd] = await db
    .insert(jobs)
    .values({
      companyId: globexId,
      title: 'C++ dev 100%_(.*) [regex]',
      location: 'Delhi_NCR',
      workplaceType: 'onsite',
      employmentType: 'contract',
      createdAt: new Date(Date.now() - 60 * 86_400_000),
    })
    .returning();
  oddJobId = odd!.id;
});
afterAll(() => platform.close());

describe('auth and the college rule', () => {
  const routes = () => [
    '/api/company/jobs/filter',
    `/api/company/jobs/${oddJobId}`,
    `/api/company/${acmeId}`,
    '/api/student/companies',
    '/api/student/dashboard/newjobs',
  ];

  it('answers 401 without a token', async () => {
    for (const url of routes()) {
      const reply = await api.get(url);
      expect(reply.status, url).toBe(401);
      expect(reply.body.message).toBeTruthy();
    }
  });

  it('refuses a student of no college with 403 and a clear message', async () => {
    for (const url of routes().slice(0, 4)) {
      const reply = await api.get(url, free);
      expect(reply.status, url).toBe(403);
      expect(reply.body.message).toBe(
        'Jobs, Companies and Inbox are available only to students of a college',
      );
    }
    const dashboard = await api.get<{ jobs: unknown[] }>('/api/student/dashboard/newjobs', free);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.jobs).toEqual([]);
  });
});

describe('GET /api/student/dashboard/newjobs', () => {
  it("lists recent open jobs visible to the student's college, newest first", async () => {
    const reply = await api.get<{ jobs: Job[] }>('/api/student/dashboard/newjobs', asha);
    expect(reply.status).toBe(200);
    expect(reply.body.jobs.map((j) => j.title)).toEqual([
      'Software Engineer',
      'Frontend Developer Intern',
      'Business Analyst',
      'Machine Learning Intern',
      'Data Analyst',
    ]);
    expect(reply.body.jobs[0]!.companyId).toEqual({ _id: acmeId, basic: { companyName: 'Acme Software' } });
  });
});

describe('GET /api/company/jobs/filter', () => {
  const filter = (query: string, token = asha) => api.get<Jobs>(`/api/company/jobs/filter?${query}`, token);

  it('filters open visible jobs and pages them', async () => {
    const all = await filter('');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(6);
    expect(all.body.jobs.map((j) => j.title)).not.toContain('Secret Role');
    expect(all.body.jobs.map((j) => j.title)).not.toContain('Site Reliability Engineer');

    expect((await filter('title=intern')).body.total).toBe(2);
    expect((await filter('workplaceType=remote')).body.total).toBe(2);
    expect((await filter('employmentType=internship&location=remote')).body.total).toBe(2);
    expect((await filter(`companyId=${globexId}`)).body.total).toBe(3);
    const rich = await filter('salaryMin=10');
    expect(rich.body.jobs.map((j) => j.title).sort()).toEqual(['Business Analyst', 'Software Engineer']);
    const modest = await filter('salaryMax=5');
    expect(modest.body.jobs.map((j) => j.title).sort()).toEqual([
      'Frontend Developer Intern',
      'Machine Learning Intern',
    ]);
    const page = await filter('skip=2&limit=2');
    expect(page.body.total).toBe(6);
    expect(page.body.jobs.map((j) => j.title)).toEqual(['Business Analyst', 'Machine Learning Intern']);
  });

  it('matches %, _ and regex characters literally', async () => {
    for (const text of ['100%_(', '%', '_(', '(.*)', '[regex]', 'C++']) {
      const reply = await filter(`title=${encodeURIComponent(text)}`);
      expect(reply.status, text).toBe(200);
      expect(
        reply.body.jobs.map((j) => j._id),
        text,
      ).toEqual([oddJobId]);
    }
    expect((await filter(`location=${encodeURIComponent('i_N')}`)).body.total).toBe(1);
    expect((await filter(`title=${encodeURIComponent('.*')}`)).body.total).toBe(1);
    expect((await filter(`title=${encodeURIComponent('So%ware')}`)).body.total).toBe(0);
    expect((await filter(`title=${encodeURIComponent('Soft_are')}`)).body.total).toBe(0);
    expect((await filter(`title=${encodeURIComponent('\\')}`)).body.total).toBe(0);
  });

  it('answers bad queries with 400 and a message', async () => {
    for (const query of [
      'limit=0',
      'limit=1000',
      'skip=-1',
      'employmentType=forever',
      'workplaceType=moon',
      'salaryMin=10&salaryMax=5',
      'salaryMin=lots',
      `title=${'x'.repeat(101)}`,
      'companyId=bad%20id',
    ]) {
      const reply = await filter(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body.message, query).toBeTruthy();
    }
    expect((await filter('salaryMin=10&salaryMax=5')).body.message).toBe(formMessages.salaryFilterReversed);
  });

  it('shows college staff their college view and a company only its own jobs', async () => {
    expect((await filter('', staff)).body.total).toBeGreaterThanOrEqual(6);
    const own = await filter('', company);
    expect(own.status).toBe(200);
    expect(new Set(own.body.jobs.map((j) => j.companyId._id))).toEqual(new Set([acmeId]));
    expect(own.body.jobs.map((j) => j.title)).toContain('Site Reliability Engineer');
  });
});

describe('GET /api/company/jobs/{id}', () => {
  it('returns a visible job and 404s one meant for another college', async () => {
    const { jobs: list } = (await api.get<Jobs>('/api/company/jobs/filter?title=Software', asha)).body;
    const reply = await api.get<{ job: Job }>(`/api/company/jobs/${list[0]!._id}`, asha);
    expect(reply.status).toBe(200);
    expect(reply.body.job).toMatchObject({ title: 'Software Engineer', salary: { min: 8, max: 12 } });
    expect((await api.get(`/api/company/jobs/${hiddenJobId}`, asha)).status).toBe(404);
    expect((await api.get(`/api/company/jobs/${hiddenJobId}`, staff)).status).toBe(404);
    expect((await api.get('/api/company/jobs/nope', asha)).status).toBe(404);
    expect((await api.get('/api/company/jobs/bad%20id', asha)).status).toBe(400);
    expect((await api.get(`/api/company/jobs/${oddJobId}`, company)).status).toBe(404);
  });
});

describe('GET /api/company/{id} and the student companies list', () => {
  it('returns companyDetails with basic.companyName', async () => {
    const reply = await api.get<{ company: Record<string, unknown> }>(`/api/company/${acmeId}`, asha);
    expect(reply.status).toBe(200);
    expect(reply.body.company).toMatchObject({
      _id: acmeId,
      basic: { companyName: 'Acme Software', website: 'https://acme.example' },
      openJobs: 3,
    });
    expect((await api.get(`/api/company/${acmeId}`, staff)).status).toBe(200);
    expect((await api.get(`/api/company/${acmeId}`, company)).status).toBe(200);
    expect((await api.get(`/api/company/${globexId}`, company)).status).toBe(403);
    expect((await api.get('/api/company/doesnotexist', asha)).status).toBe(404);
  });

  it('lists companies hiring at the college', async () => {
    const reply = await api.get<{ companies: { basic: { companyName: string }; openJobs: number }[] }>(
      '/api/student/companies',
      asha,
    );
    expect(reply.body.companies.map((c) => [c.basic.companyName, c.openJobs])).toEqual([
      ['Acme Software', 3],
      ['Globex Analytics', 3],
    ]);
  });

  it("does not shadow the company portal's own /me, /login and /logout", async () => {
    const me = await api.get<{ user: { role: string } }>('/api/company/me', company);
    expect(me.status).toBe(200);
    expect(me.body.user.role).toBe('company');
    const login = await api.post('/api/company/login', {
      Email: 'company@demo.test',
      Password: 'Company@123',
    });
    expect(login.status).toBe(200);
    expect((await api.get('/api/company/me', asha)).status).toBe(403);
    const logout = await api.get('/api/company/logout', company);
    expect(logout.body).toEqual({ success: true, message: 'Logged Out' });
  });

  it('publishes every portal route in the OpenAPI document', async () => {
    const docs = await platform.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    for (const path of [
      '/api/company/jobs/filter',
      '/api/company/{id}',
      '/api/student/inbox/getMails',
      '/api/student/profile/update/avatar',
      '/api/files/{id}',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('keeps the closed job out of student views', async () => {
    const [closed] = await platform.app.deps.db.select().from(jobs).where(eq(jobs.status, 'closed'));
    const reply = await api.get<{ job: Job }>(`/api/company/jobs/${closed!.id}`, asha);
    // visible to the college, so it can still be opened from a saved link, but marked closed
    expect(reply.body.job.status).toBe('closed');
  });
});
