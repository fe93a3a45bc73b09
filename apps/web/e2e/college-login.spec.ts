import { messages } from '@placement/contract';
import { expect, serveAssetsFromDisk, staff } from './support/college';
import { test } from './support/fixtures';

test('college login refuses a wrong password, signs in, shows the shell and logs out', async ({ page }) => {
  await serveAssetsFromDisk(page);
  await page.goto('/college/dashboard');
  await expect(page).toHaveURL(/\/college\/login$/);
  await expect(page.getByRole('heading', { name: 'College login' })).toBeVisible();

  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.invalidCredentials })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/college\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // the staff token lives apart from a student's
  expect(
    await page.evaluate(() => [localStorage.getItem('collegeToken') !== null, localStorage.getItem('token')]),
  ).toEqual([true, null]);

  const nav = page.getByRole('navigation', { name: 'College' });
  for (const name of ['Dashboard', 'Question bank', 'Assessments', 'Students', 'Results']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Students' }).click();
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/college\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('collegeToken'))).toBeNull();
});
