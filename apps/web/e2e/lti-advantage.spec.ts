import { addMcq, createTopic, staffApi } from './support/college';
import { type FakeLms, LIS, startFakeLms } from './support/fake-lms';
import { expect, expectNoSeriousAxe, test, unique } from './support/staff';

/**
 * LTI Advantage from the college's side, against the in-repo LTI 1.3 platform: an instructor's launch, a course
 * roster brought into the invitations, grades seen arriving, the registration's test and activity, and the
 * admin's key rotation (last: the platform's cached key set would miss the new key for a while).
 */
const base = () => process.env.E2E_BASE_URL ?? '';
const COURSE = { id: 'e2e-roster-course', label: 'CS201', title: 'Algorithms' };
const courseName = `${COURSE.label} · ${COURSE.title}`;
let lms: FakeLms;
let lmsName = '';
let assessmentId = '';
let assessmentName = '';

test.beforeAll(async ({ request }) => {
  const { tool } = await staffApi<{ tool: { jwksUrl: string } }>(
    request,
    'get',
    '/api/college/lti/platforms',
  );
  lms = await startFakeLms({
    clientId: unique('placement-advantage').replaceAll(' ', '-'),
    deploymentId: 'e2e-advantage',
    tool: {
      loginUrl: `${base()}/api/lti/login`,
      launchUrl: `${base()}/api/lti/launch`,
      jwksUrl: tool.jwksUrl,
    },
  });
  lmsName = unique('Course Moodle');
  await staffApi(request, 'post', '/api/college/lti/platforms', {
    name: lmsName,
    deploymentIds: ['e2e-advantage'],
    ...lms.registration,
  });
  const topic = await createTopic(request, unique('LTI roster quiz'), 'mcq');
  const question = await addMcq(request, topic._id, 'Roster question: pick two', 'L1', 1);
  assessmentName = unique('LTI roster assessment');
  const { assessment } = await staffApi<{ assessment: { _id: string } }>(
    request,
    'post',
    '/api/college/assessments',
    {
      name: assessmentName,
      description: 'Opened from the course',
      isAdaptive: false,
      totalTime: 30,
      totalAttempts: 1,
      startDate: new Date(Date.now() - 60_000).toISOString(),
      topics: [{ topicId: topic._id, questionIds: [question] }],
      config: { resultPolicy: 'auto' },
    },
  );
  assessmentId = assessment._id;
  await staffApi(request, 'post', `/api/college/assessments/${assessmentId}/publish`);
  lms.setRoster(
    COURSE.id,
    [
      {
        user_id: 'r-anita',
        roles: [LIS.learner],
        given_name: 'Anita',
        family_name: 'Roster',
        email: 'anita@lms.test',
      },
      { user_id: 'r-bo', roles: ['Learner'], given_name: 'Bo', family_name: 'Roster', email: 'bo@lms.test' },
      { user_id: 'r-cy', roles: [LIS.learner], name: 'Cy Nomail' },
      { user_id: 'r-teacher', roles: [LIS.instructor], name: 'Tess Teacher', email: 'tess@lms.test' },
    ],
    { pageSize: 2 },
  );
});

test.afterAll(async () => {
  await lms?.close();
});

test('an instructor opening the course link sees the assessment it opens, and no student account is made', async ({
  page,
}) => {
  const hint = lms.prepare({
    sub: 'r-teacher',
    roles: [LIS.instructor],
    custom: { assessment_id: assessmentId },
    resourceLinkId: 'e2e-roster-link',
    context: COURSE,
  });
  await page.goto(lms.coursePage(hint));
  await expect(page.getByRole('heading', { name: assessmentName, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'open it in Placement' })).toHaveAttribute(
    'href',
    `${base()}/college/assessments/${assessmentId}/lms`,
  );
  await expectNoSeriousAxe(page);
});

test('the college syncs the course roster from the assessment and sees who was invited and who was left out', async ({
  college: page,
}) => {
  await page.goto(`/college/assessments/${assessmentId}`);
  await page.getByRole('link', { name: 'LMS', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'LMS courses', level: 1 })).toBeVisible();
  const courses = page.getByRole('region', { name: 'Courses and rosters' });
  await expect(courses).toContainText(courseName);
  await courses.getByLabel('Leave them out and list them').check();
  await courses.getByRole('button', { name: `Sync roster of ${courseName}` }).click();
  await expect(courses).toContainText('2 learners newly invited, 0 already invited');
  await expect(courses).toContainText('Cy Nomail (LMS id r-cy)');
  await expectNoSeriousAxe(page);
  // learners with an e-mail now have the accounts their launches sign in to, and are invited
  const invited = lms.membershipRequests.filter((r) => r.contextId === COURSE.id && r.status === 200);
  expect(invited.map((r) => [r.rlid, r.page])).toEqual([
    ['e2e-roster-link', 1],
    ['e2e-roster-link', 2],
  ]);
});

test('a large course syncs in the background: the page shows its progress, then what it did', async ({
  college: page,
}) => {
  const large = { id: 'e2e-large-course', label: 'CS301', title: 'Data Structures' };
  lms.setRoster(
    large.id,
    Array.from({ length: 3000 }, (_, n) => ({
      user_id: `r-large-${n}`,
      roles: [LIS.learner],
      given_name: `Learner ${n}`,
      family_name: 'Large',
      email: `large-${n}@lms.test`,
    })),
    { pageSize: 100 },
  );
  // the course joins the assessment with an instructor's launch from it
  await page.goto(
    lms.coursePage(
      lms.prepare({
        sub: 'r-teacher',
        roles: [LIS.instructor],
        custom: { assessment_id: assessmentId },
        resourceLinkId: 'e2e-large-link',
        context: large,
      }),
    ),
  );
  await expect(page.getByRole('heading', { name: assessmentName, level: 1 })).toBeVisible();
  await page.goto(`/college/assessments/${assessmentId}/lms`);
  const courses = page.getByRole('region', { name: 'Courses and rosters' });
  const name = `${large.label} · ${large.title}`;
  await courses.getByRole('button', { name: `Sync roster of ${name}` }).click();
  await expect(courses.getByRole('progressbar', { name: 'Roster sync progress' })).toBeVisible();
  await expect(courses.getByRole('button', { name: `Sync roster of ${name}` })).toBeDisabled();
  await expect(courses).toContainText('You may leave this page; the sync goes on.');
  await expect(courses).toContainText('3000 learners newly invited, 0 already invited', { timeout: 30_000 });
  await expect(courses).toContainText('3000 student accounts made');
  // the sync is kept on the server: a reload shows where it ended
  await page.reload();
  await expect(courses).toContainText('3000 learners newly invited');
  await expectNoSeriousAxe(page);
});

test('a synced learner launches, sits the test, and the grade shows as sent on the assessment', async ({
  page,
  request,
  college,
}) => {
  const hint = lms.prepare({
    sub: 'r-anita',
    roles: [LIS.learner],
    name: 'Anita Roster',
    custom: { assessment_id: assessmentId },
    resourceLinkId: 'e2e-roster-link',
    context: COURSE,
  });
  await page.goto(lms.coursePage(hint));
  await expect(page).toHaveURL(new RegExp(`/test/start/instruction/${assessmentId}`));
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { 'auth-token': token ?? '' };
  expect((await request.post(`/api/student/test/start/${assessmentId}`, { headers, data: {} })).ok()).toBe(
    true,
  );
  const end = await request.post(`/api/student/test/end/${assessmentId}`, {
    headers,
    data: { timeTaken: 5, endType: 'manual' },
  });
  expect(end.ok(), await end.text()).toBe(true);
  await expect
    .poll(() => lms.scores.filter((s) => s.userId === 'r-anita').length, { timeout: 30_000 })
    .toBe(1);

  await college.goto(`/college/assessments/${assessmentId}/lms`);
  const grades = college.getByRole('region', { name: 'Grades sent to the LMS', exact: true });
  const row = grades.getByRole('row', { name: /Anita Roster/ });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('→ 200');
});

test('the LMS settings test the registration and list its recent launches', async ({ college: page }) => {
  await page.goto('/college/settings/lms');
  await page.getByRole('button', { name: `Test connection to ${lmsName}` }).click();
  const result = page.getByRole('list', { name: `Test of ${lmsName}` });
  await expect(result).toContainText("✓ The LMS's key set: It publishes one signing key");
  await expect(result).toContainText(
    "✓ This college's key at the LMS: The LMS accepted the key and gave access to scores, gradebook columns, course rosters.",
  );
  await page.getByText('Recent launches and passbacks').first().click();
  const launches = page.getByRole('region', { name: 'Recent launches' }).first();
  await expect(launches).toContainText('Instructor r-teacher · opened');
  await expect(launches).toContainText('Learner r-anita · opened');
  await expectNoSeriousAxe(page);
});

test('the admin sees each college’s signing key and rotates one, keeping the old one published', async ({
  admin: page,
}) => {
  await page.goto('/admin/lti-keys');
  await expect(page.getByRole('heading', { name: 'LTI signing keys', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: /Demo College/ });
  await expect(row).toContainText(/\d+ LMSs? trusts? it/);
  await expectNoSeriousAxe(page);
  await row.getByRole('button', { name: 'Rotate the key of Demo College' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate' }).click();
  await expect(page.getByText('Key rotated')).toBeVisible();
  await expect(page.getByRole('row', { name: /Demo College/ })).toContainText('in the JWKS until');
});
