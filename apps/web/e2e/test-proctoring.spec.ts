import { messages } from '@placement/contract';
import { noticeText } from '@placement/domain';
import { liveAction } from './support/college';
import {
  expect,
  expectEndScreen,
  openInstructions,
  resultsFor,
  startFixture,
  switchTab,
  test,
} from './support/tests';

test('tab switching warns; the switches allowed are allowed, and the next one ends the test', async ({
  signedIn: page,
}) => {
  // a copy with maxTabSwitches 3: three switches allowed, the 4th ends the test, and the instructions say so
  await openInstructions(page, 'tabSwitch');
  await expect(page.getByText('You may switch tabs 3 times; the 4th switch ends the test.')).toBeVisible();
  const id = await startFixture(page, 'tabSwitch');
  await switchTab(page);
  await expect(page.getByRole('alert').getByText(messages.tabSwitchWarning).first()).toBeVisible();
  await switchTab(page);
  // the same warning again joins the first (×2) instead of stacking a second toast
  await expect(page.getByRole('alert')).toContainText(`${messages.tabSwitchWarning}×2`);
  await expect(page.getByRole('alert').getByText(messages.tabSwitchWarning)).toHaveCount(1);
  // the third is still allowed: a warning, and the question stays
  const third = page.waitForResponse((response) => response.url().endsWith(`/api/student/test/${id}/event`));
  await switchTab(page);
  await third;
  await expect(page.getByText(messages.tabSwitchLimit(3))).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await switchTab(page);
  await expect(page.getByRole('alert').getByText(messages.tabSwitchLimit(4))).toBeVisible();
  await expectEndScreen(page, id, 'tab_switches');
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.endReason).toBe('tab_switches');
  expect(attempt?.proctoring.tabSwitches).toBe(4);
});

test('cancelling the fullscreen prompt costs the attempt, after a warning', async ({ signedIn: page }) => {
  const id = await openInstructions(page, 'fullscreenCancel');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const warning = page.getByRole('alertdialog', {
    name: "Are you sure you want to cancel the test? You'll lose one attempt.",
  });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Yes, cancel the test' }).click();
  await expectEndScreen(page, id, 'fullscreen_exit');
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.endReason).toBe('fullscreen_exit');
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/student\/test$/);
});

test('leaving fullscreen ends the test', async ({ signedIn: page }) => {
  const id = await startFixture(page, 'fullscreenExit');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.evaluate(() => document.exitFullscreen());
  await expectEndScreen(page, id, 'fullscreen_exit');
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.endReason).toBe('fullscreen_exit');
});

test('an Esc that ends the test shows why, without a tick, and no toast of the test is left over (#50 item 8)', async ({
  signedIn: page,
  request,
}) => {
  const id = await startFixture(page, 'fullscreenEndNotice');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  // the invigilator pauses and resumes the test: the screen says so in a toast
  await liveAction(request, id, 'student@demo.test', 'pause');
  await expect(page.getByRole('heading', { name: /^Your test is paused by/ })).toBeVisible();
  await liveAction(request, id, 'student@demo.test', 'resume');
  const resumed = page.getByText(noticeText('staff_resume', {}) ?? '');
  await expect(resumed).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

  // Esc under the 'end' policy: the resume (shown a moment ago, for 6 s) is gone as the end screen opens, and
  // the end screen says why with a warning mark, not a tick (expectEndScreen)
  await page.evaluate(() => document.exitFullscreen());
  await expect(page).toHaveURL(new RegExp(`/test/start/end/${id}`));
  expect(await resumed.count()).toBe(0);
  await expectEndScreen(page, id, 'fullscreen_exit');
});

test('where the test says so, leaving fullscreen (Esc) counts as a tab switch instead of ending the test', async ({
  signedIn: page,
}) => {
  // a copy with fullscreenExitPolicy 'count' and one tab switch allowed
  const id = await startFixture(page, 'fullscreenCounted');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.evaluate(() => document.exitFullscreen());
  await expect(page.getByRole('alert').getByText(messages.fullscreenExitCounted)).toBeVisible();
  // still on the question, offered fullscreen again
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.getByRole('button', { name: 'Enter Fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  // the second one is over the allowance of one: the test ends for tab switches
  await page.evaluate(() => document.exitFullscreen());
  await expectEndScreen(page, id, 'tab_switches');
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.proctoring.tabSwitches).toBe(2);
});

test('a required camera is watched, and turning it off ends the test', async ({ signedIn: page }) => {
  const id = await openInstructions(page, 'camera');
  await expect(page.getByText('Camera access is required to start the test.')).toBeVisible();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByText('Camera access granted. Test starting...')).toBeVisible();
  await page.getByRole('button', { name: 'Enter Fullscreen' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/test/${id}/start`));
  await expect(page.getByText("You're under observation")).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => (document.querySelector('video')?.srcObject as MediaStream | null)?.active),
    )
    .toBe(true);

  await page.evaluate(() => {
    const stream = document.querySelector('video')?.srcObject as MediaStream | null;
    for (const track of stream?.getTracks() ?? []) track.stop();
  });
  await expect(page.getByText('Camera has been turned off or permissions changed.')).toBeVisible({
    timeout: 10_000,
  });
  await expectEndScreen(page, id, 'camera_disconnected');
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.endReason).toBe('camera_disconnected');
});

test('a required camera that cannot be opened blocks the start', async ({ signedIn: page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  const id = await openInstructions(page, 'cameraDenied');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByText('Unable to access camera. Please check your camera settings.')).toBeVisible();
  await expect(page.getByText('Error: Unable to access camera')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter Fullscreen' })).toHaveCount(0);
  expect(await resultsFor(page, id)).toEqual([]);
});
