import { expect, expectNoSeriousAxe, freshCollegeStudent, test, useToken } from './support/portal';

test('a fresh student applies from Companies → company → job, and Jobs shows the same application', async ({
  page,
  request,
}) => {
  const student = await freshCollegeStudent(request, 'Applicant');
  await useToken(page, student.token);
  await page.goto('/student/companies');
  await page.getByRole('list', { name: 'Companies' }).getByRole('link', { name: 'Acme Software' }).click();
  await page.getByRole('link', { name: 'Software Engineer' }).click();
  await expect(page).toHaveURL(/\/student\/companies\/jobOverview\//);
  await expect(page.getByRole('heading', { name: 'Software Engineer', level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Your application' });
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await expectNoSeriousAxe(page);

  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toContainText('Application status: Applied');
  await expect(panel.getByRole('button', { name: 'Apply' })).toHaveCount(0);

  // the server has it, and the Jobs path to the same job shows it as applied
  const mine = await request.get('/api/student/applications', { headers: { 'auth-token': student.token } });
  const { applications } = (await mine.json()) as { applications: { job: { _id: string } }[] };
  const jobId = /jobOverview\/([^/?]+)/.exec(page.url())?.[1];
  expect(applications.map((a) => a.job._id)).toEqual([jobId]);
  await page.goto(`/student/jobs/companyDetails?id=${jobId}`);
  await expect(page.getByRole('region', { name: 'Your application' })).toContainText(
    'Application status: Applied',
  );
});
