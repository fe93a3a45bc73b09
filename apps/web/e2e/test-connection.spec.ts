import { messages } from '@placement/contract';
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

  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  const lost = page.getByRole('region', { name: 'Connection Lost!' });
  await expect(lost).toBeVisible({ timeout: 10_000 });
  await expect(lost).toContainText(/submitted automatically in \d+ seconds/);
  // the notice blocks nothing: the student answers and moves on while it shows
  await page.getByRole('radio').nth(keyOf(first)).check();
  await page.getByRole('button', { name: 'Next' }).click();
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

test('a connection lost for 30 seconds ends the test on an end screen that says why once it is back', async ({
  signedIn: page,
}) => {
  test.setTimeout(90_000);
  const id = await startFixture(page, 'connectionTimeout');
  await page.context().setOffline(true);
  const lost = page.getByRole('region', { name: 'Connection Lost!' });
  await expect(lost).toBeVisible({ timeout: 10_000 });
  await expect(lost).toContainText('Test Ending...', { timeout: 40_000 });
  // still offline: the end screen opens (never a blank page) and waits to deliver the end
  await expect(page).toHaveURL(new RegExp(`/test/start/end/${id}`), { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'finalizing results...' })).toBeVisible();
  expect(
    await page.evaluate((testId) => localStorage.getItem(`testPendingEnd:${testId}`), id),
  ).not.toBeNull();
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: messages.testEndedForYou })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(messages.testEndReasons.connection_lost ?? '')).toBeVisible();
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.endReason).toBe('connection_lost');
});

test('a slow network (1.3 s for every reply) warns without ending anything', async ({ signedIn: page }) => {
  test.setTimeout(90_000);
  const id = await startFixture(page, 'connectionSlow');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1300,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('region', { name: 'Slow connection' })).toBeVisible({ timeout: 15_000 });
  // four probes' worth of slowness: before, two slow probes counted as a lost connection (about 10 s)
  await page.waitForTimeout(20_000);
  await expect(page.getByRole('region', { name: 'Connection Lost!' })).toHaveCount(0);
  // the test goes on: the answer is taken (slowly) and the attempt ends as the student chose
  const first = await questionText(page);
  await page.getByRole('radio').nth(keyOf(first)).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled({ timeout: 15_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('region', { name: 'Slow connection' })).toBeHidden({ timeout: 15_000 });
  const second = await questionText(page);
  await page.getByRole('radio').nth(keyOf(second)).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectEndScreen(page, id);
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.endReason).not.toBe('connection_lost');
  for (const question of attempt?.questions ?? []) expect(question.marks).toBe(question.maxMarks);
});
