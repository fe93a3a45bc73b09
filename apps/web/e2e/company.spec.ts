import {
  accounts,
  expect,
  serveAssetsFromDisk,
  signInPage,
  studentToken,
  test,
  unique,
} from './support/staff';

test('a company posts a job for Demo College; the demo student applies; the company sees the applicant', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await serveAssetsFromDisk(page);
  await page.goto('/company/login');
  await page.getByLabel('Email').fill(accounts.company.email);
  await page.getByLabel('Password', { exact: true }).fill(accounts.company.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Post a job' }).click();
  const title = unique('Graduate Engineer');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Location').fill('Pune');
  await page.getByLabel('Workplace type').selectOption('hybrid');
  await page.getByLabel('Employment type').selectOption('full-time');
  await page.getByLabel('Seniority').fill('Entry level');
  await page.getByLabel('Salary from (LPA)').fill('6');
  await page.getByLabel('Salary to (LPA)').fill('9');
  await page.getByLabel('Role overview').fill('Build and ship features with a small team.');
  await page.getByLabel('Duties').fill('Write code\nReview code');
  await page.getByLabel('Eligible batches').fill('2026, 2027');
  await page.getByLabel('Demo College').check();
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page).toHaveURL(/\/company\/jobs\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const jobId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByText('No applicants yet')).toBeVisible();

  // the demo student finds it among the jobs and applies
  const studentContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const student = await studentContext.newPage();
  await signInPage(student, 'token', studentToken());
  await student.goto(`/student/jobs?title=${encodeURIComponent(title)}`);
  await student
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(student).toHaveURL(new RegExp(`companyDetails\\?id=${jobId}`));
  await expect(student.getByRole('heading', { name: title })).toBeVisible();
  await student.getByRole('button', { name: 'Apply' }).click();
  await expect(student.getByText('Application status: Applied')).toBeVisible();

  // the company sees the applicant and shortlists them
  await page.reload();
  const applicants = page.getByRole('list', { name: 'Applicants' });
  await expect(applicants).toContainText('Asha Verma');
  await expect(applicants).toContainText('Demo College');
  await page.getByLabel('Status of Asha Verma').selectOption('shortlisted');
  await expect(page.getByLabel('Status of Asha Verma')).toHaveValue('shortlisted');
  await student.reload();
  await expect(student.getByText('Application status: Shortlisted')).toBeVisible();
  await studentContext.close();

  // the job list shows the applicant count; the job can be edited
  await page.goto('/company/jobs');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('1 applicant');
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByLabel('Location').fill('Pune, Bengaluru');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Pune, Bengaluru').first()).toBeVisible();
});

test('the company edits its profile', async ({ company }) => {
  await company.goto('/company/profile');
  await expect(company.getByRole('heading', { name: 'Company profile' })).toBeVisible();
  await company.getByLabel('Sector').fill('Software products');
  await company.getByLabel('Locations').fill('Pune, Bengaluru');
  await company.getByRole('button', { name: 'Save profile' }).click();
  await expect(company.getByText('Profile saved')).toBeVisible();
  await company.reload();
  await expect(company.getByLabel('Sector')).toHaveValue('Software products');
});
