import { messages } from '@placement/contract';
import { createTopic, expect, test, unique } from './support/college';

test('creates a topic and an mcq with a sanitized preview, then finds it by search and level', async ({
  college: page,
}) => {
  const heading = unique('E2E Arithmetic');
  await page.goto('/college/question-bank');
  await page.getByLabel('Heading').fill(heading);
  await page.getByLabel('Type').selectOption('mcq');
  await page.getByLabel('Description').fill('Sums and products');
  await page.getByRole('button', { name: 'Create topic' }).click();
  await page.getByRole('link', { name: 'Open it' }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Add question' }).click();
  // the topic page has a Level filter too: wait for the editor before choosing the question's level
  await expect(page.getByRole('heading', { name: 'New question' })).toBeVisible();
  await page.getByLabel('Level').selectOption('L2');
  await page
    .getByLabel('Question (simple HTML allowed)')
    .fill('<p>What is <b>6 × 7</b>?</p><img src=x onerror="window.pwned=1">');
  const preview = page.locator('.question-html');
  await expect(preview.locator('b')).toHaveText('6 × 7');
  await expect(preview.locator('img')).not.toHaveAttribute('onerror', /.*/);
  for (const [index, option] of ['41', '42', '43', '44'].entries()) {
    await page.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
  }
  // No option is the key until the author chooses one, and Save says so instead of storing option 1.
  for (const index of [1, 2, 3, 4])
    await expect(page.getByLabel(`Option ${index} is correct`)).not.toBeChecked();
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText(messages.mcqKeyMissing)).toBeVisible();
  await expect(page).toHaveURL(/\/new$/);
  await page.getByLabel('Option 2 is correct').check();
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

  await page.getByRole('link', { name: 'Back to topic' }).click();
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(list.getByText('What is 6 × 7?')).toBeVisible();
  await page.getByLabel('Level').selectOption('L1');
  await expect(page.getByText('No questions match.')).toBeVisible();
  await page.getByLabel('Level').selectOption('L2');
  await page.getByLabel('Search questions').fill('nothing like this');
  await expect(page.getByText('No questions match.')).toBeVisible();
  await page.getByLabel('Search questions').fill('6 × 7');
  await expect(list.getByText('What is 6 × 7?')).toBeVisible();
});

test('a coding question with a reference solution is verified by the judge, testcase by testcase', async ({
  college: page,
  request,
}) => {
  test.setTimeout(120_000);
  const topic = await createTopic(request, unique('E2E Coding'), 'compiler');
  await page.goto(`/college/question-bank/${topic._id}/new`);
  await page.getByLabel('Duration (minutes)').fill('10');
  await page
    .getByLabel('Problem statement (simple HTML allowed)')
    .fill('<p>Print the product of two integers.</p>');
  await page.getByLabel('Starter code: Python').fill('a, b = map(int, input().split())\n');
  await page.getByLabel('Testcase 1 input').fill('6 7\n');
  await page.getByLabel('Testcase 1 expected output').fill('42\n');
  await page.getByRole('button', { name: 'Add testcase' }).click();
  await page.getByLabel('Testcase 2 input').fill('-3 5\n');
  // testcase 2 is hidden by default and its output is left for the reference solution to fill
  await expect(page.getByLabel('Testcase 2 hidden')).toBeChecked();
  await page.getByLabel('Reference language').selectOption('Python');
  await page.getByLabel('Reference code').fill('a, b = map(int, input().split())\nprint(a * b)\n');
  await page.getByRole('button', { name: 'Add wrong solution' }).click();
  await page.getByLabel('Wrong solution 1 code').fill('a, b = map(int, input().split())\nprint(a + b)\n');
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/questions\//);

  await page.getByRole('button', { name: 'Verify' }).click();
  const result = page.getByRole('region', { name: 'Verification result' });
  await expect(result.getByText('Verified: The reference solution passes every testcase')).toBeVisible({
    timeout: 90_000,
  });
  const rows = result.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Accepted');
  await expect(rows.nth(2)).toContainText('Accepted');
  await expect(
    result.getByText(/Wrong solution 1 \(Python\): fails \d of 2 testcases — caught/),
  ).toBeVisible();
  // the blank expected output was filled from the reference solution
  await expect(page.getByLabel('Testcase 2 expected output')).toHaveValue('-15\n');
});

test('a coding question can have a custom checker in any language, which Verify runs on the reference', async ({
  college: page,
  request,
}) => {
  test.setTimeout(120_000);
  const topic = await createTopic(request, unique('E2E Checker'), 'compiler');
  await page.goto(`/college/question-bank/${topic._id}/new`);
  await page.getByLabel('Duration (minutes)').fill('10');
  await page
    .getByLabel('Problem statement (simple HTML allowed)')
    .fill('<p>Print the numbers 1 to n, in any order.</p>');
  await page.getByLabel('Testcase 1 input').fill('3\n');
  await page.getByLabel('Testcase 1 expected output').fill('1 2 3\n');
  await page.getByLabel('Reference language').selectOption('Python');
  await page.getByLabel('Reference code').fill('print(*range(int(input()), 0, -1))\n');

  await expect(page.getByLabel('Checker code')).toHaveCount(0);
  await page.getByLabel('Output checker').selectOption('Custom checker');
  await page.getByLabel('Checker language').selectOption('JavaScript');
  const checker = page.getByLabel('Checker code');
  await expect(checker).toHaveAccessibleDescription(/three file paths as its arguments/);
  // first a checker that wants the expected order by mistake: Verify shows it rejects the reference
  const read =
    'const fs = require("fs");\nconst [, , , expected, output] = process.argv;\nconst tokens = (p) => fs.readFileSync(p, "utf8").split(/\\s+/).filter(Boolean);\n';
  await checker.fill(`${read}process.exit(tokens(expected).join() === tokens(output).join() ? 0 : 1);\n`);
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/questions\//);
  await page.getByRole('button', { name: 'Verify' }).click();
  const result = page.getByRole('region', { name: 'Verification result' });
  await expect(
    result.getByText('Verification failed: The custom checker rejects the reference solution on testcase 1'),
  ).toBeVisible({ timeout: 90_000 });
  await expect(result.getByRole('table').getByRole('row').nth(1)).toContainText('Wrong answer');

  // the checker came back with the question; compare as sets instead, then Verify passes
  await page.reload();
  await expect(page.getByLabel('Output checker')).toHaveValue('custom');
  await expect(page.getByLabel('Checker language')).toHaveValue('JavaScript');
  await expect(page.getByLabel('Checker code')).toHaveValue(/tokens\(expected\)\.join\(\)/);
  await page
    .getByLabel('Checker code')
    .fill(
      `${read}const sorted = (p) => tokens(p).sort().join();\nprocess.exit(sorted(expected) === sorted(output) ? 0 : 1);\n`,
    );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(result.getByText('Verified: The reference solution passes every testcase')).toBeVisible({
    timeout: 90_000,
  });
});

test('importing the mcq template reports every bad row and imports nothing', async ({
  college: page,
  request,
}) => {
  const topic = await createTopic(request, unique('E2E Import'), 'mcq');
  await page.goto(`/college/question-bank/${topic._id}`);
  const header = 'Title,Option1,Option2,Option3,Option4,AnswerIndex,QuestionLevel,Duration';
  const bad = [
    header,
    'What is 2 + 2?,3,4,5,22,1,L1,1',
    'Capital of France?,Paris,Rome,Oslo,Bern,7,L1,1',
  ].join('\n');
  await page.getByLabel('Filled template (CSV or XLSX)').setInputFiles({
    name: 'mcq.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bad),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Rows to fix' })).toHaveText('row 3: AnswerIndex must be 0–3');
  await expect(page.getByText('No questions match.')).toBeVisible();

  const good = [
    header,
    'What is 2 + 2?,3,4,5,22,1,L1,1',
    'Capital of France?,Paris,Rome,Oslo,Bern,0,L2,1',
  ].join('\n');
  await page.getByLabel('Filled template (CSV or XLSX)').setInputFiles({
    name: 'mcq.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(good),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 2 questions.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Questions' }).getByRole('listitem')).toHaveCount(2);

  // the template and the export download with the auth header
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await template).suggestedFilename()).toBe('mcq-template.csv');
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export topic' }).click();
  expect((await exported).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('an mcq may have 2 to 6 options: a five-option question is saved and comes back with all five', async ({
  college: page,
  request,
}) => {
  const topic = await createTopic(request, unique('E2E Five options'), 'mcq');
  await page.goto(`/college/question-bank/${topic._id}/new`);
  await expect(page.getByRole('heading', { name: 'New question' })).toBeVisible();
  await page.getByLabel('Question (simple HTML allowed)').fill('<p>Which planet is largest?</p>');
  // four options to start, as the template has; up to six, never fewer than two
  await expect(page.getByLabel(/^Option \d$/)).toHaveCount(4);
  const add = page.getByRole('button', { name: 'Add option' });
  await add.click();
  await add.click();
  await expect(add).toBeDisabled();
  await page.getByRole('button', { name: 'Remove option 6' }).click();
  await expect(add).toBeEnabled();
  for (const [index, option] of ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter'].entries()) {
    await page.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
  }
  await page.getByLabel('Option 5 is correct').check();
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/questions\//);

  await page.reload();
  await expect(page.getByLabel(/^Option \d$/)).toHaveCount(5);
  await expect(page.getByLabel('Option 5', { exact: true })).toHaveValue('Jupiter');
  await expect(page.getByLabel('Option 5 is correct')).toBeChecked();
  // removing an option above the key keeps the key on Jupiter, now option 4
  await page.getByRole('button', { name: 'Remove option 1' }).click();
  await expect(page.getByLabel('Option 4 is correct')).toBeChecked();
  await expect(page.getByLabel('Option 4', { exact: true })).toHaveValue('Jupiter');
});
