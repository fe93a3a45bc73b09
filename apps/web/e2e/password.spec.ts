import { messages } from '@placement/contract';
import { demo, expect, logIn, test } from './support/fixtures';
import { resetLinkIn, waitForMail } from './support/mail';

test('the reset page checks the rules live and keeps Save disabled on a mismatch', async ({ page }) => {
  await page.goto('/password/reset/x');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('Strong@123');
  await page.getByLabel('Confirm password', { exact: true }).fill('Strong@124');
  await expect(page.getByText(messages.passwordsDoNotMatch)).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Confirm password', { exact: true }).fill('Strong@123');
  await expect(page.getByText(messages.passwordsMatch)).toBeVisible();
  await expect(save).toBeEnabled();
  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await expect(save).toBeDisabled();
});

test('a reset with an unknown token says it failed', async ({ page }) => {
  await page.goto('/password/reset/not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('Strong@123');
  await page.getByLabel('Confirm password', { exact: true }).fill('Strong@123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.passwordResetFailed)).toBeVisible();
});

test('forgot password: the mailed link sets a new password that then logs in', async ({ page }) => {
  const newPassword = 'Fresh@Pass42';
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);

  const send = page.getByRole('button', { name: 'Send Link' });
  await expect(send).toBeDisabled();
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('Email').fill(demo.student2.email);
  await send.click();
  await expect(page.getByText(messages.resetLinkSent)).toBeVisible();

  const link = resetLinkIn(await waitForMail(demo.student2.email, since));
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await logIn(page, demo.student2.email, demo.student2.password);
  await expect(page.getByText(messages.invalidCredentials)).toBeVisible();
  await logIn(page, demo.student2.email, newPassword);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.student2.firstName}` })).toBeVisible();
});

test('forgot password for an unknown email answers as for a known one, not telling who has an account', async ({
  page,
}) => {
  await page.goto('/forgotPassword');
  await page.getByLabel('Email').fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText(messages.resetLinkSent)).toBeVisible();
});
