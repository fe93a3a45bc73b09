import { expect, expectNoSeriousAxe, test, useToken } from './support/portal';

test.beforeEach(async ({ page }) => {
  await useToken(page, process.env.E2E_STUDENT_TOKEN ?? '');
});

test('the jobs filter narrows the list, pages and opens a job', async ({ page }) => {
  await page.goto('/student/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  // the job cards, not the tag lists inside them
  const jobs = page.getByRole('list', { name: 'Jobs' }).locator(':scope > li');
  await expect(jobs.first()).toBeVisible();
  const all = await jobs.count();
  expect(all).toBeGreaterThan(1);
  await expectNoSeriousAxe(page);

  await page.getByLabel('Employment type').selectOption('internship');
  await page.getByRole('button', { name: 'Search jobs' }).click();
  await expect(page).toHaveURL(/employmentType=internship/);
  await expect(page.getByText('Frontend Developer Intern')).toBeVisible();
  // the previous page stays on screen until the filtered one arrives
  await expect(page.getByText(`${all} jobs found`)).toHaveCount(0);
  const interns = await jobs.count();
  expect(interns).toBeLessThan(all);
  for (const text of await jobs.allInnerTexts()) expect(text).toContain('Internship');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Job title').fill('Software Engineer');
  await page.getByLabel('Workplace type').selectOption('hybrid');
  await page.getByLabel('Minimum salary (LPA)').fill('8');
  await page.getByRole('button', { name: 'Search jobs' }).click();
  await expect(jobs).toHaveCount(1);
  await expect(jobs.first()).toContainText('Software Engineer');

  await page.getByLabel('Job title').fill('no such job title');
  await page.getByRole('button', { name: 'Search jobs' }).click();
  await expect(page.getByText('No jobs match these filters')).toBeVisible();
  await expectNoSeriousAxe(page);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await jobs.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/student\/jobs\/companyDetails\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^About (?!the role)/ })).toBeVisible();
  await expectNoSeriousAxe(page);
});

test('companies list, a company profile and its job overview', async ({ page }) => {
  await page.goto('/student/companies');
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Companies' });
  await expect(list.getByRole('link', { name: 'Acme Software' })).toBeVisible();
  await expectNoSeriousAxe(page);

  await list.getByRole('link', { name: 'Acme Software' }).click();
  await expect(page).toHaveURL(/\/student\/companies\/profile\//);
  await expect(page.getByRole('heading', { name: 'Acme Software', level: 1 })).toBeVisible();
  await expect(page.getByText('Acme builds developer tools')).toBeVisible();
  await expectNoSeriousAxe(page);

  await page.getByRole('link', { name: 'Software Engineer' }).click();
  await expect(page).toHaveURL(/\/student\/companies\/jobOverview\//);
  await expect(page.getByRole('heading', { name: 'Software Engineer', level: 1 })).toBeVisible();
  await expect(page.getByText('Bengaluru')).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/student\/companies\/profile\//);
});

test('the dashboard shows assessments with links, new jobs and companies', async ({ page }) => {
  await page.goto('/student/dashboard');
  await expect(page.getByRole('heading', { name: 'Your assessments' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open / }).first()).toHaveAttribute(
    'href',
    /\/student\/test\//,
  );
  await expect(page.getByRole('heading', { name: 'New jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Software Engineer' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Companies', level: 2 })).toBeVisible();
  await expectNoSeriousAxe(page);
  for (const [tab, heading] of [
    ['Assessments', 'All assessments'],
    ['New jobs', 'New jobs'],
    ['Companies', 'Companies'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: tab })
      .click();
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await expectNoSeriousAxe(page);
  }
});
