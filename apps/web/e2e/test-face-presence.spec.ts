import { messages } from '@placement/contract';
import type { Browser, Page } from '@playwright/test';
import { proctorEvents, reviewOf } from './support/evidence';
import { launchWithFakeMedia } from './support/fixtures';
import { faceClip, type Scene } from './support/synthetic-faces';
import { expect, expectEndScreen, openInstructions, startFixture, test } from './support/tests';

/** A signed-in student page in a Chromium whose fake camera plays the clip. */
async function studentWithCamera(clip: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchWithFakeMedia([`--use-file-for-fake-video-capture=${clip}`]);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await context.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', token);
  }, process.env.E2E_STUDENT_TOKEN ?? '');
  return { browser, page: await context.newPage() };
}

async function withClip(page: Page, scenes: Scene[], run: (student: Page) => Promise<void>) {
  const { browser, page: student } = await studentWithCamera(await faceClip(page, scenes));
  try {
    await run(student);
  } finally {
    await browser.close();
  }
}

test('an empty scene is a no-face event with a snapshot; counted toward a limit, it ends the test', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await withClip(page, [{ faces: 0, seconds: 5 }], async (student) => {
    // a copy whose face events count toward a limit of one, as its instructions say
    await openInstructions(student, 'faceMissing');
    await expect(student.getByText(/Keep your face in view.*after 1 of them the test ends\./)).toBeVisible();
    const id = await startFixture(student, 'faceMissing');
    await expect(student.getByText('Warning: No face in view')).toBeVisible({ timeout: 30_000 });
    await expect(student.getByRole('alert').getByText(messages.faceLimit)).toBeVisible({ timeout: 30_000 });
    await expectEndScreen(student, id, 'face_events');

    const review = await reviewOf(student, id);
    expect(review.attempt.endReason).toBe('face_events');
    const events = proctorEvents(review);
    const faces = events.filter((e) => String(e.payload.type).startsWith('face'));
    expect(faces, JSON.stringify(events)).toHaveLength(1);
    const [missing] = faces;
    expect(missing?.payload).toMatchObject({ type: 'face_missing', detail: 'no face' });
    // the snapshot taken with it is kept, named by the event and shown to the reviewer
    const shot = review.screenshots.find((s) => s._id === missing?.payload.screenshotId);
    expect(shot?.reason).toBe('no face');
    expect(missing?.payload.url).toBe(shot?.url);
    expect(review.attempt.risk.counts.faceEvents).toBe(1);
    expect(review.attempt.risk.snapshots).toEqual([shot?._id]);
  });
});

test('one face in view is fine; two faces are a flag that leaves the test running', async ({ page }) => {
  test.setTimeout(120_000);
  // one face for 20 s, then two for 20 s, looping; the camera opens at the clip's start
  const scenes: Scene[] = [
    { faces: 1, seconds: 20 },
    { faces: 2, seconds: 20 },
  ];
  await withClip(page, scenes, async (student) => {
    const id = await startFixture(student, 'faceCount');
    await expect(student.getByText('Warning: More than one face in view')).toBeVisible({ timeout: 60_000 });
    await expect(student.getByRole('alert').getByText(messages.facesMultiple)).toBeVisible({
      timeout: 30_000,
    });
    // face events only flag this test: the student goes on
    await expect(student.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(student).toHaveURL(new RegExp(`/student/test/${id}/start`));

    const events = proctorEvents(await reviewOf(student, id));
    const faces = events.filter((e) => String(e.payload.type).startsWith('face'));
    // the detector ran through the one-face part, which raised nothing: the only face event counts two faces
    expect(faces.map((e) => [e.payload.type, e.payload.detail])).toEqual([['faces_multiple', '2 faces']]);
    expect(faces[0]?.payload.screenshotId).toEqual(expect.any(String));
    await student.getByRole('button', { name: 'End Test & Submit' }).click();
    await student.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
    await expectEndScreen(student, id);
  });
});

test('a face detector that cannot load is reported, so "no face event" is never read as faces seen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await withClip(page, [{ faces: 1, seconds: 5 }], async (student) => {
    await student.route('**/assets/face-detector-*.js', (route) => route.abort());
    const id = await startFixture(student, 'faceCheckUnavailable');
    await expect
      .poll(
        async () => proctorEvents(await reviewOf(student, id)).map((e) => [e.payload.type, e.payload.detail]),
        { timeout: 30_000 },
      )
      .toEqual([['face_check_unavailable', 'face check could not load']]);
    // the rest of the proctoring goes on, and so does the test
    await expect(student.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
