import { ltiMessages } from '@placement/contract';
import { assessments } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueGrades } from '../../services/lti/grade-passback';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { LIS, SCOPES } from '../../test/fake-lms';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { type ConnectedLms, connectLms } from '../../test/lti-tool';

/** The college's LMS screen: a test of the registration, and its last launches and passbacks in words. */
let platform: TestPlatform;
let api: ReturnType<typeof client>;
let tool: ConnectedLms;
let staff: string;

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
interface Activity {
  launches: { kind: string | null; sub: string | null; status: number; error: string | null }[];
  passbacks: { studentName: string; assessmentName: string; status: number | null; error: string | null }[];
}

const check = async () =>
  (await api.post<{ checks: Check[] }>(`/api/college/lti/platforms/${tool.platformId}/check`, {}, staff)).body
    .checks;
const activity = async () =>
  (await api.get<Activity>(`/api/college/lti/platforms/${tool.platformId}/activity`, staff)).body;

beforeAll(async () => {
  platform = await startTestPlatform({ SWEEP_INTERVAL_SECONDS: '300' });
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  tool = await connectLms(platform, api, staff, { clientId: 'placement-activity', deploymentId: 'dep-act' });
});
afterAll(async () => {
  await tool?.lms.close();
  await platform?.close();
});

describe('testing a registration', () => {
  it('reads the LMS’s keys and gets a token with the college’s key, naming the services given', async () => {
    expect(await check()).toEqual([
      {
        name: "The LMS's key set",
        ok: true,
        detail: 'It publishes one signing key; launches can be checked.',
      },
      {
        name: "This college's key at the LMS",
        ok: true,
        detail: 'The LMS accepted the key and gave access to scores, gradebook columns, course rosters.',
      },
    ]);
  });

  it('says which services the LMS has not turned on', async () => {
    tool.lms.grantOnly([SCOPES.score, SCOPES.lineItem]);
    try {
      const [, ours] = await check();
      expect(ours?.detail).toBe(
        'The LMS accepted the key and gave access to scores, gradebook columns. Not given: course rosters; turn those services on for the tool in the LMS.',
      );
    } finally {
      tool.lms.grantOnly(null);
    }
  });

  it('says what to fix when the LMS refuses the college’s key', async () => {
    tool.lms.fail('token', 1, 401);
    const [keys, ours] = await check();
    expect(keys?.ok).toBe(true);
    expect(ours).toMatchObject({ ok: false });
    expect(ours?.detail).toContain("The LMS refused Placement's credentials (token endpoint answered 401)");
  });

  it('says when the LMS’s key set cannot be read', async () => {
    const other = await api.post<{ platform: { _id: string } }>(
      '/api/college/lti/platforms',
      {
        name: 'Broken Moodle',
        deploymentIds: ['dep-broken'],
        ...tool.lms.registration,
        clientId: 'placement-broken',
        jwksUrl: `${tool.lms.url}/no-such-keys`,
      },
      staff,
    );
    const reply = await api.post<{ checks: Check[] }>(
      `/api/college/lti/platforms/${other.body.platform._id}/check`,
      {},
      staff,
    );
    expect(reply.body.checks[0]).toEqual({
      name: "The LMS's key set",
      ok: false,
      detail: 'The LMS no longer has this key set (404): it was deleted or moved in the LMS.',
    });
  });
});

describe('a registration’s activity', () => {
  it('lists the last launches, accepted or refused, with the refusal in words', async () => {
    const open = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    const closed = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    await platform.app.deps.db
      .update(assessments)
      .set({ status: 'draft' })
      .where(eq(assessments.id, closed.id));
    await tool.launch({ sub: 'ok-learner', roles: [LIS.learner], custom: { assessment_id: open.id } });
    await tool.launch({ sub: 'a-teacher', roles: [LIS.instructor], custom: { assessment_id: open.id } });
    await tool.launch({ sub: 'late', roles: [LIS.learner], tamper: { expiresInSeconds: -120 } });
    await tool.launch({
      sub: 'too-early',
      roles: [LIS.learner],
      custom: { assessment_id: closed.id },
      resourceLinkId: 'link-closed',
    });
    const { launches } = await activity();
    expect(launches.slice(0, 4)).toEqual([
      {
        _id: expect.any(String),
        at: expect.any(String),
        kind: 'learner',
        sub: 'too-early',
        status: 409,
        error: ltiMessages.assessmentClosed,
      },
      // an unverified token's sub is not believed
      {
        _id: expect.any(String),
        at: expect.any(String),
        kind: null,
        sub: null,
        status: 401,
        error: ltiMessages.expired,
      },
      {
        _id: expect.any(String),
        at: expect.any(String),
        kind: 'instructor',
        sub: 'a-teacher',
        status: 200,
        error: null,
      },
      {
        _id: expect.any(String),
        at: expect.any(String),
        kind: 'learner',
        sub: 'ok-learner',
        status: 303,
        error: null,
      },
    ]);
  });

  it('lists the last scores sent, with the LMS’s reply', async () => {
    const test = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    const { response } = await tool.launch({
      sub: 'graded',
      roles: [LIS.learner],
      name: 'Greta Graded',
      custom: { assessment_id: test.id },
      resourceLinkId: 'link-graded',
    });
    const token = (await tool.sessionFrom(String(response.headers.location))).body.token;
    await api.post(`/api/student/test/start/${test.id}`, {}, token);
    await api.post(`/api/student/test/end/${test.id}`, { timeTaken: 5, endType: 'manual' }, token);
    tool.lms.fail('scores', 1, 503);
    const now = new Date();
    await sendDueGrades(platform.app, now);
    await sendDueGrades(platform.app, new Date(now.getTime() + 61_000));
    const { passbacks } = await activity();
    expect(passbacks.slice(0, 2)).toEqual([
      expect.objectContaining({
        studentName: 'Greta Graded',
        assessmentName: test.name,
        status: 200,
        error: null,
      }),
      expect.objectContaining({ status: 503, error: 'The LMS was unavailable (503).' }),
    ]);
  });

  it('is the college’s own', async () => {
    const other = await otherCollege(platform.app);
    const otherStaff = await api.login(other.email, other.password, 'college');
    const path = `/api/college/lti/platforms/${tool.platformId}`;
    expect((await api.get(`${path}/activity`, otherStaff)).status).toBe(404);
    expect((await api.post(`${path}/check`, {}, otherStaff)).status).toBe(404);
  });
});
