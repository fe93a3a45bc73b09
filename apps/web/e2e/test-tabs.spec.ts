import { messages } from '@placement/contract';
import type { Browser, Page } from '@playwright/test';
import { expect, keyOf, questionText, resultsFor, startFixture, test } from './support/tests';

/** #28 items 4 and 5: one tab holds an attempt; a second one says so, and may take the test over. */

const testUrl = (id: string) => `/student/test/${id}/start?isAdaptive=false`;

/** The same student in another browser (or device): no BroadcastChannel, no shared local storage. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, process.env.E2E_STUDENT_TOKEN ?? '');
  return page;
}

async function proctoringOf(page: Page, id: string) {
  const [attempt] = await resultsFor(page, id);
  return attempt?.proctoring;
}

test('a second tab of the attempt says so and can continue there; the first tab then stops and says why', async ({
  signedIn: first,
  context,
}) => {
  const id = await startFixture(first, 'tabsContinue');
  const title = await questionText(first);
  const second = await context.newPage();
  await second.goto(testUrl(id));
  await expect(second.getByRole('heading', { name: messages.testOpenElsewhere })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Next' })).toHaveCount(0);
  // the first tab goes on as before while the second only asks
  await expect(first.getByRole('button', { name: 'Next' })).toBeEnabled();

  await second.getByRole('button', { name: messages.continueHere }).click();
  await expect(second.getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(await questionText(second)).toBe(title);
  // the first tab hears of it at once, stops taking answers and says why
  await expect(first.getByRole('heading', { name: messages.testMovedToAnotherTab })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Next' })).toHaveCount(0);

  // the second tab's answers count
  await second.getByRole('radio').nth(keyOf(title)).check();
  await second.getByRole('button', { name: 'Next' }).click();
  await expect(second.locator('.question-html').first()).not.toHaveText(title);
});

test('an answer from a tab that no longer holds the attempt is refused and shown, kept, and sent when that tab continues', async ({
  signedIn: first,
  browser,
}) => {
  const id = await startFixture(first, 'tabsStale');
  const title = await questionText(first);
  const second = await otherBrowser(browser);
  await second.goto(testUrl(id));
  // another browser has no other tab of the test: it is told where the test was last open (#50 item 6)
  await expect(second.getByRole('heading', { name: messages.testOpenElsewhere })).toBeVisible();
  await expect(second.getByText(messages.testLastOpen('Chrome on Linux', 0))).toBeVisible();
  await second.getByRole('button', { name: messages.continueHere }).click();
  await expect(second.getByRole('button', { name: 'Next' })).toBeEnabled();

  // the first tab has not heard (another browser): its answer goes to the server, which refuses it
  await first.getByRole('radio').nth(keyOf(title)).check();
  const refused = first.waitForResponse((r) => r.url().includes(`/response/non-adaptive/${id}`));
  await first.getByRole('button', { name: 'Next' }).click();
  expect((await refused).status()).toBe(409);
  await expect(first.getByRole('heading', { name: messages.testMovedToAnotherTab })).toBeVisible();
  await expect(first.getByText(messages.tabAnswerKept)).toBeVisible();
  // not counted as saved: the server has no answer to the question
  const [before] = await resultsFor(first, id);
  expect(before?.questions.find((q) => q.answered)).toBeUndefined();

  // continuing in the first tab sends the kept answer: the test moves on from that question
  await first.getByRole('button', { name: messages.continueHere }).click();
  await expect(first.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect(first.locator('.question-html').first()).not.toHaveText(title);
  const [after] = await resultsFor(first, id);
  expect(after?.questions.filter((q) => q.answered)).toHaveLength(1);
  await second.context().close();
});

test('closing a duplicate tab adds no tab switch and no "page left"; a duplicated tab is a tab of its own', async ({
  signedIn: first,
  context,
}) => {
  const id = await startFixture(first, 'tabsClose');
  const before = await proctoringOf(first, id);
  // Chrome's "Duplicate tab" copies sessionStorage: the copy must still be a second tab
  const session = await first.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const duplicate = await context.newPage();
  await duplicate.addInitScript((entries) => {
    for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
  }, session);
  await duplicate.goto(testUrl(id));
  await expect(duplicate.getByRole('heading', { name: messages.testOpenElsewhere })).toBeVisible();
  duplicate.once('dialog', (dialog) => void dialog.accept());
  await duplicate.close({ runBeforeUnload: true });
  await expect(first.getByRole('button', { name: 'Next' })).toBeEnabled();
  // give a page_left or a tab_switch time to arrive, were one sent
  await first.waitForTimeout(1_000);
  expect(await proctoringOf(first, id)).toEqual(before);
});

test('a reload stays the same tab: no notice, no tab switch', async ({ signedIn: page }) => {
  const id = await startFixture(page, 'tabsReload');
  const title = await questionText(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: messages.testOpenElsewhere })).toHaveCount(0);
  expect(await questionText(page)).toBe(title);
  expect((await proctoringOf(page, id))?.tabSwitches).toBe(0);
});
