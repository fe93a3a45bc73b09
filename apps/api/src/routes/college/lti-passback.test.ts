import { assessments } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueGrades } from '../../services/lti/grade-passback';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { LIS } from '../../test/fake-lms';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { type ConnectedLms, connectLms } from '../../test/lti-tool';

/** Grade passback that tells what happened: each score post and its reply, retries, per student. */
let platform: TestPlatform;
let api: ReturnType<typeof client>;
let tool: ConnectedLms;
let staff: string;

interface Passback {
  studentName: string;
  lmsUserId: string;
  state: string;
  score: number | null;
  sentScore: number | null;
  lastError: string | null;
  nextTryAt: string | null;
  posts: { status: number | null; error: string | null; retryAt: string | null; scoreGiven: number }[];
}

beforeAll(async () => {
  platform = await startTestPlatform({ SWEEP_INTERVAL_SECONDS: '300' });
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  tool = await connectLms(platform, api, staff, { clientId: 'placement-ags', deploymentId: 'dep-ags' });
});
afterAll(async () => {
  await tool?.lms.close();
  await platform?.close();
});

/** A learner launches, sits the test and ends it: a graded attempt with a passback to the link's line item. */
async function sitTest(assessmentId: string, sub: string, name: string) {
  const { response } = await tool.launch({
    sub,
    roles: [LIS.learner],
    name,
    custom: { assessment_id: assessmentId },
    resourceLinkId: `link-${sub}`,
  });
  const token = (await tool.sessionFrom(String(response.headers.location))).body.token;
  expect((await api.post(`/api/student/test/start/${assessmentId}`, {}, token)).status).toBe(200);
  const end = await api.post(
    `/api/student/test/end/${assessmentId}`,
    { timeTaken: 5, endType: 'manual' },
    token,
  );
  expect(end.status, JSON.stringify(end.body)).toBe(200);
}

async function passbackOf(assessmentId: string, sub: string): Promise<Passback> {
  const reply = await api.get<{ passbacks: Passback[] }>(
    `/api/college/assessments/${assessmentId}/lms`,
    staff,
  );
  const found = reply.body.passbacks.find((p) => p.lmsUserId === sub);
  if (!found) throw new Error(`no passback for ${sub}: ${JSON.stringify(reply.body)}`);
  return found;
}

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);
const postsTo = (sub: string) => tool.lms.scorePosts.filter((post) => post.body.userId === sub);

describe('a student’s grade passback on the assessment', () => {
  it('waits for the college to release results under the manual policy, then is sent and says so', async () => {
    const manual = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    await platform.app.deps.db
      .update(assessments)
      .set({ config: { ...manual.config, resultPolicy: 'manual' } })
      .where(eq(assessments.id, manual.id));
    await sitTest(manual.id, 'held', 'Hema Held');
    expect(await passbackOf(manual.id, 'held')).toMatchObject({
      studentName: 'Hema Held',
      state: 'awaiting-release',
      posts: [],
    });
    await sendDueGrades(platform.app);
    expect(postsTo('held')).toEqual([]);
    await api.post(`/api/college/assessments/${manual.id}/results/publish`, {}, staff);
    expect((await passbackOf(manual.id, 'held')).state).toBe('due');
    expect(await sendDueGrades(platform.app)).toBe(1);
    const sent = await passbackOf(manual.id, 'held');
    expect(sent).toMatchObject({ state: 'sent', lastError: null, posts: [{ status: 200, error: null }] });
    expect(sent.sentScore).toBe(sent.score);
    expect(postsTo('held').map((post) => post.status)).toEqual([200]);
  });

  it('backs off on 5xx, doubling the wait, and logs every reply', async () => {
    const test = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    await sitTest(test.id, 'flaky', 'Farid Flaky');
    tool.lms.fail('scores', 2, 502);
    const start = new Date();
    expect(await sendDueGrades(platform.app, start)).toBe(0);
    const first = await passbackOf(test.id, 'flaky');
    expect(first).toMatchObject({ state: 'retrying', lastError: 'The LMS was unavailable (502).' });
    expect(first.nextTryAt).toBe(later(start, 60).toISOString());
    // not before its wait is over
    expect(await sendDueGrades(platform.app, later(start, 30))).toBe(0);
    expect(await sendDueGrades(platform.app, later(start, 61))).toBe(0);
    expect((await passbackOf(test.id, 'flaky')).nextTryAt).toBe(later(start, 61 + 120).toISOString());
    expect(await sendDueGrades(platform.app, later(start, 61 + 121))).toBe(1);
    const done = await passbackOf(test.id, 'flaky');
    expect(done.state).toBe('sent');
    expect(done.posts.map((post) => post.status)).toEqual([200, 502, 502]);
    expect(done.posts[1]?.error).toBe('The LMS was unavailable (502).');
    expect(postsTo('flaky').map((post) => post.status)).toEqual([502, 502, 200]);
  });

  it('honours Retry-After on 429, in seconds or as a date', async () => {
    const test = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    await sitTest(test.id, 'busy', 'Bela Busy');
    tool.lms.fail('scores', 1, 429, '300');
    const start = new Date();
    await sendDueGrades(platform.app, start);
    const limited = await passbackOf(test.id, 'busy');
    expect(limited).toMatchObject({
      state: 'retrying',
      lastError: 'The LMS is limiting how often Placement calls it (429).',
      nextTryAt: later(start, 300).toISOString(),
    });
    // the minute of back-off would have allowed it; the LMS asked for five
    expect(await sendDueGrades(platform.app, later(start, 61))).toBe(0);
    tool.lms.fail('scores', 1, 429, new Date(start.getTime() + 900_000).toUTCString());
    expect(await sendDueGrades(platform.app, later(start, 301))).toBe(0);
    const dated = await passbackOf(test.id, 'busy');
    expect(Date.parse(dated.nextTryAt ?? '')).toBeGreaterThanOrEqual(later(start, 899).getTime());
    expect(await sendDueGrades(platform.app, later(start, 901))).toBe(1);
    expect((await passbackOf(test.id, 'busy')).state).toBe('sent');
  });

  it('waits a day after a refusal that waiting will not cure, and says what to do', async () => {
    const test = await cloneAssessment(platform.app, 'Software Engineer Screening', {}, []);
    await sitTest(test.id, 'gone', 'Gita Gone');
    tool.lms.fail('scores', 1, 404);
    const start = new Date();
    await sendDueGrades(platform.app, start);
    const refused = await passbackOf(test.id, 'gone');
    expect(refused.lastError).toBe(
      'The LMS no longer has this gradebook column (404): it was deleted or moved in the LMS.',
    );
    expect(refused.nextTryAt).toBe(later(start, 86_400).toISOString());
    expect(await sendDueGrades(platform.app, later(start, 3600))).toBe(0);
    tool.lms.fail('token', 1, 401);
    expect(await sendDueGrades(platform.app, later(start, 86_401))).toBe(0);
    const token = await passbackOf(test.id, 'gone');
    expect(token.posts[0]).toMatchObject({ status: 401 });
    expect(token.lastError).toContain(
      "The LMS refused Placement's credentials (token endpoint answered 401)",
    );
  });
});
