import { staffApi } from './support/college';
import { expect, expectNoSeriousAxe, freshCollegeStudent, test, useToken } from './support/portal';
import { collegeToken, ok, staffToken, unique } from './support/staff';

test('a student refused a job reads every reason on its page, Apply disabled, on a phone', async ({
  page,
  request,
}) => {
  // the college's set-up, through the API: branches, a cycle for 2027, the student's verified record
  const student = await freshCollegeStudent(request, 'Refused');
  await staffApi(request, 'put', '/api/college/season/branches', {
    branches: ['CSE', 'ECE'].map((branch) => ({ programme: 'B.Tech', branch })),
  });
  const start = 2100 + Math.floor(Math.random() * 800);
  const academicYear = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  const { cycle } = await staffApi<{ cycle: { _id: string; name: string } }>(
    request,
    'post',
    '/api/college/season/cycles',
    { kind: 'placement', academicYear, batches: ['2027'] },
  );
  await ok(
    await request.patch(`/api/college/season/records/${student.id}`, {
      headers: { 'auth-token': await collegeToken(request) },
      data: {
        facts: { programme: 'B.Tech', branch: 'ECE', cgpa: 6.5 },
        verify: ['programme', 'branch', 'cgpa'],
      },
    }),
  );
  const { job } = await ok<{ job: { _id: string } }>(
    await request.post('/api/company/jobs', {
      headers: { 'auth-token': await staffToken(request, 'company') },
      data: { title: unique('Season Engineer'), workplaceType: 'onsite', employmentType: 'full-time' },
    }),
  );
  await staffApi(request, 'put', `/api/college/season/jobs/${job._id}/terms`, {
    cycleId: cycle._id,
    ctc: 8,
    rules: { minCgpa: 7, branches: ['CSE'] },
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await useToken(page, student.token);

  // the record: verified fields are read-only with a note
  await page.goto('/student/placement/record');
  const cgpa = page.getByRole('spinbutton', { name: 'CGPA', exact: true });
  await expect(cgpa).toHaveValue('6.5');
  await expect(cgpa).toBeDisabled();
  await expect(cgpa).toHaveAccessibleDescription('Verified by the placement cell: ask them to change it');
  await expect(page.getByRole('spinbutton', { name: 'Class X', exact: true })).toBeEnabled();
  await expectNoSeriousAxe(page);

  // the cycle: the consent text, then enrolled
  await page.getByRole('link', { name: 'Cycles' }).click();
  const card = page.getByRole('region', { name: `${cycle.name} cycle` });
  await expect(card).toContainText(`I take part in the ${cycle.name} cycle`);
  await card.getByRole('checkbox', { name: 'I agree' }).check();
  await card.getByRole('button', { name: 'Enrol' }).click();
  await expect(card).toContainText('You are enrolled');
  await expectNoSeriousAxe(page);

  // the job page: every reason, Apply disabled with the refusal
  await page.goto(`/student/jobs/companyDetails?id=${job._id}`);
  const reasons = page.getByRole('list', { name: 'Reasons you cannot apply' });
  await expect(reasons.getByRole('listitem')).toHaveText(['CGPA 6.5 is below 7.0', 'ECE is not among CSE']);
  const panel = page.getByRole('region', { name: 'Your application' });
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(panel).toContainText('You cannot apply: CGPA 6.5 is below 7.0; ECE is not among CSE');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectNoSeriousAxe(page);
});
