import { COHORT_MESSAGES, type CompanyCohortReply } from '@placement/contract';
import { companies, jobApplications, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { client } from '../../test/client';
import { seedCohortDrive } from '../../test/cohort-drive';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/** #33 cohort view for a recruiter: a job's applicants ranked over their released results, and nobody else. */

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let company: string;
let drive: Awaited<ReturnType<typeof seedCohortDrive>>;

const cohortUrl = (jobId: string, extra = '') => `/api/company/jobs/${jobId}/cohort${extra}`;
const get = (url: string, token = company) => api.get<CompanyCohortReply>(url, token);
const download = (url: string, token = company) =>
  platform.app.inject({ method: 'GET', url, headers: { 'auth-token': token } });

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  const { db } = platform.app.deps;
  company = await api.login('company@demo.test', 'Company@123', 'company');
  const [demoCompany] = await db.select().from(companies).limit(1);
  drive = await seedCohortDrive(db, platform.collegeId, 'Recruit', demoCompany!.id);
});
afterAll(() => platform.close());

describe('GET /api/company/jobs/:id/cohort', () => {
  it('ranks the applicants over released results only; a non-applicant and an unreleased test never show', async () => {
    const reply = await get(cohortUrl(drive.jobId!));
    expect(reply.status).toBe(200);
    const { body } = reply;
    // the coding round's results are not published: no coding skill, no coding test
    expect(body.tests).toEqual([
      { id: drive.aptitudeId, name: 'Recruit Aptitude Round', college: 'Demo College' },
    ]);
    expect(body.skills).toEqual(['Aptitude', 'Verbal']);
    expect(body.applicants).toBe(3);
    // Esha's released test waits for an essay's marks; Chitra and Bala did not apply
    expect(body.awaitingGrading).toBe(1);
    expect(body.candidates.map((c) => [c.name, c.rank, c.overall, c.college, c.applicationStatus])).toEqual([
      ['Asha Rao', 1, 85, 'Demo College', 'applied'],
      ['Dev Shah', 2, 70, 'Demo College', 'applied'],
    ]);
    expect(body.candidates[0]!.skills.map((s) => [s.skill, s.percentage])).toEqual([
      ['Aptitude', 90],
      ['Verbal', 80],
    ]);
    // a recruiter opens an applicant's profile, never an attempt
    expect(body.candidates[0]!.applicationId).toEqual(expect.any(String));
    expect(body.candidates[0]!.tests[0]).not.toHaveProperty('attemptId');
  });

  it('follows the release: once the college publishes the coding round, its figures count', async () => {
    const staff = await api.login('college@demo.test', 'College@123', 'college');
    expect(
      (await api.post(`/api/college/assessments/${drive.codingId}/results/publish`, {}, staff)).status,
    ).toBe(200);
    const reply = await get(cohortUrl(drive.jobId!));
    expect(reply.body.skills).toEqual(['Aptitude', 'Coding', 'Verbal']);
    expect(reply.body.candidates.map((c) => [c.name, c.rank, c.overall])).toEqual([
      ['Asha Rao', 1, 85.84],
      ['Dev Shah', 2, 70],
      ['Esha Das', 3, 66.67],
    ]);
    const coding = await get(cohortUrl(drive.jobId!, '?cutoff=Coding:75&sort=Coding'));
    expect(coding.body.candidates.map((c) => c.name)).toEqual(['Asha Rao', 'Dev Shah']);
  });

  it('downloads the ranked applicants and a side-by-side comparison', async () => {
    const csv = await download(`${cohortUrl(drive.jobId!, '/export')}?format=csv&minOverall=70`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/recruit-graduate-engineer-applicants-/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^Rank,Name,College,Application status,Overall \(%\),Tests taken,Aptitude \(%\)/,
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      '1,Asha Rao',
      '2,Dev Shah',
    ]);
    // the status in the screen's words, not the stored value
    expect(
      lines.slice(1).map((l) => /^(Applied|Shortlisted|Rejected|Hired)$/.test(l.split(',')[3] ?? '')),
    ).toEqual([true, true]);
    const compare = await download(
      `${cohortUrl(drive.jobId!, '/export')}?format=csv&compare=${drive.students['Dev Shah']}&compare=${drive.students['Esha Das']}`,
    );
    expect(compare.statusCode).toBe(200);
    expect(compare.body.split('\r\n')[0]).toBe('Measure,Dev Shah,Esha Das');
    // Chitra did not apply: she cannot be compared, even by her id
    const chitra = await download(
      `${cohortUrl(drive.jobId!, '/export')}?format=csv&compare=${drive.students['Chitra Nair']}`,
    );
    expect(chitra.statusCode).toBe(400);
  });

  it('404 for another company’s job; 403 for a student or college staff', async () => {
    const { db } = platform.app.deps;
    const [globex] = await db.insert(companies).values({ name: 'Globex Cohort' }).returning();
    await db.insert(users).values({
      role: 'company',
      email: 'hr@globex-cohort.test',
      passwordHash: await hashPassword('Globex@123'),
      firstName: 'Gina',
      companyId: globex!.id,
    });
    const other = await api.login('hr@globex-cohort.test', 'Globex@123', 'company');
    const hidden = await get(cohortUrl(drive.jobId!), other);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(COHORT_MESSAGES.unknownJob);
    expect((await download(`${cohortUrl(drive.jobId!, '/export')}?format=csv`, other)).statusCode).toBe(404);
    // an address with an unknown or a malformed job id says the same, in words (never "must match pattern")
    for (const id of ['nosuchjob', 'no%20such%20job!', 'x'.repeat(80)]) {
      const reply = await get(cohortUrl(id));
      expect([id, reply.status, reply.body.message]).toEqual([id, 404, COHORT_MESSAGES.unknownJob]);
      const file = await download(`${cohortUrl(id, '/export')}?format=csv`);
      expect([id, file.statusCode, file.json().message]).toEqual([id, 404, COHORT_MESSAGES.unknownJob]);
    }
    const badCompare = await download(`${cohortUrl(drive.jobId!, '/export')}?format=csv&compare=a.b`);
    expect([badCompare.statusCode, badCompare.json().message]).toEqual([400, COHORT_MESSAGES.notCandidate]);
    const student = await api.login('student@demo.test', 'Student@123');
    expect((await get(cohortUrl(drive.jobId!), student)).status).toBe(403);
    const staff = await api.login('college@demo.test', 'College@123', 'college');
    expect((await get(cohortUrl(drive.jobId!), staff)).status).toBe(403);
  });

  it('an applicant who has since moved to another college brings none of the old college’s results', async () => {
    const { db } = platform.app.deps;
    const moved = await otherCollege(platform.app, 'staff@moved.test');
    await db
      .update(users)
      .set({ collegeId: moved.collegeId })
      .where(eq(users.id, drive.students['Dev Shah']!));
    const reply = await get(cohortUrl(drive.jobId!));
    expect(reply.body.candidates.map((c) => c.name)).not.toContain('Dev Shah');
    expect(reply.body.applicants).toBe(3);
    // an applicant with no result at all still counts as an applicant
    await db.delete(jobApplications).where(eq(jobApplications.studentId, drive.students['Asha Rao']!));
    expect((await get(cohortUrl(drive.jobId!))).body.applicants).toBe(2);
  });

  it('refuses a bad cut-off with a message', async () => {
    const reply = await get(cohortUrl(drive.jobId!, '?cutoff=Chemistry:40'));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('No skill named “Chemistry” in these results.');
  });
});
