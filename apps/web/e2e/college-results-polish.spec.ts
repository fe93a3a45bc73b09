import type { Page } from '@playwright/test';
import {
  addMcq,
  createTopic,
  expect,
  expectNoSeriousAxe,
  publishLinear,
  staffApi,
  studentId,
  takeLinear,
  test,
  unique,
} from './support/college';

/** #19 item 17: the college's results read as words, fit a phone, and export under a useful name. */

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth}px wide in a ${clientWidth}px window`,
  ).toBeLessThanOrEqual(clientWidth);
}

test('results, the attempt and the assessment read as words and fit 375 px; the export is named after the test', async ({
  college: page,
  request,
}) => {
  test.setTimeout(90_000);
  const topic = await createTopic(request, unique('Polish topic'), 'mcq');
  const questionId = await addMcq(request, topic._id, 'What is 2 + 2?');
  const name = unique('Java Basics');
  const assessmentId = await publishLinear(
    request,
    name,
    [{ topicId: topic._id, questionIds: [questionId] }],
    {
      studentIds: [await studentId(request)],
    },
  );
  await takeLinear(request, assessmentId, () => 1);

  await page.goto(`/college/assessments/${assessmentId}`);
  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  await expect(summary).toContainText(`${topic.Heading} (1 question)`);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/college/assessments/${assessmentId}/results`);
  const row = page.getByTestId('result-row');
  await expect(row).toContainText('Graded');
  await expect(row).toContainText('Submitted by the student');
  await expect(row).not.toContainText(/\bmanual\b|\bgraded\b/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxe(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect((await download).suggestedFilename()).toMatch(
    new RegExp(`^${slug}-results-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );

  await row.getByRole('link', { name: /Review/ }).click();
  await expect(page.getByRole('heading', { name: /Attempt of Asha/ })).toBeVisible();
  const attempt = page.getByRole('region', { name: 'Summary', exact: true });
  await expect(attempt).toContainText('Graded');
  await expect(attempt).toContainText('Submitted by the student');
  await expect(attempt).not.toContainText(/\bmanual\b|\bgraded\b/);
  await expectNoSidewaysScroll(page);

  await page.goto('/college/results');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('topic descriptions end with "…" when cut; a video question without a prompt has a name', async ({
  college: page,
  request,
}) => {
  const description = `${'Arrays, strings, hashing and two pointers. '.repeat(4)}The end.`;
  const { topic } = await staffApi<{ topic: { _id: string } }>(request, 'post', '/api/college/qb/topics', {
    Heading: unique('Long topic'),
    Description: description,
    Type: 'video',
  });
  await staffApi(request, 'post', `/api/college/qb/topics/${topic._id}/questions`, {
    level: 'L1',
    Duration: 5,
    videoFile: '',
    long: [],
    short: [],
    mcq: [],
  });

  await page.goto('/college/question-bank');
  const shown = page.getByText(description.slice(0, 40)).first();
  const text = (await shown.textContent()) ?? '';
  expect(text.endsWith('…')).toBe(true);
  expect(text.length).toBeLessThanOrEqual(100);

  await page.goto(`/college/question-bank/${topic._id}`);
  await expect(page.getByRole('list', { name: 'Questions' })).toContainText('Video question 1');
  await expect(page.getByRole('list', { name: 'Questions' })).not.toContainText(/Question [0-9a-f]{6}/);
});

test("the demo's video question plays its clip", async ({ college: page, request }) => {
  const { topics } = await staffApi<{ topics: { _id: string; Heading: string }[] }>(
    request,
    'get',
    '/api/college/qb/topics',
  );
  const explain = topics.find((t) => t.Heading === 'Video Explanation');
  expect(explain).toBeTruthy();
  await page.goto(`/college/question-bank/${explain?._id}`);
  await page
    .getByRole('link', { name: /^Edit: Explain in your own words/ })
    .first()
    .click();
  const video = page.getByLabel('Uploaded video');
  await expect(video).toBeVisible();
  const clip = await video.evaluate(async (element) => {
    const v = element as HTMLVideoElement;
    v.muted = true;
    await v.play();
    return { duration: v.duration, width: v.videoWidth };
  });
  expect(clip.duration).toBeGreaterThan(5);
  expect(clip.width).toBe(480);
  await expect
    .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime))
    .toBeGreaterThan(0.5);
});
