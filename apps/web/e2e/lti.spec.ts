import {
  addMcq,
  createTopic,
  expect,
  expectNoSeriousAxe,
  serveAssetsFromDisk,
  staffApi,
  test,
  unique,
} from './support/college';
import { type FakeLms, LIS, startFakeLms } from './support/fake-lms';

/**
 * Placement as an LTI 1.3 tool, against a fake LMS on loopback that launches the way Moodle and Canvas do
 * (auto-submitting forms, a signed id_token) and records the scores and deep links it receives.
 */
const base = () => process.env.E2E_BASE_URL ?? '';
let lms: FakeLms;
let assessmentId = '';
let assessmentName = '';

test.beforeAll(async ({ request }) => {
  // the college's own key set, as its LMS administrator copies it from the settings page
  const { tool } = await staffApi<{ tool: { jwksUrl: string } }>(
    request,
    'get',
    '/api/college/lti/platforms',
  );
  lms = await startFakeLms({
    clientId: 'placement-e2e',
    deploymentId: 'e2e-deployment',
    tool: {
      loginUrl: `${base()}/api/lti/login`,
      launchUrl: `${base()}/api/lti/launch`,
      jwksUrl: tool.jwksUrl,
    },
  });
  await staffApi(request, 'post', '/api/college/lti/platforms', {
    name: 'E2E Moodle',
    deploymentIds: ['e2e-deployment'],
    ...lms.registration,
  });
  const topic = await createTopic(request, unique('LTI quiz'), 'mcq');
  const first = await addMcq(request, topic._id, 'LTI question one: pick two', 'L1', 1);
  const second = await addMcq(request, topic._id, 'LTI question two: pick two', 'L1', 1);
  assessmentName = unique('LTI assessment');
  const { assessment } = await staffApi<{ assessment: { _id: string } }>(
    request,
    'post',
    '/api/college/assessments',
    {
      name: assessmentName,
      description: 'Opened from the LMS',
      isAdaptive: false,
      totalTime: 30,
      totalAttempts: 1,
      startDate: new Date(Date.now() - 60_000).toISOString(),
      topics: [{ topicId: topic._id, questionIds: [first, second] }],
      config: { resultPolicy: 'auto' },
    },
  );
  assessmentId = assessment._id;
  await staffApi(request, 'post', `/api/college/assessments/${assessmentId}/publish`);
});

test.afterAll(async () => {
  await lms?.close();
});

test('a learner launches from the LMS, lands in the test, ends it, and the LMS gets the score', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await serveAssetsFromDisk(page);
  const hint = lms.prepare({
    sub: 'moodle-user-42',
    roles: [LIS.learner],
    name: 'Lara Launch',
    custom: { assessment_id: assessmentId },
    resourceLinkId: 'e2e-link',
  });
  // the course page posts the login initiation; the LMS answers our redirect with a form_post launch
  await page.goto(lms.coursePage(hint));
  await expect(page).toHaveURL(new RegExp(`/test/start/instruction/${assessmentId}\\?isAdaptive=false`));
  await expect(page.getByRole('heading', { name: 'Instructions', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('button', { name: 'Start Test' }).click();
  await page.getByRole('button', { name: 'Enter Fullscreen' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/test/${assessmentId}/start`));
  for (let i = 0; i < 2; i++) {
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await page.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Next' }).click();
    if (i === 0) await expect(page.locator('.question-html').first()).toContainText('question two');
  }
  await expect(page).toHaveURL(new RegExp(`/test/start/end/${assessmentId}`));

  // the sweeper sends the released score through AGS with a token got by our signed client assertion
  await expect
    .poll(() => lms.scores.filter((s) => s.userId === 'moodle-user-42'), { timeout: 20_000 })
    .toEqual([
      expect.objectContaining({
        lineItem: 'e2e-link',
        scoreGiven: 2,
        scoreMaximum: 2,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      }),
    ]);
});

test('inside the LMS iframe the launch offers "Open in a new window", which signs in and opens the test', async ({
  page,
}) => {
  await serveAssetsFromDisk(page);
  const hint = lms.prepare({
    sub: 'moodle-user-framed',
    roles: [LIS.learner],
    custom: { assessment_id: assessmentId },
    resourceLinkId: 'e2e-link-framed',
  });
  await page.goto(lms.coursePage(hint, true));
  const frame = page.frameLocator('iframe[title="Placement"]');
  await expect(frame.getByText('Proctored tests run full screen in their own window.')).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    frame.getByRole('button', { name: 'Open in a new window' }).click(),
  ]);
  await serveAssetsFromDisk(popup);
  await expect(popup).toHaveURL(new RegExp(`/test/start/instruction/${assessmentId}`));
  await expect(popup.getByRole('heading', { name: 'Instructions', level: 1 })).toBeVisible();
  await expect(frame.getByText('The test opened in a new window.')).toBeVisible();
});

test('a launch the LMS did not sign is refused with a message page', async ({ page }) => {
  const hint = lms.prepare({
    sub: 'forger',
    roles: [LIS.learner],
    custom: { assessment_id: assessmentId },
    tamper: { forged: true },
  });
  await page.goto(lms.coursePage(hint));
  await expect(page.getByRole('heading', { name: 'Placement could not open this activity' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('signature check failed');
  await expectNoSeriousAxe(page);
});

test('an instructor picks the assessment by deep linking and the LMS receives a signed response', async ({
  page,
}) => {
  const hint = lms.prepare({ sub: 'teacher-7', roles: [LIS.instructor], kind: 'deep-link' });
  await page.goto(lms.coursePage(hint));
  await expect(
    page.getByRole('heading', { name: 'Pick a Placement assessment for this course' }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Pick ${assessmentName}` }).click();
  await expect(page.getByRole('heading', { name: 'Deep link received' })).toBeVisible();
  await expect(page.locator('#item')).toHaveText(assessmentName);
  const received = lms.deepLinks.at(-1);
  expect(received?.error).toBeUndefined();
  const items = received?.payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as
    | { custom?: Record<string, string>; lineItem?: object }[]
    | undefined;
  expect(items?.[0]?.custom).toEqual({ assessment_id: assessmentId });
  expect(items?.[0]?.lineItem).toMatchObject({ scoreMaximum: 100, resourceId: assessmentId });
});

test('the college registers an LMS in its settings and sees the addresses to enter in it', async ({
  college: page,
}) => {
  await page.goto('/college/settings/lms');
  await expect(page.getByRole('heading', { name: 'LMS (LTI 1.3)', level: 1 })).toBeVisible();
  const tool = page.getByRole('region', { name: 'Enter these in your LMS' });
  await expect(tool).toContainText(`${base()}/api/lti/login`);
  await expect(tool).toContainText(new RegExp(`${base()}/api/lti/jwks/[\\w-]+`));
  // the steps for Moodle and Canvas are on the screen, with this platform's addresses, not in a repository file
  await expect(page.getByText('docs/operations.md')).toHaveCount(0);
  const help = page.getByRole('region', { name: 'How to connect your LMS' });
  await help.getByText('Canvas', { exact: true }).click();
  await expect(help).toContainText(`"oidc_initiation_url": "${base()}/api/lti/login"`);
  await help.getByText('Moodle (4.x)').click();
  await expect(help.getByText('View configuration details')).toBeVisible();
  await expectNoSeriousAxe(page);
  const form = page.getByRole('form', { name: 'LMS registration' });
  await form.getByLabel('Name').fill('Campus Canvas');
  await form.getByLabel('Issuer (platform ID)').fill('https://canvas.instructure.com');
  await form.getByLabel('Client ID').fill('10000000000042');
  await form.getByLabel('Deployment ID(s)').fill('42:abc, 43:def');
  await form.getByLabel('Public keyset (JWKS) URL').fill('https://sso.canvaslms.com/api/lti/security/jwks');
  await form
    .getByLabel('Authentication request URL')
    .fill('https://sso.canvaslms.com/api/lti/authorize_redirect');
  await form.getByLabel('Access token URL').fill('https://sso.canvaslms.com/login/oauth2/token');
  await form.getByRole('button', { name: 'Register LMS' }).click();
  const list = page.getByRole('region', { name: 'Registered LMSs' });
  await expect(list).toContainText('Campus Canvas');
  await expect(list).toContainText('deployments 42:abc, 43:def');
  await list.getByRole('button', { name: 'Remove Campus Canvas' }).click();
  await expect(list.getByText('Campus Canvas')).toHaveCount(0);
});
