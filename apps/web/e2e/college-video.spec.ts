import type { Page } from '@playwright/test';
import {
  createTopic,
  expect,
  expectNoSeriousAxe,
  publishLinear,
  studentId,
  test,
  unique,
} from './support/college';

/** A real WebM clip made in the browser: two seconds of noise, which compresses badly, so it is not tiny. */
async function recordClip(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: 'video/webm',
      videoBitsPerSecond: 4_000_000,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const frame = context.createImageData(320, 240);
    const until = performance.now() + 2000;
    while (performance.now() < until) {
      for (let i = 0; i < frame.data.length; i++) frame.data[i] = (Math.random() * 256) | 0;
      context.putImageData(frame, 0, 0);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Waits until the browser has read the clip's header: it is a video it can play, not just some bytes. */
async function expectPlayable(page: Page, name: string): Promise<void> {
  const video = page.getByLabel(name);
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= HTMLMediaElement.HAVE_METADATA))
    .toBe(true);
}

test('a video question: upload with a progress bar, preview, save, and the student plays the clip', async ({
  college: page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const topic = await createTopic(request, unique('E2E Video'), 'video');
  await page.goto(`/college/question-bank/${topic._id}/new`);
  await expect(page.getByRole('heading', { name: 'New question' })).toBeVisible();
  const clip = await recordClip(page);
  expect(clip.length).toBeGreaterThan(200_000);

  // a slow uplink, so the upload takes long enough to watch its progress
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: clip.length / 3,
  });
  await page
    .getByLabel('Upload a video')
    .setInputFiles({ name: 'talk.webm', mimeType: 'video/webm', buffer: clip });
  const progress = page.getByRole('progressbar', { name: 'Video upload progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save question' })).toBeDisabled();
  await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
  await expect(page.getByText('Video uploaded. Save the question to keep it.')).toBeVisible({
    timeout: 20_000,
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expectPlayable(page, 'Uploaded video');

  await page.getByLabel('Duration (minutes)').fill('3');
  await page.getByRole('button', { name: 'Add long question' }).click();
  await page.getByLabel('Long question 1', { exact: true }).fill('What does the clip show?');
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/questions\//);
  // the edit page reads the one question from the server
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit question' })).toBeVisible();
  await expect(page.getByLabel('Long question 1', { exact: true })).toHaveValue('What does the clip show?');
  await expectPlayable(page, 'Uploaded video');
  await expectNoSeriousAxe(page);
  const questionId = page.url().split('/questions/')[1] ?? '';

  const assessmentId = await publishLinear(
    request,
    unique('E2E Video test'),
    [{ topicId: topic._id, questionIds: [questionId] }],
    { studentIds: [await studentId(request)] },
  );

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await student.addInitScript(
    (token) => localStorage.setItem('token', token),
    process.env.E2E_STUDENT_TOKEN ?? '',
  );
  await student.goto(`/test/start/instruction/${assessmentId}?isAdaptive=false`);
  await student.getByRole('button', { name: 'Start Test' }).click();
  await student.getByRole('button', { name: 'Enter Fullscreen' }).click();
  await expect(student.getByText('What does the clip show?')).toBeVisible();
  const video = student.locator('video[src^="blob:"]');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= HTMLMediaElement.HAVE_METADATA))
    .toBe(true);
  await student.getByLabel('What does the clip show?').fill('A screen full of noise.');
  await student.getByRole('button', { name: 'Next' }).click();
  await expect(student).toHaveURL(new RegExp(`/test/start/end/${assessmentId}`));
  await studentContext.close();

  // the reviewer watches the same clip beside the answer
  await page.goto(`/college/assessments/${assessmentId}/results`);
  await page
    .getByTestId('result-row')
    .getByRole('link', { name: /Review/ })
    .click();
  await expect(page.getByText('A screen full of noise.')).toBeVisible();
  await expectPlayable(page, 'Question video');
});
