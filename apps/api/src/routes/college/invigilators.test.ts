import type {
  AnnouncementsReply,
  InvigilatedTestsReply,
  InvigilatorReply,
  InvigilatorsReply,
  LiveActionReply,
  LiveBoardReply,
} from '@placement/contract';
import { colleges, students, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINEAR } from '../../demo/assessments';
import { hashPassword } from '../../lib/passwords';
import { cloneAssessment, userId } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let asha: string;
let ashaId: string;
let raviId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  asha = await api.login('student@demo.test', 'Student@123');
  ashaId = await userId(platform.app, 'student@demo.test');
  raviId = await userId(platform.app, 'student2@demo.test');
  // Rahul is in another batch than Asha
  await platform.app.deps.db.update(students).set({ batch: '2028' }).where(eq(students.userId, raviId));
});
afterAll(() => platform.close());

let invited = 0;
/** Invites an invigilator as the college's staff and sets their password with the mailed link. */
async function newInvigilator(): Promise<{ id: string; email: string; token: string }> {
  invited += 1;
  const email = `lab${invited}@demo.test`;
  const after = platform.smtp.inbox.length;
  const reply = await api.post<InvigilatorReply>(
    '/api/college/invigilators',
    { Email: email, FirstName: 'Lab', LastName: `Keeper ${invited}` },
    staff,
  );
  expect(reply.status).toBe(200);
  const mail = await platform.smtp.waitFor(email, 5000, after);
  const token = mail.match(/http:\/\/placement\.test\/invigilator\/password\/reset\/([A-Za-z0-9_-]+)/)?.[1];
  expect(token, mail).toBeTruthy();
  const set = await api.put(`/api/invigilator/password/reset/${token}`, {
    password: 'Invig@45678',
    confirmPassword: 'Invig@45678',
  });
  expect(set.status).toBe(200);
  return {
    id: reply.body.invigilator._id,
    email,
    token: await api.login(email, 'Invig@45678', 'invigilator'),
  };
}

const assign = (testId: string, invigilatorId: string, batch?: string) =>
  api.put(`/api/college/assessments/${testId}/invigilators/${invigilatorId}`, batch ? { batch } : {}, staff);
const board = (testId: string, token: string) =>
  api.get<LiveBoardReply>(`/api/college/assessments/${testId}/live`, token);
const act = (testId: string, path: string, body: Record<string, unknown>, token: string) =>
  api.post<LiveActionReply>(`/api/college/assessments/${testId}/live/${path}`, body, token);

describe('inviting invigilators', () => {
  it('creates an account of the college and mails a link to choose a password at the invigilator portal', async () => {
    const lab = await newInvigilator();
    const me = await api.get<{ user: { role: string; CollegeId: string } }>('/api/invigilator/me', lab.token);
    expect(me.body.user).toMatchObject({ role: 'invigilator', CollegeId: platform.collegeId });
    const list = await api.get<InvigilatorsReply>('/api/college/invigilators', staff);
    expect(list.body.invigilators.find((i) => i.Email === lab.email)).toMatchObject({
      passwordSet: true,
      assignments: [],
    });
    // an invigilator is no college staff: the college portal refuses them
    expect((await api.get('/api/college/me', lab.token)).status).toBe(403);
    expect((await api.get('/api/college/invigilators', lab.token)).status).toBe(403);
  });

  it('refuses a second account for the same address and a bad address, with a message', async () => {
    const lab = await newInvigilator();
    const again = await api.post(
      '/api/college/invigilators',
      { Email: lab.email, FirstName: 'Again' },
      staff,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${lab.email} already has an invigilator account`);
    const bad = await api.post(
      '/api/college/invigilators',
      { Email: 'not-an-address', FirstName: 'X' },
      staff,
    );
    expect(bad.status).toBe(400);
  });

  it('sends the invitation again with a new link; the old link stops working; not once a password is set', async () => {
    const email = 'late-reader@demo.test';
    const first = platform.smtp.inbox.length;
    const reply = await api.post<InvigilatorReply>(
      '/api/college/invigilators',
      { Email: email, FirstName: 'Late', LastName: 'Reader' },
      staff,
    );
    const linkIn = (mail: string) =>
      mail.match(/http:\/\/placement\.test\/invigilator\/password\/reset\/([A-Za-z0-9_-]+)/)?.[1];
    const oldToken = linkIn(await platform.smtp.waitFor(email, 5000, first));
    const id = reply.body.invigilator._id;

    const other = await otherCollege(platform.app, 'resender@other.test');
    const otherStaff = await api.login(other.email, other.password, 'college');
    expect((await api.post(`/api/college/invigilators/${id}/invitation`, {}, otherStaff)).status).toBe(404);

    const second = platform.smtp.inbox.length;
    const resent = await api.post(`/api/college/invigilators/${id}/invitation`, {}, staff);
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(`Invitation sent again to ${email}`);
    const newToken = linkIn(await platform.smtp.waitFor(email, 5000, second));
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    const password = { password: 'Invig@45678', confirmPassword: 'Invig@45678' };
    expect((await api.put(`/api/invigilator/password/reset/${oldToken}`, password)).status).toBe(400);
    expect((await api.put(`/api/invigilator/password/reset/${newToken}`, password)).status).toBe(200);

    const late = await api.post(`/api/college/invigilators/${id}/invitation`, {}, staff);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      `${email} has chosen a password already: they can use "Forgot password" to reset it`,
    );
  });

  it('removes an invigilator: their session stops working at once; another college cannot remove them', async () => {
    const lab = await newInvigilator();
    const other = await otherCollege(platform.app, 'remover@other.test');
    const otherStaff = await api.login(other.email, other.password, 'college');
    const foreign = await api.call('DELETE', `/api/college/invigilators/${lab.id}`, { token: otherStaff });
    expect(foreign.status).toBe(404);
    const removed = await api.call('DELETE', `/api/college/invigilators/${lab.id}`, { token: staff });
    expect(removed.status).toBe(200);
    expect((await api.get('/api/invigilator/me', lab.token)).status).toBe(401);
    const list = await api.get<InvigilatorsReply>('/api/college/invigilators', staff);
    expect(list.body.invigilators.some((i) => i.Email === lab.email)).toBe(false);
  });
});

describe('what an invigilator sees', () => {
  it('the demo invigilator signs in and supervises the demo tests', async () => {
    const token = await api.login('invigilator@demo.test', 'Invigilator@123', 'invigilator');
    const tests = await api.get<InvigilatedTestsReply>('/api/invigilator/assessments', token);
    expect(tests.body.assessments.length).toBeGreaterThanOrEqual(2);
    expect(tests.body.assessments.every((t) => t.live && t.batch === null)).toBe(true);
    expect((await board(tests.body.assessments[0]!._id, token)).status).toBe(200);
  });

  it('lists and opens only the tests assigned to them (404 for the others), until taken off', async () => {
    const lab = await newInvigilator();
    const mine = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    const notMine = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    expect((await board(mine.id, lab.token)).status).toBe(404);
    expect((await assign(mine.id, lab.id)).body.message).toBe(
      `Lab Keeper ${invited} invigilates ${mine.name}`,
    );

    const tests = await api.get<InvigilatedTestsReply>('/api/invigilator/assessments', lab.token);
    expect(tests.body.assessments.map((t) => t._id)).toEqual([mine.id]);
    expect(tests.body.assessments[0]).toMatchObject({ live: true, batch: null });
    const seen = await board(mine.id, lab.token);
    expect(seen.status).toBe(200);
    expect(seen.body.rows.map((r) => r.studentId).sort()).toEqual([ashaId, raviId].sort());
    expect((await board(notMine.id, lab.token)).status).toBe(404);
    expect(
      (await api.get(`/api/college/assessments/${notMine.id}/live/announcements`, lab.token)).status,
    ).toBe(404);

    const off = await api.call('DELETE', `/api/college/assessments/${mine.id}/invigilators/${lab.id}`, {
      token: staff,
    });
    expect(off.status).toBe(200);
    expect((await board(mine.id, lab.token)).status).toBe(404);
    expect(
      (await api.get<InvigilatedTestsReply>('/api/invigilator/assessments', lab.token)).body.assessments,
    ).toEqual([]);
  });

  it('limited to a batch, sees and acts on only that batch and announces only to it', async () => {
    const lab = await newInvigilator();
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    await api.post(`/api/student/test/start/${test.id}?adaptive=false`, {}, asha);
    expect((await assign(test.id, lab.id, '2027')).status).toBe(200);

    const seen = await board(test.id, lab.token);
    expect(seen.body.rows.map((r) => r.studentId)).toEqual([ashaId]);
    expect(seen.body.counts.invited).toBe(1);
    const tried = await act(
      test.id,
      'add-time',
      { students: [{ studentId: raviId, version: 0 }], minutes: 5 },
      lab.token,
    );
    expect(tried.body.results[0]).toMatchObject({ ok: false, code: 'NOT_INVITED' });
    expect(tried.body.results[0]?.message).toMatch(/batch 2027/);

    const toAll = await api.post<{ announcement: { recipients: number | null } }>(
      `/api/college/assessments/${test.id}/live/announcements`,
      { message: 'Lab 3: read "array" for "list" in question 7' },
      lab.token,
    );
    expect(toAll.body.announcement.recipients).toBe(1);
    const named = await api.post(
      `/api/college/assessments/${test.id}/live/announcements`,
      { message: 'Hello', studentIds: [raviId] },
      lab.token,
    );
    expect(named.status).toBe(400);
    expect(named.body.message).toMatch(/not in batch 2027/);
    // the college's staff still see everyone
    expect((await board(test.id, staff)).body.rows).toHaveLength(2);
  });

  it("limited to a batch, lists the announcements to everyone and to their batch's students, not the others'", async () => {
    const lab = await newInvigilator();
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    await assign(test.id, lab.id, '2027');
    const rahul = await api.login('student2@demo.test', 'Student@123');
    const send = (message: string, studentIds?: string[]) =>
      api.post<{ announcement: { id: string } }>(
        `/api/college/assessments/${test.id}/live/announcements`,
        { message, ...(studentIds ? { studentIds } : {}) },
        staff,
      );
    await send('Everyone: ten minutes left');
    await send('Rahul only: your lab moves', [raviId]);
    const both = (await send('Asha and Rahul: see the desk', [ashaId, raviId])).body.announcement.id;
    // Rahul (batch 2028) reads the one to both: not a student of the invigilator's batch
    await api.post(`/api/student/test/${test.id}/announcements/${both}/acknowledge`, {}, rahul);
    const list = (token: string) =>
      api.get<AnnouncementsReply>(`/api/college/assessments/${test.id}/live/announcements`, token);

    const seen = (await list(lab.token)).body.announcements;
    expect(seen.map((a) => a.message)).toEqual([
      'Asha and Rahul: see the desk',
      'Everyone: ten minutes left',
    ]);
    // counted within their batch: one of their students, none of whom acknowledged it
    expect(seen[0]).toMatchObject({ recipients: 1, acknowledged: 0 });
    // the college's staff see all three, counted over every student
    const all = (await list(staff)).body.announcements;
    expect(all).toHaveLength(3);
    expect(all.find((a) => a.id === both)).toMatchObject({ recipients: 2, acknowledged: 1 });
  });
});

describe('what an invigilator may do', () => {
  it('adds time, pauses, resumes, reopens and announces; ending a test is refused with a reason', async () => {
    const lab = await newInvigilator();
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    await assign(test.id, lab.id);
    await api.post(`/api/student/test/start/${test.id}?adaptive=false`, {}, asha);
    const version = async () =>
      (await board(test.id, lab.token)).body.rows.find((r) => r.studentId === ashaId)!.version;
    const on = async () => [{ studentId: ashaId, version: await version() }];

    expect((await act(test.id, 'add-time', { students: await on(), minutes: 5 }, lab.token)).body.done).toBe(
      1,
    );
    expect((await act(test.id, 'pause', { students: await on() }, lab.token)).body.done).toBe(1);
    expect((await act(test.id, 'resume', { students: await on() }, lab.token)).body.done).toBe(1);
    const end = await act(test.id, 'end', { students: await on(), reason: 'Cheating' }, lab.token);
    expect(end.status).toBe(403);
    expect(end.body).toMatchObject({
      code: 'INVIGILATOR_CANNOT_END',
      message: 'An invigilator cannot end or reset a test: pause the student and ask the college staff.',
    });
    const reset = await act(test.id, 'reset', { students: await on(), reason: 'Wrong test' }, lab.token);
    expect(reset.status).toBe(403);
    // the college ends it; the invigilator may reopen it
    expect((await act(test.id, 'end', { students: await on(), reason: 'Wrong test' }, staff)).body.done).toBe(
      1,
    );
    const reopened = await act(test.id, 'reopen', { students: await on(), minutes: 10 }, lab.token);
    expect(reopened.body.done).toBe(1);
    const announced = await api.post(
      `/api/college/assessments/${test.id}/live/announcements`,
      { message: 'Ten minutes left' },
      lab.token,
    );
    expect(announced.status).toBe(200);
    const list = await api.get(`/api/college/assessments/${test.id}/live/announcements`, lab.token);
    expect(list.status).toBe(200);
  });

  it('never edits the test, sees its questions or results, nor releases them', async () => {
    const lab = await newInvigilator();
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    await assign(test.id, lab.id);
    for (const [method, url] of [
      ['GET', `/api/college/assessments/${test.id}`],
      ['PUT', `/api/college/assessments/${test.id}`],
      ['GET', `/api/college/assessments/${test.id}/results`],
      ['POST', `/api/college/assessments/${test.id}/results/publish`],
      ['GET', '/api/college/qb/topics'],
      ['PUT', `/api/college/assessments/${test.id}/invigilators/${lab.id}`],
    ] as const) {
      const reply = await api.call(method, url, {
        token: lab.token,
        ...(method === 'GET' ? {} : { body: {} }),
      });
      expect(reply.status, `${method} ${url}`).toBe(403);
    }
  });
});

describe('across colleges', () => {
  it("another college's invigilator gets 404 for this college's tests and cannot be assigned here", async () => {
    const other = await otherCollege(platform.app, 'head@other2.test');
    const [college] = await platform.app.deps.db
      .select()
      .from(colleges)
      .where(eq(colleges.id, other.collegeId));
    const [foreigner] = await platform.app.deps.db
      .insert(users)
      .values({
        role: 'invigilator',
        email: 'lab@other2.test',
        passwordHash: await hashPassword('Invig@45678'),
        firstName: 'Far',
        collegeId: college!.id,
      })
      .returning();
    const token = await api.login('lab@other2.test', 'Invig@45678', 'invigilator');
    const test = await cloneAssessment(platform.app, DEMO_LINEAR, {});
    expect((await assign(test.id, foreigner!.id)).status).toBe(404);
    expect((await board(test.id, token)).status).toBe(404);
    const tried = await act(test.id, 'pause', { students: [{ studentId: ashaId, version: 0 }] }, token);
    expect(tried.status).toBe(404);
  });
});
