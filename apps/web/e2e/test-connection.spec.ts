import {
  expect,
  expectEndScreen,
  keyOf,
  questionText,
  resultsFor,
  startFixture,
  test,
} from './support/tests';

test('an answer given while the connection is lost is kept and sent when it returns', async ({
  signedIn: page,
}) => {
  test.setTimeout(60_000);
  const id = await startFixture(page, 'connection');
  const first = await questionText(page);
  await page.getByRole('radio').nth(keyOf(first)).check();

  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Next' }).click();
  const lost = page.getByRole('alertdialog', { name: 'Connection Lost!' });
  await expect(lost).toBeVisible();
  await expect(lost).toContainText(/submitted automatically in \d+ seconds/);
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
  const journal = await page.evaluate((testId) => localStorage.getItem(`testJournal:${testId}`), id);
  expect(JSON.parse(journal ?? '[]')).toHaveLength(1);

  await page.waitForTimeout(2_000);
  await page.unroute('**/api/**');
  await expect(page.getByText('Connection restored')).toBeVisible({ timeout: 10_000 });
  await expect(lost).toBeHidden();
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  expect(await page.evaluate((testId) => localStorage.getItem(`testJournal:${testId}`), id)).toBeNull();

  const second = await questionText(page);
  await page.getByRole('radio').nth(keyOf(second)).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('1. Who created Git?').fill('Linus Torvalds');
  await page.getByLabel('2. In which year was Git created?').fill('2005');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectEndScreen(page, id);

  const [attempt] = await resultsFor(page, id);
  expect(attempt?.questions).toHaveLength(3);
  for (const question of attempt?.questions ?? []) expect(question.marks).toBe(question.maxMarks);
  expect(attempt?.proctoring.events).toBeGreaterThanOrEqual(2);
});

test('a connection lost for 30 seconds submits the test once it is back', async ({ signedIn: page }) => {
  test.setTimeout(90_000);
  const id = await startFixture(page, 'connectionTimeout');
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  const lost = page.getByRole('alertdialog', { name: 'Connection Lost!' });
  await expect(lost).toBeVisible({ timeout: 10_000 });
  await expect(lost).toContainText('Test Ending...', { timeout: 40_000 });
  await expect(page).toHaveURL(/\/student\/test$/, { timeout: 5_000 });
  // the end waits on this device, and is delivered from the test list when the connection is back
  expect(
    await page.evaluate((testId) => localStorage.getItem(`testPendingEnd:${testId}`), id),
  ).not.toBeNull();
  await page.unroute('**/api/**');
  await page.reload();
  await expect
    .poll(() => page.evaluate((testId) => localStorage.getItem(`testPendingEnd:${testId}`), id), {
      timeout: 15_000,
    })
    .toBeNull();
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.endReason).toBe('connection_lost');
});
