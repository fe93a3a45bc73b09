import {
  addMcq,
  assessmentNamed,
  createTopic,
  expect,
  expectNoSeriousAxe,
  publishLinear,
  serveAssetsFromDisk,
  staffApi,
  takeLinear,
  test,
  unique,
} from './support/college';
import { test as plain } from './support/fixtures';

plain('the college login has no serious or critical axe violations', async ({ page }) => {
  await serveAssetsFromDisk(page);
  await page.goto('/college/login');
  await expect(page.getByRole('heading', { name: 'College login' })).toBeVisible();
  await expectNoSeriousAxe(page);
});

test('every college screen has no serious or critical axe violations', async ({ college: page, request }) => {
  test.setTimeout(120_000);
  const topic = await createTopic(request, unique('E2E A11y'), 'mcq');
  const questionId = await addMcq(request, topic._id, 'Accessible question');
  const coding = await createTopic(request, unique('E2E A11y coding'), 'compiler');
  const demo = await assessmentNamed(request, 'Software Engineer Screening');
  // an attempt of our own to review
  const assessmentId = await publishLinear(
    request,
    unique('E2E A11y assessment'),
    [{ topicId: topic._id, questionIds: [questionId] }],
    { all: true },
  );
  await takeLinear(request, assessmentId, () => 1);
  const { results } = await staffApi<{ results: { attemptId: string }[] }>(
    request,
    'get',
    `/api/college/assessments/${assessmentId}/results`,
  );
  expect(results).toHaveLength(1);
  const { students } = await staffApi<{ students: { _id: string }[] }>(
    request,
    'get',
    '/api/college/students',
  );

  const screens: [string, string | RegExp][] = [
    ['/college/dashboard', 'Dashboard'],
    ['/college/question-bank', 'Question bank'],
    [`/college/question-bank/${topic._id}`, topic.Heading],
    [`/college/question-bank/${topic._id}/new`, 'New question'],
    [`/college/question-bank/${topic._id}/questions/${questionId}`, 'Edit question'],
    [`/college/question-bank/${coding._id}/new`, 'New question'],
    ['/college/assessments', 'Assessments'],
    ['/college/assessments/new', 'New assessment'],
    [`/college/assessments/${demo._id}`, 'Software Engineer Screening'],
    [`/college/assessments/${demo._id}/results`, /^Results: /],
    ['/college/results', 'Results'],
    ['/college/students', 'Students'],
    ['/college/security', 'Security'],
    ['/college/settings/lms', 'LMS (LTI 1.3)'],
  ];
  if (students[0]) screens.push([`/college/students/${students[0]._id}`, /.+/]);
  if (results[0]) screens.push([`/college/attempts/${results[0].attemptId}`, /^Attempt of /]);

  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectNoSeriousAxe(page);
  }

  // the wizard's other steps
  await page.goto('/college/assessments/new');
  await page.getByLabel('Assessment name').fill('A11y wizard');
  for (const step of ['Topics and questions', 'Configuration', 'Review']) {
    if (step === 'Configuration') {
      await page
        .getByLabel('Topic to add')
        .selectOption({ label: `${topic.Heading} (Multiple Choice Questions)` });
      await page.getByRole('button', { name: 'Add topic' }).click();
      await page.getByLabel(/Accessible question/).check();
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: step, level: 2 })).toBeVisible();
    await expectNoSeriousAxe(page);
  }
});

test('the college shell is keyboard reachable with a visible focus', async ({ college: page }) => {
  await page.goto('/college/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'College' });
  await nav.getByRole('link', { name: 'Question bank' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Assessments' })).toBeFocused();
  const outline = await nav
    .getByRole('link', { name: 'Assessments' })
    .evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Assessments', level: 1 })).toBeVisible();
});
