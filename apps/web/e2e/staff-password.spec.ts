import { messages } from '@placement/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { resetLinkIn, waitForMail } from './support/mail';

const company = { email: 'company@demo.test', password: 'Company@123' };

/** Sets the company account's password through the mailed link, as a person would, without a browser. */
async function resetByMail(request: APIRequestContext, password: string): Promise<void> {
  const since = new Date();
  const sent = await request.post('/api/company/password/forgotpassword', { data: { email: company.email } });
  expect(sent.ok()).toBe(true);
  const token = new URL(resetLinkIn(await waitForMail(company.email, since))).pathname.split('/').at(-1);
  const reset = await request.put(`/api/company/password/reset/${token}`, {
    data: { password, confirmPassword: password },
  });
  expect(reset.ok()).toBe(true);
}

test('a company user resets a forgotten password from the login page and signs in with it', async ({
  page,
  request,
}) => {
  const since = new Date();
  await page.goto('/company/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/company\/forgot-password$/);
  // the address changes before the lazily loaded page replaces the login form, which has an Email field too
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(company.email);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText(messages.resetLinkSent)).toBeVisible();

  const link = resetLinkIn(await waitForMail(company.email, since));
  expect(link).toContain('/company/password/reset/');
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill('Fresh@45678');
  await page.getByLabel('Confirm password', { exact: true }).fill('Fresh@45678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/login$/);

  try {
    await page.getByLabel('Email').fill(company.email);
    await page.getByLabel('Password', { exact: true }).fill('Fresh@45678');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/company\/jobs$/);
  } finally {
    // the other tests sign in with the demo password
    await resetByMail(request, company.password);
  }
});
