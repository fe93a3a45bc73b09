import { expectNoSeriousAxe } from './support/axe';
import { demo, expect, logIn, test } from './support/fixtures';

const pages = [
  '/',
  '/student',
  '/forgotPassword',
  '/password/reset/x',
  '/student/me/failed',
  '/terms&policies',
];

for (const path of pages) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxe(page);
  });
}

test('no serious or critical axe violations on the dashboard', async ({ page }) => {
  await page.goto('/');
  await logIn(page, demo.student.email, demo.student.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.student.firstName}` })).toBeVisible();
  await expectNoSeriousAxe(page);
});
