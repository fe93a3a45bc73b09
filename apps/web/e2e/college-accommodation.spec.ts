import { assessmentNamed, expect, expectNoSeriousAxe, publishLinear, test, unique } from './support/college';
import { freshCollegeStudent, useToken } from './support/portal';

const DEMO_LINEAR = 'Software Engineer Screening';

test("the college sets 1.5× time on a student's page and that student's 30-minute test shows 45 minutes", async ({
  college: page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const student = await freshCollegeStudent(request, 'Meera');
  const demo = await assessmentNamed(request, DEMO_LINEAR);
  const assessmentId = await publishLinear(
    request,
    unique('E2E Accommodation'),
    [{ topicId: demo.topics[0]?.topicId ?? '', questionIds: demo.topics[0]?.questionIds ?? [] }],
    { studentIds: [student.id] },
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/college/students/${student.id}`);
  const card = page.getByRole('region', { name: 'Time accommodation' });
  await expect(card).toContainText('No time accommodation');
  const field = card.getByLabel('Time multiplier');
  await field.fill('5');
  await card.getByRole('button', { name: 'Save time accommodation' }).click();
  await expect(card.getByText('The time multiplier must be a number from 1 to 4')).toBeVisible();
  await field.fill('1.5');
  await card.getByRole('button', { name: 'Save time accommodation' }).click();
  await expect(card).toContainText('1.5× time on every test');
  await expectNoSeriousAxe(page);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const studentPage = await context.newPage();
  await useToken(studentPage, student.token);
  await studentPage.goto(`/student/test/${assessmentId}?isAdaptive=false`);
  await expect(studentPage.getByText('45 mins (1.5× time accommodation)')).toBeVisible();
  await expectNoSeriousAxe(studentPage);

  // the instructions say it, and the server's clock gives it: the timer starts near 45:00, not 30:00
  await studentPage.getByRole('link', { name: 'View the Instructions' }).click();
  await expect(studentPage.getByText('You have 45 minutes for the whole test: your 1.5× time')).toBeVisible();
  await studentPage.getByRole('button', { name: 'Start Test' }).click();
  await studentPage.getByRole('button', { name: 'Enter Fullscreen' }).click();
  await expect(studentPage.getByRole('timer', { name: 'Time left', exact: true })).toHaveText(
    /^00:4[45]:\d\d$/,
  );
  await context.close();
});
