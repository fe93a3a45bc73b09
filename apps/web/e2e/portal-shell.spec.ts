import { apiLogin, demo, expect, expectNoSeriousAxe, test, useToken } from './support/portal';

test('the nav hides Jobs, Companies and Inbox for free@demo.test', async ({ page, request }) => {
  await useToken(page, await apiLogin(request, demo.free.email, demo.free.password));
  await page.goto('/student/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.free.firstName}` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'Test', 'Results', 'Profile', 'QR', 'Settings']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Jobs', 'Companies', 'Inbox', 'Notifications']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'New jobs' })).toHaveCount(0);
  await expectNoSeriousAxe(page);
});

test('StudentSide follows the path, the footer has the year, and the profile button shows the name', async ({
  page,
}) => {
  await useToken(page, process.env.E2E_STUDENT_TOKEN ?? '');
  const cases = [
    ['/student/dashboard', 'Dashboard'],
    ['/student/companies', 'Companies'],
    ['/student/jobs', 'Jobs'],
    ['/student/inbox', 'Inbox'],
    ['/student/inbox/mail/sent', 'Inbox'],
    ['/student/results', 'Results'],
    ['/student/profile/skills', 'Profile'],
    ['/student/profile/qr', 'QR'],
    ['/student-qr', 'QR'],
    ['/student/settings/activity', 'Settings'],
  ] as const;
  for (const [path, name] of cases) {
    await page.goto(path);
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => localStorage.getItem('StudentSide'))).toBe(name);
  }
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Profile of ${demo.student.firstName}` })).toContainText(
    demo.student.firstName,
  );
});

test('at 360 px the nav collapses to a menu button and every entry is keyboard reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await useToken(page, process.env.E2E_STUDENT_TOKEN ?? '');
  await page.goto('/student/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await nav.getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL(/\/student\/results$/);
  await expect(nav).toBeHidden();
  // nothing wider than the screen
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxe(page);
});
