import { assessments, companies, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { hashPassword } from '../../lib/passwords';
import { assessmentNamed, cloneAssessment, userId } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { fixtures, upload } from '../student/test-support';

/** What a college and a recruiter see of a student (StudentProfileView), and who may see it at all. */

let platform: TestPlatform;
let api: ReturnType<typeof client>;
const t = {} as Record<'asha' | 'rahul' | 'staff' | 'otherStaff' | 'acme' | 'globex', string>;
let ashaId: string;
let cvUrl: string;
let avatarUrl: string;
let marksheetUrl: string;

interface Profile {
  _id: string;
  Email: string;
  about: string | null;
  location: string | null;
  avatar: string | null;
  Education: { institute: string; media: { url: string } | null }[];
  skills: string[];
  links: Record<string, string>;
  CV: { name: string; url: string }[];
  releasedResults: {
    assessmentName: string;
    score: number;
    maxScore: number;
    percentage: number;
    endReason: string | null;
  }[];
}
interface Application {
  _id: string;
  status: string;
  student: { Email: string };
}

const PROFILE_KEYS = [
  '_id',
  'FirstName',
  'LastName',
  'Email',
  'PhoneNumber',
  'avatar',
  'college',
  'batch',
  'about',
  'location',
  'Education',
  'skills',
  'links',
  'CV',
  'releasedResults',
];

const fetchFile = (url: string, token: string) =>
  platform.app.inject({ method: 'GET', url, headers: { 'auth-token': token } });

/** Asha answers every question of a linear test (multiple choice only, so it is graded at once) and ends it. */
async function takeTest(testId: string) {
  type Step = { question: { _id: string } | null };
  const start = await api.post<{ firstQuestion: Step }>(`/api/student/test/start/${testId}`, {}, t.asha);
  expect(start.status).toBe(200);
  let step = start.body.firstQuestion;
  for (let guard = 0; step.question && guard < 20; guard++) {
    const next = await api.post<Step>(
      `/api/student/test/response/non-adaptive/${testId}`,
      { response: 0, questionId: step.question._id },
      t.asha,
    );
    expect(next.status).toBe(200);
    step = next.body;
  }
  expect((await api.post(`/api/student/test/end/${testId}`, { endType: 'manual' }, t.asha)).status).toBe(200);
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  const { db } = platform.app.deps;
  const other = await otherCollege(platform.app);
  const [globex] = await db.insert(companies).values({ name: 'Globex Analytics Two' }).returning();
  await db.insert(users).values({
    role: 'company',
    email: 'hr@globex2.test',
    passwordHash: await hashPassword('Globex@123'),
    firstName: 'Gina',
    companyId: globex!.id,
  });
  t.asha = await api.login('student@demo.test', 'Student@123');
  t.rahul = await api.login('student2@demo.test', 'Student@123');
  t.staff = await api.login('college@demo.test', 'College@123', 'college');
  t.otherStaff = await api.login(other.email, other.password, 'college');
  t.acme = await api.login('company@demo.test', 'Company@123', 'company');
  t.globex = await api.login('hr@globex2.test', 'Globex@123', 'company');
  ashaId = await userId(platform.app, 'student@demo.test');

  // Asha's profile: private details and the parts recruiters see
  expect(
    (
      await api.put(
        '/api/student/profile/update/personal',
        {
          dateOfBirth: '2003-05-17',
          gender: 'female',
          address: '12 Hidden Lane',
          pincode: '411001',
          city: 'Pune',
          state: 'Maharashtra',
          about: 'I like graphs and compilers.',
        },
        t.asha,
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await api.post(
        '/api/student/profile/update/education',
        {
          institute: 'IIT Bombay',
          degree: 'B.Tech',
          field: 'CSE',
          startYear: 2021,
          endYear: 2025,
          grade: '8.9',
        },
        t.asha,
      )
    ).status,
  ).toBe(200);
  await api.post('/api/student/profile/update/skill', { skills: ['TypeScript', 'SQL'] }, t.asha);
  await api.post(
    '/api/student/profile/update/link',
    { links: { github: 'https://github.com/asha' } },
    t.asha,
  );
  const cv = await upload(platform.app, 'POST', '/api/student/profile/update/cv', t.asha, [
    { field: 'file0', filename: 'Asha CV.pdf', contentType: 'application/pdf', data: fixtures.pdf() },
  ]);
  expect(cv.status).toBe(200);
  const avatar = await api.put<{ student: { avatar: string } }>(
    '/api/student/profile/update/avatar',
    { avatar: `data:image/png;base64,${fixtures.png().toString('base64')}` },
    t.asha,
  );
  avatarUrl = avatar.body.student.avatar;
  const entryId = (cv.body.student as { Education: { _id: string }[] }).Education[0]!._id;
  const media = await upload(platform.app, 'POST', '/api/student/profile/update/education/media', t.asha, [
    { field: 'id', data: entryId },
    { field: 'file', filename: 'marksheet.pdf', contentType: 'application/pdf', data: fixtures.pdf() },
  ]);
  expect(media.status, JSON.stringify(media.body)).toBe(200);
  const student = media.body.student as { CV: { url: string }[]; Education: { media: { url: string } }[] };
  cvUrl = student.CV[0]!.url;
  marksheetUrl = student.Education[0]!.media.url;

  // two finished tests: results released (automatic) and results still held back (manual, not published)
  const linear = await assessmentNamed(platform.app, DEMO_LINEAR);
  const mcqOnly = [linear.plan[0]!];
  const released = await cloneAssessment(platform.app, DEMO_LINEAR, { name: 'Released Test', plan: mcqOnly });
  const held = await cloneAssessment(platform.app, DEMO_LINEAR, {
    name: 'Held Test',
    plan: mcqOnly,
    config: { ...linear.config, resultPolicy: 'manual' },
  });
  await takeTest(released.id);
  await takeTest(held.id);
  await db.update(assessments).set({ resultsPublishedAt: null }).where(eq(assessments.id, held.id));
});
afterAll(() => platform.close());

async function acmeApplication(): Promise<Application> {
  const job = await api.post<{ job: { _id: string } }>(
    '/api/company/jobs',
    { title: 'Compiler Engineer', workplaceType: 'onsite', employmentType: 'full-time' },
    t.acme,
  );
  expect(job.status).toBe(200);
  expect((await api.post(`/api/student/jobs/${job.body.job._id}/apply`, {}, t.asha)).status).toBe(200);
  const list = await api.get<{ applications: Application[] }>(
    `/api/company/jobs/${job.body.job._id}/applications`,
    t.acme,
  );
  return list.body.applications.find((a) => a.student.Email === 'student@demo.test')!;
}

describe("a student's profile as colleges and recruiters see it", () => {
  it('shows the college its own student whole, and nothing private; another college gets 404', async () => {
    const reply = await api.get<{ profile: Profile }>(`/api/college/students/${ashaId}`, t.staff);
    expect(reply.status).toBe(200);
    const { profile } = reply.body;
    expect(Object.keys(profile).sort()).toEqual([...PROFILE_KEYS].sort());
    expect(profile).toMatchObject({
      _id: ashaId,
      about: 'I like graphs and compilers.',
      location: 'Pune, Maharashtra',
      avatar: avatarUrl,
      skills: ['TypeScript', 'SQL'],
      links: { github: 'https://github.com/asha' },
      CV: [{ name: 'Asha CV.pdf', url: cvUrl }],
      Education: [{ institute: 'IIT Bombay', media: { url: marksheetUrl } }],
    });
    // only results the college has released
    expect(profile.releasedResults.map((r) => r.assessmentName)).toEqual(['Released Test']);
    expect(profile.releasedResults[0]!.maxScore).toBeGreaterThan(0);
    const text = JSON.stringify(reply.body);
    for (const secret of ['2003-05-17', 'female', 'Hidden Lane', '411001', 'passwordHash', '$argon2']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('student2@demo.test');

    expect((await api.get(`/api/college/students/${ashaId}`, t.otherStaff)).status).toBe(404);
    for (const url of [cvUrl, marksheetUrl, avatarUrl]) {
      expect((await fetchFile(url, t.staff)).statusCode, url).toBe(200);
      expect((await fetchFile(url, t.otherStaff)).statusCode, url).toBe(404);
    }
  });

  it('shows a company the profile of a student who applied to its job, with the CV; no one else', async () => {
    // before Asha applies, no company may read her CV, marksheet or photo
    for (const url of [cvUrl, marksheetUrl, avatarUrl]) {
      expect((await fetchFile(url, t.acme)).statusCode, url).toBe(404);
    }
    const application = await acmeApplication();
    const reply = await api.get<{ application: Application; profile: Profile }>(
      `/api/company/applications/${application._id}`,
      t.acme,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.application).toMatchObject({ _id: application._id, status: 'applied' });
    const college = await api.get<{ profile: Profile }>(`/api/college/students/${ashaId}`, t.staff);
    expect(reply.body.profile).toEqual(college.body.profile);

    const cv = await fetchFile(cvUrl, t.acme);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await fetchFile(marksheetUrl, t.acme)).statusCode).toBe(200);
    expect((await fetchFile(avatarUrl, t.acme)).statusCode).toBe(200);

    // a company she did not apply to: neither the application nor her files
    expect((await api.get(`/api/company/applications/${application._id}`, t.globex)).status).toBe(404);
    for (const url of [cvUrl, marksheetUrl, avatarUrl]) {
      expect((await fetchFile(url, t.globex)).statusCode, url).toBe(404);
    }
    // other roles cannot use the company route; a classmate still cannot read her CV
    expect((await api.get(`/api/company/applications/${application._id}`, t.staff)).status).toBe(403);
    expect((await api.get(`/api/company/applications/${application._id}`, t.asha)).status).toBe(403);
    expect((await fetchFile(cvUrl, t.rahul)).statusCode).toBe(404);
    expect((await api.get('/api/company/applications/nosuchapplication', t.acme)).status).toBe(404);
    expect((await api.get('/api/company/applications/bad%20id', t.acme)).status).toBe(400);
  });

  it('adds results to the profile once the college publishes them', async () => {
    const held = await assessmentNamed(platform.app, 'Held Test');
    expect((await api.post(`/api/college/assessments/${held.id}/results/publish`, {}, t.staff)).status).toBe(
      200,
    );
    const reply = await api.get<{ profile: Profile }>(`/api/college/students/${ashaId}`, t.staff);
    expect(reply.body.profile.releasedResults.map((r) => r.assessmentName).sort()).toEqual([
      'Held Test',
      'Released Test',
    ]);
  });

  it('tells a recruiter why an attempt ended before the student finished it, beside its score', async () => {
    const linear = await assessmentNamed(platform.app, DEMO_LINEAR);
    const aborted = await cloneAssessment(platform.app, DEMO_LINEAR, {
      name: 'Aborted Test',
      plan: [linear.plan[0]!],
    });
    expect((await api.post(`/api/student/test/start/${aborted.id}`, {}, t.asha)).status).toBe(200);
    const end = { endType: { type: 'auto', description: 'Tab switch limit reached' } };
    expect((await api.post(`/api/student/test/end/${aborted.id}`, end, t.asha)).status).toBe(200);
    const application = await acmeApplication();
    const reply = await api.get<{ profile: Profile }>(`/api/company/applications/${application._id}`, t.acme);
    const byName = Object.fromEntries(reply.body.profile.releasedResults.map((r) => [r.assessmentName, r]));
    expect(byName['Aborted Test']).toMatchObject({ score: 0, endReason: 'tab_switches' });
    expect(byName['Released Test']).toMatchObject({ endReason: 'manual' });
  });
});
