import type { Page } from '@playwright/test';
import { collegeToken } from './support/college';
import { mailText, waitForMail } from './support/mail';
import {
  accounts,
  expect,
  expectNoSeriousAxe,
  signInPage,
  staffToken,
  studentToken,
  test,
  unique,
} from './support/staff';

/**
 * #45 item 5: a company submits a job notification form to Demo College; the placement cell sends it back with a
 * comment; the company resubmits; the college approves; the student then sees the job with its CTC and bond.
 * The company and the college work at phone width.
 */
const PHONE = { width: 390, height: 844 };

async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test('a JNF is sent back, resubmitted and approved; then the student sees the job with its CTC and bond', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = unique('Payments Engineer');
  const company = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInPage(company, accounts.company.key, await staffToken(request, 'company'));
  const college = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInPage(college, 'collegeToken', await collegeToken(request));
  const student = await (await browser.newContext()).newPage();
  await signInPage(student, 'token', studentToken());

  // the company fills the form for Demo College and submits it
  await company.goto('/company/job-notifications');
  await company.getByRole('link', { name: 'New job notification' }).click();
  await company.getByLabel('College').selectOption({ label: 'Demo College' });
  await company.getByLabel('Job title').fill(title);
  await company.getByLabel('Job description').fill('Build the payments platform.');
  await company.getByLabel('Location').fill('Pune');
  await company.getByLabel('Vacancies').fill('4');
  await company.getByLabel('Fixed (LPA)').fill('10');
  await company.getByLabel('Variable (LPA)').fill('1.5');
  await company.getByLabel('Joining bonus (LPA)').fill('0.5');
  await company.getByLabel('Bond').fill('1 year');
  await company.getByLabel('Planned rounds').fill('Online test\nTechnical interview');
  await fitsThePhone(company);
  await expectNoSeriousAxe(company);
  await company.getByRole('button', { name: 'Submit to the college' }).click();
  await expect(company).toHaveURL(/\/company\/job-notifications\/(?!new$)[^/]+$/);
  await expect(company.getByText('Waiting for approval').first()).toBeVisible();

  // not approved yet: the student does not see it
  await student.goto(`/student/jobs?title=${encodeURIComponent(title)}`);
  await expect(student.getByText('No jobs match these filters')).toBeVisible();

  // the placement cell sends it back with a comment
  await college.goto('/college/job-notifications');
  await college.getByRole('link', { name: `Acme Software: ${title}` }).click();
  await expect(college.getByText('12 LPA')).toBeVisible();
  await college.getByLabel('Comment for the company').fill('Please state the bond amount');
  await college.getByRole('button', { name: 'Send back' }).click();
  await expect(college.getByText('Sent back to the company: it can change the form')).toBeVisible();

  // the company reads the comment, changes the bond and resubmits
  await company.reload();
  await expect(company.getByText('The college sent it back: “Please state the bond amount”')).toBeVisible();
  await company.getByLabel('Bond').fill('1 year, ₹1 lakh if leaving earlier');
  await company.getByRole('button', { name: 'Resubmit to the college' }).click();
  await expect(company.getByText('Job notification submitted to the college')).toBeVisible();
  const history = company.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Sent back');
  await expect(history).toContainText('“Please state the bond amount”');
  await expect(history).toContainText('Resubmitted');
  await fitsThePhone(company);

  // the college approves
  await college.reload();
  await expect(college.getByText('1 year, ₹1 lakh if leaving earlier')).toBeVisible();
  await college.getByRole('button', { name: 'Approve' }).click();
  await expect(college.getByRole('list', { name: 'History' })).toContainText('Approved');
  await fitsThePhone(college);
  await expectNoSeriousAxe(college);

  // now the student finds it, with the approved terms
  await student.goto(`/student/jobs?title=${encodeURIComponent(title)}`);
  await student
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  const terms = student.getByRole('region', { name: 'Terms approved by your placement cell' });
  await expect(terms).toContainText('12 LPA');
  await expect(terms).toContainText('Fixed 10 LPA · variable 1.5 LPA · joining bonus 0.5 LPA');
  await expect(terms).toContainText('1 year, ₹1 lakh if leaving earlier');
  await expectNoSeriousAxe(student);
});

test('a college invites a company; the recruiter signs up from the link, once', async ({
  college,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `${unique('hr').replace(/\s+/g, '-').toLowerCase()}@newco.test`;
  await college.setViewportSize(PHONE);
  await college.goto('/college/company-invitations');
  const since = new Date();
  await college.getByLabel("Recruiter's email").fill(email);
  await college.getByLabel('Company name').fill('NewCo Labs');
  await college.getByLabel('Contact name').fill('Neha Rao');
  await college.getByRole('button', { name: 'Send invitation' }).click();
  await expect(college.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const entry = college.getByRole('listitem', { name: 'NewCo Labs' }).filter({ hasText: email });
  await expect(entry).toContainText('Invited, not signed up yet');
  await entry.getByLabel('Note of a reply').fill('Neha replied: signing up this week');
  await entry.getByRole('button', { name: 'Add note' }).click();
  await expect(entry.getByRole('list', { name: 'Notes on NewCo Labs' })).toContainText(
    'signing up this week',
  );
  await fitsThePhone(college);
  await expectNoSeriousAxe(college);

  const link = /https?:\/\/\S+\/company\/signup\/invited\/[A-Za-z0-9_-]+/.exec(
    mailText((await waitForMail(email, since)).raw),
  )?.[0];
  expect(link).toBeTruthy();
  const recruiter = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInPage(recruiter, 'unused', '');
  await recruiter.goto(new URL(link!).pathname);
  await expect(recruiter.getByText('Demo College invites your company')).toBeVisible();
  await recruiter.getByLabel('Password', { exact: true }).fill('NewCo@2026x');
  await expectNoSeriousAxe(recruiter);
  await recruiter.getByRole('button', { name: 'Sign up' }).click();
  await expect(recruiter.getByText('Your company is signed up and connected to the college')).toBeVisible();
  await recruiter.goto(new URL(link!).pathname);
  await expect(recruiter.getByText('This invitation link has been used already')).toBeVisible();

  await college.reload();
  await expect(
    college.getByRole('listitem', { name: 'NewCo Labs' }).filter({ hasText: email }),
  ).toContainText('Signed up');
});
