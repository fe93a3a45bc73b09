import { ltiMessages } from '@placement/contract';
import { invitations, ltiHandoffs, ltiUsers } from '@placement/db';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { type LaunchSpec, LIS } from '../../test/fake-lms';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { type ConnectedLms, connectLms } from '../../test/lti-tool';

/**
 * The tool checks of 1EdTech's LTI Advantage certification, run against our tool from the in-repo platform:
 * launches it must refuse (each test fails if one is accepted), then instructor and learner launches it
 * must accept, with the outcome each role should get.
 */
const CLIENT_ID = 'placement-certification';
const DEPLOYMENT = 'dep-cert-1';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let tool: ConnectedLms;
let assessmentId: string;
let assessmentName: string;

beforeAll(async () => {
  platform = await startTestPlatform({ SWEEP_INTERVAL_SECONDS: '300' });
  api = client(platform.app);
  const staff = await api.login('college@demo.test', 'College@123', 'college');
  tool = await connectLms(platform, api, staff, { clientId: CLIENT_ID, deploymentId: DEPLOYMENT });
  const copy = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
  assessmentId = copy.id;
  assessmentName = copy.name;
});
afterAll(async () => {
  await tool?.lms.close();
  await platform?.close();
});

const learner = (sub: string, extra: Partial<LaunchSpec> = {}): LaunchSpec => ({
  sub,
  roles: [LIS.learner],
  custom: { assessment_id: assessmentId },
  ...extra,
});

/** Nothing a refused launch may leave behind: no account for the LMS user, no sign-in code. */
async function traces() {
  const db = platform.app.deps.db;
  const [people] = await db.select({ n: count() }).from(ltiUsers);
  const [codes] = await db.select({ n: count() }).from(ltiHandoffs);
  return { people: people?.n, codes: codes?.n };
}

describe('launches the tool must refuse', () => {
  const cases: [string, LaunchSpec['tamper'], number, string][] = [
    [
      'issued by another platform (iss)',
      { issuer: 'https://other-lms.example' },
      401,
      ltiMessages.wrongIssuer,
    ],
    ['issued for another tool (aud)', { audience: 'another-tool' }, 401, ltiMessages.wrongAudience],
    [
      'several audiences, azp naming another party',
      { audience: [CLIENT_ID, 'another-tool'], azp: 'another-tool' },
      401,
      ltiMessages.wrongAzp,
    ],
    ['several audiences and no azp', { audience: [CLIENT_ID, 'another-tool'] }, 401, ltiMessages.wrongAzp],
    ['one audience, azp naming another party', { azp: 'another-tool' }, 401, ltiMessages.wrongAzp],
    ['expired (exp in the past)', { expiresInSeconds: -120 }, 401, ltiMessages.expired],
    ['issued in the future (iat)', { issuedAtOffsetSeconds: 3600 }, 401, ltiMessages.expired],
    ['without a nonce', { drop: ['nonce'] }, 401, ltiMessages.badClaims('nonce missing')],
    ['with the nonce of another login', { nonce: 'not-ours' }, 400, ltiMessages.nonceMismatch],
    [
      'naming a deployment the college did not register',
      { deploymentId: 'dep-other' },
      403,
      ltiMessages.wrongDeployment('dep-other'),
    ],
    [
      'without a deployment_id',
      { drop: ['deployment_id'] },
      400,
      ltiMessages.badClaims('deployment_id is missing'),
    ],
    ['unsigned (alg none)', { alg: 'none' }, 401, ltiMessages.forged],
    ['signed with a key the JWKS does not have (kid)', { kid: 'no-such-key' }, 401, ltiMessages.forged],
    ['without a kid in its header', { kid: null }, 401, ltiMessages.forged],
    ['signed with another key under the platform’s kid', { forged: true }, 401, ltiMessages.forged],
    ['without sub', { drop: ['sub'] }, 401, ltiMessages.badClaims('sub missing')],
    ['with an empty sub', { set: { sub: '' } }, 400, ltiMessages.badClaims('sub is missing')],
    [
      'without message_type',
      { drop: ['message_type'] },
      400,
      ltiMessages.badClaims('message_type undefined is not supported'),
    ],
    [
      'with an unknown message_type',
      { set: { message_type: 'LtiStartAssessment' } },
      400,
      ltiMessages.badClaims('message_type LtiStartAssessment is not supported'),
    ],
    ['with version 1.1', { set: { version: '1.1' } }, 400, ltiMessages.badClaims('version must be 1.3.0')],
    ['without version', { drop: ['version'] }, 400, ltiMessages.badClaims('version must be 1.3.0')],
    ['without roles', { drop: ['roles'] }, 400, ltiMessages.badClaims('roles must be a list')],
    [
      'without a resource link id',
      { set: { resource_link: { title: 'No id' } } },
      400,
      ltiMessages.badClaims('resource_link.id is missing'),
    ],
  ];

  it.each(cases)('%s', async (_name, tamper, status, message) => {
    const before = await traces();
    const { response } = await tool.launch(learner(`refused-${status}-${Math.random()}`, { tamper }));
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain(message);
    expect(await traces()).toEqual(before);
  });

  it('a token that is not a JWT at all', async () => {
    const before = await traces();
    const { response } = await tool.launch(learner('garbage'), (fields) => ({
      ...fields,
      id_token: 'not-a-jwt',
    }));
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(ltiMessages.forged);
    expect(await traces()).toEqual(before);
  });

  it('a reused nonce: the same launch posted twice, and a new login answered with the old nonce', async () => {
    const first = await tool.launch(learner('nonce-1'));
    expect(first.response.statusCode).toBe(303);
    const before = await traces();
    const replay = await first.post();
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain(ltiMessages.replayed);
    const oldNonce = JSON.parse(
      Buffer.from(first.fields.id_token?.split('.')[1] ?? '', 'base64url').toString(),
    ).nonce as string;
    const second = await tool.launch(learner('nonce-2', { tamper: { nonce: oldNonce } }));
    expect(second.response.statusCode).toBe(400);
    expect(second.response.body).toContain(ltiMessages.nonceMismatch);
    expect(await traces()).toEqual(before);
  });
});

describe('learner launches the tool accepts', () => {
  const variants: [string, Partial<LaunchSpec>, string][] = [
    [
      'membership Learner, with name and e-mail',
      { name: 'Lena Learner', email: 'lena.cert@campus.test' },
      'Lena',
    ],
    ['the short role name “Learner”', { roles: ['Learner'], name: 'Sam Short' }, 'Sam'],
    ['the LTI 1.1 role URN', { roles: ['urn:lti:role:ims/lis/Learner'], name: 'Uma Urn' }, 'Uma'],
    [
      'a Learner sub-role (NonCreditLearner)',
      { roles: [LIS.nonCreditLearner], name: 'Noor Noncredit' },
      'Noor',
    ],
    [
      'Learner with institution Student and system User (Moodle)',
      { roles: [LIS.learner, LIS.institutionStudent, LIS.systemUser], name: 'Mo Moodle' },
      'Mo',
    ],
    [
      'Learner here, instructor elsewhere in the institution (Canvas)',
      { roles: [LIS.learner, LIS.institutionInstructor, LIS.systemUser], name: 'Cara Canvas' },
      'Cara',
    ],
    [
      'Learner here, institution administrator',
      { roles: [LIS.learner, LIS.institutionAdministrator], name: 'Ada Admin' },
      'Ada',
    ],
    ['no personal data (no name, no e-mail)', { name: null }, 'LMS'],
    ['e-mail only', { name: null, email: 'only.mail@campus.test' }, 'LMS'],
    ['without a course (no context)', { context: null, name: 'Nico Nocontext' }, 'Nico'],
    ['without a course or personal data', { context: null, name: null }, 'LMS'],
  ];

  it.each(variants)(
    '%s: signed in as a student of the college, invited, in the test',
    async (_n, extra, first) => {
      const sub = `learner-${Math.random()}`;
      const { response } = await tool.launch(learner(sub, extra));
      expect(response.statusCode, response.body).toBe(303);
      const session = await tool.sessionFrom(String(response.headers.location));
      expect(session.status).toBe(200);
      expect(session.body.next).toBe(`/test/start/instruction/${assessmentId}?isAdaptive=false`);
      const me = await api.get<{ student: { FirstName: string; CollegeId: string } }>(
        '/api/student/me',
        session.body.token,
      );
      expect(me.body.student).toMatchObject({ FirstName: first, CollegeId: platform.collegeId });
      const [link] = await platform.app.deps.db.select().from(ltiUsers).where(eq(ltiUsers.sub, sub));
      const invited = await platform.app.deps.db
        .select()
        .from(invitations)
        .where(
          and(eq(invitations.assessmentId, assessmentId), eq(invitations.studentId, link?.userId ?? '')),
        );
      expect(invited).toHaveLength(1);
    },
  );
});

describe('instructor launches the tool accepts', () => {
  const variants: [string, Partial<LaunchSpec>][] = [
    ['membership Instructor', {}],
    ['the short role name “Instructor”', { roles: ['Instructor'] }],
    ['the LTI 1.1 role URN', { roles: ['urn:lti:role:ims/lis/Instructor'] }],
    ['a teaching assistant (Instructor sub-role)', { roles: [LIS.teachingAssistant] }],
    ['a course administrator', { roles: [LIS.administrator] }],
    ['a content developer (Canvas designer)', { roles: [LIS.contentDeveloper] }],
    [
      'Instructor with institution Faculty and system User',
      { roles: [LIS.instructor, LIS.institutionFaculty, LIS.systemUser] },
    ],
    ['no personal data', { name: null }],
    ['without a course (no context)', { context: null }],
    [
      'an institution administrator outside any course',
      { roles: [LIS.institutionAdministrator], context: null },
    ],
  ];

  it.each(variants)('%s: a page naming the linked assessment, and no student account', async (_n, extra) => {
    const sub = `teacher-${Math.random()}`;
    const { response } = await tool.launch({
      sub,
      roles: [LIS.instructor],
      custom: { assessment_id: assessmentId },
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain(assessmentName);
    expect(response.body).toContain(`http://placement.test/college/assessments/${assessmentId}`);
    expect(await platform.app.deps.db.select().from(ltiUsers).where(eq(ltiUsers.sub, sub))).toEqual([]);
  });

  it.each([
    ['membership Instructor', [LIS.instructor], undefined],
    ['a teaching assistant, without a course or personal data', [LIS.teachingAssistant], null],
  ] as const)('deep linking as %s: the picker of the college’s assessments', async (_n, roles, context) => {
    const { response } = await tool.launch({
      sub: `dl-${Math.random()}`,
      roles: [...roles],
      kind: 'deep-link',
      ...(context === null ? { context: null, name: null } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Pick a Placement assessment for this course');
    expect(response.body).toContain(assessmentName);
  });

  it('no instructor is ever signed in as a student', async () => {
    const subs = await platform.app.deps.db.select({ sub: ltiUsers.sub }).from(ltiUsers);
    expect(subs.filter(({ sub }) => sub.startsWith('teacher-') || sub.startsWith('dl-'))).toEqual([]);
  });
});
