import { collegeToken } from './support/college';
import { signInPage } from './support/staff';
import { expect, expectNoSeriousAxe, startFixture, test, typeCode } from './support/tests';

/**
 * #28 item 9.5: on a 390 px phone, every box that scrolls can be reached by keyboard (axe's serious
 * scrollable-region-focusable): the coding question's testcases and the custom run's output, the student's
 * result, and the reviewer's view of the submitted code.
 */
const phone = { width: 390, height: 844 };
const longLine = `print("${'x'.repeat(120)}")\n`;

test('a coding question, its result and its review scroll nowhere a keyboard cannot reach', async ({
  signedIn: page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  const id = await startFixture(page, 'phoneCoding');
  await typeCode(page, longLine);
  await page.getByRole('button', { name: 'Input and output' }).click();
  await page.getByRole('button', { name: 'Run custom input' }).click();
  await expect(page.getByRole('region', { name: 'Custom run' }).locator('pre')).toContainText('xxxx', {
    timeout: 25_000,
  });
  await expectNoSeriousAxe(page);

  const token = process.env.E2E_STUDENT_TOKEN ?? '';
  const headers = { 'auth-token': token };
  const started = await page.request.post(`/api/student/test/start/${id}`, { headers, data: {} });
  const { attemptId } = (await started.json()) as { attemptId: string };
  await page.request.post(`/api/student/test/response/non-adaptive/${id}`, {
    headers,
    data: {
      questionId: (await started.json()).firstQuestion.question._id,
      response: { codeLanguage: 'Python', answerCode: longLine },
    },
  });
  expect((await page.request.post(`/api/student/test/end/${id}`, { headers, data: {} })).ok()).toBe(true);
  await page.goto(`/student/results/overview?id=${attemptId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expectNoSeriousAxe(page);

  const staff = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: phone });
  const review = await staff.newPage();
  await signInPage(review, 'collegeToken', await collegeToken(page.request));
  await review.goto(`/college/attempts/${attemptId}`);
  await expect(review.getByRole('region', { name: 'Submitted code' })).toContainText('xxxx');
  await expectNoSeriousAxe(review);
  await staff.close();
});
