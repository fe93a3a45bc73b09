import type { AddressInfo } from 'node:net';
import { ltiMessages } from '@placement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopRosterJobs } from '../../services/lti/roster-job';
import { cloneAssessment } from '../../test/assessments';
import { client } from '../../test/client';
import { LIS, type RosterMember } from '../../test/fake-lms';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { type ConnectedLms, connectLms } from '../../test/lti-tool';

/** A large course's roster sync runs in the background, reports its progress, and leaves the server answering. */
let platform: TestPlatform;
let api: ReturnType<typeof client>;
let tool: ConnectedLms;
let staff: string;
let assessmentId: string;
let base: string;

interface Sync {
  _id: string;
  status: 'running' | 'done' | 'failed';
  members: number;
  learners: number;
  processed: number;
  created: number;
  invited: number;
  alreadyInvited: number;
  error: string | null;
}
interface Course {
  _id: string;
  lastSync: Sync | null;
}

const LEARNERS = 5_000;
const learner = (n: number): RosterMember => ({
  user_id: `learner-${n}`,
  roles: [LIS.learner],
  given_name: `Learner ${n}`,
  family_name: 'Large',
  email: `learner-${n}@large.test`,
});

const courses = async () =>
  (await api.get<{ courses: Course[] }>(`/api/college/assessments/${assessmentId}/lms`, staff)).body.courses;
const start = (courseId: string) =>
  api.post<{ sync: Sync }>(
    `/api/college/assessments/${assessmentId}/lms/courses/${courseId}/roster-sync`,
    { withoutEmail: 'skip' },
    staff,
  );
const status = (syncId: string) =>
  api.get<{ sync: Sync }>(`/api/college/assessments/${assessmentId}/lms/roster-syncs/${syncId}`, staff);

/** A ping over real HTTP, as a student's test page sends it every 5 s: how long it took. */
async function ping(): Promise<number> {
  const started = performance.now();
  const reply = await fetch(`${base}/api/ping`);
  expect(reply.status).toBe(204);
  return performance.now() - started;
}

beforeAll(async () => {
  platform = await startTestPlatform({ SWEEP_INTERVAL_SECONDS: '300' });
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  tool = await connectLms(platform, api, staff, { clientId: 'placement-large', deploymentId: 'dep-large' });
  base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  assessmentId = (await cloneAssessment(platform.app, 'Software Engineer Screening', {}, [])).id;
  const roster = [
    ...Array.from({ length: LEARNERS }, (_, n) => learner(n)),
    { user_id: 'teacher', roles: [LIS.instructor], name: 'The Teacher' },
  ];
  tool.lms.setRoster('course-large', roster, { pageSize: 100 });
  const { response } = await tool.launch({
    sub: 'teacher',
    roles: [LIS.instructor],
    custom: { assessment_id: assessmentId },
    resourceLinkId: 'link-large',
    context: { id: 'course-large', title: 'Large cohort' },
  });
  expect(response.statusCode, response.body).toBeLessThan(400);
}, 120_000);
afterAll(async () => {
  await tool?.lms.close();
  await platform?.close();
});

describe(`a roster sync of ${LEARNERS.toLocaleString('en-IN')} learners`, () => {
  it('is answered at once as running, reports its progress, and leaves the server answering meanwhile', async () => {
    const [course] = await courses();
    const started = await start(course!._id);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.sync).toMatchObject({ status: 'running', invited: 0 });

    const seen: Sync[] = [];
    const pings: number[] = [];
    let sync = started.body.sync;
    const deadline = Date.now() + 120_000;
    while (sync.status === 'running' && Date.now() < deadline) {
      pings.push(await ping());
      sync = (await status(sync._id)).body.sync;
      seen.push(sync);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sync, JSON.stringify(sync)).toMatchObject({
      status: 'done',
      members: LEARNERS + 1,
      learners: LEARNERS,
      processed: LEARNERS,
      created: LEARNERS,
      invited: LEARNERS,
      alreadyInvited: 0,
      error: null,
    });
    // progress on the way: members read before the last page, or learners written before the last chunk
    expect(
      seen.some(
        (s) => s.status === 'running' && ((s.members > 0 && s.members <= LEARNERS) || s.processed > 0),
      ),
      JSON.stringify(seen.map((s) => [s.members, s.processed])),
    ).toBe(true);
    expect(Math.max(...pings), JSON.stringify(pings.map(Math.round))).toBeLessThan(1_000);
    // a reload of the LMS screen shows where it ended
    expect((await courses())[0]?.lastSync).toMatchObject({
      _id: sync._id,
      status: 'done',
      invited: LEARNERS,
    });
  }, 180_000);

  it('again invites nobody twice, and a second start while one runs is shown the running one', async () => {
    const [course] = await courses();
    const first = await start(course!._id);
    const second = await start(course!._id);
    expect(second.status).toBe(202);
    expect(second.body.sync._id).toBe(first.body.sync._id);
    let sync = first.body.sync;
    while (sync.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sync = (await status(sync._id)).body.sync;
    }
    expect(sync).toMatchObject({ status: 'done', invited: 0, alreadyInvited: LEARNERS, created: 0 });
  }, 180_000);

  it('stopped by the server closing, records that it was interrupted, in words', async () => {
    const [course] = await courses();
    const started = await start(course!._id);
    expect(started.body.sync.status).toBe('running');
    // what closing the app does (plugins/roster-syncs.ts): the sync stops at its next page or chunk
    await stopRosterJobs(platform.app);
    expect((await status(started.body.sync._id)).body.sync).toMatchObject({
      status: 'failed',
      error: ltiMessages.rosterInterrupted,
    });
  });
});
