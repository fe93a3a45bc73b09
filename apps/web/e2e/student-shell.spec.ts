import {
  apiLogin,
  demo,
  expect,
  expectNoSeriousAxe,
  freshCollegeStudent,
  test,
  useToken,
} from './support/portal';

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
  await expect(
    page.getByRole('banner').getByRole('button', { name: `${demo.student.firstName} (your account)` }),
  ).toContainText(demo.student.firstName);
});

test('the profile menu in the top bar logs out from any page, not only the dashboard', async ({
  page,
  request,
}) => {
  const student = await freshCollegeStudent(request, 'Leaving');
  // two sessions of the same student: one ended from Results, the other from the Inbox
  for (const [path, heading] of [
    ['/student/results', 'Results'],
    ['/student/inbox/mail/sent', 'Inbox'],
  ] as const) {
    const token = await apiLogin(request, student.email, student.password);
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Leaving (your account)' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expectNoSeriousAxe(page);
    // Escape closes the menu and gives the focus back to its button
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // the session is over on the server as well
    const me = await request.get('/api/student/me', { headers: { 'auth-token': token } });
    expect(me.status()).toBe(401);
  }
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
