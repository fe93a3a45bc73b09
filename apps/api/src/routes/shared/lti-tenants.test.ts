import type { AddressInfo } from 'node:net';
import { ltiMessages } from '@placement/contract';
import { ltiGradePassbacks } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueGrades } from '../../services/lti/grade-passback';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { type FakeLms, LIS, startFakeLms } from '../../test/fake-lms';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

const LAUNCH_URL = 'http://placement.test/api/lti/launch';
const VICTIM_CLIENT = 'placement-at-victim';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let local: (url: string) => string;

/** One college's view of the tool: its staff token and the key set URL it gives its LMS. */
async function collegeTool(email: string, password: string) {
  const staff = await api.login(email, password, 'college');
  const mine = await api.get<{ tool: { jwksUrl: string; loginUrl: string } }>(
    '/api/college/lti/platforms',
    staff,
  );
  return { staff, jwksUrl: local(mine.body.tool.jwksUrl) };
}

const lmsFor = (clientId: string, deploymentId: string, jwksUrl: string) =>
  startFakeLms({
    clientId,
    deploymentId,
    tool: { loginUrl: 'http://placement.test/api/lti/login', launchUrl: LAUNCH_URL, jwksUrl },
  });

let victimLms: FakeLms;
let rogueLms: FakeLms;

beforeAll(async () => {
  platform = await startTestPlatform({ SWEEP_INTERVAL_SECONDS: '300' });
  api = client(platform.app);
  // the LMSs fetch our key sets over real HTTP, as Moodle and Canvas do
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (platform.app.server.address() as AddressInfo).port;
  local = (url) => url.replace('http://placement.test', `http://127.0.0.1:${port}`);
});
afterAll(async () => {
  await victimLms?.close();
  await rogueLms?.close();
  await platform?.close();
});

describe('one college cannot use another college’s LMS registration', () => {
  it('gives each college a key set of its own', async () => {
    const demo = await collegeTool('college@demo.test', 'College@123');
    const other = await otherCollege(platform.app, 'keys@other.test');
    const theirs = await collegeTool(other.email, other.password);
    expect(demo.jwksUrl).not.toBe(theirs.jwksUrl);
    const kids = async (url: string) => {
      const set = (await (await fetch(url)).json()) as { keys: { kid: string }[] };
      return set.keys.map((key) => key.kid);
    };
    const [mine, their] = [await kids(demo.jwksUrl), await kids(theirs.jwksUrl)];
    expect(mine).toHaveLength(1);
    expect(their).toHaveLength(1);
    expect(mine).not.toEqual(their);
    const unknown = await api.get<{ message: string }>('/api/lti/jwks/no-such-college');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ltiMessages.unknownKeySet);
  });

  it('gets no grade token from the victim’s LMS and writes nothing into its gradebook', async () => {
    // the victim: Demo College, its LMS trusting Demo College's key set for its client id
    const victim = await collegeTool('college@demo.test', 'College@123');
    victimLms = await lmsFor(VICTIM_CLIENT, 'dep-victim', victim.jwksUrl);
    const registered = await api.post(
      '/api/college/lti/platforms',
      { name: 'Victim Moodle', deploymentIds: ['dep-victim'], ...victimLms.registration },
      victim.staff,
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);

    // the attacker: a college with an LMS of its own, registered under the victim's client id and token URL
    const attacker = await otherCollege(platform.app, 'rogue@other.test');
    const rogue = await collegeTool(attacker.email, attacker.password);
    rogueLms = await lmsFor(VICTIM_CLIENT, 'dep-rogue', rogue.jwksUrl);
    const squat = await api.post(
      '/api/college/lti/platforms',
      {
        name: 'Rogue LMS',
        deploymentIds: ['dep-rogue'],
        ...rogueLms.registration,
        tokenUrl: victimLms.registration.tokenUrl,
      },
      rogue.staff,
    );
    expect(squat.status, JSON.stringify(squat.body)).toBe(200);
    const test = await cloneAssessment(
      platform.app,
      'Software Engineer Screening',
      {
        collegeId: attacker.collegeId,
      },
      [],
    );

    // a launch the attacker signs itself, naming a line item in the victim's gradebook
    const hint = rogueLms.prepare({
      sub: 'planted',
      roles: [LIS.learner],
      custom: { assessment_id: test.id },
      tamper: { lineItem: `${victimLms.url}/lineitems/victim-exam?course=1` },
    });
    const login = await platform.app.inject({
      method: 'GET',
      url: `/api/lti/login?${new URLSearchParams(rogueLms.initiation(hint))}`,
    });
    expect(login.statusCode, login.body).toBe(302);
    const { fields } = await rogueLms.authorize(String(login.headers.location));
    const launched = await platform.app.inject({
      method: 'POST',
      url: '/api/lti/launch',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(launched.statusCode, launched.body).toBe(303);
    const code = new URLSearchParams(String(launched.headers.location).split('#')[1]).get('code');
    const session = await api.post<{ token: string }>('/api/lti/session', { code });
    const token = session.body.token;
    expect((await api.post(`/api/student/test/start/${test.id}`, {}, token)).status).toBe(200);
    const end = await api.post(
      `/api/student/test/end/${test.id}`,
      { timeTaken: 5, endType: 'manual' },
      token,
    );
    expect(end.status, JSON.stringify(end.body)).toBe(200);

    await sendDueGrades(platform.app);
    // our assertion reached the victim's token endpoint, signed with the attacker college's key: refused
    expect(victimLms.assertions.length).toBeGreaterThan(0);
    expect(victimLms.scores).toEqual([]);
    const [passback] = await platform.app.deps.db
      .select()
      .from(ltiGradePassbacks)
      .where(eq(ltiGradePassbacks.lmsUserId, 'planted'));
    expect(passback?.lastError).toContain(
      "The LMS refused Placement's credentials (token endpoint answered 401)",
    );
  });

  it('refuses a second college’s claim to a registered client id', async () => {
    const late = await otherCollege(platform.app, 'late@other.test');
    const { staff } = await collegeTool(late.email, late.password);
    const claim = await api.post(
      '/api/college/lti/platforms',
      { name: 'Same Moodle', deploymentIds: ['dep-late'], ...victimLms.registration },
      staff,
    );
    expect(claim.status).toBe(409);
    expect(claim.body.message).toBe(ltiMessages.clientTaken);
  });
});
