import { messages } from '@placement/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DISCONNECT_SECONDS } from './support/fixture-specs';
import { collegeAuth, demo } from './support/portal';
import {
  expect,
  expectEndScreen,
  keyOf,
  openInstructions,
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

/** What staff see of the student's attempt on the assessment's results, asked from their own session. */
async function staffSees(request: APIRequestContext, assessmentId: string) {
  const staff = await collegeAuth(request);
  const reply = await request.get(`/api/college/assessments/${assessmentId}/results`, {
    headers: { 'auth-token': staff },
  });
  expect(reply.ok()).toBe(true);
  const { results } = (await reply.json()) as {
    results: { email: string; status: string; endReason: string | null }[];
  };
  return results.find((row) => row.email === demo.student.email) ?? null;
}

const timeLeft = async (page: Page) => {
  const [h, m, s] = ((await page.getByRole('timer', { name: 'Time left', exact: true }).textContent()) ?? '')
    .split(':')
    .map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
};

/** The server ends an attempt whose page it has not heard for this long: DISCONNECT_SECONDS + the 30 s countdown. */
const SERVER_WINDOW = DISCONNECT_SECONDS + 30;

/** The seconds the 'Connection Lost!' banner says are left before the test is submitted. */
const secondsLeft = async (lost: Locator) =>
  Number((await lost.innerText()).match(/submitted automatically in (\d+) seconds/)?.[1]);

/** Waits for a probe of the test page that the server answered, so the server has just heard the page. */
const heard = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/ping?') && r.url().includes('attempt='));

test('a connection lost past the threshold is ended by the server; the student sees why once back', async ({
  signedIn: page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await startFixture(page, 'connectionTimeout');
  await heard(page);
  await page.context().setOffline(true);
  const lost = page.getByRole('region', { name: 'Connection Lost!' });
  await expect(lost).toBeVisible({ timeout: 10_000 });
  // the countdown is the server's: its whole window from the probe it last answered, not the page's own 30 s
  expect(await secondsLeft(lost)).toBeGreaterThan(SERVER_WINDOW - 3);
  expect(await secondsLeft(lost)).toBeLessThanOrEqual(SERVER_WINDOW);
  await expect(lost).toContainText('Test Ending...', { timeout: (SERVER_WINDOW + 10) * 1000 });
  // still offline: the end screen opens (never a blank page) and waits for the network
  await expect(page).toHaveURL(new RegExp(`/test/start/end/${id}`), { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'finalizing results...' })).toBeVisible();
  // the server decides, at the page's zero: staff see the attempt ended for connection loss within seconds,
  // while the student is still offline
  await expect
    .poll(async () => (await staffSees(request, id))?.endReason, { timeout: 10_000, intervals: [1_000] })
    .toBe('connection_lost');
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: messages.testEndedForYou })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(messages.testEndReasons.connection_lost ?? '')).toBeVisible();
});

/** Answers the fixture's two questions, the first on screen, to the end screen. */
async function answerBoth(page: Page, id: string, first: string) {
  await page.getByRole('radio').nth(keyOf(first)).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  const second = await questionText(page);
  await page.getByRole('radio').nth(keyOf(second)).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectEndScreen(page, id);
}

test("40 s offline (#50 item 5): the banner counts down to the server's end, and back in time the test goes on", async ({
  signedIn: page,
  request,
}) => {
  test.setTimeout(150_000);
  const id = await startFixture(page, 'connectionAway');
  const first = await questionText(page);
  await heard(page);
  await page.context().setOffline(true);
  const offlineAt = Date.now();
  const lost = page.getByRole('region', { name: 'Connection Lost!' });
  await expect(lost).toBeVisible({ timeout: 10_000 });
  expect(await secondsLeft(lost)).toBeGreaterThan(SERVER_WINDOW - 3);
  await page.waitForTimeout(40_000 - (Date.now() - offlineAt));
  // 40 s on, the page still counts down with the server (it never gave up before it) and shows the question
  expect(await secondsLeft(lost)).toBeLessThanOrEqual(SERVER_WINDOW - 38);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText('Connection restored')).toBeVisible({ timeout: 10_000 });
  await expect(lost).toBeHidden();
  // the question on screen as it was, no press needed, and the attempt running as the college sees it
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(await questionText(page)).toBe(first);
  expect((await staffSees(request, id))?.status).toBe('in_progress');
  // past the end the server would have called without the probe that found it again: it goes on
  await page.waitForTimeout((SERVER_WINDOW + 5) * 1000 - (Date.now() - offlineAt));
  expect((await staffSees(request, id))?.status).toBe('in_progress');
  await answerBoth(page, id, first);
  expect((await staffSees(request, id))?.endReason).not.toBe('connection_lost');
});

test("the page gave up but the server still runs the test: one press of 'Resume test' is the question again", async ({
  signedIn: page,
  request,
}) => {
  test.setTimeout(150_000);
  const id = await startFixture(page, 'connectionBack');
  const first = await questionText(page);
  // a network that carries the probes to the server but loses every reply: the server hears the page, the page
  // hears nothing, counts down and gives up at its zero
  const probes = /\/api\/ping\?/;
  await page.route(probes, async (route) => {
    await route.fetch().catch(() => undefined);
    await route.abort('internetdisconnected');
  });
  await expect(page.getByRole('region', { name: 'Connection Lost!' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`/test/start/end/${id}`), { timeout: (SERVER_WINDOW + 10) * 1000 });
  await expect(page.getByRole('heading', { name: 'Connection restored' })).toBeVisible({ timeout: 15_000 });
  // the network mends (a probe still in the handler is dropped with it)
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect((await staffSees(request, id))?.status).toBe('in_progress');
  await page.getByRole('button', { name: 'Resume test' }).click();
  // one press: the question where it was (its answer not sent for the student), in fullscreen
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(await questionText(page)).toBe(first);
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.waitForTimeout(12_000);
  expect((await staffSees(request, id))?.status).toBe('in_progress');
  await answerBoth(page, id, first);
  expect((await staffSees(request, id))?.endReason).not.toBe('connection_lost');
});

test('a short loss (15 s offline) carries on', async ({ signedIn: page, request }) => {
  test.setTimeout(90_000);
  const id = await startFixture(page, 'connectionBrief');
  await page.waitForTimeout(6_000);
  await page.context().setOffline(true);
  await expect(page.getByRole('region', { name: 'Connection Lost!' })).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(15_000);
  await page.context().setOffline(false);
  await expect(page.getByText('Connection restored')).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(30_000);
  await expect(page).toHaveURL(new RegExp(`/student/test/${id}/start`));
  expect((await staffSees(request, id))?.status).toBe('in_progress');
});

test("the 'pause' policy stops the clock while the connection is lost, without a countdown", async ({
  signedIn: page,
  request,
}) => {
  test.setTimeout(90_000);
  // the instructions say what a lost connection does on this test
  await openInstructions(page, 'connectionPause');
  await expect(page.getByText(/your time is paused until you are back/)).toBeVisible();
  const id = await startFixture(page, 'connectionPause');
  await page.waitForTimeout(6_000);
  const before = await timeLeft(page);
  await page.context().setOffline(true);
  const lost = page.getByRole('region', { name: 'Connection Lost!' });
  await expect(lost).toBeVisible({ timeout: 10_000 });
  await expect(lost).toContainText('Your time is paused');
  await expect(lost).not.toContainText('submitted automatically');
  await page.waitForTimeout(25_000);
  await page.context().setOffline(false);
  await expect(page.getByText('Connection restored')).toBeVisible({ timeout: 10_000 });
  // the server gave the time offline back: the timer shows its time, not 25+ s less
  await expect.poll(() => timeLeft(page), { timeout: 10_000 }).toBeGreaterThan(before - 12);
  expect(await timeLeft(page)).toBeLessThanOrEqual(before);
  expect((await staffSees(request, id))?.status).toBe('in_progress');
});

test('a slow network (1.5 s for every reply, 60 s) warns without ending anything', async ({
  signedIn: page,
}) => {
  test.setTimeout(150_000);
  const id = await startFixture(page, 'connectionSlow');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1500,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('region', { name: 'Slow connection' })).toBeVisible({ timeout: 15_000 });
  // longer than the server's threshold (DISCONNECT_SECONDS plus the countdown): slow probes still say alive
  await page.waitForTimeout(62_000);
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
