import { type LiveBoardReply, messages } from '@placement/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { staffApi } from './support/college';
import { expect, expectNoSeriousAxe, keyOf, questionText, startFixture, test } from './support/tests';

/**
 * #29 item 2, the student's side: the invigilator acts through the API (as the live board does) while the student
 * takes the test in the browser; the test screen follows without a reload (the 5-second probe says when to
 * look).
 */

const seconds = (hms: string) => hms.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** The student's row of the board: its id and the version of the attempt the action names. */
async function asha(request: APIRequestContext, id: string) {
  const board = await staffApi<LiveBoardReply>(request, 'get', `/api/college/assessments/${id}/live`);
  const row = board.rows.find((r) => r.email === 'student@demo.test');
  if (!row) throw new Error('the student is not on the board');
  return { studentId: row.studentId, version: row.version };
}

async function act(
  request: APIRequestContext,
  id: string,
  action: string,
  body: Record<string, unknown> = {},
) {
  const reply = await staffApi<{ done: number; message: string }>(
    request,
    'post',
    `/api/college/assessments/${id}/live/${action}`,
    { students: [await asha(request, id)], ...body },
  );
  expect(reply.done, reply.message).toBe(1);
}

async function timerSeconds(page: Page): Promise<number> {
  return seconds((await page.getByRole('timer', { name: 'Time left', exact: true }).innerText()).trim());
}

test('the test screen follows the invigilator: added time, a pause, an announcement, the resume, an end and a reopen', async ({
  signedIn: page,
}) => {
  test.setTimeout(150_000);
  const { request } = page;
  const id = await startFixture(page, 'invigilator');
  const timer = page.getByRole('timer', { name: 'Time left', exact: true });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();

  // add 10 minutes: the timer jumps up at the next probe, with a short notice, no reload
  const before = await timerSeconds(page);
  await act(request, id, 'add-time', { minutes: 10 });
  await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeGreaterThan(before + 500);
  await expect(page.getByText('The invigilator added 10 minutes')).toBeVisible();

  // an answer sent just as the pause lands (the page has not heard of it yet) is kept, not lost
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/student/test/*/live', async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('radio')
    .nth(keyOf(await questionText(page)))
    .check();
  await act(request, id, 'pause', { reason: 'Medical break' });
  await next.click();
  await expect(page.getByText(messages.testPaused)).toBeVisible();
  // the page hears of the pause now (later readings pass straight through)
  release();

  // paused: says by whom and why, answers and submitting are disabled, the timer stands still
  await expect(page.getByRole('heading', { name: /^Your test is paused by .+/ })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText('Reason: Medical break')).toBeVisible();
  await expect(page.getByText(/Your answers are kept/)).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'End Test & Submit' })).toBeDisabled();
  await expect(page.getByRole('radio').first()).toBeDisabled();
  await expect(page.getByText('Question 1 of', { exact: false })).toBeVisible();
  const standing = (await timer.innerText()).trim();
  await page.waitForTimeout(2_500);
  await expect(timer).toHaveText(standing);

  // an announcement reaches the paused student too; the page at phone width passes axe with both
  await staffApi(request, 'post', `/api/college/assessments/${id}/live/announcements`, {
    message: "Question 7 has a typo: read 'array' for 'list'",
  });
  const banner = page.getByRole('region', { name: 'Announcements' });
  await expect(banner.getByText("Question 7 has a typo: read 'array' for 'list'")).toBeVisible({
    timeout: 10_000,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousAxe(page);
  // the banner sits in the page's flow: the timer and End Test & Submit stay uncovered
  const bannerBox = await banner.boundingBox();
  const endBox = await page.getByRole('button', { name: 'End Test & Submit' }).boundingBox();
  expect(bannerBox && endBox && bannerBox.y >= endBox.y + endBox.height).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  await banner.getByRole('button', { name: 'Got it' }).click();
  await expect(banner.getByRole('button', { name: 'Got it' })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Announcements (1)' })).toBeVisible();

  // resumed: the kept answer goes in, the test moves on and the clock runs from the server's figure
  await act(request, id, 'resume');
  await expect(page.getByRole('heading', { name: /^Your test is paused by/ })).toHaveCount(0, {
    timeout: 10_000,
  });
  await expect(page.getByText('Question 2 of', { exact: false })).toBeVisible();
  const running = await timerSeconds(page);
  expect(running).toBeLessThanOrEqual(seconds(standing));
  await expect.poll(() => timerSeconds(page), { timeout: 5_000 }).toBeLessThan(running);
  await expect(next).toBeEnabled();

  // after a reload the announcement is still listed
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('Question 2 of', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Announcements (1)' }).click();
  await expect(
    page
      .getByRole('list', { name: 'All announcements' })
      .getByText("Question 7 has a typo: read 'array' for 'list'"),
  ).toBeVisible();

  // ended by the invigilator: the end screen gives their reason
  await act(request, id, 'end', { reason: 'Wrong test opened' });
  await expect(page).toHaveURL(new RegExp(`/test/start/end/${id}`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: messages.testEndedForYou })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByText(`Ended by the invigilator: Wrong test opened. ${messages.testEndedAnswersKept}`),
  ).toBeVisible();

  // reopened with 15 minutes: the student resumes at the question they were on, the first answer kept
  await act(request, id, 'reopen', { minutes: 15 });
  expect(await startFixture(page, 'invigilator')).toBe(id);
  await expect(page.getByText('Question 2 of', { exact: false })).toBeVisible();
  expect(await timerSeconds(page)).toBeGreaterThan(14 * 60);
  expect(await timerSeconds(page)).toBeLessThanOrEqual(15 * 60);
});
