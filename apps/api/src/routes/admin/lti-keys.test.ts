import { ltiKeys } from '@placement/db';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueGrades } from '../../services/lti/grade-passback';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { LIS } from '../../test/fake-lms';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { type ConnectedLms, connectLms } from '../../test/lti-tool';

/** The admin's view of our LTI signing keys, and a rotation that LMSs holding the old key live through. */
let platform: TestPlatform;
let api: ReturnType<typeof client>;
let admin: string;
let staff: string;
let tool: ConnectedLms;

interface CollegeKeys {
  collegeId: string;
  collegeName: string;
  registrations: number;
  current: { kid: string; createdAt: string } | null;
  previous: { kid: string; retiredAt: string; publishedUntil: string }[];
}

const overview = async () =>
  (await api.get<{ colleges: CollegeKeys[] }>('/api/admin/lti/keys', admin)).body.colleges;
const jwks = async () =>
  (await api.get<{ keys: { kid: string }[] }>(`/api/lti/jwks/${platform.collegeId}`)).body;

beforeAll(async () => {
  platform = await startTestPlatform({ SWEEP_INTERVAL_SECONDS: '300' });
  api = client(platform.app);
  admin = await api.login('admin@demo.test', 'Admin@1234', 'admin');
  staff = await api.login('college@demo.test', 'College@123', 'college');
  tool = await connectLms(platform, api, staff, { clientId: 'placement-keys', deploymentId: 'dep-keys' });
});
afterAll(async () => {
  await tool?.lms.close();
  await platform?.close();
});

describe('the admin’s LTI keys screen', () => {
  it('shows each college’s current key, when it was made, and how many LMSs trust it', async () => {
    const [demo] = (await overview()).filter((c) => c.collegeId === platform.collegeId);
    expect(demo).toMatchObject({ collegeName: 'Demo College', registrations: 1, previous: [] });
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([demo!.current!.kid]);
    expect(Date.now() - Date.parse(demo!.current!.createdAt)).toBeLessThan(60_000);
  });

  it('rotates one college’s key: the old one stays in the JWKS a week, and what it signed still verifies', async () => {
    // a deep-linking response signed just before the rotation
    const assessment = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    const { response } = await tool.launch({ sub: 'teacher', roles: [LIS.instructor], kind: 'deep-link' });
    const code = /name="code" value="([^"]+)"/.exec(response.body)?.[1] ?? '';
    const picked = await platform.app.inject({
      method: 'POST',
      url: '/api/lti/deep-link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code, assessmentId: assessment.id }).toString(),
    });
    const signedBefore = /name="JWT" value="([^"]+)"/.exec(picked.body)?.[1] ?? '';
    const other = await otherCollege(platform.app);
    const otherStaff = await api.login(other.email, other.password, 'college');
    await api.get('/api/college/lti/platforms', otherStaff);
    const theirsBefore = (await overview()).find((c) => c.collegeId === other.collegeId)?.current?.kid;
    const [before] = (await overview()).filter((c) => c.collegeId === platform.collegeId);

    const rotated = await api.post<{ rotated: number }>(
      '/api/admin/lti/keys/rotate',
      { collegeId: platform.collegeId },
      admin,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.rotated).toBe(1);
    const [after] = (await overview()).filter((c) => c.collegeId === platform.collegeId);
    expect(after!.current!.kid).not.toBe(before!.current!.kid);
    expect(after!.previous).toEqual([expect.objectContaining({ kid: before!.current!.kid })]);
    const { retiredAt, publishedUntil } = after!.previous[0]!;
    expect(Date.parse(publishedUntil) - Date.parse(retiredAt)).toBe(7 * 86_400_000);
    // another college's key is its own business
    expect((await overview()).find((c) => c.collegeId === other.collegeId)?.current?.kid).toBe(theirsBefore);

    const keySet = await jwks();
    expect(keySet.keys.map((k) => k.kid)).toEqual([after!.current!.kid, before!.current!.kid]);
    const verified = await jwtVerify(signedBefore, createLocalJWKSet(keySet as never));
    expect(verified.protectedHeader.kid).toBe(before!.current!.kid);
  });

  it('signs with the new key from then on, and the LMS takes the scores', async () => {
    const assessment = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    const { response } = await tool.launch({
      sub: 'after-rotation',
      roles: [LIS.learner],
      custom: { assessment_id: assessment.id },
      resourceLinkId: 'link-rotated',
    });
    const token = (await tool.sessionFrom(String(response.headers.location))).body.token;
    await api.post(`/api/student/test/start/${assessment.id}`, {}, token);
    await api.post(`/api/student/test/end/${assessment.id}`, { timeTaken: 5, endType: 'manual' }, token);
    expect(await sendDueGrades(platform.app)).toBe(1);
    const [current] = (await overview()).filter((c) => c.collegeId === platform.collegeId);
    expect(decodeProtectedHeader(tool.lms.assertions.at(-1)!).kid).toBe(current!.current!.kid);
  });

  it('drops a previous key from the JWKS and the screen once its week is over', async () => {
    const [now] = (await overview()).filter((c) => c.collegeId === platform.collegeId);
    const old = now!.previous[0]!.kid;
    await platform.app.deps.db
      .update(ltiKeys)
      .set({ retiredAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(ltiKeys.kid, old));
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([now!.current!.kid]);
    expect((await overview()).find((c) => c.collegeId === platform.collegeId)?.previous).toEqual([]);
  });

  it('is the admin’s alone, and names real colleges', async () => {
    expect((await api.get('/api/admin/lti/keys', staff)).status).toBe(403);
    const unknown = await api.post('/api/admin/lti/keys/rotate', { collegeId: 'no-such-college' }, admin);
    expect(unknown.status).toBe(404);
  });
});
