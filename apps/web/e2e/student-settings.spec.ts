import { messages } from '@placement/contract';
import { apiLogin, expect, expectNoSeriousAxe, freshCollegeStudent, test, useToken } from './support/portal';

test('password update with live rule checks says Password Updated', async ({ page, request }) => {
  const student = await freshCollegeStudent(request, 'Secure');
  await useToken(page, student.token);
  await page.goto('/student/settings/security');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expectNoSeriousAxe(page);

  const submit = page.getByRole('button', { name: 'Update password' });
  await page.getByLabel('Current password', { exact: true }).fill(student.password);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(page.getByRole('list', { name: 'Password requirements' })).toContainText('(not met)');
  await expect(submit).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('Better@Pass9');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Better@Pass');
  await expect(page.getByText(messages.passwordsDoNotMatch)).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm new password', { exact: true }).fill('Better@Pass9');
  await expect(page.getByText(messages.passwordsMatch)).toBeVisible();
  await submit.click();
  await expect(page.getByText(messages.passwordUpdated)).toBeVisible();
  // the new password works
  expect(await apiLogin(request, student.email, 'Better@Pass9')).toBeTruthy();
});

test('choosing the second factor shows the spec messages', async ({ page, request }) => {
  const student = await freshCollegeStudent(request, 'Factor');
  await useToken(page, student.token);
  await page.goto('/student/settings/security');
  await page.getByRole('radio', { name: /Authenticator app/ }).check();
  await expect(page.getByText(/\/securityApp/)).toBeVisible();
  await page.getByRole('button', { name: 'Save second factor' }).click();
  await expect(page.getByText(messages.authSwitched.qr)).toBeVisible();
  await page.getByRole('radio', { name: /Text message/ }).check();
  await page.getByRole('button', { name: 'Save second factor' }).click();
  await expect(page.getByText(messages.authSwitched.otp)).toBeVisible();
  await page.getByRole('radio', { name: /Password only/ }).check();
  await page.getByRole('button', { name: 'Save second factor' }).click();
  await expect(page.getByText(messages.authSwitched.default)).toBeVisible();

  await page.goto('/student/settings/security/secondFA');
  await expect(page.getByRole('heading', { name: 'Text-message codes' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue('+91 90000 00000');
  await expectNoSeriousAxe(page);
});

test('activity lists sessions with This device and logs another one out', async ({ page, request }) => {
  const student = await freshCollegeStudent(request, 'Active');
  const other = await apiLogin(request, student.email, student.password);
  await useToken(page, student.token);
  await page.goto('/student/settings/activity');
  const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.first()).toContainText('IP ');
  await expectNoSeriousAxe(page);

  const otherRow = sessions.filter({ hasNotText: 'This device' });
  await otherRow.getByRole('button', { name: /^Log out (?!and remove)/ }).click();
  await expect(otherRow).toContainText('Logged out');
  const refused = await request.get('/api/student/me', { headers: { 'auth-token': other } });
  expect(refused.status()).toBe(401);
  await otherRow.getByRole('button', { name: /^Remove / }).click();
  await expect(sessions).toHaveCount(1);
});

test('notification preferences are saved', async ({ page, request }) => {
  const student = await freshCollegeStudent(request, 'Notify');
  await useToken(page, student.token);
  await page.goto('/student/settings/notifications');
  const box = page.getByRole('checkbox', { name: /new jobs/ });
  const was = await box.isChecked();
  await box.click();
  await expect(box).toBeChecked({ checked: !was });
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /new jobs/ })).toBeChecked({ checked: !was });
  await expectNoSeriousAxe(page);
  await page.goto('/student/settings');
  await expectNoSeriousAxe(page);
});
