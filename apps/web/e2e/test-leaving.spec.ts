import { proctorEvents, reviewOf } from './support/evidence';
import { LEAVE_GRACE_SECONDS } from './support/fixture-specs';
import { expect, expectEndScreen, fixtureId, resultsFor, startFixture, test } from './support/tests';

test('Back asks first: Cancel stays on the question, Submit ends the test as left', async ({
  signedIn: page,
}) => {
  const id = await startFixture(page, 'leaveBack');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to submit the test?' });
  await page.goBack();
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Leaving the test screen submits the test.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/student/test/${id}/start`));
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

  // Cancel armed the guard again: the next Back asks again
  await page.goBack();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectEndScreen(page, id, 'left_page');
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.endReason).toBe('left_page');
});

test('closing or navigating off the test page ends the attempt once the grace has passed', async ({
  signedIn: page,
}) => {
  test.setTimeout(60_000);
  const id = await startFixture(page, 'leavePage');
  // the browser asks before the page goes (beforeunload); the student goes anyway
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('about:blank');
  const leftAt = Date.now();
  await expect
    .poll(async () => (await resultsFor(page, id))[0]?.endReason ?? null, {
      timeout: (LEAVE_GRACE_SECONDS + 10) * 1000,
    })
    .toBe('left_page');
  // not at once: the server waited for the student to come back
  expect(Date.now() - leftAt).toBeGreaterThanOrEqual((LEAVE_GRACE_SECONDS - 1) * 1000);
});

test('an attempt in progress is offered as "Resume test" with its time left, on the list and the instructions', async ({
  signedIn: page,
}) => {
  // the attempt began elsewhere (another device, a crashed browser) and is still running on the server
  const id = fixtureId('resume');
  const started = await page.request.post(`/api/student/test/start/${id}`, {
    headers: { 'auth-token': process.env.E2E_STUDENT_TOKEN ?? '' },
    data: {},
  });
  expect(started.ok()).toBe(true);

  await page.goto('/student/test');
  const resume = page.getByRole('link', { name: 'Resume test E2E Resume' });
  await expect(resume).toBeVisible();
  // other tests may leave their own attempts in progress: this card only
  const card = page.getByRole('listitem').filter({ hasText: 'E2E Resume' });
  await expect(card.getByText(/In progress: \d\d:\d\d:\d\d left/)).toBeVisible();
  await resume.click();
  await expect(page.getByText(/Your attempt is in progress with \d\d:\d\d:\d\d left/)).toBeVisible();
  await expect(page.getByText('1 of 1 used (one in progress)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Test' })).toHaveCount(0);
  // one press: the question, in fullscreen
  await page.getByRole('button', { name: 'Resume test' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/test/${id}/start`));
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('Back pressed two or three times in quick succession always asks, and never leaves the test', async ({
  signedIn: page,
}) => {
  const id = await startFixture(page, 'backQuick');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to submit the test?' });
  await page.goBack({ waitUntil: 'commit' });
  await page.goBack({ waitUntil: 'commit' });
  await expect(confirm).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/student/test/${id}/start`));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await page.goBack({ waitUntil: 'commit' });
  await page.goBack({ waitUntil: 'commit' });
  await page.goBack({ waitUntil: 'commit' });
  await expect(confirm).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/student/test/${id}/start`));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.status).toBe('in_progress');
});

test('closing the tab and opening the test again within the grace resumes the attempt', async ({
  signedIn: page,
  context,
}) => {
  const id = await startFixture(page, 'reopen');
  const title = await page.locator('.question-html').first().innerText();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.close({ runBeforeUnload: true });
  const again = await context.newPage();
  // a person reopens the test seconds later, after the closing page's "page left" reached the server; a
  // test reopening at once would race it and (rightly) be told the test is open in another tab
  await expect
    .poll(async () =>
      proctorEvents(await reviewOf(again, id)).some((step) => step.payload.type === 'page_left'),
    )
    .toBe(true);
  await again.goto('/student/test');
  await again.getByRole('link', { name: 'Resume test E2E Reopen Within Grace' }).click();
  await again.getByRole('button', { name: 'Resume test' }).click();
  await expect(again.getByRole('button', { name: 'Next' })).toBeEnabled();
  expect((await again.locator('.question-html').first().innerText()).trim()).toBe(title.trim());
  // past the grace the attempt is still running: the student came back in time
  await again.waitForTimeout((LEAVE_GRACE_SECONDS + 2) * 1000);
  const [attempt] = await resultsFor(again, id);
  expect(attempt?.status).toBe('in_progress');
  await expect(again.getByRole('button', { name: 'Next' })).toBeEnabled();
});
