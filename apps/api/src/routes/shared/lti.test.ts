import type { AddressInfo } from 'node:net';
import { ltiMessages } from '@placement/contract';
import { assessments, attempts, ltiGradePassbacks, ltiKeys, ltiUsers, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueGrades } from '../../services/lti/grade-passback';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { type FakeLms, type LaunchSpec, LIS, startFakeLms } from '../../test/fake-lms';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

const LAUNCH_URL = 'http://placement.test/api/lti/launch';
const CLIENT_ID = 'placement-tool';
const DEPLOYMENT = 'dep-demo-1';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let lms: FakeLms;
let staff: string;
let assessmentId: string;
let platformId: string;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  // the tests run the passback sweep themselves; the timer's own sweep stays out of their way
  platform = await startTestPlatform({ SWEEP_INTERVAL_SECONDS: '300' });
  api = client(platform.app);
  // the fake LMS checks our client assertions against our JWKS over real HTTP
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (platform.app.server.address() as AddressInfo).port;
  staff = await api.login('college@demo.test', 'College@123', 'college');
  const { tool } = (await api.get<{ tool: { jwksUrl: string } }>('/api/college/lti/platforms', staff)).body;
  lms = await startFakeLms({
    clientId: CLIENT_ID,
    deploymentId: DEPLOYMENT,
    tool: {
      loginUrl: 'http://placement.test/api/lti/login',
      launchUrl: LAUNCH_URL,
      // the college's own key set, as its LMS administrator copies it from the settings page
      jwksUrl: tool.jwksUrl.replace('http://placement.test', `http://127.0.0.1:${port}`),
    },
  });
  const created = await api.post<{ platform: { _id: string } }>(
    '/api/college/lti/platforms',
    { name: 'Campus Moodle', deploymentIds: [DEPLOYMENT], ...lms.registration },
    staff,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  platformId = created.body.platform._id;
  const copy = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
  assessmentId = copy.id;
});
afterAll(async () => {
  await lms?.close();
  await platform?.close();
});

/** Login initiation → the LMS's authorization endpoint → the form_post our launch URL receives. */
async function launch(spec: LaunchSpec, initiation: Partial<Record<string, string>> = {}) {
  const hint = lms.prepare(spec);
  const login = await platform.app.inject({
    method: 'GET',
    // Canvas adds parameters of its own; they are dropped, not refused
    url: `/api/lti/login?${new URLSearchParams({ ...lms.initiation(hint), canvas_region: 'us-east-1', lti_storage_target: '_parent', ...initiation } as Record<string, string>)}`,
  });
  expect(login.statusCode, login.body).toBe(302);
  const fields = (await lms.authorize(String(login.headers.location))).fields;
  const post = () =>
    platform.app.inject({
      method: 'POST',
      url: '/api/lti/launch',
      headers: formHeaders,
      payload: form(fields),
    });
  return { fields, post, response: await post() };
}

const learner = (sub: string, extra: Partial<LaunchSpec> = {}): LaunchSpec => ({
  sub,
  roles: [LIS.learner],
  custom: { assessment_id: assessmentId },
  ...extra,
});

async function sessionFrom(location: string) {
  const code = new URLSearchParams(location.split('#')[1]).get('code') ?? '';
  return api.post<{ token: string; next: string }>('/api/lti/session', { code });
}

describe('LMS registration in the college settings', () => {
  it('is the college staff’s own: students are refused, another college sees and changes nothing', async () => {
    expect((await api.get('/api/college/lti/platforms')).status).toBe(401);
    const student = await api.login('student@demo.test', 'Student@123');
    expect((await api.get('/api/college/lti/platforms', student)).status).toBe(403);
    const mine = await api.get<{ platforms: { issuer: string }[]; tool: { loginUrl: string } }>(
      '/api/college/lti/platforms',
      staff,
    );
    expect(mine.body.platforms.map((p) => p.issuer)).toEqual([lms.issuer]);
    expect(mine.body.tool.loginUrl).toBe('http://placement.test/api/lti/login');
    const other = await otherCollege(platform.app);
    const otherStaff = await api.login(other.email, other.password, 'college');
    expect(
      (await api.get<{ platforms: unknown[] }>('/api/college/lti/platforms', otherStaff)).body.platforms,
    ).toEqual([]);
    const body = { name: 'Stolen', deploymentIds: ['x'], ...lms.registration };
    expect((await api.put(`/api/college/lti/platforms/${platformId}`, body, otherStaff)).status).toBe(404);
    expect(
      (await api.call('DELETE', `/api/college/lti/platforms/${platformId}`, { token: otherStaff })).status,
    ).toBe(404);
    // the same client id at this LMS cannot be claimed by a second college, whatever the deployment
    const taken = await api.post('/api/college/lti/platforms', body, otherStaff);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(ltiMessages.clientTaken);
    const bad = await api.post('/api/college/lti/platforms', { ...body, jwksUrl: 'not a url' }, staff);
    expect(bad.status).toBe(400);
  });

  it('refuses keys or tokens on a private network, when the server may not reach one, as it is entered', async () => {
    const { config } = platform.app.deps;
    config.lmsAllowPrivateNetwork = false;
    try {
      // addresses written as public IPs, so no name is looked up
      const inside = {
        name: 'Internal',
        deploymentIds: ['dep-internal'],
        ...lms.registration,
        jwksUrl: 'https://203.0.113.10/jwks',
        tokenUrl: 'https://203.0.113.10/token',
      };
      for (const [field, value] of [
        ['jwksUrl', 'http://169.254.169.254/latest/meta-data/'],
        ['tokenUrl', 'http://localhost:8080/token'],
      ] as const) {
        const refused = await api.post('/api/college/lti/platforms', { ...inside, [field]: value }, staff);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(`${field}: ${ltiMessages.privateNetwork}`);
      }
    } finally {
      config.lmsAllowPrivateNetwork = true;
    }
  });
});

describe('a learner’s launch', () => {
  it('signs the LMS user in as a student of that college and lands in the bound test', async () => {
    const { response } = await launch(learner('lms-user-1', { email: 'lena@campus.test' }));
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toMatch(/^\/api\/lti\/handoff#code=/);
    const session = await sessionFrom(String(response.headers.location));
    expect(session.status).toBe(200);
    expect(session.body.next).toBe(`/test/start/instruction/${assessmentId}?isAdaptive=false`);
    const me = await api.get<{ student: { FirstName: string; CollegeId: string } }>(
      '/api/student/me',
      session.body.token,
    );
    expect(me.body.student.FirstName).toBe('Lena');
    expect(me.body.student.CollegeId).toBe(platform.collegeId);
    // invited on launch: the test opens for them
    const test = await api.post(`/api/student/test/start/${assessmentId}`, {}, session.body.token);
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    // the code works once
    expect((await sessionFrom(String(response.headers.location))).status).toBe(400);
  });

  it('matches the same LMS user again by (platform, sub), never by name or email', async () => {
    await launch(learner('lms-user-2', { name: 'Same Name', email: 'student@demo.test' }));
    await launch(learner('lms-user-2', { name: 'Same Name' }));
    await launch(learner('lms-user-3', { name: 'Same Name' }));
    const rows = await platform.app.deps.db
      .select()
      .from(ltiUsers)
      .where(eq(ltiUsers.platformId, platformId));
    const bySub = new Map(rows.map((r) => [r.sub, r.userId]));
    expect(bySub.get('lms-user-2')).not.toBe(bySub.get('lms-user-3'));
    const demoStudent = await platform.app.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'student@demo.test'));
    expect([...bySub.values()]).not.toContain(demoStudent[0]?.id);
    const launched = await launch(learner('lms-user-2'));
    expect(launched.response.statusCode).toBe(303);
    expect(
      (await platform.app.deps.db.select().from(ltiUsers).where(eq(ltiUsers.sub, 'lms-user-2'))).length,
    ).toBe(1);
  });
});

describe('a launch is refused with a clear message', () => {
  const refused = async (spec: LaunchSpec, status: number, message: string) => {
    const { response } = await launch(spec);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain(message);
  };

  it('when signed by another key (forged)', () =>
    refused(learner('f1', { tamper: { forged: true } }), 401, ltiMessages.forged));
  it('when issued for another tool (wrong audience)', () =>
    refused(learner('f2', { tamper: { audience: 'someone-else' } }), 401, ltiMessages.wrongAudience));
  it('when several audiences name another authorized party', () =>
    refused(
      learner('f3', { tamper: { audience: [CLIENT_ID, 'other'], azp: 'other' } }),
      401,
      ltiMessages.wrongAzp,
    ));
  it('when expired', () =>
    refused(learner('f4', { tamper: { expiresInSeconds: -120 } }), 401, ltiMessages.expired));
  it('when the token carries another nonce', () =>
    refused(learner('f5', { tamper: { nonce: 'not-ours' } }), 400, ltiMessages.nonceMismatch));

  it('when the LMS is on a private network the server may not reach (LMS_ALLOW_PRIVATE_NETWORK=false)', async () => {
    // the production default: the fake LMS listens on loopback
    const { config } = platform.app.deps;
    config.lmsAllowPrivateNetwork = false;
    try {
      await refused(learner('f10'), 502, ltiMessages.privateNetwork);
    } finally {
      config.lmsAllowPrivateNetwork = true;
    }
  });

  it('when replayed (the same state and nonce posted again)', async () => {
    const first = await launch(learner('f6'));
    expect(first.response.statusCode).toBe(303);
    const again = await first.post();
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(ltiMessages.replayed);
  });

  it('when the token names a deployment the college did not register', async () => {
    // the login names our deployment; the signed token names another
    await refused(
      learner('f7', { tamper: { deploymentId: 'dep-other' } }),
      403,
      ltiMessages.wrongDeployment('dep-other'),
    );
    const rows = await platform.app.deps.db.select().from(ltiUsers).where(eq(ltiUsers.sub, 'f7'));
    expect(rows).toEqual([]);
  });

  it('when the issuer is not registered', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/api/lti/login',
      headers: formHeaders,
      payload: form({ ...lms.initiation('x'), iss: 'https://unknown-lms.example' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This LMS (https://unknown-lms.example) is not registered');
  });

  it('when the login asks to open an address that is not ours', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: `/api/lti/login?${new URLSearchParams({ ...lms.initiation('x'), target_link_uri: 'https://evil.example/' })}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(ltiMessages.foreignTarget);
  });

  it('when the login lacks what OIDC requires, as a page that says what is missing', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/api/lti/login?iss=' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('querystring must have login_hint');
  });

  it('when nothing was signed at all', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/api/lti/launch',
      headers: formHeaders,
      payload: form({ state: 'made-up', id_token: 'a.b.c' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(ltiMessages.unknownState);
  });
});

describe('deep linking', () => {
  it('lets an instructor pick an assessment and returns a deep-linking response signed with our key', async () => {
    const { response } = await launch({ sub: 'teacher-1', roles: [LIS.instructor], kind: 'deep-link' });
    expect(response.statusCode, response.body).toBe(200);
    const [assessment] = await platform.app.deps.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, assessmentId));
    expect(response.body).toContain(assessment!.name);
    const code = /name="code" value="([^"]+)"/.exec(response.body)?.[1] ?? '';
    const picked = await platform.app.inject({
      method: 'POST',
      url: '/api/lti/deep-link',
      headers: formHeaders,
      payload: form({ code, assessmentId }),
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.headers['content-security-policy']).toContain(`form-action 'self' ${lms.url}`);
    const action = /action="([^"]+)"/.exec(picked.body)?.[1] ?? '';
    const jwt = /name="JWT" value="([^"]+)"/.exec(picked.body)?.[1] ?? '';
    expect(action).toBe(`${lms.url}/deep-link-return`);
    const returned = await fetch(action, { method: 'POST', headers: formHeaders, body: form({ JWT: jwt }) });
    expect(returned.status).toBe(200);
    const received = lms.deepLinks.at(-1)!;
    expect(received.error).toBeUndefined();
    const [item] = received.payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as Record<
      string,
      unknown
    >[];
    expect(item).toMatchObject({
      type: 'ltiResourceLink',
      custom: { assessment_id: assessmentId },
      lineItem: { scoreMaximum: 100, resourceId: assessmentId },
    });
    expect(received.payload['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe('opaque-dl-data');
    // the pick is single use
    const again = await platform.app.inject({
      method: 'POST',
      url: '/api/lti/deep-link',
      headers: formHeaders,
      payload: form({ code, assessmentId }),
    });
    expect(again.statusCode).toBe(400);
  });

  it('shows an instructor who opens a student link where to manage it', async () => {
    const { response } = await launch({
      sub: 'teacher-2',
      roles: [LIS.instructor],
      custom: { assessment_id: assessmentId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Students who open this link from the course go straight into');
    expect(response.body).toContain(`http://placement.test/college/assessments/${assessmentId}/lms`);
  });

  it('is refused to a learner', async () => {
    const { response } = await launch({ sub: 'learner-dl', roles: [LIS.learner], kind: 'deep-link' });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(ltiMessages.instructorOnly);
  });
});

describe('grade passback (AGS)', () => {
  it('sends the score once released, with a token got by our signed client assertion', async () => {
    const manual = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    await platform.app.deps.db
      .update(assessments)
      .set({ config: { ...manual.config, resultPolicy: 'manual' } })
      .where(eq(assessments.id, manual.id));
    const { response } = await launch(
      learner('grade-1', { custom: { assessment_id: manual.id }, resourceLinkId: 'link-graded' }),
    );
    const session = await sessionFrom(String(response.headers.location));
    const token = session.body.token;
    expect((await api.post(`/api/student/test/start/${manual.id}`, {}, token)).status).toBe(200);
    const end = await api.post(
      `/api/student/test/end/${manual.id}`,
      { timeTaken: 10, endType: 'manual' },
      token,
    );
    expect(end.status, JSON.stringify(end.body)).toBe(200);
    const [attempt] = await platform.app.deps.db
      .select()
      .from(attempts)
      .where(eq(attempts.assessmentId, manual.id));
    expect(attempt?.status).toBe('graded');

    // manual policy: nothing leaves before the college publishes the results
    expect(await sendDueGrades(platform.app)).toBe(0);
    expect(lms.scores.filter((s) => s.userId === 'grade-1')).toEqual([]);
    const published = await api.post(`/api/college/assessments/${manual.id}/results/publish`, {}, staff);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await sendDueGrades(platform.app)).toBe(1);
    expect(lms.scores.filter((s) => s.userId === 'grade-1')).toEqual([
      {
        lineItem: 'link-graded',
        userId: 'grade-1',
        scoreGiven: attempt!.score,
        scoreMaximum: attempt!.maxScore,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
        timestamp: expect.any(String),
      },
    ]);
    // sent once: the next sweep has nothing to do
    expect(await sendDueGrades(platform.app)).toBe(0);
    const [key] = await platform.app.deps.db.select().from(ltiKeys);
    expect(decodeProtectedHeader(lms.assertions.at(-1)!).kid).toBe(key?.kid);
  });
});

describe('a launch that names only the course’s line items', () => {
  it('finds or makes the link’s line item once, and the score goes there', async () => {
    const launched = await launch(
      learner('grade-3', { resourceLinkId: 'link-collection', lineItem: 'collection' }),
    );
    expect(launched.response.statusCode).toBe(303);
    await launch(learner('grade-4', { resourceLinkId: 'link-collection', lineItem: 'collection' }));
    const made = lms.lineItems.filter((item) => item.resourceLinkId === 'link-collection');
    expect(made).toEqual([
      expect.objectContaining({ scoreMaximum: 100, id: expect.stringContaining('/lineitems/made-') }),
    ]);
    const token = (await sessionFrom(String(launched.response.headers.location))).body.token;
    await api.post(`/api/student/test/start/${assessmentId}`, {}, token);
    await api.post(`/api/student/test/end/${assessmentId}`, { timeTaken: 5, endType: 'manual' }, token);
    await sendDueGrades(platform.app);
    const lineItem = decodeURIComponent(new URL(made[0]!.id).pathname.split('/')[2] ?? '');
    expect(lms.scores.filter((s) => s.userId === 'grade-3').map((s) => s.lineItem)).toEqual([lineItem]);
  });
});

describe('a failed passback', () => {
  it('stays on its row and is sent by a later sweep once the LMS answers again', async () => {
    const { response } = await launch(learner('grade-2', { resourceLinkId: 'link-retry' }));
    const token = (await sessionFrom(String(response.headers.location))).body.token;
    await api.post(`/api/student/test/start/${assessmentId}`, {}, token);
    await api.post(`/api/student/test/end/${assessmentId}`, { timeTaken: 5, endType: 'manual' }, token);
    lms.failScores(1);
    const now = new Date();
    expect(await sendDueGrades(platform.app, now)).toBe(0);
    const [row] = await platform.app.deps.db
      .select()
      .from(ltiGradePassbacks)
      .where(eq(ltiGradePassbacks.lmsUserId, 'grade-2'));
    expect(row).toMatchObject({ failures: 1, lastError: 'The LMS was unavailable (503).', sentAt: null });
    // not before its wait is over
    expect(await sendDueGrades(platform.app, now)).toBe(0);
    expect(await sendDueGrades(platform.app, new Date(now.getTime() + 2 * 60_000))).toBe(1);
    expect(lms.scores.filter((s) => s.userId === 'grade-2')).toHaveLength(1);
  });
});

describe('our JWKS', () => {
  it('publishes the college’s RS256 public keys only and keeps the previous key after a rotation', async () => {
    const [college] = await platform.app.deps.db.select().from(ltiKeys).limit(1);
    const url = `/api/lti/jwks/${college?.collegeId}`;
    const before = await api.get<{ keys: Record<string, string>[] }>(url);
    expect(before.status).toBe(200);
    expect(before.body.keys).toHaveLength(1);
    expect(before.body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(before.body.keys[0]).not.toHaveProperty('d');
    // the private key is stored encrypted (a JWE), not as a readable JWK
    const [stored] = await platform.app.deps.db.select().from(ltiKeys);
    expect(stored?.privateJwe.split('.')).toHaveLength(5);
    expect(stored?.privateJwe).not.toContain('"d"');
    const admin = await api.login('admin@demo.test', 'Admin@1234', 'admin');
    const rotated = await api.post<{ rotated: number }>('/api/admin/lti/keys/rotate', {}, admin);
    expect(rotated.status).toBe(200);
    expect(rotated.body.rotated).toBeGreaterThan(0);
    const after = await api.get<{ keys: { kid: string }[] }>(url);
    expect(after.body.keys).toHaveLength(2);
    expect(after.body.keys[1]?.kid).toBe(before.body.keys[0]!.kid);
    // the new key signs from now on
    const [current] = await platform.app.deps.db
      .select()
      .from(ltiKeys)
      .where(eq(ltiKeys.kid, after.body.keys[0]!.kid));
    expect(current?.retiredAt).toBeNull();
  });
});
