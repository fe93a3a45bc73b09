import { messages } from '@placement/contract';
import { LEAVE_GRACE_SECONDS } from './support/fixture-specs';
import {
  expect,
  expectEndScreen,
  keyOf,
  questionText,
  resultsFor,
  startFixture,
  test,
  typeCode,
} from './support/tests';

test("time's up on a question submits the current answer and moves on", async ({ signedIn: page }) => {
  test.setTimeout(60_000);
  // two mcq questions of 0.1 minute (6 s) each
  const id = await startFixture(page, 'questionTimeout');
  const questionTimer = page.getByRole('timer', { name: 'Time left for this question' });
  await expect(questionTimer).toHaveText(/^00:00:0[0-6]$/);
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  // no answer: at zero it goes in empty
  await expect(page.getByText('Question 2 of 2')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').getByText(messages.timesUp).first()).toBeVisible();
  // a chosen answer goes in as it is when the time runs out
  await page
    .getByRole('radio')
    .nth(keyOf(await questionText(page)))
    .check();
  await expectEndScreen(page, id);

  const [attempt] = await resultsFor(page, id);
  expect(attempt?.questions).toHaveLength(2);
  const [first, second] = attempt?.questions ?? [];
  expect(first?.marks).toBe(0);
  expect(second?.marks).toBe(second?.maxMarks);
  expect(second?.timedOut).toBe(false);
});

test("time's up on the whole test ends it automatically", async ({ signedIn: page }) => {
  test.setTimeout(120_000);
  // a copy with totalTime 1 minute
  const id = await startFixture(page, 'testTimeout');
  await expect(page.getByRole('timer', { name: 'Time left', exact: true })).toHaveText(/^00:0[01]:\d\d$/);
  await expect(page.getByRole('alert').getByText(messages.timesUp).first()).toBeVisible({ timeout: 75_000 });
  await expectEndScreen(page, id, 'time_up');
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.endReason).toBe('time_up');
  expect(
    await page.evaluate(() => [localStorage.getItem('isLast'), localStorage.getItem('timeTaken')]),
  ).toEqual([null, null]);
});

test("the code typed when the whole test's time runs out is submitted and judged, not lost", async ({
  signedIn: page,
}) => {
  test.setTimeout(150_000);
  // a copy with only the coding topic and totalTime 1 minute; the student types and never presses Next
  const id = await startFixture(page, 'codeTimeUp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coding');
  await typeCode(page, 'a, b = map(int, input().split())\nprint(a + b)\n');
  await expect(page.getByRole('alert').getByText(messages.timesUp).first()).toBeVisible({ timeout: 75_000 });
  // the code went in as the last answer, so the test is complete rather than cut short
  await expectEndScreen(page, id);
  const [attempt] = await resultsFor(page, id);
  const [coding] = attempt?.questions ?? [];
  expect(coding?.timedOut).toBe(false);
  expect(coding?.marks).toBe(coding?.maxMarks);
});

test("a reload mid-test resumes at the same question with the server's remaining time", async ({
  signedIn: page,
}) => {
  test.setTimeout(60_000);
  const id = await startFixture(page, 'reload');
  const first = await questionText(page);
  await page.getByRole('radio').nth(keyOf(first)).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  const second = await questionText(page);
  // tamper with what the browser could trust: local storage and the system clock
  await page.evaluate(() => localStorage.setItem('timer', '600'));
  await page.addInitScript(() => {
    const realNow = Date.now;
    Date.now = () => realNow() - 3_600_000;
  });
  const timer = page.getByRole('timer', { name: 'Time left', exact: true });
  const before = (await timer.innerText()).trim();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();

  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  expect(await questionText(page)).toBe(second);
  const seconds = (hms: string) => hms.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  const after = (await timer.innerText()).trim();
  expect(seconds(after)).toBeLessThanOrEqual(seconds(before));
  expect(seconds(after)).toBeGreaterThan(seconds(before) - 30);
  // outside fullscreen after a reload: offer it again
  await expect(page.getByRole('button', { name: 'Enter Fullscreen' })).toBeVisible();
  // the page said it left as it reloaded; resuming told the server it came back, so the grace passes harmlessly
  await page.waitForTimeout((LEAVE_GRACE_SECONDS + 2) * 1000);
  await expect(page.getByText('Question 2 of 3')).toBeVisible();

  await page.getByRole('button', { name: 'End Test & Submit' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to submit the test?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectEndScreen(page, id);
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.endReason).toBe('manual');
  expect(attempt?.questions[0]?.marks).toBe(attempt?.questions[0]?.maxMarks);
  // the page hid itself as it reloaded: that was not the student switching tabs
  expect(attempt?.proctoring.tabSwitches).toBe(0);
});
