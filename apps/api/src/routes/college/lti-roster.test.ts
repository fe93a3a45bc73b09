import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ltiMessages } from '@placement/contract';
import { assessments, invitations, ltiRosterSyncs, ltiUsers, users } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { LIS, type RosterMember } from '../../test/fake-lms';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { type ConnectedLms, connectLms } from '../../test/lti-tool';

/** Names and Role Provisioning: a course's learners brought into the invitations of the assessment it links. */
let platform: TestPlatform;
let api: ReturnType<typeof client>;
let tool: ConnectedLms;
let staff: string;
let assessmentId: string;

interface Course {
  _id: string;
  title: string;
  rosterAvailable: boolean;
  resourceLinks: number;
  lastSync: Sync | null;
}
interface Sync {
  _id: string;
  status: 'running' | 'done' | 'failed';
  members: number;
  learners: number;
  invited: number;
  alreadyInvited: number;
  leftOut: number;
  inactive: number;
  reported: { name: string; lmsUserId: string }[];
  error: string | null;
}

const member = (id: string, roles: string[], extra: Partial<RosterMember> = {}): RosterMember => ({
  user_id: id,
  roles,
  given_name: id.charAt(0).toUpperCase() + id.slice(1),
  family_name: 'Roster',
  email: `${id}@course.test`,
  ...extra,
});

const ROSTER: RosterMember[] = [
  member('asha', [LIS.learner, LIS.institutionStudent]),
  member('bilal', ['Learner']),
  member('chen', [LIS.instructor]),
  member('dina', [LIS.teachingAssistant]),
  member('emeka', [LIS.learner], { email: undefined, name: 'Emeka Nomail' }),
  member('farah', [LIS.learner], { status: 'Inactive' }),
  member('gopal', [LIS.nonCreditLearner]),
  // in the course, but not given the assessment's link (a group-restricted activity)
  member('hana', [LIS.learner]),
];

const courses = async () =>
  (await api.get<{ courses: Course[] }>(`/api/college/assessments/${assessmentId}/lms`, staff)).body.courses;
const start = (courseId: string, withoutEmail: string, token = staff, id = assessmentId) =>
  api.post<{ sync: Sync }>(
    `/api/college/assessments/${id}/lms/courses/${courseId}/roster-sync`,
    { withoutEmail },
    token,
  );
/** Starts a sync (answered at once as running) and follows it to its end, as the LMS screen does. */
async function sync(courseId: string, withoutEmail: string, token = staff, id = assessmentId) {
  const started = await start(courseId, withoutEmail, token, id);
  if (started.status !== 202) return started;
  expect(started.body.sync.status).toBe('running');
  let current = started;
  while (current.body.sync.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 20));
    current = await api.get<{ sync: Sync }>(
      `/api/college/assessments/${id}/lms/roster-syncs/${started.body.sync._id}`,
      token,
    );
    expect(current.status, JSON.stringify(current.body)).toBe(200);
  }
  return current;
}

async function invitedSubs(id = assessmentId) {
  const rows = await platform.app.deps.db
    .select({ sub: ltiUsers.sub })
    .from(invitations)
    .innerJoin(ltiUsers, eq(ltiUsers.userId, invitations.studentId))
    .where(and(eq(invitations.assessmentId, id), eq(ltiUsers.platformId, tool.platformId)));
  return rows.map((row) => row.sub).sort();
}

beforeAll(async () => {
  platform = await startTestPlatform({ SWEEP_INTERVAL_SECONDS: '300' });
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  tool = await connectLms(platform, api, staff, { clientId: 'placement-nrps', deploymentId: 'dep-nrps' });
  assessmentId = (await cloneAssessment(platform.app, 'Software Engineer Screening', {}, [])).id;
  tool.lms.setRoster('course-1', ROSTER, {
    pageSize: 3,
    links: { 'link-a': ROSTER.filter((m) => m.user_id !== 'hana').map((m) => m.user_id) },
  });
});
afterAll(async () => {
  await tool?.lms.close();
  await platform?.close();
});

describe('a course’s roster', () => {
  it('is offered once a launch from the course names the roster service', async () => {
    expect(await courses()).toEqual([]);
    const { response } = await tool.launch({
      sub: 'asha',
      roles: [LIS.learner],
      custom: { assessment_id: assessmentId },
      resourceLinkId: 'link-a',
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(await courses()).toEqual([
      expect.objectContaining({
        title: 'Programming 101',
        rosterAvailable: true,
        resourceLinks: 1,
        lastSync: null,
      }),
    ]);
  });

  it('invites the link’s active learners, every page, and reports who has no e-mail', async () => {
    const [course] = await courses();
    const done = await sync(course!._id, 'report');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.sync).toMatchObject({
      status: 'done',
      members: 7,
      learners: 5,
      // asha launched before: her account and invitation exist; bilal and gopal are new
      processed: 3,
      created: 2,
      invited: 2,
      alreadyInvited: 1,
      leftOut: 1,
      inactive: 1,
      reported: [{ name: 'Emeka Roster', lmsUserId: 'emeka' }],
      error: null,
    });
    expect(await invitedSubs()).toEqual(['asha', 'bilal', 'gopal']);
    // three pages of three, each asked for the link's members only
    const asked = tool.lms.membershipRequests.filter((r) => r.status === 200);
    expect(asked.map((r) => [r.rlid, r.page])).toEqual([
      ['link-a', 1],
      ['link-a', 2],
      ['link-a', 3],
    ]);
    expect((await courses())[0]?.lastSync).toMatchObject({ invited: 2, leftOut: 1 });
  });

  it('is idempotent, and invites learners without an e-mail when the college says so', async () => {
    const [course] = await courses();
    const again = await sync(course!._id, 'skip');
    expect(again.body.sync).toMatchObject({ invited: 0, alreadyInvited: 3, leftOut: 1, reported: [] });
    const withNoMail = await sync(course!._id, 'invite');
    expect(withNoMail.body.sync).toMatchObject({ invited: 1, alreadyInvited: 3, leftOut: 0 });
    expect(await invitedSubs()).toEqual(['asha', 'bilal', 'emeka', 'gopal']);
    const accounts = await platform.app.deps.db
      .select()
      .from(ltiUsers)
      .where(eq(ltiUsers.platformId, tool.platformId));
    expect(accounts.map((a) => a.sub).sort()).toEqual(['asha', 'bilal', 'emeka', 'gopal']);
  });

  it('gives a synced learner the account their first launch signs in to', async () => {
    const [before] = await platform.app.deps.db.select().from(ltiUsers).where(eq(ltiUsers.sub, 'bilal'));
    const [person] = await platform.app.deps.db.select().from(users).where(eq(users.id, before!.userId));
    expect(person).toMatchObject({ firstName: 'Bilal', lastName: 'Roster', email: 'bilal@course.test' });
    const { response } = await tool.launch({
      sub: 'bilal',
      roles: ['Learner'],
      custom: { assessment_id: assessmentId },
      resourceLinkId: 'link-a',
    });
    const session = await tool.sessionFrom(String(response.headers.location));
    const me = await api.get<{ student: { _id: string } }>('/api/student/me', session.body.token);
    expect(me.body.student._id).toBe(before!.userId);
    expect(await platform.app.deps.db.select().from(ltiUsers).where(eq(ltiUsers.sub, 'bilal'))).toHaveLength(
      1,
    );
  });

  it('from a deep link alone: the whole course, without rlid', async () => {
    tool.lms.setRoster('course-2', [member('ivan', [LIS.learner]), member('jaya', [LIS.instructor])]);
    const picked = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    const { response } = await tool.launch({
      sub: 'teacher-dl',
      roles: [LIS.instructor],
      kind: 'deep-link',
      context: { id: 'course-2', title: 'Databases' },
    });
    const code = /name="code" value="([^"]+)"/.exec(response.body)?.[1] ?? '';
    const chosen = await platform.app.inject({
      method: 'POST',
      url: '/api/lti/deep-link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code, assessmentId: picked.id }).toString(),
    });
    expect(chosen.statusCode).toBe(200);
    const listed = (await api.get<{ courses: Course[] }>(`/api/college/assessments/${picked.id}/lms`, staff))
      .body.courses;
    expect(listed).toEqual([expect.objectContaining({ title: 'Databases', resourceLinks: 0 })]);
    const done = await sync(listed[0]!._id, 'skip', staff, picked.id);
    expect(done.body.sync).toMatchObject({ members: 2, learners: 1, invited: 1 });
    expect(tool.lms.membershipRequests.at(-1)).toMatchObject({ contextId: 'course-2', rlid: null });
    expect(await invitedSubs(picked.id)).toEqual(['ivan']);
  });
});

describe('a roster sync that cannot happen', () => {
  it('says why in words when the LMS fails, and keeps the failure on the course', async () => {
    const [course] = await courses();
    tool.lms.fail('memberships', 1, 503);
    const failed = await sync(course!._id, 'skip');
    expect(failed.body.sync).toMatchObject({ status: 'failed', error: 'The LMS was unavailable (503).' });
    expect((await courses())[0]?.lastSync).toMatchObject({
      status: 'failed',
      error: 'The LMS was unavailable (503).',
    });
    tool.lms.fail('token', 1, 401);
    const refused = await sync(course!._id, 'skip');
    expect(refused.body.sync.error).toContain(
      "The LMS refused Placement's credentials (token endpoint answered 401)",
    );
  });

  it('is refused for a draft assessment and for a course whose LMS offers no roster', async () => {
    const draft = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    await tool.launch({
      sub: 'asha',
      roles: [LIS.instructor],
      custom: { assessment_id: draft.id },
      resourceLinkId: 'link-d',
    });
    await platform.app.deps.db
      .update(assessments)
      .set({ status: 'draft' })
      .where(eq(assessments.id, draft.id));
    const [drafted] = (
      await api.get<{ courses: Course[] }>(`/api/college/assessments/${draft.id}/lms`, staff)
    ).body.courses;
    expect((await sync(drafted!._id, 'skip', staff, draft.id)).status).toBe(409);

    const quiet = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    await tool.launch({
      sub: 'asha',
      roles: [LIS.learner],
      custom: { assessment_id: quiet.id },
      resourceLinkId: 'link-q',
      memberships: false,
    });
    const [noRoster] = (
      await api.get<{ courses: Course[] }>(`/api/college/assessments/${quiet.id}/lms`, staff)
    ).body.courses;
    expect(noRoster?.rosterAvailable).toBe(false);
    const refused = await sync(noRoster!._id, 'skip', staff, quiet.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ltiMessages.noRoster);
  });

  it('is another college’s to see or start: 404', async () => {
    const [course] = await courses();
    const other = await otherCollege(platform.app);
    const otherStaff = await api.login(other.email, other.password, 'college');
    expect((await api.get(`/api/college/assessments/${assessmentId}/lms`, otherStaff)).status).toBe(404);
    expect((await sync(course!._id, 'skip', otherStaff)).status).toBe(404);
    const theirs = await cloneAssessment(
      platform.app,
      'Software Engineer Screening',
      { collegeId: other.collegeId },
      [],
    );
    expect((await sync(course!._id, 'skip', otherStaff, theirs.id)).status).toBe(404);
    const [mine] = await platform.app.deps.db.select().from(ltiRosterSyncs).limit(1);
    const status = (token: string, id = assessmentId) =>
      api.get(`/api/college/assessments/${id}/lms/roster-syncs/${mine!.id}`, token);
    expect((await status(staff)).status).toBe(200);
    expect((await status(otherStaff)).status).toBe(404);
    expect((await status(otherStaff, theirs.id)).status).toBe(404);
    const notFound = await status(
      staff,
      (await cloneAssessment(platform.app, 'Software Engineer Screening', {}, [])).id,
    );
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe(ltiMessages.rosterSyncNotFound);
  });
});

describe('a roster sync a stopped server left running', () => {
  it('is shown failed in words once no process has touched it for a while, and the course syncs again', async () => {
    const [course] = await courses();
    const [left] = await platform.app.deps.db
      .insert(ltiRosterSyncs)
      .values({
        courseId: course!._id,
        withoutEmail: 'skip',
        status: 'running',
        members: 40,
        heartbeatAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    expect((await courses())[0]?.lastSync).toMatchObject({
      _id: left!.id,
      status: 'failed',
      members: 40,
      error: ltiMessages.rosterInterrupted,
    });
    const again = await sync(course!._id, 'skip');
    expect(again.body.sync).toMatchObject({ status: 'done', error: null });
    expect(again.body.sync._id).not.toBe(left!.id);
  });

  it('is left running while its process still touches it', async () => {
    const [course] = await courses();
    const [busy] = await platform.app.deps.db
      .insert(ltiRosterSyncs)
      .values({ courseId: course!._id, withoutEmail: 'skip', status: 'running' })
      .returning();
    expect((await courses())[0]?.lastSync).toMatchObject({ _id: busy!.id, status: 'running' });
    // another process's sync of the course is under way: a start is shown that one
    const started = await start(course!._id, 'skip');
    expect(started.status).toBe(202);
    expect(started.body.sync._id).toBe(busy!.id);
    await platform.app.deps.db.delete(ltiRosterSyncs).where(eq(ltiRosterSyncs.id, busy!.id));
  });
});

/** A host that is not the LMS: records every request (and the token it carried), answers a member list. */
async function bystander(host: string, port = 0) {
  const seen: (string | undefined)[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(request.headers.authorization);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ members: [member('mallory', [LIS.learner])] }));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  // it can be reached: had the sync followed the link, it would have been called
  expect((await fetch(url)).status).toBe(200);
  seen.length = 0;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('a roster whose next page is not the LMS’s to give', () => {
  const rosterWithNext = (nextLink: (page: number) => string | null) =>
    tool.lms.setRoster('course-1', ROSTER, {
      pageSize: 3,
      links: { 'link-a': ROSTER.filter((m) => m.user_id !== 'hana').map((m) => m.user_id) },
      nextLink,
    });
  /** The sync fails with `why` after reading `pages` pages of three members. */
  const refusal = async (why: RegExp, pages: number) => {
    const [course] = await courses();
    const failed = await sync(course!._id, 'invite');
    expect(failed.body.sync, JSON.stringify(failed.body)).toMatchObject({ status: 'failed', invited: 0 });
    expect(failed.body.sync.error).toMatch(why);
    // the reload of the LMS screen shows the same failure, and the members read before it
    const shown = (await courses())[0]?.lastSync;
    expect(shown).toMatchObject({
      _id: failed.body.sync._id,
      status: 'failed',
      error: failed.body.sync.error,
    });
    expect(shown?.members).toBe(pages * 3);
  };

  it('on another host or port is refused, and the LMS’s token never reaches it', async () => {
    const lms = new URL(tool.lms.url);
    const otherPort = await bystander('127.0.0.1');
    const otherHost = await bystander('127.0.0.2', Number(lms.port));
    try {
      for (const elsewhere of [otherPort, otherHost]) {
        rosterWithNext((page) => (page === 1 ? `${elsewhere.url}/memberships/course-1?page=2` : null));
        await refusal(
          new RegExp(
            `to another address \\(${elsewhere.url.replaceAll('.', '\\.')}\\)\\. Placement sends the LMS's token only to ${lms.origin.replaceAll('.', '\\.')}, so it did not follow it`,
          ),
          1,
        );
        expect(elsewhere.seen).toEqual([]);
        expect(tool.lms.membershipRequests.at(-1)).toMatchObject({ rlid: 'link-a', page: 1, status: 200 });
      }
      expect(await invitedSubs()).not.toContain('mallory');
    } finally {
      await otherPort.close();
      await otherHost.close();
    }
  });

  it('that leads back to a page already read is refused, not read forever', async () => {
    const base = `${tool.lms.url}/memberships/course-1`;
    rosterWithNext((page) => (page === 1 ? `${base}?rlid=link-a&page=2` : `${base}?rlid=link-a`));
    const before = tool.lms.membershipRequests.length;
    await refusal(/a roster page it had already sent as the next one .* the roster would never end/, 2);
    expect(tool.lms.membershipRequests.slice(before).map((r) => r.page)).toEqual([1, 2]);
    rosterWithNext(() => `${base}?rlid=link-a`);
    await refusal(/already sent as the next one/, 1);
  });
});
