import { formMessages } from '@placement/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxe, freshCollegeStudent, test, useToken } from './support/portal';
import { accounts, signInPage, test as staffTest, staffToken } from './support/staff';

/** Counts the requests of `method` to paths containing `path`: a form that breaks a rule sends none. */
function countRequests(page: Page, method: string, path: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.includes(path))
      sent.push(request.url());
  });
  return sent;
}

async function expectMarked(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
  );
}

test('the profile forms mark a field that breaks a rule, in a sentence, before anything is sent', async ({
  page,
  request,
}) => {
  const student = await freshCollegeStudent(request, 'Careful');
  await useToken(page, student.token);

  // Education: an end year before the start year
  const education = countRequests(page, 'POST', '/profile/update/education');
  await page.goto('/student/profile/education');
  await page.getByLabel('Institute').fill('Demo Institute of Technology');
  await page.getByLabel('Degree').fill('B.Tech');
  await page.getByLabel('Start year').fill('2024');
  await page.getByLabel('End year').fill('2020');
  await page.getByRole('button', { name: 'Add education' }).click();
  const endYear = page.getByLabel('End year');
  await expectMarked(endYear, formMessages.endYearBeforeStart);
  await expect(endYear).toBeFocused();
  await expect(page.getByText('endYear must not be before startYear')).toHaveCount(0);
  await expectNoSeriousAxe(page);
  expect(education).toEqual([]);
  // the mark follows what is typed, and the entry is saved once it is right
  await endYear.fill('2028');
  await expect(endYear).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Add education' }).click();
  await expect(page.getByText('2024 – 2028')).toBeVisible();
  expect(education).toHaveLength(1);

  // Links: a web address that is not http(s)
  const links = countRequests(page, 'POST', '/profile/update/link');
  await page.goto('/student/profile/portfolio');
  await page.getByLabel('GitHub').fill('ftp://github.com/careful');
  await page.getByRole('button', { name: 'Save links' }).click();
  await expectMarked(page.getByLabel('GitHub'), formMessages.linkNotWeb('GitHub'));
  expect(links).toEqual([]);

  // Basic and personal details: a phone number and a date of birth in the future
  const basic = countRequests(page, 'PUT', '/api/student/update');
  const personal = countRequests(page, 'PUT', '/profile/update/personal');
  await page.goto('/student/profile');
  await page.getByLabel('Phone number').fill('call me');
  await page.getByRole('button', { name: 'Save basic details' }).click();
  await expectMarked(page.getByLabel('Phone number'), formMessages.phoneInvalid);
  await page.getByLabel('Date of birth').fill('2999-01-01');
  await page.getByRole('button', { name: 'Save personal details' }).click();
  await expectMarked(page.getByLabel('Date of birth'), formMessages.dateOfBirthInvalid);
  await expectNoSeriousAxe(page);
  expect(basic).toEqual([]);
  expect(personal).toEqual([]);
});

test('the jobs filter marks a reversed salary range with the sentence the server uses', async ({ page }) => {
  await useToken(page, process.env.E2E_STUDENT_TOKEN ?? '');
  await page.goto('/student/jobs');
  await page.getByLabel('Minimum salary (LPA)').fill('10');
  await page.getByLabel('Maximum salary (LPA)').fill('5');
  await expectMarked(page.getByLabel('Maximum salary (LPA)'), formMessages.salaryFilterReversed);
  await expect(page.getByRole('button', { name: 'Search jobs' })).toBeDisabled();
});

staffTest(
  'the company job form marks a salary range whose maximum is below its minimum',
  async ({ page, request }) => {
    await signInPage(page, accounts.company.key, await staffToken(request, 'company'));
    const posted = countRequests(page, 'POST', '/api/company/jobs');
    await page.goto('/company/jobs/new');
    await page.getByLabel('Job title').fill('Range checker');
    await page.getByLabel('Salary from (LPA)').fill('12');
    await page.getByLabel('Salary to (LPA)').fill('6');
    await page.getByRole('button', { name: 'Post job' }).click();
    await expectMarked(page.getByLabel('Salary to (LPA)'), formMessages.salaryRangeReversed);
    await expect(page.getByText('salary.max must not be below salary.min')).toHaveCount(0);
    expect(posted).toEqual([]);
  },
);
