import { messages } from '@placement/contract';
import { Secret, TOTP } from 'otpauth';
import { expect, expectNoSeriousAxe, staffToken, test } from './support/staff';

test('a company user turns on an authenticator app, and the next sign-in asks for its code', async ({
  company: page,
  browser,
  request,
}) => {
  await page.goto('/company/security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.getByRole('button', { name: 'Use authenticator app' }).click();
  await expect(page.getByText(messages.authSwitched.qr)).toBeVisible();

  const fresh = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const login = await fresh.newPage();
    await login.goto('/company/login');
    await login.getByLabel('Email').fill('company@demo.test');
    await login.getByLabel('Password', { exact: true }).fill('Company@123');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    // the password alone does not open the portal
    await expect(login).toHaveURL(/\/company\/login$/);
    const base32 = (await login.getByTestId('totp-secret').innerText()).trim();
    const code = login.getByLabel('Code from your authenticator app');
    await code.fill('000000');
    await code.press('Enter');
    await expect(login.getByText(messages.invalidToken)).toBeVisible();
    const totp = new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30 });
    await code.fill(totp.generate());
    await code.press('Enter');
    await expect(login).toHaveURL(/\/company\/jobs$/);
  } finally {
    await fresh.close();
    // leave the account as the other tests expect it
    const reset = await request.put('/api/company/selectAuth', {
      headers: { 'auth-token': await staffToken(request, 'company') },
      data: { type: 'default' },
    });
    expect(reset.ok()).toBe(true);
  }
});
