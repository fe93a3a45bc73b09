import { messages } from '@placement/contract';
import { Secret, TOTP } from 'otpauth';
import { demo, expect, logIn, logOut, storedToken, test } from './support/fixtures';

async function selectAuth(
  request: import('@playwright/test').APIRequestContext,
  token: string,
  type: string,
) {
  const response = await request.put('/api/student/selectAuth', {
    headers: { 'auth-token': token },
    data: { type },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('authenticator set-up after switching to qr', async ({ page, request }) => {
  await page.goto('/');
  await logIn(page, demo.free.email, demo.free.password);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await selectAuth(request, await storedToken(page), 'qr');

  await logOut(page);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await logIn(page, demo.free.email, demo.free.password);
  await expect(page).toHaveURL(/\/securityApp$/);

  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const base32 = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(base32).toMatch(/^[A-Z2-7]+=*$/);
  await expect(page.getByRole('heading', { name: 'Google Authenticator Form' })).toBeVisible();
  const code = page.getByLabel('Secretkey');

  // SPEC §5 client checks come before any request.
  await code.fill('12ab56');
  await code.press('Enter');
  await expect(page.getByText('fail', { exact: true })).toBeVisible();
  await code.fill('12345');
  await code.press('Enter');
  await expect(page.getByText('invalid code', { exact: true })).toBeVisible();

  const totp = new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30 });
  await code.fill(totp.generate());
  await code.press('Enter');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByText(messages.verified, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.free.firstName}` })).toBeVisible();

  // Leave the account as the other tests expect it.
  await selectAuth(request, await storedToken(page), 'default');
});
