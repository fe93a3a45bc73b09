import { expect, expectNoSeriousAxe, staffApi, test } from './support/college';
import { fixtureId } from './support/tests';

/**
 * #33: a finished drive whose question 3 has a wrong key (seed-fixtures.ts). The placement officer opens the item
 * analysis from the results, sees the question flagged, corrects the key, regrades it and sees the figures move.
 */
test('the item analysis flags a wrong key; after the key is corrected a regrade moves the figures', async ({
  college: page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = fixtureId('itemAnalysis');
  await page.goto(`/college/assessments/${id}/results`);
  await page.getByRole('link', { name: 'Item analysis' }).click();
  await expect(page.getByRole('heading', { name: 'Item analysis: E2E Item Analysis Drive' })).toBeVisible();
  await expect(page.getByText('Attempts counted', { exact: true }).locator('..')).toContainText('9');

  const questions = page.getByRole('region', { name: 'Questions of the assessment' });
  const third = questions.getByRole('row', { name: /^Q3/ });
  await expect(third).toContainText('the key may be wrong');
  await expect(third).toContainText('B (key): 4 · top third 0 · bottom third 2');
  await expect(third).toContainText('C: 4 · top third 3 · bottom third 0');
  // its type by name, never its code
  await expect(third).toContainText('Aptitude · Multiple Choice Questions');
  await expect(third).not.toContainText('mcq');
  const before = (await third.getByRole('cell').nth(2).textContent()) ?? '';
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^e2e-item-analysis-drive-item-analysis-.*\.csv$/);
  await expectNoSeriousAxe(page);

  // the key corrected in the bank (C), then the question regraded from this screen
  const { question } = await staffApi<{
    question: Record<string, unknown> & { _id: string; topicId: string };
  }>(request, 'get', `/api/college/qb/questions/${await questionIdOf(request, id, 2)}`);
  await staffApi(request, 'put', `/api/college/qb/questions/${question._id}`, {
    level: 'L1',
    Duration: 1,
    Title: question.Title,
    Options: question.Options,
    answer: 2,
  });
  await third.getByRole('button', { name: 'Regrade Q3' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Regrade question 3?' });
  await dialog.getByRole('button', { name: 'Regrade' }).click();
  await expect(page.getByText('Question 3: 8 of 9 answers changed.')).toBeVisible();
  await expect(third).not.toContainText('the key may be wrong');
  await expect(third).toContainText('C (key): 4 · top third 3 · bottom third 0');
  await expect(third.getByRole('cell').nth(2)).not.toHaveText(before);

  // the question's page in the bank shows how it did in every assessment that used it
  await page.goto(`/college/question-bank/${question.topicId}/questions/${question._id}`);
  const uses = page.getByRole('region', { name: 'Assessments that used this question' });
  await expect(uses.getByRole('row', { name: /E2E Item Analysis Drive/ })).toContainText('9');
  await page.goBack();

  // on a phone each question is a card of the screen's width: nothing to scroll sideways, the regrade in reach
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(questions).toBeHidden();
  const cards = page.getByRole('list', { name: 'Questions of the assessment' });
  await expect(cards.getByRole('article')).toHaveCount(5);
  const card = cards.getByRole('article', { name: 'Q3' });
  await expect(card).toContainText('Aptitude · Multiple Choice Questions');
  await expect(card).toContainText('C (key): 4 · top third 3 · bottom third 0');
  await expect(card.getByText('Facility', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Regrade Q3' }).scrollIntoViewIfNeeded();
  for (const box of [await card.boundingBox(), await card.getByRole('button').boundingBox()]) {
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectNoSeriousAxe(page);
});

async function questionIdOf(request: Parameters<typeof staffApi>[0], assessmentId: string, index: number) {
  const analysis = await staffApi<{ items: { questionId: string }[] }>(
    request,
    'get',
    `/api/college/assessments/${assessmentId}/item-analysis`,
  );
  return analysis.items[index]!.questionId;
}
