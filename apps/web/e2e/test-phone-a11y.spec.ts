import { messages } from '@placement/contract';
import { expect, expectEndScreen, expectNoSeriousAxe, openInstructions, test } from './support/tests';

/** #28: the test screen on a 390 px phone, in every state a student meets, passes axe (serious and critical). */
const phone = { width: 390, height: 844 };

test('the test screen on a 390 px phone: instructions, questions, banner, dialogs, tab notices and the end', async ({
  signedIn: page,
  context,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(phone);
  const id = await openInstructions(page, 'phoneA11y');
  await expectNoSeriousAxe(page);
  await page.getByRole('button', { name: /^(Start Test|Resume test)$/ }).click();
  await expect(page.getByRole('button', { name: 'Enter Fullscreen' })).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.getByRole('button', { name: 'Enter Fullscreen' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

  // an mcq question
  await expectNoSeriousAxe(page);

  // the submit dialog
  await page.getByRole('button', { name: 'End Test & Submit' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to submit the test?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousAxe(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // the leave dialog (Back)
  await page.goBack();
  await expect(confirm).toContainText('Leaving the test screen submits the test.');
  await expectNoSeriousAxe(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // a second tab: "open in another tab", then the first tab once the second took over, then back again
  const second = await context.newPage();
  await second.setViewportSize(phone);
  await second.goto(`/student/test/${id}/start?isAdaptive=false`);
  await expect(second.getByRole('heading', { name: messages.testOpenElsewhere })).toBeVisible();
  await expectNoSeriousAxe(second);
  await second.getByRole('button', { name: messages.continueHere }).click();
  await expect(page.getByRole('heading', { name: messages.testMovedToAnotherTab })).toBeVisible();
  await expectNoSeriousAxe(page);
  await second.close();
  await page.getByRole('button', { name: messages.continueHere }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

  // the lost-connection banner
  await context.setOffline(true);
  const lost = page.getByRole('region', { name: 'Connection Lost!' });
  await expect(lost).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousAxe(page);
  await context.setOffline(false);
  await expect(lost).toBeHidden({ timeout: 15_000 });

  // a coding question
  for (let i = 0; i < 2; i++) {
    const count = await page.getByText(/^Question \d of \d$/).innerText();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByText(count)).toBeHidden();
  }
  await expect(page.getByRole('textbox', { name: /^Code editor/ })).toBeVisible();
  await expectNoSeriousAxe(page);

  // the end screen
  await page.getByRole('button', { name: 'End Test & Submit' }).click();
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectEndScreen(page, id);
  await expectNoSeriousAxe(page);
});
