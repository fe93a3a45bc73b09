import {
  expect,
  expectNoSeriousAxe,
  freshCollegeStudent,
  inviteToAssessment,
  test,
  useToken,
} from './support/portal';

const LINEAR = 'Software Engineer Screening';

test('/student/test/section/{n} shows section n of the tests, counted from 1, inside the portal', async ({
  page,
}) => {
  await useToken(page, process.env.E2E_STUDENT_TOKEN ?? '');
  const sections = page.getByRole('navigation', { name: 'Test sections' });
  for (const [n, title, others] of [
    [1, 'Active', ['Upcoming', 'Completed']],
    [2, 'Upcoming', ['Active', 'Completed']],
    [3, 'Completed', ['Active', 'Upcoming']],
  ] as const) {
    await page.goto(`/student/test/section/${n}`);
    await expect(page.getByRole('heading', { name: 'Tests', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    for (const other of others) await expect(page.getByRole('heading', { name: other })).toHaveCount(0);
    await expect(sections.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    // the portal's chrome, with Test current in the main navigation
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  }
  await expectNoSeriousAxe(page);

  await page.goto('/student/test/section/9');
  await expect(page.getByText('There is no section 9')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to login' })).toHaveCount(0);
  await sections.getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/student\/test$/);
  for (const title of ['Active', 'Upcoming', 'Completed']) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }

  // an unknown page while signed in offers the dashboard, not the login
  await page.goto('/student/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('/student/nonAdaptiveTest/{id}/start opens the non-adaptive question screen, or the test when not under way', async ({
  page,
  request,
}) => {
  const student = await freshCollegeStudent(request, 'Linear');
  const id = await inviteToAssessment(request, LINEAR, student.id);
  await useToken(page, student.token);

  // not started yet: the start address leads to the test, where it is started
  await page.goto(`/student/nonAdaptiveTest/${id}/start`);
  await expect(page).toHaveURL(new RegExp(`/student/test/${id}\\?isAdaptive=false$`));
  await expect(page.getByRole('heading', { name: LINEAR })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the Instructions' })).toBeVisible();

  // under way: the same address is the question screen, without the portal's chrome
  const start = await request.post(`/api/student/test/start/${id}`, {
    headers: { 'auth-token': student.token },
    data: {},
  });
  expect(start.ok(), await start.text()).toBe(true);
  await page.goto(`/student/nonAdaptiveTest/${id}/start`);
  await expect(page).toHaveURL(new RegExp(`/student/test/${id}/start\\?isAdaptive=false$`));
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'End Test & Submit' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByText('This page is on its way')).toHaveCount(0);
});
