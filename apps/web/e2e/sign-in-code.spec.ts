import { messages } from '@placement/contract';
import { demo, expect, logIn, test } from './support/fixtures';
import { mailText, waitForMail } from './support/mail';

test('past a sign-in limit, the login screen asks for the mailed code, and the code signs in', async ({
  page,
}) => {
  const { email, password } = demo.free;
  // someone guessed at this account from this address until a code became necessary
  for (let i = 0; i < 11; i++) {
    await page.request.post('/api/student/login', { data: { Email: email, Password: 'Wrong#Guess2027' } });
  }
  await page.goto('/');
  const since = new Date();
  await logIn(page, email, password);
  await expect(page.getByText(messages.signInCodeRequired)).toBeVisible();
  const codeField = page.getByLabel('Code from the e-mail');
  await expect(codeField).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const code = /^(\d{6})\r?$/m.exec(mailText((await waitForMail(email, since)).raw))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await codeField.fill('000000' === code ? '111111' : '000000');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.signInCodeWrong })).toBeVisible();

  await codeField.fill(code!);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});
