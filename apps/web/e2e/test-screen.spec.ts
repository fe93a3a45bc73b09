import { messages } from '@placement/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxe, startFixture, switchTab, test } from './support/tests';

const overallTimer = (page: Page) => page.getByRole('timer', { name: 'Time left', exact: true });
const endButton = (page: Page) => page.getByRole('button', { name: 'End Test & Submit' });

/** The element is on screen and nothing is drawn over its middle or its corners. */
async function expectUncovered(locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const covered = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // inset past rounded corners, which hit-testing leaves out
    const inset = Math.min(8, box.width / 4, box.height / 4);
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    return points
      .map(([x, y]) => ({ x, y, top: document.elementFromPoint(x ?? 0, y ?? 0) }))
      .filter(({ top }) => !top || !(element === top || element.contains(top)))
      .map(({ x, y, top }) => `(${x}, ${y}): ${top?.outerHTML.slice(0, 120) ?? 'nothing'}`);
  });
  expect(covered, 'points of the element covered by something else').toEqual([]);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every toast on screen stays clear of the countdown and the End button. */
async function expectToastsClearOfHeader(page: Page): Promise<void> {
  const toasts = page.getByRole('button', { name: 'Dismiss notification' }).locator('..');
  const timerBox = await overallTimer(page).boundingBox();
  const endBox = await endButton(page).boundingBox();
  expect(timerBox && endBox).toBeTruthy();
  for (const toast of await toasts.all()) {
    const box = await toast.boundingBox();
    expect(box).toBeTruthy();
    if (!box || !timerBox || !endBox) return;
    expect(overlaps(box, timerBox), 'a toast over the countdown').toBe(false);
    expect(overlaps(box, endBox), 'a toast over End Test & Submit').toBe(false);
  }
  await expectUncovered(overallTimer(page));
  await expectUncovered(endButton(page));
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the start and tab-switch messages cover neither the countdown nor End Test & Submit, and a repeat shows once`, async ({
    signedIn: page,
  }) => {
    await page.setViewportSize(viewport);
    await startFixture(page, viewport.width > 800 ? 'toasts' : 'toastsPhone');
    const started = page.getByRole('status').getByText(messages.testStarted);
    await expect(started).toHaveCount(1);
    await expect(page.getByRole('status').getByText('starting test')).toHaveCount(1);
    await expectToastsClearOfHeader(page);

    await switchTab(page);
    const warning = page.getByRole('alert').getByText(messages.tabSwitchWarning);
    await expect(warning).toHaveCount(1);
    await switchTab(page);
    // the second warning joins the first instead of stacking another
    await expect(page.getByRole('alert')).toContainText(`${messages.tabSwitchWarning}×2`);
    await expect(warning).toHaveCount(1);
    await expectToastsClearOfHeader(page);
    // the question's own controls stay clear too, once scrolled to
    const next = page.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    await expectUncovered(next);
  });
}

test('at 390×844 the question gets the first screen and the topic list opens with its toggle', async ({
  signedIn: page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startFixture(page, 'layout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Computer Science Basics');
  // a non-adaptive test asks every question: it counts them out of the total
  await expect(page.getByText('Question 1 of 6', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Level \d$/)).toHaveCount(0);
  await expectUncovered(overallTimer(page));
  await expectUncovered(endButton(page));

  // the prompt and every option are on the first screen, without scrolling
  const prompt = page.locator('.question-html').first();
  await expect(prompt).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('radio').last()).toBeInViewport({ ratio: 1 });
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height ?? 999, 'the header is one row').toBeLessThan(80);

  const toggle = page.getByRole('button', { name: /^Topics/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('1 of 5');
  const topics = page.getByRole('navigation', { name: 'Topics' });
  await expect(topics.getByRole('button', { name: 'Reading Comprehension' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(topics.getByRole('button', { name: 'Reading Comprehension' })).toBeVisible();
  await expect(topics.getByRole('button', { name: 'Computer Science Basics' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expectNoSeriousAxe(page);
  await toggle.click();
  await expect(topics.getByRole('button', { name: 'Reading Comprehension' })).toBeHidden();

  // the page never scrolls sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the start messages go by themselves
  await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
  const mask = [page.getByRole('timer')];
  await expect(page).toHaveScreenshot('take-test-390.png', {
    mask,
    animations: 'disabled',
    maxDiffPixelRatio: 0.02,
  });
  await testInfo.attach('take-test-390', { body: await page.screenshot(), contentType: 'image/png' });

  // at 1280 the list is always there and the toggle is not
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(topics.getByRole('button', { name: 'Reading Comprehension' })).toBeVisible();
  await expect(prompt).toBeInViewport({ ratio: 1 });
  await expectNoSeriousAxe(page);
  await expect(page).toHaveScreenshot('take-test-1280.png', {
    mask,
    animations: 'disabled',
    maxDiffPixelRatio: 0.02,
  });
});
