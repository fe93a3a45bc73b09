import type { Page } from '@playwright/test';
import { proctorEvents, reviewOf } from './support/evidence';
import { collegeAuth } from './support/portal';
import { expect, expectEndScreen, startFixture, test } from './support/tests';

/** Puts text on the clipboard and presses the paste shortcut in the focused field: a real, trusted paste. */
async function pasteInto(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test('pastes and a burst of typing are evidence in the college timeline; the code editor refuses pastes', async ({
  signedIn: page,
}) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // a copy with the demo's essay, then its coding question
  const id = await startFixture(page, 'pasteEvidence');

  const essay = 'A placement portal I built with three friends, tested end to end.';
  const answer = page.getByLabel('Your answer');
  await answer.click();
  await pasteInto(page, essay);
  // long answers take pastes; the size goes on the record
  await expect(answer).toHaveValue(essay);
  await page.getByRole('button', { name: 'Next' }).click();

  const editor = page.getByRole('textbox', { name: /Code editor/ });
  await expect(editor).toBeVisible();
  const before = (await editor.textContent()) ?? '';
  await editor.click();
  const copied = 'a, b = map(int, input().split())\nprint(a + b)\n';
  await pasteInto(page, copied);
  // the code editor refuses it (SPEC §5)
  await expect(editor).toHaveText(before);
  // 300 characters typed in one go: no person types that fast
  const typed = `# ${'x'.repeat(298)}`;
  await page.keyboard.insertText(typed);
  await expect(editor).toContainText(typed.slice(0, 40));
  // a test input pasted into the custom run is the student's own scratch work, not an answer
  await page.getByRole('button', { name: 'Input and output' }).click();
  const customInput = page.getByRole('region', { name: 'Custom run' }).getByLabel('Input');
  await customInput.click();
  await pasteInto(page, '40 2');
  await expect(customInput).toHaveValue(/40 2$/);

  await expect
    .poll(async () => proctorEvents(await reviewOf(page, id)).map((e) => e.payload.type))
    .toEqual(['paste', 'paste', 'typing_burst']);
  await page.getByRole('button', { name: 'End Test & Submit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
  await expectEndScreen(page, id);

  // the college's reviewer sees each of them in the attempt's evidence timeline, and the counts in its summary
  const review = await reviewOf(page, id);
  await page.evaluate(
    (token) => localStorage.setItem('collegeToken', token),
    await collegeAuth(page.request),
  );
  await page.goto(`/college/attempts/${review.attempt._id}`);
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText(
    `proctor (type: paste, detail: answer field: Your answer, chars: ${essay.length}, blocked: false)`,
  );
  await expect(timeline).toContainText(
    `proctor (type: paste, detail: code editor, chars: ${copied.length}, blocked: true)`,
  );
  await expect(timeline).toContainText('proctor (type: typing burst');
  const summary = page.getByTestId('risk-summary');
  const pastes = summary.locator('[data-count="pastes"]');
  await expect(pastes.getByRole('link')).toHaveText('2');
  await expect(pastes).toContainText(`${essay.length + copied.length} characters, 1 blocked`);
  await expect(summary.locator('[data-count="typingBursts"]')).toHaveText('1');
  await expect(summary.locator('[data-count="tabSwitches"]')).toHaveText('0');
});
