import type { ScoreReport, ShareLink } from '@placement/contract';
import {
  answers,
  assessments,
  attemptSteps,
  attempts,
  companies,
  jobApplications,
  jobs,
  reportShareLinks,
  users,
} from '@placement/db';
import { and, asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { seedItemAnalysisDrive } from '../../test/item-analysis-drive';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
const t = {} as Record<'staff' | 'otherStaff' | 'asha' | 'rahul' | 'acme', string>;
let assessmentId: string;
/** Asha's attempt: the drive's strongest candidate (4 of 5 by the stored keys) */
let ashaAttempt: string;
let applicationId: string;

type Reply = { report: ScoreReport; message?: string };

async function download(url: string, token?: string) {
  const response = await platform.app.inject({ url, headers: token ? { 'auth-token': token } : {} });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

const pdfText = async (bytes: Buffer) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  const { db } = platform.app.deps;
  const other = await otherCollege(platform.app);
  t.staff = await api.login('college@demo.test', 'College@123', 'college');
  t.otherStaff = await api.login(other.email, other.password, 'college');
  t.asha = await api.login('student@demo.test', 'Student@123');
  t.rahul = await api.login('student2@demo.test', 'Student@123');
  t.acme = await api.login('company@demo.test', 'Company@123', 'company');
  ({ assessmentId } = await seedItemAnalysisDrive(db, platform.collegeId, 'Aptitude drive 2026'));
  const ashaId = await userId(platform.app, 'student@demo.test');
  const [strongest] = await db
    .select()
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.studentId))
    .where(and(eq(attempts.assessmentId, assessmentId), eq(users.firstName, 'Candidate 1')));
  ashaAttempt = strongest!.attempts.id;
  await db.update(attempts).set({ studentId: ashaId }).where(eq(attempts.id, ashaAttempt));
  await db
    .update(answers)
    .set({ comment: 'Explained the method well' })
    .where(eq(answers.attemptId, ashaAttempt));
  const [acme] = await db
    .select()
    .from(companies)
    .innerJoin(users, eq(users.companyId, companies.id))
    .where(eq(users.email, 'company@demo.test'));
  const [job] = await db.select().from(jobs).where(eq(jobs.companyId, acme!.companies.id));
  const [application] = await db
    .insert(jobApplications)
    .values({ jobId: job!.id, studentId: ashaId })
    .returning();
  applicationId = application!.id;
});
afterAll(() => platform.close());

describe('score reports', () => {
  it('gives the college its copy: band, rank, skills against the cohort, outcomes, integrity and notes', async () => {
    const reply = await api.get<Reply>(`/api/college/attempts/${ashaAttempt}/report`, t.staff);
    expect(reply.status).toBe(200);
    const { report } = reply.body;
    expect(report.copy).toBe('recruiter');
    expect(report.candidate.name).toBe('Asha Verma');
    // 4 of 5: 80 % is Proficient; totals 4,4,4,3,3,3,2,1,1: first of nine with two others level; nine candidates
    // are too few for a percentile (it would say 83), so the rank stands in for it
    expect(report.score).toMatchObject({
      marks: 4,
      maxMarks: 5,
      percentage: 80,
      band: 'Proficient',
      percentile: null,
      rank: 1,
    });
    expect(report.score.cohortSize).toBe(9);
    // no accommodation, no added time: the test's 30 minutes
    expect(report.attempt.allowedMinutes).toBe(30);
    // a linear test has no ability score
    expect(report.ability).toBeNull();
    // cohort mean 25 of 45 marks: 55.6 %
    expect(report.skills[0]!.cohortAverage).toBeCloseTo((100 * 25) / 45, 6);
    expect(report.questions.map((q) => q.outcome)).toEqual([
      'correct',
      'correct',
      'wrong',
      'correct',
      'correct',
    ]);
    expect(report.integrity).toMatchObject({ flagged: false, flags: [], endedEarly: false });
    expect(report.reviewerNotes?.[0]).toEqual({ question: 1, note: 'Explained the method well' });
  });

  it("states the student's own allowed time: 1.5× on a 30-minute test and 5 minutes added is 50 min", async () => {
    const { db } = platform.app.deps;
    await db.update(attempts).set({ timeMultiplier: 1.5 }).where(eq(attempts.id, ashaAttempt));
    expect(
      (await api.get<Reply>(`/api/college/attempts/${ashaAttempt}/report`, t.staff)).body.report.attempt
        .allowedMinutes,
    ).toBe(45);
    await db
      .insert(attemptSteps)
      .values({ attemptId: ashaAttempt, seq: 9000, kind: 'staff_add_time', payload: { minutes: 5 } });
    const text = await pdfText(
      (await download(`/api/college/attempts/${ashaAttempt}/report/pdf`, t.staff)).bytes,
    );
    expect(text).toMatch(/ of 50 min/);
    await db
      .delete(attemptSteps)
      .where(and(eq(attemptSteps.attemptId, ashaAttempt), eq(attemptSteps.seq, 9000)));
    await db.update(attempts).set({ timeMultiplier: 1 }).where(eq(attempts.id, ashaAttempt));
  });

  it("never shows another college's attempt", async () => {
    expect((await api.get(`/api/college/attempts/${ashaAttempt}/report`, t.otherStaff)).status).toBe(404);
    expect((await download(`/api/college/attempts/${ashaAttempt}/report/pdf`, t.otherStaff)).status).toBe(
      404,
    );
    expect((await api.get(`/api/college/attempts/${ashaAttempt}/report`, t.asha)).status).toBe(403);
  });

  it('draws the college copy as a PDF whose text says what the page says', async () => {
    const pdf = await download(`/api/college/attempts/${ashaAttempt}/report/pdf`, t.staff);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('asha-verma-aptitude-drive-2026-report.pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Asha Verma');
    expect(text).toContain('Proficient');
    expect(text).toContain('Integrity');
    expect(text).toContain('Explained the method well');
  });

  it('gives the student their own candidate copy: no integrity, no verdicts before the key is out', async () => {
    const reply = await api.get<Reply>(`/api/student/results/${ashaAttempt}/report`, t.asha);
    expect(reply.status).toBe(200);
    const { report } = reply.body;
    expect(report.copy).toBe('candidate');
    expect(report).not.toHaveProperty('integrity');
    expect(report).not.toHaveProperty('reviewerNotes');
    expect(report.score.percentage).toBe(80);
    // the window has no end yet: a verdict or a topic's marks would give the key away to those still to sit it
    expect(report.verdictsShown).toBe(false);
    expect(report.skills).toEqual([]);
    expect(report.questions.every((q) => q.outcome === 'answered' && q.marks === null)).toBe(true);
    const text = await pdfText(
      (await download(`/api/student/results/${ashaAttempt}/report/pdf`, t.asha)).bytes,
    );
    expect(text).toContain("Candidate's copy");
    expect(text).not.toContain('Integrity');

    // a classmate cannot read it
    expect((await api.get(`/api/student/results/${ashaAttempt}/report`, t.rahul)).status).toBe(404);
  });

  it('shows verdicts once the window has closed, and nothing before the college releases a manual result', async () => {
    const { db } = platform.app.deps;
    await db
      .update(assessments)
      .set({ endDate: new Date(Date.now() - 3_600_000) })
      .where(eq(assessments.id, assessmentId));
    const released = await api.get<Reply>(`/api/student/results/${ashaAttempt}/report`, t.asha);
    expect(released.body.report.verdictsShown).toBe(true);
    expect(released.body.report.questions[2]).toMatchObject({ outcome: 'wrong', marks: 0 });

    const [row] = await db.select().from(assessments).where(eq(assessments.id, assessmentId));
    await db
      .update(assessments)
      .set({ config: { ...row!.config, resultPolicy: 'manual' } })
      .where(eq(assessments.id, assessmentId));
    const held = await api.get(`/api/student/results/${ashaAttempt}/report`, t.asha);
    expect(held.status).toBe(403);
    expect(held.body.message).toBe('Your result has not been released yet');
    await db.update(assessments).set({ config: row!.config }).where(eq(assessments.id, assessmentId));
  });

  it("gives a company its applicant's released result, and nobody else's", async () => {
    const url = `/api/company/applications/${applicationId}/reports/${ashaAttempt}`;
    const reply = await api.get<Reply>(url, t.acme);
    expect(reply.status).toBe(200);
    expect(reply.body.report.integrity).toBeDefined();
    expect((await download(`${url}/pdf`, t.acme)).headers['content-type']).toBe('application/pdf');
    // another candidate of the drive never applied
    const [someoneElse] = await platform.app.deps.db
      .select()
      .from(attempts)
      .where(eq(attempts.assessmentId, assessmentId))
      .orderBy(asc(attempts.id));
    const other = someoneElse!.id === ashaAttempt ? 'nosuchattempt' : someoneElse!.id;
    expect(
      (await api.get(`/api/company/applications/${applicationId}/reports/${other}`, t.acme)).status,
    ).toBe(404);
    expect((await api.get(url, t.staff)).status).toBe(403);
  });
});

describe('share links', () => {
  it('opens the recruiter copy without an account, counts each opening, and logs the sharing on the attempt', async () => {
    const made = await api.post<{ link: ShareLink }>(
      `/api/college/attempts/${ashaAttempt}/share-links`,
      { days: 7 },
      t.staff,
    );
    expect(made.status).toBe(200);
    const token = made.body.link.url.split('/shared/reports/')[1]!;
    const opened = await api.get<Reply>(`/api/shared/reports/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body.report.copy).toBe('recruiter');
    const pdf = await download(`/api/shared/reports/${token}/pdf`);
    expect(await pdfText(pdf.bytes)).toContain('Asha Verma');
    const listed = await api.get<{ links: ShareLink[] }>(
      `/api/college/attempts/${ashaAttempt}/share-links`,
      t.staff,
    );
    expect(listed.body.links[0]).toMatchObject({ openings: 2, revokedAt: null });
    const steps = await platform.app.deps.db
      .select()
      .from(attemptSteps)
      .where(and(eq(attemptSteps.attemptId, ashaAttempt), eq(attemptSteps.kind, 'report_shared')));
    expect(steps).toHaveLength(1);

    // another college can neither list nor revoke it
    expect((await api.get(`/api/college/attempts/${ashaAttempt}/share-links`, t.otherStaff)).status).toBe(
      404,
    );
    const foreign = await api.call('DELETE', `/api/college/share-links/${made.body.link._id}`, {
      token: t.otherStaff,
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses an altered, revoked or expired link with a message and no data', async () => {
    const made = await api.post<{ link: ShareLink }>(
      `/api/college/attempts/${ashaAttempt}/share-links`,
      { days: 1 },
      t.staff,
    );
    const token = made.body.link.url.split('/shared/reports/')[1]!;
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await api.get(`/api/shared/reports/${altered}`);
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('This report link is not valid.');
    expect(bad.body).not.toHaveProperty('report');

    await platform.app.deps.db
      .update(reportShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportShareLinks.id, made.body.link._id));
    const expired = await api.get(`/api/shared/reports/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This report link has expired.');

    const fresh = await api.post<{ link: ShareLink }>(
      `/api/college/attempts/${ashaAttempt}/share-links`,
      { days: 30 },
      t.staff,
    );
    const revoked = await api.call<{ link: ShareLink }>(
      'DELETE',
      `/api/college/share-links/${fresh.body.link._id}`,
      { token: t.staff },
    );
    expect(revoked.body.link.revokedAt).not.toBeNull();
    const gone = await api.get(`/api/shared/reports/${fresh.body.link.url.split('/shared/reports/')[1]}`);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe('This report link was withdrawn by the college.');

    expect(
      (await api.post(`/api/college/attempts/${ashaAttempt}/share-links`, { days: 0 }, t.staff)).status,
    ).toBe(400);
    expect((await api.get('/api/shared/reports/..%2F..')).status).toBe(400);
  });
});

describe('every report of a drive', () => {
  it('zips one PDF per ended attempt, named after each candidate', async () => {
    const zip = await download(`/api/college/assessments/${assessmentId}/reports/zip`, t.staff);
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['x-report-count']).toBe('9');
    const files = unzipSync(new Uint8Array(zip.bytes));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(9);
    expect(names).toContain('asha-verma-attempt-1.pdf');
    const text = (await extractText(files['asha-verma-attempt-1.pdf']!, { mergePages: true })).text;
    expect(text).toContain('Proficient');
    expect(
      (await download(`/api/college/assessments/${assessmentId}/reports/zip`, t.otherStaff)).status,
    ).toBe(404);
  });

  it('still reports on a student who has since left the college', async () => {
    const { db } = platform.app.deps;
    const [rahul] = await db.select().from(users).where(eq(users.email, 'student2@demo.test'));
    const [someone] = await db
      .select()
      .from(attempts)
      .where(eq(attempts.assessmentId, assessmentId))
      .orderBy(asc(attempts.id));
    await db.update(users).set({ collegeId: null }).where(eq(users.id, rahul!.id));
    await db.update(attempts).set({ studentId: rahul!.id }).where(eq(attempts.id, someone!.id));
    const reply = await api.get<Reply>(`/api/college/attempts/${someone!.id}/report`, t.staff);
    expect(reply.status).toBe(200);
    expect(reply.body.report.candidate.email).toBe('student2@demo.test');
  });
});
