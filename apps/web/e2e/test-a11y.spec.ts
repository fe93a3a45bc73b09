import { expect, expectEndScreen, expectNoSeriousAxe, fixtureId, startFixture, test } from './support/tests';

test('no serious or critical axe violations on any question screen, the editor, the dialogs and the end screen', async ({
  signedIn: page,
}) => {
  test.setTimeout(120_000);
  const id = await startFixture(page, 'a11y');
  for (const heading of [
    'Computer Science Basics',
    'Computer Science Basics',
    'Reading Comprehension',
    'Written Communication',
    'Video Explanation',
  ]) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoSeriousAxe(page);
    const count = await page.getByText(/^Question \d of 6$/).innerText();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByText(count)).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coding');
  await expect(page.getByRole('textbox', { name: /^Code editor/ })).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.getByLabel('Theme').selectOption('Light');
  await page.getByLabel('Font size').fill('30');
  await expectNoSeriousAxe(page);
  await page.getByRole('tab', { name: 'All Submissions' }).click();
  await expect(page.getByText('No submission found')).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.getByRole('tab', { name: 'Code Editor' }).click();

  await page.getByRole('button', { name: 'Reset' }).click();
  const reset = page.getByRole('alertdialog', {
    name: 'Are you sure you want to reset the question? All changes will be lost.',
  });
  await expect(reset).toBeVisible();
  await expectNoSeriousAxe(page);
  await reset.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'End Test & Submit' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to submit the test?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousAxe(page);
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectEndScreen(page, id);
  await expectNoSeriousAxe(page);
});

test('no serious or critical axe violations on the adaptive question screen', async ({ signedIn: page }) => {
  await startFixture(page, 'adaptiveA11y', true);
  await expectNoSeriousAxe(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select an answer')).toBeVisible();
  await expectNoSeriousAxe(page);
});

test('the code editor blocks right-click and copy', async ({ signedIn: page }) => {
  await startFixture(page, 'editorGuards');
  const editor = page.getByRole('textbox', { name: /^Code editor/ });
  await editor.click({ button: 'right' });
  // one right-click, one message (the editor and the screen around it both block it)
  const blocked = page.getByRole('alert').getByText('Right-click is not allowed.');
  await expect(blocked).toBeVisible();
  await expect(page.getByText('Right-click is not allowed.')).toHaveCount(1);
  // not even the same message twice (×2)
  await expect(page.getByRole('alert')).toHaveText('Right-click is not allowed.');
  const pasteBlocked = await editor.evaluate((el) => {
    const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(pasteBlocked).toBe(true);
  expect(fixtureId('editorGuards')).toBeTruthy();
});

test("'Run custom input' runs the code on the judge", async ({ signedIn: page }) => {
  await startFixture(page, 'runInput');
  const editor = page.getByRole('textbox', { name: /^Code editor/ });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('a, b = map(int, input().split())\nprint(a + b)\n');
  await page.getByRole('button', { name: 'Input and output' }).click();
  await page.getByLabel('Input').fill('40 2');
  await page.getByRole('button', { name: 'Run custom input' }).click();
  await expect(page.locator('pre').filter({ hasText: /^42\s*$/ })).toBeVisible({ timeout: 25_000 });
});
