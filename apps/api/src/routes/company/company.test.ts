import { formMessages } from '@placement/contract';
import { companies, jobs, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { fixtures, upload } from '../student/test-support';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let acme: string;
let globex: string;
let asha: string;
let rahul: string;
let free: string;
let otherCollegeId: string;
const ids = {} as Record<'acme' | 'globex' | 'globexJob' | 'closedJob', string>;

interface CompanyJob {
  _id: string;
  title: string;
  companyId: { _id: string };
  salary: { min: number | null; max: number | null };
  eligibleBatches: string[];
  visibleToCollegeIds: string[];
  applications: number;
  status: string;
}
interface Applicant {
  _id: string;
  status: string;
  student: { Email: string; college: { name: string } | null };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  const { db } = platform.app.deps;
  otherCollegeId = (await otherCollege(platform.app)).collegeId;
  ids.acme = (await db.select().from(companies).where(eq(companies.name, 'Acme Software')))[0]!.id;
  ids.globex = (await db.select().from(companies).where(eq(companies.name, 'Globex Analytics')))[0]!.id;
  ids.globexJob = (await db.select().from(jobs).where(eq(jobs.title, 'Business Analyst')))[0]!.id;
  ids.closedJob = (await db.select().from(jobs).where(eq(jobs.title, 'Site Reliability Engineer')))[0]!.id;
  await db.insert(users).values({
    role: 'company',
    email: 'hr@globex.test',
    passwordHash: await hashPassword('Globex@123'),
    firstName: 'Gina',
    companyId: ids.globex,
  });
  acme = await api.login('company@demo.test', 'Company@123', 'company');
  globex = await api.login('hr@globex.test', 'Globex@123', 'company');
  asha = await api.login('student@demo.test', 'Student@123');
  rahul = await api.login('student2@demo.test', 'Student@123');
  free = await api.login('free@demo.test', 'Student@123');
});
afterAll(() => platform.close());

describe('company profile', () => {
  it('reads and updates the profile, and the student view follows', async () => {
    const read = await api.get<{ company: Record<string, unknown> }>('/api/company/profile', acme);
    expect(read.status).toBe(200);
    expect(read.body.company).toMatchObject({
      _id: ids.acme,
      basic: {
        companyName: 'Acme Software',
        website: 'https://acme.example',
        sector: 'Software',
        logo: null,
      },
      approved: true,
    });
    const updated = await api.put<{ company: Record<string, unknown> }>(
      '/api/company/profile',
      {
        basic: { companyName: 'Acme Software Pvt Ltd', sector: 'SaaS' },
        about: 'We build tools.',
        locations: ['Pune', 'Remote', 'Pune'],
      },
      acme,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.company).toMatchObject({
      basic: { companyName: 'Acme Software Pvt Ltd', sector: 'SaaS', website: 'https://acme.example' },
      about: 'We build tools.',
      locations: ['Pune', 'Remote'],
    });
    const studentView = await api.get<{ company: { basic: { companyName: string }; about: string } }>(
      `/api/company/${ids.acme}`,
      asha,
    );
    expect(studentView.body.company.basic.companyName).toBe('Acme Software Pvt Ltd');
    expect(studentView.body.company.about).toBe('We build tools.');
    expect(
      (await api.put('/api/company/profile', { basic: { website: 'javascript:alert(1)' } }, acme)).status,
    ).toBe(400);
  });

  it('takes a PNG, JPEG or WebP logo up to 200 KB and serves it publicly', async () => {
    const send = (data: Buffer, name = 'logo.png') =>
      upload(platform.app, 'POST', '/api/company/profile/logo', acme, [
        { field: 'logo', filename: name, contentType: 'image/png', data },
      ]);
    expect((await send(fixtures.png(201 * 1024))).status).toBe(413);
    const gif = await send(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]), 'logo.gif');
    expect(gif.status).toBe(400);
    expect((await send(fixtures.pdf())).status).toBe(400);
    const ok = await send(fixtures.png(150 * 1024));
    expect(ok.status).toBe(200);
    const logo = (ok.body as { company: { basic: { logo: string } } }).company.basic.logo;
    expect(logo).toMatch(new RegExp(`^/api/company/${ids.acme}/logo\\?v=\\d+$`));
    const fetched = await platform.app.inject({ method: 'GET', url: logo });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/png');
    expect(fetched.rawPayload.length).toBe(150 * 1024);
    const jpeg = await send(fixtures.jpeg(1000), 'logo.jpg');
    expect(jpeg.status).toBe(200);
    const second = await platform.app.inject({ method: 'GET', url: `/api/company/${ids.acme}/logo` });
    expect(second.headers['content-type']).toBe('image/jpeg');
    expect(
      (await platform.app.inject({ method: 'GET', url: `/api/company/${ids.globex}/logo` })).statusCode,
    ).toBe(404);
  });
});

describe('company jobs', () => {
  let jobId: string;

  it('creates, lists, updates and deletes its own postings', async () => {
    const created = await api.post<{ job: CompanyJob }>(
      '/api/company/jobs',
      {
        title: 'Backend Engineer',
        location: 'Pune',
        workplaceType: 'hybrid',
        employmentType: 'full-time',
        seniority: 'Entry level',
        experience: { min: 0, max: 2 },
        salary: { min: 8, max: 12 },
        closeBy: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        roleOverview: 'APIs and databases',
        duties: ['Write services'],
        skills: ['Node.js'],
        eligibleBatches: ['2027'],
        visibleToCollegeIds: [platform.collegeId],
      },
      acme,
    );
    expect(created.status).toBe(200);
    jobId = created.body.job._id;
    expect(created.body.job).toMatchObject({
      title: 'Backend Engineer',
      companyId: { _id: ids.acme },
      salary: { min: 8, max: 12 },
      visibleToCollegeIds: [platform.collegeId],
      applications: 0,
      status: 'open',
    });

    const list = await api.get<{ jobs: CompanyJob[]; total: number }>('/api/company/jobs', acme);
    expect(list.body.total).toBe(5);
    expect(list.body.jobs.every((j) => j.companyId._id === ids.acme)).toBe(true);
    const theirs = await api.get<{ jobs: CompanyJob[] }>('/api/company/jobs', globex);
    expect(theirs.body.jobs.map((j) => j.title)).not.toContain('Backend Engineer');

    const bad = (body: Record<string, unknown>) =>
      api.post(
        '/api/company/jobs',
        { title: 'X', workplaceType: 'remote', employmentType: 'internship', ...body },
        acme,
      );
    // a reversed range is told in a sentence, never as a field path
    const salary = await bad({ salary: { min: 10, max: 5 } });
    expect(salary.status).toBe(400);
    expect(salary.body.message).toBe(formMessages.salaryRangeReversed);
    const experience = await bad({ experience: { min: 3, max: 1 } });
    expect(experience.status).toBe(400);
    expect(experience.body.message).toBe(formMessages.experienceRangeReversed);
    expect((await bad({ visibleToCollegeIds: ['nosuchcollege'] })).status).toBe(400);
    expect((await bad({ workplaceType: 'moon' })).status).toBe(400);

    const updated = await api.put<{ job: CompanyJob }>(
      `/api/company/jobs/${jobId}`,
      {
        title: 'Backend Engineer II',
        workplaceType: 'remote',
        employmentType: 'full-time',
        salary: { min: 9, max: 13 },
        eligibleBatches: ['2027'],
      },
      acme,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.job).toMatchObject({ title: 'Backend Engineer II', visibleToCollegeIds: [] });
    expect(
      (
        await api.put(
          `/api/company/jobs/${jobId}`,
          { title: 'Mine', workplaceType: 'remote', employmentType: 'full-time' },
          globex,
        )
      ).status,
    ).toBe(404);
    expect((await api.get(`/api/company/jobs/${jobId}/details`, globex)).status).toBe(404);
    expect((await api.call('DELETE', `/api/company/jobs/${jobId}`, { token: globex })).status).toBe(404);
    expect(
      (await api.get<{ job: CompanyJob }>(`/api/company/jobs/${jobId}/details`, acme)).body.job.title,
    ).toBe('Backend Engineer II');
  });

  it('keeps the older company routes sensible for a company user: its own company and jobs only', async () => {
    expect((await api.get(`/api/company/${ids.acme}`, acme)).status).toBe(200);
    expect((await api.get(`/api/company/${ids.globex}`, acme)).status).toBe(403);
    const filtered = await api.get<{ jobs: CompanyJob[] }>('/api/company/jobs/filter?limit=50', acme);
    expect(filtered.status).toBe(200);
    expect(filtered.body.jobs.length).toBeGreaterThan(0);
    expect(filtered.body.jobs.every((j) => j.companyId._id === ids.acme)).toBe(true);
    expect((await api.get(`/api/company/jobs/${jobId}`, acme)).status).toBe(200);
    expect((await api.get(`/api/company/jobs/${ids.globexJob}`, acme)).status).toBe(404);
    const colleges = await api.get<{ colleges: { _id: string }[] }>('/api/company/colleges', acme);
    expect(colleges.body.colleges.map((c) => c._id).sort()).toEqual(
      [platform.collegeId, otherCollegeId].sort(),
    );
  });

  it('lets students apply to jobs they can see, and the company move applications along', async () => {
    const apply = (id: string, token: string) =>
      api.post<{ application: { _id: string; status: string; job: { title: string } } }>(
        `/api/student/jobs/${id}/apply`,
        {},
        token,
      );
    const applied = await apply(jobId, asha);
    expect(applied.status).toBe(200);
    expect(applied.body.application).toMatchObject({
      status: 'applied',
      job: { title: 'Backend Engineer II' },
    });
    expect((await apply(jobId, asha)).status).toBe(409);
    expect((await apply(jobId, free)).status).toBe(403);
    expect((await apply(ids.closedJob, asha)).status).toBe(409);
    expect((await apply('nosuchjob', asha)).status).toBe(404);
    // a job for another college only is not there for Asha
    const hidden = await api.post<{ job: CompanyJob }>(
      '/api/company/jobs',
      {
        title: 'Elsewhere',
        workplaceType: 'onsite',
        employmentType: 'full-time',
        visibleToCollegeIds: [otherCollegeId],
      },
      globex,
    );
    expect((await apply(hidden.body.job._id, asha)).status).toBe(404);
    // a batch the job is not for
    await platform.app.deps.db
      .update(jobs)
      .set({ eligibleBatches: ['2031'] })
      .where(eq(jobs.id, ids.globexJob));
    expect((await apply(ids.globexJob, rahul)).status).toBe(403);
    await platform.app.deps.db.update(jobs).set({ eligibleBatches: [] }).where(eq(jobs.id, ids.globexJob));
    expect((await apply(ids.globexJob, rahul)).status).toBe(200);
    expect((await apply(jobId, rahul)).status).toBe(200);

    const mine = await api.get<{ applications: { status: string; job: { title: string } }[] }>(
      '/api/student/applications',
      asha,
    );
    expect(mine.body.applications.map((a) => [a.job.title, a.status])).toEqual([
      ['Backend Engineer II', 'applied'],
    ]);

    const applicants = await api.get<{ applications: Applicant[]; total: number }>(
      `/api/company/jobs/${jobId}/applications`,
      acme,
    );
    expect(applicants.status).toBe(200);
    expect(applicants.body.total).toBe(2);
    expect(applicants.body.applications[0]!.student.college?.name).toBe('Demo College');
    expect((await api.get(`/api/company/jobs/${jobId}/applications`, globex)).status).toBe(404);
    const ashaApp = applicants.body.applications.find((a) => a.student.Email === 'student@demo.test')!;
    const rahulApp = applicants.body.applications.find((a) => a.student.Email === 'student2@demo.test')!;

    const move = (id: string, status: string, token = acme) =>
      api.put<{ application: Applicant }>(`/api/company/applications/${id}`, { status }, token);
    expect((await move(ashaApp._id, 'shortlisted', globex)).status).toBe(404);
    expect((await move(ashaApp._id, 'hired')).status).toBe(409);
    expect((await move(ashaApp._id, 'shortlisted')).body.application.status).toBe('shortlisted');
    expect((await move(ashaApp._id, 'hired')).body.application.status).toBe('hired');
    expect((await move(ashaApp._id, 'rejected')).status).toBe(409);
    expect((await move(rahulApp._id, 'rejected')).body.application.status).toBe('rejected');
    expect((await move(rahulApp._id, 'shortlisted')).status).toBe(409);
    expect((await move(rahulApp._id, 'nonsense')).status).toBe(400);

    const filtered = await api.get<{ applications: Applicant[] }>(
      `/api/company/jobs/${jobId}/applications?status=hired`,
      acme,
    );
    expect(filtered.body.applications.map((a) => a.student.Email)).toEqual(['student@demo.test']);
    const after = await api.get<{ applications: { status: string }[] }>('/api/student/applications', asha);
    expect(after.body.applications.map((a) => a.status)).toEqual(['hired']);
    const listed = await api.get<{ jobs: CompanyJob[] }>('/api/company/jobs', acme);
    expect(listed.body.jobs.find((j) => j._id === jobId)!.applications).toBe(2);

    expect((await api.call('DELETE', `/api/company/jobs/${jobId}`, { token: acme })).status).toBe(200);
    expect(
      (await api.get<{ applications: unknown[] }>('/api/student/applications', asha)).body.applications,
    ).toEqual([]);
  });
});
