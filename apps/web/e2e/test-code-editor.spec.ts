import type { Page } from '@playwright/test';
import { expect, startFixture, test, typeCode } from './support/tests';

const pythonSum = 'a, b = map(int, input().split())\nprint(a + b)\n';
const cMissingSemicolon = '#include <stdio.h>\nint main(void) {\n  printf("%d\\n", 1)\n  return 0;\n}\n';

const customRun = (page: Page) => page.getByRole('region', { name: 'Custom run' });
const testcaseResults = (page: Page) => page.getByRole('region', { name: 'Testcase results' });

test("the custom run's output and the testcases' results are kept apart", async ({ signedIn: page }) => {
  test.setTimeout(90_000);
  await startFixture(page, 'compileOutput');
  await typeCode(page, pythonSum);
  await page.getByRole('button', { name: 'Input and output' }).click();
  await customRun(page).getByLabel('Input').fill('40 2');
  await page.getByRole('button', { name: 'Run custom input' }).click();
  const output = customRun(page).locator('pre');
  await expect(output).toHaveText(/^42\s*$/, { timeout: 25_000 });

  await page.getByRole('button', { name: 'Compile Testcases' }).click();
  await expect(testcaseResults(page).getByText('Total cases passed: 4/4')).toBeVisible({ timeout: 60_000 });
  // the compile does not write a testcase's output ('5', '0') into the custom run's box
  await expect(output).toHaveText(/^42\s*$/);
  await expect(customRun(page).getByText('Total cases passed')).toHaveCount(0);

  // and a later custom run leaves the testcases' results alone
  await customRun(page).getByLabel('Input').fill('1 1');
  await page.getByRole('button', { name: 'Run custom input' }).click();
  await expect(output).toHaveText(/^2\s*$/, { timeout: 25_000 });
  await expect(testcaseResults(page).getByText('Total cases passed: 4/4')).toBeVisible();
});

test('code that does not compile shows the compile error, in the panel and in the submissions alike', async ({
  signedIn: page,
}) => {
  test.setTimeout(90_000);
  await startFixture(page, 'compileError');
  await expect(page.getByRole('textbox', { name: 'Code editor, Python' })).toBeVisible();
  await page.getByLabel('Language').selectOption('C');
  // the editor's name follows the language chosen
  await expect(page.getByRole('textbox', { name: 'Code editor, C' })).toBeVisible();
  await typeCode(page, cMissingSemicolon);
  await page.getByRole('button', { name: 'Compile Testcases' }).click();

  const results = testcaseResults(page);
  await expect(results.getByText('Compile error', { exact: true })).toBeVisible({ timeout: 60_000 });
  // the compiler's own message, not a count of testcases that never ran
  await expect(results.locator('pre')).toContainText(/error: expected .;. before .return./);
  await expect(results.getByText(/Total cases passed/)).toHaveCount(0);
  await expect(page.getByText(/\b0\/\d\b/)).toHaveCount(0);

  await page.getByRole('tab', { name: 'All Submissions' }).click();
  const row = page.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Compile error');
  await expect(row).toContainText('C');
  await expect(row.getByText('Failed')).toBeAttached();
  await expect(page.getByRole('table').getByText(/\b0\/0\b/)).toHaveCount(0);
});
