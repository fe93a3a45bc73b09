import AxeBuilder from '@axe-core/playwright';
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
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, serious.join('\n')).toEqual([]);
  });
}

test('no serious or critical axe violations on the dashboard', async ({ page }) => {
  await page.goto('/');
  await logIn(page, demo.student.email, demo.student.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.student.firstName}` })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
});
