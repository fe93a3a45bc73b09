import { companyInvitations, jobApplications, jobNotifications, students, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/**
 * Job notification forms (#45 item 5): a company's form for Demo College is invisible to its students until the
 * college approves it, and to another college's students always; sending back keeps the history; two approvals
 * at once make one 200 and one 409; a college's invitation link signs a company up once.
 */

let platform: TestPlatform;
let api: ReturnType<typeof client>;
const token = {} as Record<'company' | 'staff' | 'otherStaff' | 'student' | 'otherStudent', string>;
let otherCollegeId: string;

interface Form {
  _id: string;
  state: string;
  version: number;
  ctc: number | null;
  job: { _id: string; title: string };
  sentBackComment: string | null;
}
type FormReply = { notification: Form; history: { kind: string; comment: string; role: string }[] };

const FORM = {
  role: {
    title: 'Graduate Engineer (JNF)',
    description: 'Build payment systems.',
    location: 'Pune',
    workplaceType: 'onsite',
    employmentType: 'full-time',
  },
  vacancies: 12,
  ctcBreakdown: { fixed: 10, variable: 1.5, joiningBonus: 0.5, stipend: 0 },
  bond: '1 year, ₹1 lakh',
  rules: { minCgpa: 7, branches: ['CSE'] },
  plannedRounds: ['Online test', 'Technical interview', 'HR interview'],
  documents: [{ name: 'Job description', url: 'https://example.com/jd.pdf' }],
  deadline: '2099-12-31T18:29:59.000Z',
};

const studentSees = (jobId: string, who: 'student' | 'otherStudent' = 'student') =>
  api.get(`/api/company/jobs/${jobId}`, token[who]).then((r) => r.status);
const listed = async (title: string, who: 'student' | 'otherStudent' = 'student') => {
  const reply = await api.get<{ jobs: { title: string }[] }>(
    `/api/company/jobs/filter?title=${encodeURIComponent(title)}`,
    token[who],
  );
  return reply.body.jobs.length;
};

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  const other = await otherCollege(platform.app);
  otherCollegeId = other.collegeId;
  const [otherStudent] = await platform.app.deps.db
    .insert(users)
    .values({
      role: 'student',
      email: 'student@other.test',
      passwordHash: await hashPassword('Other@1234'),
      firstName: 'Omar',
      collegeId: other.collegeId,
    })
    .returning();
  await platform.app.deps.db.insert(students).values({ userId: otherStudent!.id, batch: '2027' });
  token.company = await api.login('company@demo.test', 'Company@123', 'company');
  token.staff = await api.login('college@demo.test', 'College@123', 'college');
  token.otherStaff = await api.login(other.email, other.password, 'college');
  token.student = await api.login('student@demo.test', 'Student@123');
  token.otherStudent = await api.login('student@other.test', 'Other@1234');
  const branches = await api.put(
    '/api/college/season/branches',
    { branches: ['CSE', 'IT'].map((branch) => ({ programme: 'B.Tech', branch })) },
    token.staff,
  );
  expect(branches.status).toBe(200);
});

afterAll(async () => {
  await platform?.close();
});

describe('a job notification form', () => {
  it('refuses bad input with a message and writes nothing', async () => {
    const before = await platform.app.deps.db.select().from(jobNotifications);
    const colleges = await api.get<{ colleges: { _id: string; name: string }[] }>(
      '/api/company/job-notifications/colleges',
      token.company,
    );
    expect(colleges.body.colleges.map((c) => c._id)).toEqual([platform.collegeId]);
    const untied = await api.post(
      '/api/company/job-notifications',
      { ...FORM, collegeId: otherCollegeId },
      token.company,
    );
    expect(untied.status).toBe(403);
    expect(untied.body.message).toBe(
      'You can send a job notification only to a college that invited your company or already shows its jobs',
    );
    const sums = await api.post(
      '/api/company/job-notifications',
      { ...FORM, collegeId: platform.collegeId, ctc: 14 },
      token.company,
    );
    expect(sums.status).toBe(400);
    expect(sums.body.message).toBe(
      'The CTC breakdown adds up to 12 LPA (fixed 10 + variable 1.5 + joining bonus 0.5), not the 14 LPA stated.',
    );
    const branch = await api.post(
      '/api/company/job-notifications',
      { ...FORM, collegeId: platform.collegeId, rules: { branches: ['Mechanical'] } },
      token.company,
    );
    expect(branch.status).toBe(400);
    expect(branch.body.message).toBe('The college does not offer the branch Mechanical.');
    const noCtc = await api.post(
      '/api/company/job-notifications',
      { ...FORM, ctcBreakdown: null, collegeId: platform.collegeId, submit: true },
      token.company,
    );
    expect(noCtc.status).toBe(400);
    expect(noCtc.body.message).toBe('State the CTC or its breakdown before submitting');
    expect(await platform.app.deps.db.select().from(jobNotifications)).toHaveLength(before.length);
  });

  it('shows its job only once the college approves, only to that college, and keeps every step', async () => {
    const draft = await api.post<FormReply>(
      '/api/company/job-notifications',
      { ...FORM, collegeId: platform.collegeId },
      token.company,
    );
    expect(draft.status).toBe(200);
    const form = draft.body.notification;
    expect(form).toMatchObject({ state: 'draft', ctc: 12 });
    const jobId = form.job._id;
    // staff do not see a draft
    expect((await api.get(`/api/college/job-notifications/${form._id}`, token.staff)).status).toBe(404);

    const submitted = await api.post<FormReply>(
      `/api/company/job-notifications/${form._id}/submit`,
      {},
      token.company,
    );
    expect(submitted.body.notification.state).toBe('submitted');
    expect(await studentSees(jobId)).toBe(404);
    expect(await listed(FORM.role.title)).toBe(0);

    const inbox = await api.get<{ notifications: Form[] }>(
      '/api/college/job-notifications?state=submitted',
      token.staff,
    );
    expect(inbox.body.notifications.map((n) => n._id)).toContain(form._id);
    expect((await api.get('/api/college/job-notifications', token.otherStaff)).body).toMatchObject({
      notifications: [],
    });

    const back = await api.post<FormReply>(
      `/api/college/job-notifications/${form._id}/send-back`,
      { version: submitted.body.notification.version, comment: 'Please state the bond amount in words' },
      token.staff,
    );
    expect(back.status).toBe(200);
    const seen = await api.get<FormReply>(`/api/company/job-notifications/${form._id}`, token.company);
    expect(seen.body.notification).toMatchObject({
      state: 'sent_back',
      sentBackComment: 'Please state the bond amount in words',
    });
    const early = await api.post(
      `/api/college/job-notifications/${form._id}/approve`,
      { version: seen.body.notification.version },
      token.staff,
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'This job notification was sent back to the company: it is theirs to change and resubmit',
    );

    const resubmitted = await api.put<FormReply>(
      `/api/company/job-notifications/${form._id}`,
      // an empty CTC field comes as null (not 0): the breakdown makes the total
      {
        ...FORM,
        ctc: null,
        vacancies: null,
        bond: 'One year; one lakh rupees if leaving earlier',
        submit: true,
      },
      token.company,
    );
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.notification).toMatchObject({ state: 'submitted', ctc: 12, vacancies: null });
    expect(resubmitted.body.history.map((e) => [e.kind, e.role, e.comment])).toEqual([
      ['created', 'company', ''],
      ['submitted', 'company', ''],
      ['sent_back', 'college', 'Please state the bond amount in words'],
      ['edited', 'company', ''],
      ['resubmitted', 'company', ''],
    ]);
    expect(await studentSees(jobId)).toBe(404);

    // two staff approve the same version at once: exactly one wins
    const version = resubmitted.body.notification.version;
    const approvals = await Promise.all(
      [0, 1].map(() =>
        api.post(`/api/college/job-notifications/${form._id}/approve`, { version }, token.staff),
      ),
    );
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = approvals.find((a) => a.status === 409)!;
    expect(loser.body.message).toMatch(/changed this job notification|approved already/);

    expect(await studentSees(jobId)).toBe(200);
    expect(await listed(FORM.role.title)).toBe(1);
    expect(await studentSees(jobId, 'otherStudent')).toBe(404);
    expect(await listed(FORM.role.title, 'otherStudent')).toBe(0);

    const terms = await api.get<{ eligibility: { terms: { ctc: number; bond: string; rules: object } } }>(
      `/api/student/jobs/${jobId}/eligibility`,
      token.student,
    );
    expect(terms.status).toBe(200);
    expect(terms.body.eligibility.terms).toMatchObject({
      ctc: 12,
      bond: 'One year; one lakh rupees if leaving earlier',
      rules: { minCgpa: 7, branches: ['CSE'] },
      ctcBreakdown: FORM.ctcBreakdown,
    });
  });

  it('goes back to the college when the company changes it after approval; applications made stay', async () => {
    const made = await api.post<FormReply>(
      '/api/company/job-notifications',
      {
        ...FORM,
        role: { ...FORM.role, title: 'Analyst (JNF)' },
        rules: {},
        collegeId: platform.collegeId,
        submit: true,
      },
      token.company,
    );
    const form = made.body.notification;
    const approved = await api.post<FormReply>(
      `/api/college/job-notifications/${form._id}/approve`,
      { version: form.version },
      token.staff,
    );
    expect(approved.status).toBe(200);
    const applied = await api.post(`/api/student/jobs/${form.job._id}/apply`, {}, token.student);
    expect(applied.status).toBe(200);

    const changed = await api.put<FormReply>(
      `/api/company/job-notifications/${form._id}`,
      { ...FORM, role: { ...FORM.role, title: 'Analyst (JNF)' }, rules: {}, ctcBreakdown: null, ctc: 9 },
      token.company,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(
      'Changes saved: the college must approve them again before students see them',
    );
    expect(changed.body.notification).toMatchObject({ state: 'submitted', ctc: 9 });
    expect(changed.body.history.at(-1)).toMatchObject({ kind: 'reopened', role: 'company' });
    expect(await studentSees(form.job._id)).toBe(404);
    // the posting editor cannot change the form's job behind the college's back
    const behind = await api.put(
      `/api/company/jobs/${form.job._id}`,
      { title: 'Renamed', workplaceType: 'onsite', employmentType: 'full-time' },
      token.company,
    );
    expect(behind.status).toBe(409);
    expect(behind.body.message).toBe(
      'This job comes from a job notification form: change it there, and the college approves it again',
    );
    const kept = await platform.app.deps.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.jobId, form.job._id));
    expect(kept).toHaveLength(1);

    const twice = await api.post(`/api/company/job-notifications/${form._id}/submit`, {}, token.company);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      'This job notification is submitted already: the college is reviewing it',
    );
    const stale = await api.post(
      `/api/college/job-notifications/${form._id}/approve`,
      { version: approved.body.notification.version },
      token.staff,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Someone changed this job notification since you opened it: reload it to see the current version',
    );
  });
});

describe('a college invites a company', () => {
  it('mails a link that signs the company up tied to the college, once', async () => {
    const sent = await api.post<{ invitation: { _id: string; state: string } }>(
      '/api/college/company-invitations',
      { Email: 'hr@newco.test', companyName: 'NewCo', contactName: 'Neha' },
      token.staff,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Invitation sent to hr@newco.test');
    const mail = await platform.smtp.waitFor('hr@newco.test');
    const link = /https?:\/\/\S+\/company\/signup\/invited\/([A-Za-z0-9_-]+)/.exec(mail);
    expect(link).not.toBeNull();
    const invite = link![1]!;
    const stored = await platform.app.deps.db.select().from(companyInvitations);
    expect(JSON.stringify(stored)).not.toContain(invite);

    const view = await api.get<{ invitation: { college: string; email: string } }>(
      `/api/company/invitations/${invite}`,
    );
    expect(view.body.invitation).toMatchObject({ college: 'Demo College', email: 'hr@newco.test' });
    const signup = await api.post<{ organisation: { _id: string; approved: boolean } }>(
      `/api/company/invitations/${invite}/signup`,
      { organisationName: 'NewCo Pvt Ltd', FirstName: 'Neha', Password: 'NewCo@2026' },
    );
    expect(signup.status).toBe(200);
    expect(signup.body.organisation.approved).toBe(true);
    const again = await api.post(`/api/company/invitations/${invite}/signup`, {
      organisationName: 'NewCo Again',
      FirstName: 'Eve',
      Password: 'NewCo@2026',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This invitation link has been used already: sign in with the account it created',
    );
    expect((await api.get(`/api/company/invitations/${invite}`)).status).toBe(409);

    const newco = await api.login('hr@newco.test', 'NewCo@2026', 'company');
    const colleges = await api.get<{ colleges: { name: string }[] }>(
      '/api/company/job-notifications/colleges',
      newco,
    );
    expect(colleges.body.colleges.map((c) => c.name)).toEqual(['Demo College']);
    const form = await api.post(
      '/api/company/job-notifications',
      { ...FORM, collegeId: platform.collegeId },
      newco,
    );
    expect(form.status).toBe(200);

    const noted = await api.post<{ invitation: { notes: { note: string }[] } }>(
      `/api/college/company-invitations/${sent.body.invitation._id}/notes`,
      { note: 'Neha called: they will visit in January' },
      token.staff,
    );
    expect(noted.status).toBe(200);
    const log = await api.get<{
      invitations: { email: string; state: string; company: { name: string }; notes: { note: string }[] }[];
    }>('/api/college/company-invitations', token.staff);
    expect(log.body.invitations[0]).toMatchObject({
      email: 'hr@newco.test',
      state: 'signed_up',
      company: { name: 'NewCo Pvt Ltd' },
      notes: [{ note: 'Neha called: they will visit in January' }],
    });
    expect((await api.get('/api/college/company-invitations', token.otherStaff)).body).toMatchObject({
      invitations: [],
    });
  });

  it('lets only the newest link of an invitation sent again sign up', async () => {
    const invite = async () => {
      const before = platform.smtp.inbox.length;
      const sent = await api.post(
        '/api/college/company-invitations',
        { Email: 'twice@againco.test', companyName: 'AgainCo' },
        token.staff,
      );
      expect(sent.status).toBe(200);
      const mail = await platform.smtp.waitFor('twice@againco.test', 5000, before);
      return /\/company\/signup\/invited\/([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    };
    const first = await invite();
    const second = await invite();
    expect(second).not.toBe(first);
    const signUp = (link: string) =>
      api.post(`/api/company/invitations/${link}/signup`, {
        organisationName: 'AgainCo',
        FirstName: 'Anu',
        Password: 'AgainCo@2026',
      });
    expect((await signUp(first)).status).toBe(410);
    expect((await signUp(second)).status).toBe(200);
  });

  it('refuses an expired link, and an e-mail that already has a company account', async () => {
    await api.post(
      '/api/college/company-invitations',
      { Email: 'late@slowco.test', companyName: 'SlowCo' },
      token.staff,
    );
    const invite = /\/company\/signup\/invited\/([A-Za-z0-9_-]+)/.exec(
      await platform.smtp.waitFor('late@slowco.test'),
    )![1]!;
    await platform.app.deps.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.email, 'late@slowco.test'));
    const expired = await api.post(`/api/company/invitations/${invite}/signup`, {
      organisationName: 'SlowCo',
      FirstName: 'Sam',
      Password: 'SlowCo@2026',
    });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This invitation link has expired: ask the college for a new one');
    const log = await api.get<{ invitations: { email: string; state: string }[] }>(
      '/api/college/company-invitations',
      token.staff,
    );
    expect(log.body.invitations.find((i) => i.email === 'late@slowco.test')?.state).toBe('expired');
    const taken = await api.post(
      '/api/college/company-invitations',
      { Email: 'company@demo.test', companyName: 'Demo' },
      token.staff,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('company@demo.test already has a company account on Placement');
  });
});
