import { messages } from '@placement/contract';
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
    page.getByText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} to \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}$/),
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
