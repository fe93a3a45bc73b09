import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';

test('a rejected invite shows the message and goes to /', async ({ page }) => {
  await page.goto('/student?CollegeId=unknown-college&inviteLink=not-a-link');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').last()).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('an independent student registers from /student and lands on the profile', async ({ page }) => {
  const email = `indie-${Date.now()}@example.com`;
  await page.goto('/student');
  await expect(
    page.getByText("Students join through their college's invite link", { exact: false }),
  ).toBeVisible();
  await page.getByLabel('First name').fill('Ishaan');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('+91 98765 43210');
  await page.getByLabel('Password', { exact: true }).fill('Indie@2024');
  await page.getByLabel('Confirm password', { exact: true }).fill('Indie@2024');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/student\/profile$/);
  await expect(page.getByRole('banner').getByText('Ishaan')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveCount(0);
});

/** The platform prints a single-use Demo College invite when it seeds the demo. */
async function demoInviteUrl(): Promise<string> {
  const logPath = process.env.E2E_LOG;
  if (!logPath) throw new Error('E2E_LOG is not set: run through playwright.config.ts (global setup)');
  const log = await readFile(logPath, 'utf8');
  const url = /Invite link for Demo College[^:]*: (\S+)/.exec(log)?.[1];
  if (!url) throw new Error('no invite link in the platform output');
  return url;
}

test('a college invite shows the college and registers into it', async ({ page }) => {
  const invite = new URL(await demoInviteUrl());
  await page.goto(invite.pathname + invite.search);
  await expect(page.getByRole('heading', { name: 'Join Demo College' })).toBeVisible();
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Menon');
  const email = page.getByLabel('Email');
  if (await email.isEditable()) await email.fill(`kavya-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Invite@2024');
  await page.getByLabel('Confirm password', { exact: true }).fill('Invite@202');
  await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
  await page.getByLabel('Confirm password', { exact: true }).fill('Invite@2024');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/student\/profile$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Jobs' })).toBeVisible();
});
