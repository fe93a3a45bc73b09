import { collegeToken, expect, ok, test } from './support/staff';

type Dashboard = {
  stats: {
    students: number;
    companies: number;
    jobs: number;
    placedStudents: number;
    averagePackage: number;
  };
  series: { month: string; students: number; placements: number }[];
};

const lpa = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)} LPA`;

test('the college dashboard shows the seeded figures and the monthly chart', async ({ college, request }) => {
  const headers = { 'auth-token': await collegeToken(request) };
  const { user } = await ok<{ user: { CollegeId: string } }>(
    await request.get('/api/college/me', { headers }),
  );
  const data = await ok<Dashboard>(
    await request.get(`/api/college/dashboard/companies/${user.CollegeId}`, { headers }),
  );
  expect(data.stats.students).toBeGreaterThan(0);
  expect(data.stats.companies).toBeGreaterThanOrEqual(2);

  await college.goto('/college/dashboard');
  await expect(college.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // the demo's tests are open now: each leads to its live board (#29)
  const running = college.getByRole('region', { name: 'Tests running now' });
  await running
    .getByRole('link', { name: /^Live board of / })
    .first()
    .click();
  await expect(college).toHaveURL(/\/college\/assessments\/[^/]+\/live$/);
  await college.goBack();
  const figures = college.getByRole('region', { name: 'Key figures' });
  for (const [label, value] of [
    ['Students', String(data.stats.students)],
    ['Companies', String(data.stats.companies)],
    ['Jobs', String(data.stats.jobs)],
    ['Placed students', String(data.stats.placedStudents)],
    ['Average package', lpa(data.stats.averagePackage)],
  ] as const) {
    await expect(figures.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    await expect(
      figures
        .getByRole('definition')
        .filter({ hasText: new RegExp(`^${value}$`) })
        .first(),
    ).toBeVisible();
  }
  const chart = college.getByTestId('monthly-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('g[data-month]')).toHaveCount(12);
  const last = data.series.at(-1);
  if (last) {
    await expect(chart.locator(`g[data-month="${last.month}"] rect[data-series="students"]`)).toHaveAttribute(
      'data-value',
      String(last.students),
    );
  }
  await expect(college.getByRole('list', { name: 'Recent companies' })).toContainText('Acme Software');
  await expect(college.getByRole('list', { name: 'Recent jobs' })).toBeVisible();
});

test('a placement is recorded, listed with filters, and deleted', async ({ college }) => {
  await college.goto('/college/placements');
  await expect(college.getByRole('heading', { name: 'Placements', level: 1 })).toBeVisible();
  const studentSelect = college.getByLabel('Student', { exact: true });
  await expect(studentSelect.locator('option', { hasText: 'student2@demo.test' })).toHaveCount(1);
  await studentSelect.selectOption({
    label: (await studentSelect.locator('option', { hasText: 'student2@demo.test' }).textContent()) ?? '',
  });
  await college.getByLabel('Company', { exact: true }).selectOption({ label: 'Globex Analytics' });
  await college.getByLabel('Package (LPA)').fill('7.5');
  await college.getByRole('button', { name: 'Record placement' }).click();
  const list = college.getByRole('list', { name: 'Placements' });
  await expect(list).toContainText('Globex Analytics');
  await expect(list).toContainText('7.5 LPA');

  await college.goto('/college/dashboard');
  await college.getByLabel('Company', { exact: true }).selectOption({ label: 'Globex Analytics' });
  await college.getByRole('button', { name: 'Apply filters' }).click();
  await expect(college.getByRole('table', { name: 'Placed students' })).toContainText('student2@demo.test');

  await college.goto('/college/placements');
  college.once('dialog', (dialog) => void dialog.accept());
  await college
    .getByRole('button', { name: /Delete placement of .* at Globex Analytics/ })
    .first()
    .click();
  await expect(
    college.getByRole('list', { name: 'Placements' }).or(college.getByText('No placements recorded yet')),
  ).not.toContainText('7.5 LPA');
});
