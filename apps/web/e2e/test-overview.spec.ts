import { messages } from '@placement/contract';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxe, fixtureId, openInstructions, test } from './support/tests';

test('the test list and overview show the assessment as the spec describes', async ({ signedIn: page }) => {
  await page.goto('/student/test');
  await expect(page.getByRole('heading', { name: 'Tests', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Software Engineer Screening' })).toBeVisible();
  await expectNoSeriousAxe(page);

  const id = fixtureId('a11y');
  await page.goto(`/student/test/${id}?isAdaptive=false`);
  await expect(page.getByRole('heading', { name: 'E2E Accessibility', level: 1 })).toBeVisible();
  await expect(page.getByText('TIME PERIOD')).toBeVisible();
  await expect(page.getByText('60 mins')).toBeVisible();
  await expect(page.getByText('TIMELINE')).toBeVisible();
  await expect(
    // a day in another year carries its year (the demo's window ends a year from now)
    page.getByText(
      /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}( \d{4})? to \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}( \d{4})?$/,
    ),
  ).toBeVisible();
  await expect(page.getByText('STUDENTS APPEARED')).toBeVisible();
  await expect(page.getByText('ATTEMPTS', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Assessment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Computer Science Basics' })).toBeVisible();
  await expect(page.getByText('Multiple Choice Questions').first()).toBeVisible();
  await expectNoSeriousAxe(page);

  await page.getByRole('link', { name: 'View the Instructions' }).click();
  await expect(page).toHaveURL(new RegExp(`/test/start/instruction/${id}\\?isAdaptive=false`));
  await expect(page.getByText('at least 40 Mbps')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Time allocation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Test' })).toBeEnabled();
  await expectNoSeriousAxe(page);
});

test('Start Test is disabled before the start date', async ({ signedIn: page }) => {
  await openInstructions(page, 'notStarted');
  await expect(page.getByText(messages.testNotStarted)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Test' })).toBeDisabled();
});

test('the adaptive instructions explain the levels', async ({ signedIn: page }) => {
  await openInstructions(page, 'adaptiveA11y', true);
  await expect(page.getByRole('heading', { name: 'How the adaptive test works' })).toBeVisible();
  await expectNoSeriousAxe(page);
});

/** The next connection probe that tells the server the student's attempt of the test is alive. */
const probeFor = (page: Page, attemptId: string, testId: string, token: string) =>
  page.waitForRequest(
    (r) => {
      const url = new URL(r.url());
      return (
        url.pathname === '/api/ping' &&
        url.searchParams.get('attempt') === attemptId &&
        url.searchParams.get('test') === testId &&
        r.headers()['auth-token'] === token
      );
    },
    { timeout: 7_000 },
  );

test('a test with an attempt in progress: its overview and instructions keep it alive, and "Resume test" is the question in one press', async ({
  signedIn: page,
}) => {
  // the attempt began elsewhere (another device, a page that gave up) and is still running on the server
  const id = fixtureId('overviewResume');
  const token = process.env.E2E_STUDENT_TOKEN ?? '';
  const started = await page.request.post(`/api/student/test/start/${id}`, {
    headers: { 'auth-token': token },
    data: {},
  });
  expect(started.ok()).toBe(true);
  const { attemptId } = (await started.json()) as { attemptId: string };

  // the overview probes as the test screen does (every 5 s), so the server does not end the attempt as a lost
  // connection while the student reads it, and offers to resume; at phone width both actions fit
  await page.setViewportSize({ width: 390, height: 844 });
  let probe = probeFor(page, attemptId, id, token);
  await page.goto(`/student/test/${id}?isAdaptive=false`);
  await probe;
  await expect(page.getByRole('button', { name: 'Resume test' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the Instructions' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousAxe(page);
  await probeFor(page, attemptId, id, token);

  // so do the instructions
  probe = probeFor(page, attemptId, id, token);
  await page.getByRole('link', { name: 'View the Instructions' }).click();
  await probe;
  await probeFor(page, attemptId, id, token);

  await page.goBack();
  await page.getByRole('button', { name: 'Resume test' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/test/${id}/start`));
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
});
