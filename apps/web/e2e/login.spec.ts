import { messages } from '@placement/contract';
import { demo, expect, logIn, logOut, test } from './support/fixtures';

test('login with email and password lands on the dashboard', async ({ page }) => {
  await page.goto('/');
  await logIn(page, demo.student.email, demo.student.password);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.student.firstName}` })).toBeVisible();
  // The top bar's profile button carries the first name.
  await expect(page.getByRole('banner').getByText(demo.student.firstName)).toBeVisible();

  // A logged-in user at / is sent to the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('a stale token at / shows the login form, and logging in still lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'a-session-long-gone'));
  await page.reload();
  // the session check refuses the token: the form, not a spinner or the dashboard
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // the refused session check is not answered again from the cache after the new login
  await logIn(page, demo.student.email, demo.student.password);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.student.firstName}` })).toBeVisible();
});

test('a wrong password shows the server message and stays on login', async ({ page }) => {
  await page.goto('/');
  await logIn(page, demo.student.email, 'Wrong@1234');
  await expect(page.getByRole('alert').filter({ hasText: messages.invalidCredentials })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the password field has a show/hide toggle', async ({ page }) => {
  await page.goto('/');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('Google sign-in is disabled when no client id is configured', async ({ page }) => {
  await page.goto('/');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeDisabled();
  await expect(google).toHaveAttribute('title', /not configured/);
});

test('a logged-out visit to /student/test/{id} shows login and returns there afterwards', async ({
  page,
}) => {
  await page.goto('/student/test/demo-assessment');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await logIn(page, demo.student.email, demo.student.password);
  await expect(page).toHaveURL(/\/student\/test\/demo-assessment$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a protected page without a session redirects to /', async ({ page }) => {
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('logout clears local storage and returns to /', async ({ page }) => {
  await page.goto('/');
  await logIn(page, demo.student.email, demo.student.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.student.firstName}` })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('dummy', 'keep-me?'));

  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // The session is gone on the server too.
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('the navigation hides Jobs, Companies and Inbox for a student without a college', async ({ page }) => {
  await page.goto('/');
  await logIn(page, demo.free.email, demo.free.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.free.firstName}` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'Test', 'Results', 'Profile', 'QR', 'Settings']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  for (const name of ['Jobs', 'Companies', 'Inbox']) {
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }
});

test('the navigation shows Jobs, Companies and Inbox for a college student', async ({ page }) => {
  await page.goto('/');
  await logIn(page, demo.student.email, demo.student.password);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Jobs', 'Companies', 'Inbox']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'QR' }).click();
  await expect(page).toHaveURL(/\/student\/profile\/qr$/);
  await expect(nav.getByRole('link', { name: 'QR' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => localStorage.getItem('StudentSide'))).toBe('QR');
});
