import {
  addMcq,
  createTopic,
  expect,
  expectNoSeriousAxe,
  publishLinear,
  studentId,
  test,
  unique,
} from './support/college';

/**
 * #29 item 3: a drive in slots. The placement officer gives one student a later slot on the assessment's page;
 * the student's test list shows the test as upcoming with the slot's time; "Use the test's window" gives the
 * test's own window back.
 */
test("a student's own slot on the assessment's page; the student sees the test upcoming until it opens", async ({
  college: page,
  request,
}) => {
  const topic = await createTopic(request, unique('E2E Slots'), 'mcq');
  const question = await addMcq(request, topic._id, 'Slot question');
  const student = await studentId(request);
  const id = await publishLinear(
    request,
    unique('E2E Slots'),
    [{ topicId: topic._id, questionIds: [question] }],
    {
      studentIds: [student],
    },
  );
  const headers = { 'auth-token': process.env.E2E_STUDENT_TOKEN ?? '' };
  const studentSees = async () =>
    (
      (await (await request.get(`/api/student/test/${id}`, { headers })).json()) as {
        assessment: { status: string };
      }
    ).assessment.status;
  expect(await studentSees()).toBe('active');

  await page.goto(`/college/assessments/${id}`);
  const slots = page.getByRole('region', { name: 'Slots and extra attempts' });
  await slots.getByRole('radio', { name: 'Students I choose' }).check();
  await slots.getByRole('checkbox', { name: /\(student@demo\.test\)/ }).check();
  const tomorrow = new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  await slots.getByLabel('Opens (IST)').fill(`${tomorrow}T10:00`);
  await slots.getByLabel('Closes (IST)').fill(`${tomorrow}T09:00`);
  await slots.getByRole('button', { name: 'Save' }).click();
  await expect(slots.getByRole('alert')).toContainText('The closing time must be after the opening time.');
  await slots.getByLabel('Closes (IST)').fill(`${tomorrow}T11:00`);
  await slots.getByRole('button', { name: 'Save' }).click();
  await expect(slots.getByText('Saved for 1 student.')).toBeVisible();
  const row = slots.getByRole('row', { name: /Asha/ });
  await expect(row).toContainText('10:00');
  expect(await studentSees()).toBe('upcoming');
  await expectNoSeriousAxe(page);

  await row.getByRole('button', { name: /^Use the test’s window for Asha/ }).click();
  await expect(row).toContainText('The test’s');
  expect(await studentSees()).toBe('active');
});
