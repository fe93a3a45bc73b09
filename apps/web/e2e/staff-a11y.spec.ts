import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousAxe,
  ok,
  serveAssetsFromDisk,
  signInPage,
  staffToken,
  studentToken,
  test,
} from './support/staff';

async function check(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectNoSeriousAxe(page);
}
const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

test('college portal screens (inbox, dashboard, placements, attendance) have no serious axe violations', async ({
  college,
}) => {
  test.setTimeout(120_000);
  await check(college, '/college/inbox', heading('Inbox'));
  await check(college, '/college/inbox/mail/sent', heading('Inbox'));
  await check(college, '/college/inbox/mail/compose', heading('Compose'));
  await check(college, '/college/dashboard', async (p) => {
    await expect(p.getByTestId('monthly-chart')).toBeVisible();
  });
  await check(college, '/college/placements', heading('Placements'));
  await check(college, '/college/attendance', heading('Attendance'));
  await check(college, '/college/attendance/scan', heading('Scan attendance'));
});

test('sign-up and login pages have no serious axe violations', async ({ page }) => {
  await serveAssetsFromDisk(page);
  await check(page, '/college/signup', heading('College sign-up'));
  await check(page, '/company/signup', heading('Company sign-up'));
  await check(page, '/company/login', heading('Company login'));
  await check(page, '/admin/login', heading('Admin login'));
});

test('company portal screens have no serious axe violations', async ({ company, request }) => {
  test.setTimeout(90_000);
  const token = await staffToken(request, 'company');
  const { jobs } = await ok<{ jobs: { _id: string }[] }>(
    await request.get('/api/company/jobs', { headers: { 'auth-token': token } }),
  );
  await check(company, '/company/jobs', heading('Jobs'));
  await check(company, '/company/jobs/new', heading('Post a job'));
  await check(company, '/company/profile', heading('Company profile'));
  if (jobs[0]) {
    await check(company, `/company/jobs/${jobs[0]._id}`, async (p) => {
      await expect(p.getByRole('heading', { name: 'Applicants' })).toBeVisible();
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    });
    await check(company, `/company/jobs/${jobs[0]._id}/edit`, heading('Edit job'));
  }
});

test('admin portal screens have no serious axe violations', async ({ admin, request }) => {
  test.setTimeout(90_000);
  await check(admin, '/admin/organisations', heading('Organisations'));
  await check(admin, '/admin/categories', heading('Categories'));
  await check(admin, '/admin/topics', heading('Shared question bank'));
  await check(admin, '/admin/lti-keys', heading('LTI signing keys'));
  const token = await staffToken(request, 'admin');
  const { topics } = await ok<{ topics: { _id: string }[] }>(
    await request.get('/api/admin/topics', { headers: { 'auth-token': token } }),
  );
  if (topics[0]) {
    await check(admin, `/admin/topics/${topics[0]._id}`, async (p) => {
      await expect(p.getByRole('heading', { name: 'Questions' })).toBeVisible();
    });
  }
});

test('the student job screen with its Apply panel has no serious axe violations', async ({
  page,
  request,
}) => {
  await signInPage(page, 'token', studentToken());
  const { jobs } = await ok<{ jobs: { _id: string }[] }>(
    await request.get('/api/company/jobs/filter', { headers: { 'auth-token': studentToken() } }),
  );
  await check(page, `/student/jobs/companyDetails?id=${jobs[0]?._id}`, async (p) => {
    await expect(p.getByRole('region', { name: 'Your application' })).toBeVisible();
  });
});
