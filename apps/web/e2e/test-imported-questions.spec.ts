import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { collegeToken, ok, publishLinear, staffApi, studentId, unique } from './support/college';
import { expect, resultsFor, test } from './support/tests';

const moodleQuiz = readFileSync(
  fileURLToPath(
    new URL('../../api/src/services/question-bank/interchange/fixtures/moodle-quiz.xml', import.meta.url),
  ),
);

test('a student takes imported questions: a true/false and a five-option mcq with its stored image', async ({
  signedIn: page,
  request,
}) => {
  test.setTimeout(90_000);
  const heading = unique('E2E imported mcq');
  const confirmed = await ok<{ imported: { type: string; topicId: string }[] }>(
    await request.post('/api/college/qb/import/confirm', {
      headers: { 'auth-token': await collegeToken(request) },
      multipart: {
        file: { name: 'cs101-networks.xml', mimeType: 'text/xml', buffer: moodleQuiz },
        plan: JSON.stringify({
          mcq: { heading },
          findAnswer: { heading: unique('E2E imported fill') },
          essay: { heading: unique('E2E imported essay') },
        }),
      },
    }),
  );
  const topicId = confirmed.imported.find((i) => i.type === 'mcq')!.topicId;
  const { questions } = await staffApi<{ questions: { _id: string; Title: string }[] }>(
    request,
    'get',
    `/api/college/qb/topics/${topicId}/questions`,
  );
  const isTrueFalse = (q: { Title: string }) => q.Title.includes('connection-oriented');
  const ordered = [...questions.filter(isTrueFalse), ...questions.filter((q) => !isTrueFalse(q))];
  const id = await publishLinear(
    request,
    unique('E2E imported test'),
    [{ topicId, questionIds: ordered.map((q) => q._id) }],
    { studentIds: [await studentId(request)] },
  );

  await page.goto(`/test/start/instruction/${id}?isAdaptive=false`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await page.getByRole('button', { name: 'Enter Fullscreen' }).click();
  await expect(page.locator('.question-html').first()).toContainText('connection-oriented');
  await expect(page.getByRole('radio')).toHaveCount(2);
  await page.getByRole('radio', { name: 'True' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.locator('.question-html').first()).toContainText('At which layer of the OSI model');
  await expect(page.getByRole('radio')).toHaveCount(5);
  // the image imported with the question is fetched with the student's token and shown
  const image = page.getByRole('img', { name: 'Illustration for the question' });
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('radio', { name: 'Network' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Your test has been successfully submitted.')).toBeVisible();

  const [attempt] = await resultsFor(page, id);
  expect(attempt?.questions.map((q) => q.marks)).toEqual([expect.any(Number), expect.any(Number)]);
  expect(attempt?.questions.every((q) => (q.marks ?? 0) > 0)).toBe(true);
});
