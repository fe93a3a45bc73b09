import {
  expect,
  expectEndScreen,
  keyOf,
  questionText,
  resultsFor,
  startFixture,
  test,
} from './support/tests';

const QUANT = 'Quantitative Aptitude';
const LOGIC = 'Logical Reasoning';

/**
 * One correct answer passes a level (3 questions, one third). The script: Quant L1 right (1 mark), Quant L2
 * wrong three times (on to Logic), Logic L1 skipped then right (1), L2 right (2), L3 right (3): 7, out of
 * every question asked plus the level never reached (Quant 1 + 2 + 2 + 2 + L3's 3; Logic 1 + 1 + 2 + 3): 17.
 */
const script: { topic: string; level: number; action: 'right' | 'wrong' | 'skip' }[] = [
  { topic: QUANT, level: 1, action: 'right' },
  { topic: QUANT, level: 2, action: 'wrong' },
  { topic: QUANT, level: 2, action: 'wrong' },
  { topic: QUANT, level: 2, action: 'wrong' },
  { topic: LOGIC, level: 1, action: 'skip' },
  { topic: LOGIC, level: 1, action: 'right' },
  { topic: LOGIC, level: 2, action: 'right' },
  { topic: LOGIC, level: 3, action: 'right' },
];

test('the adaptive demo test, answered to the end, scores what the level rules give', async ({
  signedIn: page,
}) => {
  test.setTimeout(90_000);
  const id = await startFixture(page, 'adaptive', true);
  await expect(page.getByRole('timer', { name: 'Time left', exact: true })).toHaveText(/^00:(29|30):\d\d$/);

  for (const [index, step] of script.entries()) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.topic);
    // an adaptive test asks as many questions as the answers lead to: the level and the count, no total
    await expect(page.getByText(`Level ${step.level}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Question ${index + 1}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Question \d+ of \d+$/)).toHaveCount(0);
    const title = await questionText(page);
    const key = keyOf(title);
    if (step.action === 'skip') {
      await page.getByRole('button', { name: 'Skip' }).click();
    } else {
      // Next without a choice is refused on the page
      if (index === 0) {
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText('Please select an answer')).toBeVisible();
      }
      await page
        .getByRole('radio')
        .nth(step.action === 'right' ? key : (key + 1) % 4)
        .check();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    if (index < script.length - 1) await expect(page.locator('.question-html').first()).not.toHaveText(title);
  }

  await expectEndScreen(page, id);
  const [attempt] = await resultsFor(page, id);
  expect(attempt?.status).toBe('graded');
  expect(attempt?.score).toBe(7);
  expect(attempt?.maxScore).toBe(17);
  expect(attempt?.percentage).toBeCloseTo(41.18, 2);
  expect(attempt?.questions).toHaveLength(8);
});
